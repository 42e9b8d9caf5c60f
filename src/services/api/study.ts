import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { courseProgressApi, studyTaskApi } from '../../../contract/study';
import type { CallOptions, HttpClient } from '../http';

/** The caller's study tasks and course progress, one typed function per contract entry. */

type TaskApi = typeof studyTaskApi;
type CourseApi = typeof courseProgressApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const studyTaskPage = (
  http: HttpClient,
  payload: RequestOf<TaskApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['page']>> => http.call(studyTaskApi.page, payload, opts);

export const studyTaskCount = (http: HttpClient, opts?: Opts): Promise<ResponseOf<TaskApi['count']>> =>
  http.call(studyTaskApi.count, {}, opts);

export const courseProgressPage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['page']>> => http.call(courseProgressApi.page, payload, opts);
