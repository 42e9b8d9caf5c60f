import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { announcementApi, msgNoticeApi } from '../../../contract/notice';
import { announcementRoutes, msgNoticeRoutes } from '../../../contract/notice.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The read calls behind the home page's feeds: latest announcements and unread messages. */

const schemas = () => import('../../../contract/notice');
const announcementEndpoints = lazyApi(announcementRoutes, () => schemas().then((m) => m.announcementApi));
const msgNoticeEndpoints = lazyApi(msgNoticeRoutes, () => schemas().then((m) => m.msgNoticeApi));

type Opts = CallOptions & { _No_dispose?: false };
type RecordPage = typeof announcementApi.recordPage;
type NoticePage = typeof msgNoticeApi.page;

export const announcementRecordPage = (
  http: HttpClient,
  payload: RequestOf<RecordPage>,
  opts?: Opts,
): Promise<ResponseOf<RecordPage>> => http.call(announcementEndpoints.recordPage, payload, opts);

export const msgNoticePage = (
  http: HttpClient,
  payload: RequestOf<NoticePage>,
  opts?: Opts,
): Promise<ResponseOf<NoticePage>> => http.call(msgNoticeEndpoints.page, payload, opts);
