import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { courseProgressApi, studyTaskApi } from '../../../contract/study';
import { courseProgressRoutes, studyTaskRoutes } from '../../../contract/study.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's study tasks and course progress, one typed function per contract entry. */

const schemas = () => import('../../../contract/study');
const studyTaskEndpoints = lazyApi(studyTaskRoutes, () => schemas().then((m) => m.studyTaskApi));
const courseProgressEndpoints = lazyApi(courseProgressRoutes, () =>
  schemas().then((m) => m.courseProgressApi),
);

type TaskApi = typeof studyTaskApi;
type CourseApi = typeof courseProgressApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const studyTaskPage = (
  http: HttpClient,
  payload: RequestOf<TaskApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['page']>> => http.call(studyTaskEndpoints.page, payload, opts);

export const studyTaskCount = (
  http: HttpClient,
  payload: RequestOf<TaskApi['count']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['count']>> => http.call(studyTaskEndpoints.count, payload, opts);

export const courseProgressPage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['page']>> => http.call(courseProgressEndpoints.page, payload, opts);
