import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { liveApi } from '../../../contract/live';
import { liveRoutes } from '../../../contract/live.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Live sessions and their replays. */

/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

const liveEndpoints = lazyApi(liveRoutes, () => import('../../../contract/live').then((m) => m.liveApi));
type LiveApi = typeof liveApi;
export const livePage = (
  http: HttpClient,
  payload: RequestOf<LiveApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<LiveApi['page']>> => http.call(liveEndpoints.page, payload, opts);
export const liveWatch = (
  http: HttpClient,
  payload: RequestOf<LiveApi['watch']>,
  opts?: Opts,
): Promise<ResponseOf<LiveApi['watch']>> => http.call(liveEndpoints.watch, payload, opts);
export const liveRoomWatchUrl = (
  http: HttpClient,
  payload: RequestOf<LiveApi['roomWatchUrl']>,
  opts?: Opts,
): Promise<ResponseOf<LiveApi['roomWatchUrl']>> => http.call(liveEndpoints.roomWatchUrl, payload, opts);
export const livePlaybackWatch = (
  http: HttpClient,
  payload: RequestOf<LiveApi['playbackWatch']>,
  opts?: Opts,
): Promise<ResponseOf<LiveApi['playbackWatch']>> => http.call(liveEndpoints.playbackWatch, payload, opts);
export const liveLeave = (
  http: HttpClient,
  payload: RequestOf<LiveApi['leave']>,
  opts?: Opts,
): Promise<ResponseOf<LiveApi['leave']>> => http.call(liveEndpoints.leave, payload, opts);
