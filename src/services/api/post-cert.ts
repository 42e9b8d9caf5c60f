import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { postCertApi } from '../../../contract/study-task';
import { postCertRoutes } from '../../../contract/study-task.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's post certifications, one typed function per contract entry. */

const endpoints = lazyApi(postCertRoutes, () =>
  import('../../../contract/study-task').then((m) => m.postCertApi),
);
type Api = typeof postCertApi;
type Opts = CallOptions & { _No_dispose?: false };

export const postCertPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const postCertCount = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['count']>> =>
  http.call(endpoints.count, {}, opts);
export const postCertExport = (
  http: HttpClient,
  payload: RequestOf<Api['export']>,
  opts?: Opts,
): Promise<ResponseOf<Api['export']>> => http.call(endpoints.export, payload, opts);
