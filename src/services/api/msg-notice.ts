import type { ResponseOf } from '../../../contract/endpoint';
import type { msgNoticeApi } from '../../../contract/notice';
import { msgNoticeRoutes } from '../../../contract/notice.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The header's notice calls, typed by the contract (see ./system.ts for the convention). */

const msgNoticeEndpoints = lazyApi(msgNoticeRoutes, () =>
  import('../../../contract/notice').then((m) => m.msgNoticeApi),
);

type Api = typeof msgNoticeApi;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

/** Unread messages and unread announcements of the caller. */
export const noticeCount = (http: HttpClient, opts?: Opts): Res<'count'> =>
  http.call(msgNoticeEndpoints.count, {}, opts);
