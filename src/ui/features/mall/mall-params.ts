import type { GoodsOrder, OrderStatus } from '../../../../contract/mall.routes';
import { keywordParam } from '../../kit/navigation/keyword-param';
import { idSearchParam, intParam } from '../../kit/navigation/search-params';

/*
 * `/integral/mall`'s address. The route's search validation ships with the start-up code, so it passes the
 * address through and this reader, loaded with the page, reads it strictly.
 */

const MAX_PAGE = 100_000;

/** The shelf (default), the cart, or my orders. */
export type MallView = 'shelf' | 'cart' | 'orders';

export interface MallSearch {
  view?: 'cart' | 'orders' | undefined;
  category?: number | string | undefined;
  keyword?: string | undefined;
  order?: GoodsOrder | undefined;
  /** 1: only goods within my points. */
  affordable?: 1 | undefined;
  /** My orders' status (1–4); none: all. */
  status?: OrderStatus | undefined;
  pageCurrent?: number | undefined;
}

/** Anything unreadable is left undefined, as are the defaults, so the router leaves them out of the address. */
export function readMallSearch(raw: Record<string, unknown>): MallSearch {
  const view = raw.view === 'cart' || raw.view === 'orders' ? raw.view : undefined;
  return {
    view,
    category: idSearchParam(raw.category),
    keyword: keywordParam(raw.keyword),
    // `GoodsOrder` runs 1–5; 1, the recommended order, is the default.
    order: intParam(raw.order, 2, 5) as GoodsOrder | undefined,
    affordable: intParam(raw.affordable, 1, 1) as 1 | undefined,
    status: intParam(raw.status, 1, 4) as OrderStatus | undefined,
    pageCurrent: intParam(raw.pageCurrent, 2, MAX_PAGE),
  };
}

export const viewOf = (search: MallSearch): MallView => search.view ?? 'shelf';
