import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { offlineReviewApi } from '../../../contract/offline-review';
import { offlineReviewRoutes } from '../../../contract/offline-review.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** A classroom course's attachments, assessments and evaluations, one function per contract entry. */

const endpoints = lazyApi(offlineReviewRoutes, () =>
  import('../../../contract/offline-review').then((m) => m.offlineReviewApi),
);
type Api = typeof offlineReviewApi;
type Opts = CallOptions & { _No_dispose?: false };

export const offlineAttachments = (
  http: HttpClient,
  payload: RequestOf<Api['attachmentList']>,
  opts?: Opts,
): Promise<ResponseOf<Api['attachmentList']>> => http.call(endpoints.attachmentList, payload, opts);
export const saveOfflineAttachments = (
  http: HttpClient,
  payload: RequestOf<Api['attachmentSave']>,
  opts?: Opts,
): Promise<ResponseOf<Api['attachmentSave']>> => http.call(endpoints.attachmentSave, payload, opts);
export const offlineAttachmentLink = (
  http: HttpClient,
  payload: RequestOf<Api['attachmentLink']>,
  opts?: Opts,
): Promise<ResponseOf<Api['attachmentLink']>> => http.call(endpoints.attachmentLink, payload, opts);
export const assessUserList = (
  http: HttpClient,
  payload: RequestOf<Api['assessUserList']>,
  opts?: Opts,
): Promise<ResponseOf<Api['assessUserList']>> => http.call(endpoints.assessUserList, payload, opts);
export const saveAssessment = (
  http: HttpClient,
  payload: RequestOf<Api['assessSave']>,
  opts?: Opts,
): Promise<ResponseOf<Api['assessSave']>> => http.call(endpoints.assessSave, payload, opts);
export const assessmentView = (
  http: HttpClient,
  payload: RequestOf<Api['assessView']>,
  opts?: Opts,
): Promise<ResponseOf<Api['assessView']>> => http.call(endpoints.assessView, payload, opts);
export const evaluationView = (
  http: HttpClient,
  payload: RequestOf<Api['evaluationView']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationView']>> => http.call(endpoints.evaluationView, payload, opts);
export const saveEvaluation = (
  http: HttpClient,
  payload: RequestOf<Api['evaluationSave']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationSave']>> => http.call(endpoints.evaluationSave, payload, opts);
export const receivedEvaluations = (
  http: HttpClient,
  payload: RequestOf<Api['evaluationUserList']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationUserList']>> => http.call(endpoints.evaluationUserList, payload, opts);
export const receivedEvaluation = (
  http: HttpClient,
  payload: RequestOf<Api['evaluationDetail']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationDetail']>> => http.call(endpoints.evaluationDetail, payload, opts);
export const evaluateCount = (
  http: HttpClient,
  payload: RequestOf<Api['evaluateCount']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluateCount']>> => http.call(endpoints.evaluateCount, payload, opts);
export const evaluationCourseResult = (
  http: HttpClient,
  payload: RequestOf<Api['evaluationCourse']>,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationCourse']>> => http.call(endpoints.evaluationCourse, payload, opts);
export const evaluationLecturerResult = (
  http: HttpClient,
  opts?: Opts,
): Promise<ResponseOf<Api['evaluationLecturer']>> => http.call(endpoints.evaluationLecturer, {}, opts);
