import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { taskStudyApi } from '../../../contract/study-task';
import { taskStudyRoutes } from '../../../contract/study-task.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Studying inside one study task, one typed function per contract entry. */

const endpoints = lazyApi(taskStudyRoutes, () =>
  import('../../../contract/study-task').then((m) => m.taskStudyApi),
);
type Api = typeof taskStudyApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const taskDetail = (
  http: HttpClient,
  payload: RequestOf<Api['detail']>,
  opts?: Opts,
): Promise<ResponseOf<Api['detail']>> => http.call(endpoints.detail, payload, opts);
export const taskProgressGet = (
  http: HttpClient,
  payload: RequestOf<Api['progress']>,
  opts?: Opts,
): Promise<ResponseOf<Api['progress']>> => http.call(endpoints.progress, payload, opts);
export const taskCourseNodes = (
  http: HttpClient,
  payload: RequestOf<Api['resource']>,
  opts?: Opts,
): Promise<ResponseOf<Api['resource']>> => http.call(endpoints.resource, payload, opts);
export const taskProgressSave = (
  http: HttpClient,
  payload: RequestOf<Api['save']>,
  opts?: Opts,
): Promise<ResponseOf<Api['save']>> => http.call(endpoints.save, payload, opts);
export const taskCheckResource = (
  http: HttpClient,
  payload: RequestOf<Api['checkResource']>,
  opts?: Opts,
): Promise<ResponseOf<Api['checkResource']>> => http.call(endpoints.checkResource, payload, opts);
/** Collects one of the caller's tasks, or takes it out of the collection (`collected` 0). */
export const taskCollection = (
  http: HttpClient,
  payload: RequestOf<Api['collection']>,
  opts?: Opts,
): Promise<ResponseOf<Api['collection']>> => http.call(endpoints.collection, payload, opts);
export const taskContentDetail = (
  http: HttpClient,
  payload: RequestOf<Api['contentDetail']>,
  opts?: Opts,
): Promise<ResponseOf<Api['contentDetail']>> => http.call(endpoints.contentDetail, payload, opts);
export const taskContentRead = (
  http: HttpClient,
  payload: RequestOf<Api['contentRead']>,
  opts?: Opts,
): Promise<ResponseOf<Api['contentRead']>> => http.call(endpoints.contentRead, payload, opts);
export const taskExamUserCount = (
  http: HttpClient,
  payload: RequestOf<Api['examUserCount']>,
  opts?: Opts,
): Promise<ResponseOf<Api['examUserCount']>> => http.call(endpoints.examUserCount, payload, opts);
export const taskApply = (
  http: HttpClient,
  payload: RequestOf<Api['apply']>,
  opts?: Opts,
): Promise<ResponseOf<Api['apply']>> => http.call(endpoints.apply, payload, opts);
export const taskPracticalView = (
  http: HttpClient,
  payload: RequestOf<Api['practicalView']>,
  opts?: Opts,
): Promise<ResponseOf<Api['practicalView']>> => http.call(endpoints.practicalView, payload, opts);
export const taskPracticalSave = (
  http: HttpClient,
  payload: RequestOf<Api['practicalSave']>,
  opts?: Opts,
): Promise<ResponseOf<Api['practicalSave']>> => http.call(endpoints.practicalSave, payload, opts);

export const taskExport = (
  http: HttpClient,
  payload: RequestOf<Api['export']>,
  opts?: Opts,
): Promise<ResponseOf<Api['export']>> => http.call(endpoints.export, payload, opts);
