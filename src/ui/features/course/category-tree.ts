import type { Category } from '../../../../contract/course';

/** A top-level category with the categories directly under it. */
export interface CategoryBranch {
  category: Category;
  children: Category[];
}

/**
 * The gateway's flat list as the two levels the catalogue shows: top-level categories (parent '0') in the
 * gateway's order, each with its direct children. Deeper categories are not listed on their own (their
 * courses count in their ancestors, which the gateway already adds up); a child whose parent is missing is
 * dropped rather than shown at the wrong level.
 */
export function categoryBranches(list: readonly Category[]): CategoryBranch[] {
  const tops = list.filter((c) => c.parentId === '0');
  return tops.map((category) => ({
    category,
    children: list.filter((c) => c.parentId === category.id),
  }));
}

/** The top-level category that holds `id` (itself or its parent), to open its branch; null when unknown. */
export function branchOf(list: readonly Category[], id: string | undefined): string | null {
  if (id === undefined) return null;
  const found = list.find((c) => c.id === id);
  if (!found) return null;
  if (found.parentId === '0') return found.id;
  const parent = list.find((c) => c.id === found.parentId);
  if (!parent) return null;
  return parent.parentId === '0' ? parent.id : branchOf(list, parent.id);
}

/** The name of a category, for the heading of a filtered list. */
export function categoryName(list: readonly Category[], id: string | undefined): string | null {
  if (id === undefined) return null;
  return list.find((c) => c.id === id)?.categoryName ?? null;
}
