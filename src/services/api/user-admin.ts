import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { userAdminApi } from '../../../contract/user';
import { userAdminRoutes } from '../../../contract/user.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The back office's registration calls (administrators only), named like the contract keys. */

const userAdminEndpoints = lazyApi(userAdminRoutes, () =>
  import('../../../contract/user').then((m) => m.userAdminApi),
);

type Api = typeof userAdminApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
type Opts = CallOptions & { _No_dispose?: false };

export const registerPage = (
  http: HttpClient,
  payload: Req<'registerPage'>,
  opts?: Opts,
): Res<'registerPage'> => http.call(userAdminEndpoints.registerPage, payload, opts);

export const registerAudit = (
  http: HttpClient,
  payload: Req<'registerAudit'>,
  opts?: Opts,
): Res<'registerAudit'> => http.call(userAdminEndpoints.registerAudit, payload, opts);

export const registerApprove = (
  http: HttpClient,
  payload: Req<'registerApprove'>,
  opts?: Opts,
): Res<'registerApprove'> => http.call(userAdminEndpoints.registerApprove, payload, opts);
