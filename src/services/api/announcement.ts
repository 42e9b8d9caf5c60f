import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { announcementApi } from '../../../contract/notice';
import type { CallOptions, HttpClient } from '../http';

/** One typed function per announcement contract entry, named like the contract key. */

type Api = typeof announcementApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const recordPage = (http: HttpClient, payload: Req<'recordPage'>, opts?: Opts): Res<'recordPage'> =>
  http.call(announcementApi.recordPage, payload, opts);

export const readCount = (http: HttpClient, opts?: Opts): Res<'readCount'> =>
  http.call(announcementApi.readCount, {}, opts);

export const batchRead = (http: HttpClient, payload: Req<'batchRead'>, opts?: Opts): Res<'batchRead'> =>
  http.call(announcementApi.batchRead, payload, opts);

export const batchDelete = (http: HttpClient, payload: Req<'batchDelete'>, opts?: Opts): Res<'batchDelete'> =>
  http.call(announcementApi.batchDelete, payload, opts);

export const view = (http: HttpClient, payload: Req<'view'>, opts?: Opts): Res<'view'> =>
  http.call(announcementApi.view, payload, opts);

/** A public announcement, for visitors (no token needed). */
export const publicView = (http: HttpClient, payload: Req<'publicView'>, opts?: Opts): Res<'publicView'> =>
  http.call(announcementApi.publicView, payload, opts);

export const admire = (http: HttpClient, payload: Req<'admire'>, opts?: Opts): Res<'admire'> =>
  http.call(announcementApi.admire, payload, opts);

export const commentPage = (http: HttpClient, payload: Req<'commentPage'>, opts?: Opts): Res<'commentPage'> =>
  http.call(announcementApi.commentPage, payload, opts);

export const commentSave = (http: HttpClient, payload: Req<'commentSave'>, opts?: Opts): Res<'commentSave'> =>
  http.call(announcementApi.commentSave, payload, opts);

export const replySave = (http: HttpClient, payload: Req<'replySave'>, opts?: Opts): Res<'replySave'> =>
  http.call(announcementApi.replySave, payload, opts);

export const replyDelete = (http: HttpClient, payload: Req<'replyDelete'>, opts?: Opts): Res<'replyDelete'> =>
  http.call(announcementApi.replyDelete, payload, opts);
