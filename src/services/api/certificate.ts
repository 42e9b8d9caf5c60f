import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { certificateApi, certificatePublicApi } from '../../../contract/certificate';
import { certificatePublicRoutes, certificateRoutes } from '../../../contract/certificate.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's certificates and anyone's verification, one typed function per contract entry. */

const endpoints = lazyApi(certificateRoutes, () =>
  import('../../../contract/certificate').then((m) => m.certificateApi),
);
const publicEndpoints = lazyApi(certificatePublicRoutes, () =>
  import('../../../contract/certificate').then((m) => m.certificatePublicApi),
);

type Api = typeof certificateApi;
type PublicApi = typeof certificatePublicApi;
type Opts = CallOptions & { _No_dispose?: false };

export const certificatePage = (
  http: HttpClient,
  payload: RequestOf<Api['page']>,
  opts?: Opts,
): Promise<ResponseOf<Api['page']>> => http.call(endpoints.page, payload, opts);

export const certificateSummary = (http: HttpClient, opts?: Opts): Promise<ResponseOf<Api['summary']>> =>
  http.call(endpoints.summary, {}, opts);

export const certificateCredential = (
  http: HttpClient,
  payload: RequestOf<Api['credential']>,
  opts?: Opts,
): Promise<ResponseOf<Api['credential']>> => http.call(endpoints.credential, payload, opts);

export const certificatePdfLink = (
  http: HttpClient,
  payload: RequestOf<Api['pdfLink']>,
  opts?: Opts,
): Promise<ResponseOf<Api['pdfLink']>> => http.call(endpoints.pdfLink, payload, opts);

export const certificateIssuer = (http: HttpClient, opts?: Opts): Promise<ResponseOf<PublicApi['issuer']>> =>
  http.call(publicEndpoints.issuer, {}, opts);

export const certificateStanding = (
  http: HttpClient,
  payload: RequestOf<PublicApi['verify']>,
  opts?: Opts,
): Promise<ResponseOf<PublicApi['verify']>> => http.call(publicEndpoints.verify, payload, opts);
