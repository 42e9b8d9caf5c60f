import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { userApi } from '../../../contract/user';
import { userFormRoutes } from '../../../contract/user-forms.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/**
 * One typed function per contract entry, named like the contract key. Calls whose request is empty take
 * only the client and options; the others take the payload as the contract types it.
 */

/** The forms' calls (`user-forms.routes.ts`), apart from the session's so that only the forms' pages carry them. */
const userEndpoints = lazyApi<Pick<typeof userApi, keyof typeof userFormRoutes>>(userFormRoutes, () =>
  import('../../../contract/user').then((m) => m.userApi),
);

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
