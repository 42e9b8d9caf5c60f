/*
 * The selection of a list page, as plain functions of the rows that may be selected (in page order) and the
 * ids selected. The batchSelect machine keeps both; these say what the select-all box shows and what a click
 * does, the same for every page that selects rows.
 */

/** The select-all box: checked when every selectable row is selected, mixed when some are. */
export function selectAllState(
  rows: readonly string[],
  selected: readonly string[],
): boolean | 'indeterminate' {
  const count = rows.filter((id) => selected.includes(id)).length;
  if (count === 0) return false;
  return count === rows.length ? true : 'indeterminate';
}

/** Clicking select-all: selects every selectable row unless all are already, which clears them. */
export function toggleAll(rows: readonly string[], selected: readonly string[]): string[] {
  return selectAllState(rows, selected) === true ? [] : [...rows];
}

export function toggleOne(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Selected ids still on the page, in page order (a reload may have dropped some). */
export function selectedOnPage(rows: readonly string[], selected: readonly string[]): string[] {
  return rows.filter((id) => selected.includes(id));
}
