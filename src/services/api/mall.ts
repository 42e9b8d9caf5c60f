import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { mallApi } from '../../../contract/mall';
import { mallRoutes } from '../../../contract/mall.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The integral mall: the shelf, the cart and exchange orders; one function per entry. */

const endpoints = lazyApi(mallRoutes, () => import('../../../contract/mall').then((m) => m.mallApi));
type Api = typeof mallApi;
type Opts = CallOptions & { _No_dispose?: false };

export const mallCategoryList = (
  http: HttpClient,
  payload: RequestOf<Api['categoryList']>,
  opts?: Opts,
): Promise<ResponseOf<Api['categoryList']>> => http.call(endpoints.categoryList, payload, opts);
export const mallGoodsPage = (
  http: HttpClient,
  payload: RequestOf<Api['goodsPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['goodsPage']>> => http.call(endpoints.goodsPage, payload, opts);
export const mallGoodsView = (
  http: HttpClient,
  payload: RequestOf<Api['goodsView']>,
  opts?: Opts,
): Promise<ResponseOf<Api['goodsView']>> => http.call(endpoints.goodsView, payload, opts);
export const mallCartList = (
  http: HttpClient,
  payload: RequestOf<Api['cartList']>,
  opts?: Opts,
): Promise<ResponseOf<Api['cartList']>> => http.call(endpoints.cartList, payload, opts);
export const mallCartSave = (
  http: HttpClient,
  payload: RequestOf<Api['cartSave']>,
  opts?: Opts,
): Promise<ResponseOf<Api['cartSave']>> => http.call(endpoints.cartSave, payload, opts);
export const mallCartSelect = (
  http: HttpClient,
  payload: RequestOf<Api['cartSelect']>,
  opts?: Opts,
): Promise<ResponseOf<Api['cartSelect']>> => http.call(endpoints.cartSelect, payload, opts);
export const mallCartRemove = (
  http: HttpClient,
  payload: RequestOf<Api['cartRemove']>,
  opts?: Opts,
): Promise<ResponseOf<Api['cartRemove']>> => http.call(endpoints.cartRemove, payload, opts);
export const mallExchange = (
  http: HttpClient,
  payload: RequestOf<Api['exchange']>,
  opts?: Opts,
): Promise<ResponseOf<Api['exchange']>> => http.call(endpoints.exchange, payload, opts);
export const mallOrderPage = (
  http: HttpClient,
  payload: RequestOf<Api['orderPage']>,
  opts?: Opts,
): Promise<ResponseOf<Api['orderPage']>> => http.call(endpoints.orderPage, payload, opts);
export const mallOrderCounts = (
  http: HttpClient,
  payload: RequestOf<Api['orderCounts']>,
  opts?: Opts,
): Promise<ResponseOf<Api['orderCounts']>> => http.call(endpoints.orderCounts, payload, opts);
export const mallOrderCancel = (
  http: HttpClient,
  payload: RequestOf<Api['orderCancel']>,
  opts?: Opts,
): Promise<ResponseOf<Api['orderCancel']>> => http.call(endpoints.orderCancel, payload, opts);
export const mallOrderReceive = (
  http: HttpClient,
  payload: RequestOf<Api['orderReceive']>,
  opts?: Opts,
): Promise<ResponseOf<Api['orderReceive']>> => http.call(endpoints.orderReceive, payload, opts);
