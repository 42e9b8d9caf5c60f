import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { examRecordApi } from '../../../contract/exam';
import { examRecordRoutes } from '../../../contract/exam.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's exam records. */

const examRecordEndpoints = lazyApi(examRecordRoutes, () =>
  import('../../../contract/exam').then((m) => m.examRecordApi),
);

type Api = typeof examRecordApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const examRecordPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(examRecordEndpoints.page, payload, opts);
