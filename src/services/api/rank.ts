import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { rankApi } from '../../../contract/rank';
import { rankRoutes, type RankBoard } from '../../../contract/rank.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi, type LazyApi } from '../lazy-api';

/** The ranking boards: one page call and one "my place" call per board, named by the contract's board key. */

type Board = (typeof rankApi)[RankBoard];
type PageEndpoint = Board['page'];
type CurrentEndpoint = Board['current'];
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

const schemas = () => import('../../../contract/rank');
const boardEndpoints = (board: RankBoard): LazyApi<Board> =>
  lazyApi(rankRoutes[board], () => schemas().then((m) => m.rankApi[board]));
const rankEndpoints: Record<RankBoard, LazyApi<Board>> = {
  integral: boardEndpoints('integral'),
  creditHour: boardEndpoints('creditHour'),
  certificate: boardEndpoints('certificate'),
};

export const rankPage = (
  http: HttpClient,
  board: RankBoard,
  payload: RequestOf<PageEndpoint>,
  opts?: Opts,
): Promise<ResponseOf<PageEndpoint>> => http.call(rankEndpoints[board].page, payload, opts);

export const rankCurrent = (
  http: HttpClient,
  board: RankBoard,
  opts?: Opts,
): Promise<ResponseOf<CurrentEndpoint>> => http.call(rankEndpoints[board].current, {}, opts);
