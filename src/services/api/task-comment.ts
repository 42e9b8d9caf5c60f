import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { taskCommentApi } from '../../../contract/study-task';
import { taskCommentRoutes } from '../../../contract/study-task.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Comments on a study task among its learners, one typed function per contract entry. */

const endpoints = lazyApi(taskCommentRoutes, () =>
  import('../../../contract/study-task').then((m) => m.taskCommentApi),
);
type Api = typeof taskCommentApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const taskCommentPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const taskCommentSave = (
  http: HttpClient,
  payload: RequestOf<Api['save']>,
  opts?: Opts,
): Promise<ResponseOf<Api['save']>> => http.call(endpoints.save, payload, opts);
export const taskCommentDelete = (
  http: HttpClient,
  payload: RequestOf<Api['delete']>,
  opts?: Opts,
): Promise<ResponseOf<Api['delete']>> => http.call(endpoints.delete, payload, opts);
