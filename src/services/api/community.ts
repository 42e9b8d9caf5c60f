import type { communityApi } from '../../../contract/community';
import { communityRoutes } from '../../../contract/community.routes';
import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** One typed function per community contract entry, named like the contract key. */

const endpoints = lazyApi(communityRoutes, () =>
  import('../../../contract/community').then((m) => m.communityApi),
);

type Api = typeof communityApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const postPage = (http: HttpClient, payload: Req<'page'>, opts?: Opts): Res<'page'> =>
  http.call(endpoints.page, payload, opts);

export const postView = (http: HttpClient, payload: Req<'view'>, opts?: Opts): Res<'view'> =>
  http.call(endpoints.view, payload, opts);

export const commentPage = (http: HttpClient, payload: Req<'commentPage'>, opts?: Opts): Res<'commentPage'> =>
  http.call(endpoints.commentPage, payload, opts);

export const minePage = (http: HttpClient, payload: Req<'minePage'>, opts?: Opts): Res<'minePage'> =>
  http.call(endpoints.minePage, payload, opts);

export const postSave = (http: HttpClient, payload: Req<'save'>, opts?: Opts): Res<'save'> =>
  http.call(endpoints.save, payload, opts);

export const postEdit = (http: HttpClient, payload: Req<'edit'>, opts?: Opts): Res<'edit'> =>
  http.call(endpoints.edit, payload, opts);

export const postDelete = (http: HttpClient, payload: Req<'delete'>, opts?: Opts): Res<'delete'> =>
  http.call(endpoints.delete, payload, opts);

export const postLike = (http: HttpClient, payload: Req<'like'>, opts?: Opts): Res<'like'> =>
  http.call(endpoints.like, payload, opts);

export const commentSave = (http: HttpClient, payload: Req<'commentSave'>, opts?: Opts): Res<'commentSave'> =>
  http.call(endpoints.commentSave, payload, opts);

export const replySave = (http: HttpClient, payload: Req<'replySave'>, opts?: Opts): Res<'replySave'> =>
  http.call(endpoints.replySave, payload, opts);

export const commentDelete = (
  http: HttpClient,
  payload: Req<'commentDelete'>,
  opts?: Opts,
): Res<'commentDelete'> => http.call(endpoints.commentDelete, payload, opts);

export const answerAccept = (http: HttpClient, payload: Req<'accept'>, opts?: Opts): Res<'accept'> =>
  http.call(endpoints.accept, payload, opts);
