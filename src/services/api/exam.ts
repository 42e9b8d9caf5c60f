import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { examRecordApi } from '../../../contract/exam';
import type { CallOptions, HttpClient } from '../http';

/** The caller's exam records. */

type Api = typeof examRecordApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const examRecordPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(examRecordApi.page, payload, opts);
