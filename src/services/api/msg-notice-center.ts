import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { msgNoticeApi } from '../../../contract/notice';
import { msgNoticeRoutes } from '../../../contract/notice.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The account centre's message calls (the header's badge count lives in ./msg-notice). */

const msgNoticeEndpoints = lazyApi(msgNoticeRoutes, () =>
  import('../../../contract/notice').then((m) => m.msgNoticeApi),
);

type Api = typeof msgNoticeApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const msgNoticePage = (http: HttpClient, payload: Req<'page'>, opts?: Opts): Res<'page'> =>
  http.call(msgNoticeEndpoints.page, payload, opts);

export const msgNoticeBatchRead = (
  http: HttpClient,
  payload: Req<'batchRead'>,
  opts?: Opts,
): Res<'batchRead'> => http.call(msgNoticeEndpoints.batchRead, payload, opts);

export const msgNoticeBatchDelete = (
  http: HttpClient,
  payload: Req<'batchDelete'>,
  opts?: Opts,
): Res<'batchDelete'> => http.call(msgNoticeEndpoints.batchDelete, payload, opts);

export const msgNoticeCollectCount = (http: HttpClient, opts?: Opts): Res<'collectCount'> =>
  http.call(msgNoticeEndpoints.collectCount, {}, opts);
