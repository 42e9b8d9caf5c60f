import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { mallApi } from '../../../contract/mall';
import { mallRoutes } from '../../../contract/mall.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The mall's back-office calls: the company's exchange orders and shipping them. */

const endpoints = lazyApi(mallRoutes, () => import('../../../contract/mall').then((m) => m.mallApi));
type Api = typeof mallApi;
type Opts = CallOptions & { _No_dispose?: false };

export const adminOrderPage = (
  http: HttpClient,
  payload: RequestOf<Api['adminOrderPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['adminOrderPage']>> => http.call(endpoints.adminOrderPage, payload, opts);
export const adminOrderShip = (
  http: HttpClient,
  payload: RequestOf<Api['adminOrderShip']>,
  opts?: Opts,
): Promise<ResponseOf<Api['adminOrderShip']>> => http.call(endpoints.adminOrderShip, payload, opts);
