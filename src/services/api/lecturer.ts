import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { lecturerApi } from '../../../contract/lecturer';
import { lecturerRoutes } from '../../../contract/lecturer.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Lecturers of the caller's company. */

/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

const lecturerEndpoints = lazyApi(lecturerRoutes, () =>
  import('../../../contract/lecturer').then((m) => m.lecturerApi),
);
type LecturerApi = typeof lecturerApi;
export const lecturerInfoPage = (
  http: HttpClient,
  payload: RequestOf<LecturerApi['infoPage']>,
  opts?: Opts,
): Promise<ResponseOf<LecturerApi['infoPage']>> => http.call(lecturerEndpoints.infoPage, payload, opts);
export const lecturerQueryPage = (
  http: HttpClient,
  payload: RequestOf<LecturerApi['queryPage']>,
  opts?: Opts,
): Promise<ResponseOf<LecturerApi['queryPage']>> => http.call(lecturerEndpoints.queryPage, payload, opts);
export const lecturerRank = (
  http: HttpClient,
  payload: RequestOf<LecturerApi['rank']>,
  opts?: Opts,
): Promise<ResponseOf<LecturerApi['rank']>> => http.call(lecturerEndpoints.rank, payload, opts);
export const lecturerDetailView = (
  http: HttpClient,
  payload: RequestOf<LecturerApi['detailView']>,
  opts?: Opts,
): Promise<ResponseOf<LecturerApi['detailView']>> => http.call(lecturerEndpoints.detailView, payload, opts);
