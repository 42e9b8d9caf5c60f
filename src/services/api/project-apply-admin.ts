import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { projectApplyAdminApi } from '../../../contract/study-project';
import { projectApplyAdminRoutes } from '../../../contract/study-project.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Administrators' decisions on applications to study projects, one typed function per contract entry. */

const endpoints = lazyApi(projectApplyAdminRoutes, () =>
  import('../../../contract/study-project').then((m) => m.projectApplyAdminApi),
);
type Api = typeof projectApplyAdminApi;
type Opts = CallOptions & { _No_dispose?: false };

export const projectApplyPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const projectApplyAudit = (
  http: HttpClient,
  payload: RequestOf<Api['audit']>,
  opts?: Opts,
): Promise<ResponseOf<Api['audit']>> => http.call(endpoints.audit, payload, opts);
export const projectApplyApprove = (
  http: HttpClient,
  payload: RequestOf<Api['approve']>,
  opts?: Opts,
): Promise<ResponseOf<Api['approve']>> => http.call(endpoints.approve, payload, opts);
