import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { studyPlanApi } from '../../../contract/study-plan';
import { studyPlanRoutes } from '../../../contract/study-plan.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Learning plans, one typed function per contract entry. */

const endpoints = lazyApi(studyPlanRoutes, () =>
  import('../../../contract/study-plan').then((m) => m.studyPlanApi),
);
type Api = typeof studyPlanApi;
type Opts = CallOptions & { _No_dispose?: false };

export const planPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const planCount = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['count']>> =>
  http.call(endpoints.count, {}, opts);
export const planSave = (
  http: HttpClient,
  payload: RequestOf<Api['save']>,
  opts?: Opts,
): Promise<ResponseOf<Api['save']>> => http.call(endpoints.save, payload, opts);
export const planView = (
  http: HttpClient,
  payload: RequestOf<Api['view']>,
  opts?: Opts,
): Promise<ResponseOf<Api['view']>> => http.call(endpoints.view, payload, opts);
export const planUnbind = (
  http: HttpClient,
  payload: RequestOf<Api['unbind']>,
  opts?: Opts,
): Promise<ResponseOf<Api['unbind']>> => http.call(endpoints.unbind, payload, opts);
export const planDelete = (
  http: HttpClient,
  payload: RequestOf<Api['delete']>,
  opts?: Opts,
): Promise<ResponseOf<Api['delete']>> => http.call(endpoints.delete, payload, opts);
export const planPublish = (
  http: HttpClient,
  payload: RequestOf<Api['publish']>,
  opts?: Opts,
): Promise<ResponseOf<Api['publish']>> => http.call(endpoints.publish, payload, opts);
