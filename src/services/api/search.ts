import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { searchApi } from '../../../contract/search';
import { searchRoutes } from '../../../contract/search.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

const searchEndpoints = lazyApi(searchRoutes, () =>
  import('../../../contract/search').then((m) => m.searchApi),
);

type Api = typeof searchApi;
type Opts = CallOptions & { _No_dispose?: false };

export const searchPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(searchEndpoints.page, payload, opts);

export const searchCount = (
  http: HttpClient,
  payload: RequestOf<Api['count']>,
  opts?: Opts,
): Promise<ResponseOf<Api['count']>> => http.call(searchEndpoints.count, payload, opts);
