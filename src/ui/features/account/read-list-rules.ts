/** Page sizes the messages list offers; the contract allows up to 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * `account-message?num=N`: N is how many messages the link's sender counted. It only picks the smallest
 * offered page size that holds N (10 when absent), so a short unread batch fits on one page.
 */
export function pageSizeFor(num: number | undefined): number {
  if (num === undefined) return PAGE_SIZES[0];
  return PAGE_SIZES.find((size) => size >= num) ?? PAGE_SIZES[3];
}

/** The read filter of a list: both, only unread (isRead 0) or only read (isRead 1). */
export type ReadFilter = 'all' | 'unread' | 'read';

export function readFilterPayload(filter: ReadFilter): { isRead?: 0 | 1 } {
  if (filter === 'unread') return { isRead: 0 };
  if (filter === 'read') return { isRead: 1 };
  return {};
}

/** The select-all box: checked when every visible row is selected, mixed when some are. */
export function selectAllState(
  visible: readonly string[],
  selected: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const count = visible.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === visible.length ? true : 'indeterminate';
}

/** Clicking select-all: selects every visible row unless all are already, which clears them. */
export function toggleAll(visible: readonly string[], selected: ReadonlySet<string>): Set<string> {
  return selectAllState(visible, selected) === true ? new Set() : new Set(visible);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selected ids still on the page, in page order (a reload may have dropped some). */
export function selectedOnPage(visible: readonly string[], selected: ReadonlySet<string>): string[] {
  return visible.filter((id) => selected.has(id));
}
