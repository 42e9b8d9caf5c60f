import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { userApi } from '../../../contract/user';
import { userRoutes } from '../../../contract/user.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * One typed function per contract entry, named like the contract key. Calls whose request is empty take
 * only the client and options; the others take the payload as the contract types it.
 */

const userEndpoints = lazyApi(userRoutes, () => import('../../../contract/user').then((m) => m.userApi));

type Api = typeof userApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const imageCaptcha = (http: HttpClient, opts?: Opts): Res<'imageCaptcha'> =>
  http.call(userEndpoints.imageCaptcha, {}, opts);

export const sendSmsCode = (http: HttpClient, payload: Req<'sendSmsCode'>, opts?: Opts): Res<'sendSmsCode'> =>
  http.call(userEndpoints.sendSmsCode, payload, opts);

export const checkSmsCode = (
  http: HttpClient,
  payload: Req<'checkSmsCode'>,
  opts?: Opts,
): Res<'checkSmsCode'> => http.call(userEndpoints.checkSmsCode, payload, opts);

export const checkPhoneExist = (
  http: HttpClient,
  payload: Req<'checkPhoneExist'>,
  opts?: Opts,
): Res<'checkPhoneExist'> => http.call(userEndpoints.checkPhoneExist, payload, opts);

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

export const qrTicket = (http: HttpClient, payload: Req<'qrTicket'>, opts?: Opts): Res<'qrTicket'> =>
  http.call(userEndpoints.qrTicket, payload, opts);

export const qrStatus = (http: HttpClient, payload: Req<'qrStatus'>, opts?: Opts): Res<'qrStatus'> =>
  http.call(userEndpoints.qrStatus, payload, opts);

export const qrConfirm = (http: HttpClient, payload: Req<'qrConfirm'>, opts?: Opts): Res<'qrConfirm'> =>
  http.call(userEndpoints.qrConfirm, payload, opts);

export const registerEnterpriseList = (http: HttpClient, opts?: Opts): Res<'registerEnterpriseList'> =>
  http.call(userEndpoints.registerEnterpriseList, {}, opts);

export const register = (http: HttpClient, payload: Req<'register'>, opts?: Opts): Res<'register'> =>
  http.call(userEndpoints.register, payload, opts);

export const registerStatus = (
  http: HttpClient,
  payload: Req<'registerStatus'>,
  opts?: Opts,
): Res<'registerStatus'> => http.call(userEndpoints.registerStatus, payload, opts);

export const resetPassword = (
  http: HttpClient,
  payload: Req<'resetPassword'>,
  opts?: Opts,
): Res<'resetPassword'> => http.call(userEndpoints.resetPassword, payload, opts);

export const updatePassword = (
  http: HttpClient,
  payload: Req<'updatePassword'>,
  opts?: Opts,
): Res<'updatePassword'> => http.call(userEndpoints.updatePassword, payload, opts);

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
