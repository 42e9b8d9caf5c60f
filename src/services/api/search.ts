import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { searchApi } from '../../../contract/search';
import type { CallOptions, HttpClient } from '../http';

type Api = typeof searchApi;
type Opts = CallOptions & { _No_dispose?: false };

export const searchPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(searchApi.page, payload, opts);

export const searchCount = (
  http: HttpClient,
  payload: RequestOf<Api['count']>,
  opts?: Opts,
): Promise<ResponseOf<Api['count']>> => http.call(searchApi.count, payload, opts);
