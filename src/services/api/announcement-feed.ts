import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { announcementApi, msgNoticeApi } from '../../../contract/notice';
import type { CallOptions, HttpClient } from '../http';

/** The read calls behind the home page's feeds: latest announcements and unread messages. */

type Opts = CallOptions & { _No_dispose?: false };
type RecordPage = typeof announcementApi.recordPage;
type NoticePage = typeof msgNoticeApi.page;

export const announcementRecordPage = (
  http: HttpClient,
  payload: RequestOf<RecordPage>,
  opts?: Opts,
): Promise<ResponseOf<RecordPage>> => http.call(announcementApi.recordPage, payload, opts);

export const msgNoticePage = (
  http: HttpClient,
  payload: RequestOf<NoticePage>,
  opts?: Opts,
): Promise<ResponseOf<NoticePage>> => http.call(msgNoticeApi.page, payload, opts);
