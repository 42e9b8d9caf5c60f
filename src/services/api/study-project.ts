import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { relationApi, studyProjectApi } from '../../../contract/study-project';
import { relationRoutes, studyProjectRoutes } from '../../../contract/study-project.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Study projects and the caller's tasks and projects together (administrators' decisions: project-apply-admin). */

const load = () => import('../../../contract/study-project');
const endpoints = lazyApi(studyProjectRoutes, () => load().then((m) => m.studyProjectApi));
const relations = lazyApi(relationRoutes, () => load().then((m) => m.relationApi));
type Api = typeof studyProjectApi;
type Opts = CallOptions & { _No_dispose?: false };

export const projectPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);
export const projectCount = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['count']>> =>
  http.call(endpoints.count, {}, opts);
export const projectDetail = (
  http: HttpClient,
  payload: RequestOf<Api['detail']>,
  opts?: Opts,
): Promise<ResponseOf<Api['detail']>> => http.call(endpoints.detail, payload, opts);
export const projectApply = (
  http: HttpClient,
  payload: RequestOf<Api['apply']>,
  opts?: Opts,
): Promise<ResponseOf<Api['apply']>> => http.call(endpoints.apply, payload, opts);
export const projectAdmire = (
  http: HttpClient,
  payload: RequestOf<Api['admire']>,
  opts?: Opts,
): Promise<ResponseOf<Api['admire']>> => http.call(endpoints.admire, payload, opts);
export const lecturerProjectPage = (
  http: HttpClient,
  payload: RequestOf<Api['lecturerPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['lecturerPage']>> => http.call(endpoints.lecturerPage, payload, opts);

export const relationPage = (
  http: HttpClient,
  payload: RequestOf<(typeof relationApi)['page']>,
  opts?: Opts,
): Promise<ResponseOf<(typeof relationApi)['page']>> => http.call(relations.page, payload, opts);
export const relationCount = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<(typeof relationApi)['count']>> => http.call(relations.count, {}, opts);
