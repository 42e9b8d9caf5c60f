import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { examRecordApi, examTaskApi } from '../../../contract/exam';
import { examRecordRoutes, examTaskRoutes } from '../../../contract/exam.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's exam records and exam tasks, one typed function per contract entry. */

const examRecordEndpoints = lazyApi(examRecordRoutes, () =>
  import('../../../contract/exam').then((m) => m.examRecordApi),
);
const examTaskEndpoints = lazyApi(examTaskRoutes, () =>
  import('../../../contract/exam').then((m) => m.examTaskApi),
);

type Api = typeof examRecordApi;
type TaskApi = typeof examTaskApi;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const examRecordPage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(examRecordEndpoints.page, payload, opts);

export const examRecordView = (
  http: HttpClient,
  payload: RequestOf<Api['view']>,
  opts?: Opts,
): Promise<ResponseOf<Api['view']>> => http.call(examRecordEndpoints.view, payload, opts);

export const examCollect = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['collect']>> =>
  http.call(examRecordEndpoints.collect, {}, opts);

export const examTakerCount = (
  http: HttpClient,
  payload: RequestOf<Api['takerCount']>,
  opts?: Opts,
): Promise<ResponseOf<Api['takerCount']>> => http.call(examRecordEndpoints.takerCount, payload, opts);

export const examRank = (
  http: HttpClient,
  payload: RequestOf<Api['rank']>,
  opts?: Opts,
): Promise<ResponseOf<Api['rank']>> => http.call(examRecordEndpoints.rank, payload, opts);

export const examScoreRank = (
  http: HttpClient,
  payload: RequestOf<Api['examRank']>,
  opts?: Opts,
): Promise<ResponseOf<Api['examRank']>> => http.call(examRecordEndpoints.examRank, payload, opts);

export const examTaskPage = (
  http: HttpClient,
  payload: RequestOf<TaskApi['page']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['page']>> => http.call(examTaskEndpoints.page, payload, opts);

export const examTaskExport = (
  http: HttpClient,
  payload: RequestOf<TaskApi['export']>,
  opts?: Opts,
): Promise<ResponseOf<TaskApi['export']>> => http.call(examTaskEndpoints.export, payload, opts);
