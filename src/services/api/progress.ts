import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { progressApi } from '../../../contract/progress';
import { progressRoutes } from '../../../contract/progress.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * Study progress reports and the caller's study figures. The report sent as a page goes away leaves with
 * `navigator.sendBeacon` (the beacon route of contract/progress.routes.ts), not through the http client.
 */

/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

const progressEndpoints = lazyApi(progressRoutes, () =>
  import('../../../contract/progress').then((m) => m.progressApi),
);
type ProgressApi = typeof progressApi;
export const progressLogUpdate = (
  http: HttpClient,
  payload: RequestOf<ProgressApi['logUpdate']>,
  opts?: Opts,
): Promise<ResponseOf<ProgressApi['logUpdate']>> => http.call(progressEndpoints.logUpdate, payload, opts);
export const progressHangUp = (
  http: HttpClient,
  payload: RequestOf<ProgressApi['hangUp']>,
  opts?: Opts,
): Promise<ResponseOf<ProgressApi['hangUp']>> => http.call(progressEndpoints.hangUp, payload, opts);
export const studyCollect = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<ProgressApi['studyCollect']>> => http.call(progressEndpoints.studyCollect, {}, opts);
export const progressExport = (
  http: HttpClient,
  payload: RequestOf<ProgressApi['progressExport']>,
  opts?: Opts,
): Promise<ResponseOf<ProgressApi['progressExport']>> =>
  http.call(progressEndpoints.progressExport, payload, opts);
