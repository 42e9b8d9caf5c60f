import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { exportApi } from '../../../contract/export';
import { exportRoutes } from '../../../contract/export.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * The caller's export records (the header's download list), one typed function per contract entry. The
 * names carry an `export` prefix because the contract's own key `delete` is a reserved word.
 */

const exportEndpoints = lazyApi(exportRoutes, () =>
  import('../../../contract/export').then((m) => m.exportApi),
);

type Api = typeof exportApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const exportPage = (http: HttpClient, payload: Req<'page'>, opts?: Opts): Res<'page'> =>
  http.call(exportEndpoints.page, payload, opts);

export const exportDelete = (http: HttpClient, payload: Req<'delete'>, opts?: Opts): Res<'delete'> =>
  http.call(exportEndpoints.delete, payload, opts);

export const exportDeleteAll = (http: HttpClient, opts?: Opts): Res<'deleteAll'> =>
  http.call(exportEndpoints.deleteAll, {}, opts);

export const exportDownloadUrl = (
  http: HttpClient,
  payload: Req<'downloadUrl'>,
  opts?: Opts,
): Res<'downloadUrl'> => http.call(exportEndpoints.downloadUrl, payload, opts);
