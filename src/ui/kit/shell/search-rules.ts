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

/** The community's tabs that hold another section than its blog posts. */
const COMMUNITY_TABS: Readonly<Record<string, SearchType>> = {
  question: SearchType.question,
  info: SearchType.info,
};

/**
 * The search type for the page the search starts from (docs/decisions/0016-search-type-by-path.md); in the
 * community, its open tab (`?tab=question`) decides.
 */
export function searchTypeForPath(pathname: string, tab?: unknown): SearchType {
  const path = stripLocale(pathname);
  if (path === '/community' && typeof tab === 'string' && COMMUNITY_TABS[tab] !== undefined) {
    return COMMUNITY_TABS[tab];
  }
  const section = SECTIONS.find(({ root }) => path === root || path.startsWith(`${root}/`));
  return section?.type ?? SearchType.default;
}

/** The keyword to search for, or null when there is nothing to search (only blanks). */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword === '' ? null : keyword;
}
