import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { courseApi, publicCourseApi } from '../../../contract/course';
import { courseRoutes, publicCourseRoutes } from '../../../contract/course-calls.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * Courses: catalogue, course page, content tree, the player's reads, comments and ratings; and the public
 * reads a visitor's catalogue uses.
 */

/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

const courseEndpoints = lazyApi(courseRoutes, () =>
  import('../../../contract/course').then((m) => m.courseApi),
);
type CourseApi = typeof courseApi;
export const categoryList = (http: HttpClient, opts?: Opts): Promise<ResponseOf<CourseApi['categoryList']>> =>
  http.call(courseEndpoints.categoryList, {}, opts);
export const courseInfoPage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['infoPage']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['infoPage']>> => http.call(courseEndpoints.infoPage, payload, opts);
export const courseInfoCount = (
  http: HttpClient,
  payload: RequestOf<CourseApi['infoCount']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['infoCount']>> => http.call(courseEndpoints.infoCount, payload, opts);
export const courseView = (
  http: HttpClient,
  payload: RequestOf<CourseApi['view']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['view']>> => http.call(courseEndpoints.view, payload, opts);
export const chapterPeriodList = (
  http: HttpClient,
  payload: RequestOf<CourseApi['chapterPeriodList']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['chapterPeriodList']>> =>
  http.call(courseEndpoints.chapterPeriodList, payload, opts);
export const resourceWatch = (
  http: HttpClient,
  payload: RequestOf<CourseApi['resourceWatch']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['resourceWatch']>> => http.call(courseEndpoints.resourceWatch, payload, opts);
export const imageTextWatch = (
  http: HttpClient,
  payload: RequestOf<CourseApi['imageTextWatch']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['imageTextWatch']>> =>
  http.call(courseEndpoints.imageTextWatch, payload, opts);
export const coursewareList = (
  http: HttpClient,
  payload: RequestOf<CourseApi['coursewareList']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['coursewareList']>> =>
  http.call(courseEndpoints.coursewareList, payload, opts);
export const coursewareDownload = (
  http: HttpClient,
  payload: RequestOf<CourseApi['coursewareDownload']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['coursewareDownload']>> =>
  http.call(courseEndpoints.coursewareDownload, payload, opts);
export const courseAdmire = (
  http: HttpClient,
  payload: RequestOf<CourseApi['admire']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['admire']>> => http.call(courseEndpoints.admire, payload, opts);
export const courseCollect = (
  http: HttpClient,
  payload: RequestOf<CourseApi['collect']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['collect']>> => http.call(courseEndpoints.collect, payload, opts);
export const courseCommentPage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['commentPage']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['commentPage']>> => http.call(courseEndpoints.commentPage, payload, opts);
export const courseCommentSave = (
  http: HttpClient,
  payload: RequestOf<CourseApi['commentSave']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['commentSave']>> => http.call(courseEndpoints.commentSave, payload, opts);
export const courseCommentDelete = (
  http: HttpClient,
  payload: RequestOf<CourseApi['commentDelete']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['commentDelete']>> => http.call(courseEndpoints.commentDelete, payload, opts);
export const markSave = (
  http: HttpClient,
  payload: RequestOf<CourseApi['markSave']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['markSave']>> => http.call(courseEndpoints.markSave, payload, opts);
export const markView = (
  http: HttpClient,
  payload: RequestOf<CourseApi['markView']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['markView']>> => http.call(courseEndpoints.markView, payload, opts);
export const lecturerCoursePage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['lecturerPage']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['lecturerPage']>> => http.call(courseEndpoints.lecturerPage, payload, opts);
export const lecturerCourseCount = (
  http: HttpClient,
  payload: RequestOf<CourseApi['lecturerCount']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['lecturerCount']>> => http.call(courseEndpoints.lecturerCount, payload, opts);

const publicCourseEndpoints = lazyApi(publicCourseRoutes, () =>
  import('../../../contract/course').then((m) => m.publicCourseApi),
);
type PublicCourseApi = typeof publicCourseApi;
export const publicCategoryList = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<PublicCourseApi['categoryList']>> =>
  http.call(publicCourseEndpoints.categoryList, {}, opts);
export const publicCourseInfoPage = (
  http: HttpClient,
  payload: RequestOf<PublicCourseApi['infoPage']>,
  opts?: Opts,
): Promise<ResponseOf<PublicCourseApi['infoPage']>> =>
  http.call(publicCourseEndpoints.infoPage, payload, opts);
export const publicCourseInfoCount = (
  http: HttpClient,
  payload: RequestOf<PublicCourseApi['infoCount']>,
  opts?: Opts,
): Promise<ResponseOf<PublicCourseApi['infoCount']>> =>
  http.call(publicCourseEndpoints.infoCount, payload, opts);
export const publicCourseView = (
  http: HttpClient,
  payload: RequestOf<PublicCourseApi['view']>,
  opts?: Opts,
): Promise<ResponseOf<PublicCourseApi['view']>> => http.call(publicCourseEndpoints.view, payload, opts);
export const publicChapterPeriodList = (
  http: HttpClient,
  payload: RequestOf<PublicCourseApi['chapterPeriodList']>,
  opts?: Opts,
): Promise<ResponseOf<PublicCourseApi['chapterPeriodList']>> =>
  http.call(publicCourseEndpoints.chapterPeriodList, payload, opts);
export const institutionView = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['institutionView']>> => http.call(courseEndpoints.institutionView, {}, opts);
export const institutionCoursePage = (
  http: HttpClient,
  payload: RequestOf<CourseApi['institutionPage']>,
  opts?: Opts,
): Promise<ResponseOf<CourseApi['institutionPage']>> =>
  http.call(courseEndpoints.institutionPage, payload, opts);
