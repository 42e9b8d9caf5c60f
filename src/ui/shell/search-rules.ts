import { stripLocale } from '../locale/locale-path';

/** Search types the results page understands (spec §2). */
export const SEARCH_TYPE = {
  default: 1,
  live: 2,
  resource: 4,
  exam: 5,
  blog: 6,
  question: 7,
  info: 8,
} as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** Section roots and the type a search started there looks for; more specific roots come first. */
const SECTIONS: readonly { root: string; type: SearchType }[] = [
  { root: '/live', type: SEARCH_TYPE.live },
  { root: '/knowledge', type: SEARCH_TYPE.resource },
  { root: '/account/exam', type: SEARCH_TYPE.exam },
  { root: '/exam', type: SEARCH_TYPE.exam },
  { root: '/community/question', type: SEARCH_TYPE.question },
  { root: '/question', type: SEARCH_TYPE.question },
  { root: '/community', type: SEARCH_TYPE.blog },
  { root: '/home/announcement', type: SEARCH_TYPE.info },
  { root: '/announcement', type: SEARCH_TYPE.info },
  { root: '/info', type: SEARCH_TYPE.info },
];

/** The search type for the page the search starts from (docs/decisions/0016-search-type-by-path.md). */
export function searchTypeForPath(pathname: string): SearchType {
  const path = stripLocale(pathname);
  const section = SECTIONS.find(({ root }) => path === root || path.startsWith(`${root}/`));
  return section?.type ?? SEARCH_TYPE.default;
}

/** The keyword to search for, or null when there is nothing to search (only blanks). */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword === '' ? null : keyword;
}
