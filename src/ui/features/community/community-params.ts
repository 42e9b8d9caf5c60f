import { intParam, idSearchParam } from '../../kit/navigation/search-params';
import { keywordParam } from '../../kit/navigation/keyword-param';

/*
 * `/community`'s address, read by the route's search validation, which ships with the start-up code: so one
 * small reader, and no contract module.
 */

export type CommunityTab = 'blog' | 'question' | 'info' | 'mine';
const TABS: readonly CommunityTab[] = ['blog', 'question', 'info', 'mine'];

export interface CommunitySearch {
  /** Which posts the list shows; blog posts when absent. */
  tab?: CommunityTab | undefined;
  keyword?: string | undefined;
  /** 2: most liked and commented first. */
  order?: 2 | undefined;
  page?: number | undefined;
  /** An open post. */
  id?: number | string | undefined;
  /** 1: the open post in the editor. */
  edit?: 1 | undefined;
  /** A new post of this kind in the editor (1 blog, 2 question, 3 article). */
  new?: 1 | 2 | 3 | undefined;
}

/** Anything unreadable is left undefined, as are the defaults, so a mangled link opens the list. */
export function readCommunitySearch(raw: Record<string, unknown>): CommunitySearch {
  return {
    tab: TABS.includes(raw.tab as CommunityTab) && raw.tab !== 'blog' ? (raw.tab as CommunityTab) : undefined,
    keyword: keywordParam(raw.keyword),
    order: intParam(raw.order, 2, 2) as 2 | undefined,
    page: intParam(raw.page, 2, 100_000),
    id: idSearchParam(raw.id),
    edit: intParam(raw.edit, 1, 1) as 1 | undefined,
    new: intParam(raw.new, 1, 3) as 1 | 2 | 3 | undefined,
  };
}
