import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { exportApi } from '../../../contract/export';
import type { CallOptions, HttpClient } from '../http';

/**
 * The caller's export records (the header's download list), one typed function per contract entry. The
 * names carry an `export` prefix because the contract's own key `delete` is a reserved word.
 */

type Api = typeof exportApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const exportPage = (http: HttpClient, payload: Req<'page'>, opts?: Opts): Res<'page'> =>
  http.call(exportApi.page, payload, opts);

export const exportDelete = (http: HttpClient, payload: Req<'delete'>, opts?: Opts): Res<'delete'> =>
  http.call(exportApi.delete, payload, opts);

export const exportDeleteAll = (http: HttpClient, opts?: Opts): Res<'deleteAll'> =>
  http.call(exportApi.deleteAll, {}, opts);

export const exportDownloadUrl = (
  http: HttpClient,
  payload: Req<'downloadUrl'>,
  opts?: Opts,
): Res<'downloadUrl'> => http.call(exportApi.downloadUrl, payload, opts);
