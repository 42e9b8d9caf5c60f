/**
 * What a search looks through (spec §2): 1 everything, 2 live, 4 resources, 5 exams, 6 blogs, 7 questions,
 * 8 info. Kept apart from the schemas so the portal's header can use it without loading them.
 */
export const SearchType = {
  default: 1,
  live: 2,
  resource: 4,
  exam: 5,
  blog: 6,
  question: 7,
  info: 8,
} as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];
export const SEARCH_TYPES: readonly SearchType[] = Object.values(SearchType);

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_TYPES.includes(value as SearchType);
}
