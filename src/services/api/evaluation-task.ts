import type { ResponseOf, RequestOf } from '../../../contract/endpoint';
import type { evaluationTaskApi } from '../../../contract/offline-review';
import { evaluationTaskRoutes } from '../../../contract/offline-review.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The evaluations assigned to the caller: one function per contract entry. */

const taskEndpoints = lazyApi(evaluationTaskRoutes, () =>
  import('../../../contract/offline-review').then((m) => m.evaluationTaskApi),
);
type TaskApi = typeof evaluationTaskApi;
type Opts = CallOptions & { _No_dispose?: false };

export const evaluationTaskPage = (
  http: HttpClient,
  payload: RequestOf<TaskApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['page']>> => http.call(taskEndpoints.page, payload, opts);
export const evaluationTaskCount = (http: HttpClient, opts?: Opts): Promise<ResponseOf<TaskApi['count']>> =>
  http.call(taskEndpoints.count, {}, opts);
