import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { offlineApi, publicOfflineApi, taskAttendanceApi } from '../../../contract/offline';
import { offlineRoutes, publicOfflineRoutes, taskAttendanceRoutes } from '../../../contract/offline.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Offline courses, their attendance, and the attendance of a task's trainings: one function per contract entry. */

const endpoints = lazyApi(offlineRoutes, () => import('../../../contract/offline').then((m) => m.offlineApi));
const taskEndpoints = lazyApi(taskAttendanceRoutes, () =>
  import('../../../contract/offline').then((m) => m.taskAttendanceApi),
);
const publicEndpoints = lazyApi(publicOfflineRoutes, () =>
  import('../../../contract/offline').then((m) => m.publicOfflineApi),
);
type Api = typeof offlineApi;
type PublicApi = typeof publicOfflineApi;
type TaskApi = typeof taskAttendanceApi;
type Opts = CallOptions & { _No_dispose?: false };

export const offlinePage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
/** A visitor's (site bound to one company): its public courses, nothing personal. */
export const publicOfflinePage = (
  http: HttpClient,
  payload: RequestOf<PublicApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<PublicApi['page']>> => http.call(publicEndpoints.page, payload, opts);
export const publicOfflineView = (
  http: HttpClient,
  payload: RequestOf<PublicApi['view']>,
  opts?: Opts,
): Promise<ResponseOf<PublicApi['view']>> => http.call(publicEndpoints.view, payload, opts);
export const offlineView = (
  http: HttpClient,
  payload: RequestOf<Api['view']>,
  opts?: Opts,
): Promise<ResponseOf<Api['view']>> => http.call(endpoints.view, payload, opts);
export const offlineEnrol = (
  http: HttpClient,
  payload: RequestOf<Api['enrol']>,
  opts?: Opts,
): Promise<ResponseOf<Api['enrol']>> => http.call(endpoints.enrol, payload, opts);
export const lecturerOfflinePage = (
  http: HttpClient,
  payload: RequestOf<Api['lecturerPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['lecturerPage']>> => http.call(endpoints.lecturerPage, payload, opts);
export const lecturerOfflineCount = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<Api['lecturerCount']>> => http.call(endpoints.lecturerCount, {}, opts);
export const offlineLearnerPage = (
  http: HttpClient,
  payload: RequestOf<Api['userProgressPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['userProgressPage']>> => http.call(endpoints.userProgressPage, payload, opts);
export const attendanceCode = (
  http: HttpClient,
  payload: RequestOf<Api['code']>,
  opts?: Opts,
): Promise<ResponseOf<Api['code']>> => http.call(endpoints.code, payload, opts);
export const attendanceScan = (
  http: HttpClient,
  payload: RequestOf<Api['scan']>,
  opts?: Opts,
): Promise<ResponseOf<Api['scan']>> => http.call(endpoints.scan, payload, opts);
export const attendanceSheet = (
  http: HttpClient,
  payload: RequestOf<Api['sheet']>,
  opts?: Opts,
): Promise<ResponseOf<Api['sheet']>> => http.call(endpoints.sheet, payload, opts);
export const attendanceMark = (
  http: HttpClient,
  payload: RequestOf<Api['mark']>,
  opts?: Opts,
): Promise<ResponseOf<Api['mark']>> => http.call(endpoints.mark, payload, opts);
export const attendanceExport = (
  http: HttpClient,
  payload: RequestOf<Api['attendanceExport']>,
  opts?: Opts,
): Promise<ResponseOf<Api['attendanceExport']>> => http.call(endpoints.attendanceExport, payload, opts);

export const taskAttendancePage = (
  http: HttpClient,
  payload: RequestOf<TaskApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['page']>> => http.call(taskEndpoints.page, payload, opts);
export const taskAttendanceCount = (
  http: HttpClient,
  payload: RequestOf<TaskApi['count']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['count']>> => http.call(taskEndpoints.count, payload, opts);
