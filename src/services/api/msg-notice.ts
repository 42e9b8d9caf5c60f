import type { ResponseOf } from '../../../contract/endpoint';
import { msgNoticeApi } from '../../../contract/notice';
import type { CallOptions, HttpClient } from '../http';

/** The header's notice calls, typed by the contract (see ./system.ts for the convention). */

type Api = typeof msgNoticeApi;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

/** Unread messages and unread announcements of the caller. */
export const noticeCount = (http: HttpClient, opts?: Opts): Res<'count'> =>
  http.call(msgNoticeApi.count, {}, opts);
