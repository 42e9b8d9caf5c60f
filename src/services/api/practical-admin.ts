import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { practicalAdminApi } from '../../../contract/study-task';
import { practicalAdminRoutes } from '../../../contract/study-task.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Assessors' marking of practical answers, one typed function per contract entry. */

const endpoints = lazyApi(practicalAdminRoutes, () =>
  import('../../../contract/study-task').then((m) => m.practicalAdminApi),
);
type Api = typeof practicalAdminApi;
type Opts = CallOptions & { _No_dispose?: false };

export const practicalAnswerPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);

export const practicalMark = (
  http: HttpClient,
  payload: RequestOf<Api['mark']>,
  opts?: Opts,
): Promise<ResponseOf<Api['mark']>> => http.call(endpoints.mark, payload, opts);
