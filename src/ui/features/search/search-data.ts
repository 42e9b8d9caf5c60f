import type { SearchType } from '../../../../contract/search-type';
import { searchCount, searchPage } from '../../../services/api/search';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const SEARCH_PAGE_SIZE = 10;

/** The page shows each failure in place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

/** Each read is null for a blank keyword: nothing is asked, and the page says to type one. */
export interface SearchData {
  counts: Settled<Awaited<ReturnType<typeof searchCount>> | null>;
  results: Settled<Awaited<ReturnType<typeof searchPage>> | null>;
}

/** `search-str`: how many hits each section has, and one page of a section's hits, each settled on its own. */
export async function searchData(
  http: HttpClient,
  deps: { str: string; type: SearchType; page: number },
): Promise<SearchData> {
  const keyword = deps.str.trim();
  if (keyword === '') {
    return { counts: { ok: true, data: null }, results: { ok: true, data: null } };
  }
  const [counts, results] = await Promise.all([
    settle(http, searchCount(http, { str: keyword }, QUIET)),
    settle(
      http,
      searchPage(
        http,
        { str: keyword, type: deps.type, pageCurrent: deps.page, pageSize: SEARCH_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { counts, results };
}
