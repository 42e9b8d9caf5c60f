import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { creditRecordApi } from '../../../contract/record';
import { creditRecordRoutes } from '../../../contract/record.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's credit-hour records, one typed function per contract entry. */

const endpoints = lazyApi(creditRecordRoutes, () =>
  import('../../../contract/record').then((m) => m.creditRecordApi),
);

type Api = typeof creditRecordApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const creditRecordPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);

export const creditSummary = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['summary']>> =>
  http.call(endpoints.summary, {}, opts);
