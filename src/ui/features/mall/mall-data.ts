import { GoodsOrder } from '../../../../contract/mall.routes';
import {
  mallCartList,
  mallCategoryList,
  mallGoodsPage,
  mallOrderCounts,
  mallOrderPage,
} from '../../../services/api/mall';
import type { HttpClient } from '../../../services/http';
import { codeReady } from '../../kit/app/on-demand';
import { settle, type Settled } from '../../kit/app/route-data';
import { loadCartView, loadOrdersView } from './mall-code';
import { viewOf, type MallSearch } from './mall-params';

/** The shelf and my orders read this many at a time. */
export const GOODS_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;

type Read<F extends (...args: never[]) => Promise<unknown>> = Settled<Awaited<ReturnType<F>>>;

export interface MallData {
  search: MallSearch;
  /** Not signed in: the shelf only, with nothing personal. */
  visitor: boolean;
  categories: Read<typeof mallCategoryList>;
  /** The caller's cart (its badge, the balance); null for a visitor. */
  cart: Read<typeof mallCartList> | null;
  /** The shelf's page, when the shelf is open. */
  goods: Read<typeof mallGoodsPage> | null;
  /** My orders and how many stand in each status, when they are open. */
  orders: Read<typeof mallOrderPage> | null;
  counts: Read<typeof mallOrderCounts> | null;
}

const quiet = { isShowErrTip: false } as const;

/** `/integral/mall`'s reads: what the open view shows, with the cart for its badge and the balance. */
export async function mallData(http: HttpClient, search: MallSearch, visitor: boolean): Promise<MallData> {
  const view = viewOf(search);
  const page = search.pageCurrent ?? 1;
  const code =
    view === 'cart' ? codeReady(loadCartView) : view === 'orders' ? codeReady(loadOrdersView) : undefined;
  const [categories, cart, goods, orders, counts] = await Promise.all([
    settle(http, mallCategoryList(http, {}, quiet)),
    visitor ? null : settle(http, mallCartList(http, {}, quiet)),
    view === 'shelf' || visitor
      ? settle(
          http,
          mallGoodsPage(
            http,
            {
              pageCurrent: page,
              pageSize: GOODS_PAGE_SIZE,
              categoryId: search.category === undefined ? undefined : String(search.category),
              keyword: search.keyword,
              order: search.order ?? GoodsOrder.recommended,
              affordable: visitor ? 0 : (search.affordable ?? 0),
            },
            quiet,
          ),
        )
      : null,
    view === 'orders' && !visitor
      ? settle(
          http,
          mallOrderPage(
            http,
            { pageCurrent: page, pageSize: ORDERS_PAGE_SIZE, status: search.status ?? 0 },
            quiet,
          ),
        )
      : null,
    view === 'orders' && !visitor ? settle(http, mallOrderCounts(http, {}, quiet)) : null,
    code,
  ]);
  return { search, visitor, categories, cart, goods, orders, counts };
}
