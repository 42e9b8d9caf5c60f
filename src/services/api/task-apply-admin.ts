import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { taskApplyAdminApi } from '../../../contract/study-task';
import { taskApplyAdminRoutes } from '../../../contract/study-task.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Administrators' decisions on applications to study tasks, one typed function per contract entry. */

const endpoints = lazyApi(taskApplyAdminRoutes, () =>
  import('../../../contract/study-task').then((m) => m.taskApplyAdminApi),
);
type Api = typeof taskApplyAdminApi;
type Opts = CallOptions & { _No_dispose?: false };

export const taskApplyPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const taskApplyAudit = (
  http: HttpClient,
  payload: RequestOf<Api['audit']>,
  opts?: Opts,
): Promise<ResponseOf<Api['audit']>> => http.call(endpoints.audit, payload, opts);
export const taskApplyApprove = (
  http: HttpClient,
  payload: RequestOf<Api['approve']>,
  opts?: Opts,
): Promise<ResponseOf<Api['approve']>> => http.call(endpoints.approve, payload, opts);
