import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { pointsApi } from '../../../contract/points';
import { pointsRoutes } from '../../../contract/points.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Points: the caller's balance, ledger and the company's rules, and the daily sign-in; one function per entry. */

const endpoints = lazyApi(pointsRoutes, () => import('../../../contract/points').then((m) => m.pointsApi));
type Api = typeof pointsApi;
type Opts = CallOptions & { _No_dispose?: false };

export const pointsSummary = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['summary']>> =>
  http.call(endpoints.summary, {}, opts);
export const pointsRecordPage = (
  http: HttpClient,
  payload: RequestOf<Api['recordPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['recordPage']>> => http.call(endpoints.recordPage, payload, opts);
export const signMonth = (
  http: HttpClient,
  payload: RequestOf<Api['signMonth']>,
  opts?: Opts,
): Promise<ResponseOf<Api['signMonth']>> => http.call(endpoints.signMonth, payload, opts);
export const dailySignIn = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['signIn']>> =>
  http.call(endpoints.signIn, {}, opts);
