import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { trainingNeedsApi } from '../../../contract/training-needs';
import { trainingNeedsRoutes } from '../../../contract/training-needs.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Training needs: the company's collections, one collection, and the caller's answer to it. */

const endpoints = lazyApi(trainingNeedsRoutes, () =>
  import('../../../contract/training-needs').then((m) => m.trainingNeedsApi),
);
type Api = typeof trainingNeedsApi;
type Opts = CallOptions & { _No_dispose?: false };

export const trainingNeedsPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const trainingNeedsView = (
  http: HttpClient,
  payload: RequestOf<Api['view']>,
  opts?: Opts,
): Promise<ResponseOf<Api['view']>> => http.call(endpoints.view, payload, opts);
export const trainingNeedsEdit = (
  http: HttpClient,
  payload: RequestOf<Api['edit']>,
  opts?: Opts,
): Promise<ResponseOf<Api['edit']>> => http.call(endpoints.edit, payload, opts);
