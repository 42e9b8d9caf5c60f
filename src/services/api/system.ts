import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { systemApi } from '../../../contract/system';
import { systemRoutes } from '../../../contract/system.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * One typed function per contract entry, named like the contract key. Calls whose request is empty take
 * only the client and options; the others take the payload as the contract types it.
 */

const systemEndpoints = lazyApi(systemRoutes, () =>
  import('../../../contract/system').then((m) => m.systemApi),
);

type Api = typeof systemApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const websiteView = (http: HttpClient, payload: Req<'websiteView'>, opts?: Opts): Res<'websiteView'> =>
  http.call(systemEndpoints.websiteView, payload, opts);

export const websiteViewAuth = (
  http: HttpClient,
  payload: Req<'websiteViewAuth'>,
  opts?: Opts,
): Res<'websiteViewAuth'> => http.call(systemEndpoints.websiteViewAuth, payload, opts);

export const agreementView = (
  http: HttpClient,
  payload: Req<'agreementView'>,
  opts?: Opts,
): Res<'agreementView'> => http.call(systemEndpoints.agreementView, payload, opts);

export const publicKey = (http: HttpClient, opts?: Opts): Res<'publicKey'> =>
  http.call(systemEndpoints.publicKey, {}, opts);

export const enumList = (http: HttpClient, payload: Req<'enumList'>, opts?: Opts): Res<'enumList'> =>
  http.call(systemEndpoints.enumList, payload, opts);

export const portalNavView = (http: HttpClient, opts?: Opts): Res<'portalNavView'> =>
  http.call(systemEndpoints.portalNavView, {}, opts);

export const pcLogo = (http: HttpClient, opts?: Opts): Res<'pcLogo'> =>
  http.call(systemEndpoints.pcLogo, {}, opts);
