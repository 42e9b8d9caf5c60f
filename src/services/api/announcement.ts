import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { announcementApi } from '../../../contract/notice';
import { announcementRoutes } from '../../../contract/notice.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** One typed function per announcement contract entry, named like the contract key. */

const announcementEndpoints = lazyApi(announcementRoutes, () =>
  import('../../../contract/notice').then((m) => m.announcementApi),
);

type Api = typeof announcementApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const recordPage = (http: HttpClient, payload: Req<'recordPage'>, opts?: Opts): Res<'recordPage'> =>
  http.call(announcementEndpoints.recordPage, payload, opts);

export const readCount = (http: HttpClient, opts?: Opts): Res<'readCount'> =>
  http.call(announcementEndpoints.readCount, {}, opts);

export const batchRead = (http: HttpClient, payload: Req<'batchRead'>, opts?: Opts): Res<'batchRead'> =>
  http.call(announcementEndpoints.batchRead, payload, opts);

export const batchDelete = (http: HttpClient, payload: Req<'batchDelete'>, opts?: Opts): Res<'batchDelete'> =>
  http.call(announcementEndpoints.batchDelete, payload, opts);

export const view = (http: HttpClient, payload: Req<'view'>, opts?: Opts): Res<'view'> =>
  http.call(announcementEndpoints.view, payload, opts);

/** A public announcement, for visitors (no token needed). */
export const publicView = (http: HttpClient, payload: Req<'publicView'>, opts?: Opts): Res<'publicView'> =>
  http.call(announcementEndpoints.publicView, payload, opts);

export const admire = (http: HttpClient, payload: Req<'admire'>, opts?: Opts): Res<'admire'> =>
  http.call(announcementEndpoints.admire, payload, opts);

export const commentPage = (http: HttpClient, payload: Req<'commentPage'>, opts?: Opts): Res<'commentPage'> =>
  http.call(announcementEndpoints.commentPage, payload, opts);

export const commentSave = (http: HttpClient, payload: Req<'commentSave'>, opts?: Opts): Res<'commentSave'> =>
  http.call(announcementEndpoints.commentSave, payload, opts);

export const replySave = (http: HttpClient, payload: Req<'replySave'>, opts?: Opts): Res<'replySave'> =>
  http.call(announcementEndpoints.replySave, payload, opts);

export const replyDelete = (http: HttpClient, payload: Req<'replyDelete'>, opts?: Opts): Res<'replyDelete'> =>
  http.call(announcementEndpoints.replyDelete, payload, opts);
