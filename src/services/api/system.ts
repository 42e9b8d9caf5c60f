import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import { systemApi } from '../../../contract/system';
import type { CallOptions, HttpClient } from '../http';

/**
 * One typed function per contract entry, named like the contract key. Calls whose request is empty take
 * only the client and options; the others take the payload as the contract types it.
 */

type Api = typeof systemApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const websiteView = (http: HttpClient, payload: Req<'websiteView'>, opts?: Opts): Res<'websiteView'> =>
  http.call(systemApi.websiteView, payload, opts);

export const websiteViewAuth = (
  http: HttpClient,
  payload: Req<'websiteViewAuth'>,
  opts?: Opts,
): Res<'websiteViewAuth'> => http.call(systemApi.websiteViewAuth, payload, opts);

export const agreementView = (
  http: HttpClient,
  payload: Req<'agreementView'>,
  opts?: Opts,
): Res<'agreementView'> => http.call(systemApi.agreementView, payload, opts);

export const publicKey = (http: HttpClient, opts?: Opts): Res<'publicKey'> =>
  http.call(systemApi.publicKey, {}, opts);

export const enumList = (http: HttpClient, payload: Req<'enumList'>, opts?: Opts): Res<'enumList'> =>
  http.call(systemApi.enumList, payload, opts);

export const portalNavView = (http: HttpClient, opts?: Opts): Res<'portalNavView'> =>
  http.call(systemApi.portalNavView, {}, opts);

export const pcLogo = (http: HttpClient, opts?: Opts): Res<'pcLogo'> => http.call(systemApi.pcLogo, {}, opts);
