import type { OrderStatus } from '../../../../contract/mall.routes';
import { adminOrderPage } from '../../../services/api/mall-admin';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const MALL_ORDERS_PAGE_SIZE = 10;

export type MallOrderRow = Awaited<ReturnType<typeof adminOrderPage>>['list'][number];

export interface MallOrdersData {
  list: Settled<Awaited<ReturnType<typeof adminOrderPage>>>;
}

/** The exchange orders' queue: one page of the company's orders in one status (awaiting shipment unless told). */
export async function mallOrdersData(
  http: HttpClient,
  deps: { status: OrderStatus; page: number },
): Promise<MallOrdersData> {
  return {
    list: await settle(
      http,
      adminOrderPage(
        http,
        { status: deps.status, pageCurrent: deps.page, pageSize: MALL_ORDERS_PAGE_SIZE },
        { isShowErrTip: false },
      ),
    ),
  };
}
