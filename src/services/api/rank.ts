import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { rankApi, type RankBoard } from '../../../contract/rank';
import type { CallOptions, HttpClient } from '../http';

/** The ranking boards: one page call and one "my place" call per board, named by the contract's board key. */

type PageEndpoint = (typeof rankApi)[RankBoard]['page'];
type CurrentEndpoint = (typeof rankApi)[RankBoard]['current'];
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const rankPage = (
  http: HttpClient,
  board: RankBoard,
  payload: RequestOf<PageEndpoint>,
  opts?: Opts,
): Promise<ResponseOf<PageEndpoint>> => http.call(rankApi[board].page, payload, opts);

export const rankCurrent = (
  http: HttpClient,
  board: RankBoard,
  opts?: Opts,
): Promise<ResponseOf<CurrentEndpoint>> => http.call(rankApi[board].current, {}, opts);
