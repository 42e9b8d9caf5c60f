import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { userApi } from '../../../contract/user';
import { userRoutes } from '../../../contract/user.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * One typed function per contract entry, named like the contract key. Calls whose request is empty take
 * only the client and options; the others take the payload as the contract types it.
 */

const userEndpoints = lazyApi<Pick<typeof userApi, keyof typeof userRoutes>>(userRoutes, () =>
  import('../../../contract/user').then((m) => m.userApi),
);

type Api = typeof userApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const loginByPassword = (
  http: HttpClient,
  payload: Req<'loginByPassword'>,
  opts?: Opts,
): Res<'loginByPassword'> => http.call(userEndpoints.loginByPassword, payload, opts);

export const loginByEmpNo = (
  http: HttpClient,
  payload: Req<'loginByEmpNo'>,
  opts?: Opts,
): Res<'loginByEmpNo'> => http.call(userEndpoints.loginByEmpNo, payload, opts);

export const loginBySmsCode = (
  http: HttpClient,
  payload: Req<'loginBySmsCode'>,
  opts?: Opts,
): Res<'loginBySmsCode'> => http.call(userEndpoints.loginBySmsCode, payload, opts);

export const currentUser = (http: HttpClient, opts?: Opts): Res<'currentUser'> =>
  http.call(userEndpoints.currentUser, {}, opts);

export const logout = (http: HttpClient, opts?: Opts): Res<'logout'> =>
  http.call(userEndpoints.logout, {}, opts);

export const enterpriseList = (http: HttpClient, opts?: Opts): Res<'enterpriseList'> =>
  http.call(userEndpoints.enterpriseList, {}, opts);

export const chooseEnterprise = (
  http: HttpClient,
  payload: Req<'chooseEnterprise'>,
  opts?: Opts,
): Res<'chooseEnterprise'> => http.call(userEndpoints.chooseEnterprise, payload, opts);

export const footerInfo = (http: HttpClient, opts?: Opts): Res<'footerInfo'> =>
  http.call(userEndpoints.footerInfo, {}, opts);
