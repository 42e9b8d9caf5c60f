import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { certificateAdminApi } from '../../../contract/certificate';
import { certificateAdminRoutes } from '../../../contract/certificate.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Administrators' certificates: awards, grants and revocations, one typed function per contract entry. */

const endpoints = lazyApi(certificateAdminRoutes, () =>
  import('../../../contract/certificate').then((m) => m.certificateAdminApi),
);
type Api = typeof certificateAdminApi;
type Opts = CallOptions & { _No_dispose?: false };

export const awardedCertificatePage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);

export const revokeCertificate = (
  http: HttpClient,
  payload: RequestOf<Api['revoke']>,
  opts?: Opts,
): Promise<ResponseOf<Api['revoke']>> => http.call(endpoints.revoke, payload, opts);
