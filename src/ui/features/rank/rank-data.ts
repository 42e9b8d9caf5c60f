import { RANK_PAGE_SIZE, type RankBoard } from '../../../../contract/rank.routes';
import { rankCurrent, rankPage } from '../../../services/api/rank';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { RANK_PAGE_SIZE_FULL, type RankSearch } from './rank-boards';

/** The page shows the gateway's message in place, so no toast. */
const quiet = { isShowErrTip: false } as const;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type RankPageSettled = Settled<Answer<typeof rankPage>>;
export type RankCurrentSettled = Settled<Answer<typeof rankCurrent>>;

/** Each board's top three, for the home page. */
export type RankTopsData = Record<RankBoard, RankPageSettled>;

/** One board of the ranking page: which page was read, that page, and the reader's own place. */
export interface RankBoardData {
  page: number;
  list: RankPageSettled;
  current: RankCurrentSettled;
}

export type RankPageData = Record<RankBoard, RankBoardData>;

/** One read per board, all at once. */
async function byBoard<T>(read: (board: RankBoard) => Promise<T>): Promise<Record<RankBoard, T>> {
  const [integral, creditHour, certificate] = await Promise.all([
    read('integral'),
    read('creditHour'),
    read('certificate'),
  ]);
  return { integral, creditHour, certificate };
}

/** The top three of every board, each settled on its own. */
export function rankTopsData(http: HttpClient): Promise<RankTopsData> {
  return byBoard((board) =>
    settle(http, rankPage(http, board, { pageCurrent: 1, pageSize: RANK_PAGE_SIZE }, quiet)),
  );
}

/** Every board at the page its search names, with the reader's own place on it. */
export function rankPageData(http: HttpClient, search: RankSearch): Promise<RankPageData> {
  return byBoard(async (board) => {
    const page = search[board] ?? 1;
    const [list, current] = await Promise.all([
      settle(http, rankPage(http, board, { pageCurrent: page, pageSize: RANK_PAGE_SIZE_FULL }, quiet)),
      settle(http, rankCurrent(http, board, quiet)),
    ]);
    return { page, list, current };
  });
}
