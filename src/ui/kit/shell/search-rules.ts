import { SearchType } from '../../../../contract/search-type';
import { stripLocale } from '../locale/locale-path';

/** Section roots and the type a search started there looks for; more specific roots come first. */
const SECTIONS: readonly { root: string; type: SearchType }[] = [
  { root: '/live', type: SearchType.live },
  { root: '/knowledge', type: SearchType.resource },
  { root: '/account/exam', type: SearchType.exam },
  { root: '/exam', type: SearchType.exam },
  { root: '/community/question', type: SearchType.question },
  { root: '/question', type: SearchType.question },
  { root: '/community', type: SearchType.blog },
  { root: '/home/announcement', type: SearchType.info },
  { root: '/announcement', type: SearchType.info },
  { root: '/info', type: SearchType.info },
];

/** The search type for the page the search starts from (docs/decisions/0016-search-type-by-path.md). */
export function searchTypeForPath(pathname: string): SearchType {
  const path = stripLocale(pathname);
  const section = SECTIONS.find(({ root }) => path === root || path.startsWith(`${root}/`));
  return section?.type ?? SearchType.default;
}

/** The keyword to search for, or null when there is nothing to search (only blanks). */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword === '' ? null : keyword;
}
