import type { Route } from './route';

/**
 * The integral mall (decision 0066): goods bought with points, a cart, and exchange orders. Values the portal
 * needs at run time live here, free of schemas (see `route.ts`); `mall.ts` holds the shapes.
 */

/** Where an order stands. Only a pending order may be cancelled (its points and stock return). */
export const OrderStatus = { pending: 1, shipped: 2, received: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** How the goods list is ordered. */
export const GoodsOrder = { recommended: 1, newest: 2, popular: 3, priceAsc: 4, priceDesc: 5 } as const;
export type GoodsOrder = (typeof GoodsOrder)[keyof typeof GoodsOrder];

/** The most of one goods in a cart line or an order line, the most lines a cart holds, and an order's. */
export const MALL_MAX_QUANTITY = 99;
export const MALL_MAX_CART_LINES = 50;
export const MALL_MAX_ORDER_LINES = 20;
/** Lengths of an order's delivery fields. */
export const MALL_RECEIVER_MAX = 20;
export const MALL_ADDRESS_MAX = 200;
export const MALL_NOTE_MAX = 200;
export const MALL_KEYWORD_MAX = 50;
export const MALL_TRACKING_MAX = 40;

export const mallRoutes = {
  /** The company's enabled categories, in order (visitors of a site bound to one company too). */
  categoryList: { method: 'GET', path: '/mall/api/category/list' },
  /** Goods on the shelf: a category, a keyword, an order, "what I can afford". */
  goodsPage: { method: 'POST', path: '/mall/api/goods/page' },
  /** One goods on the shelf, with what the caller may still take of it. */
  goodsView: { method: 'GET', path: '/mall/api/goods/view' },
  /** The caller's cart, each line with its goods as they are now, and the balance. */
  cartList: { method: 'GET', path: '/mall/auth/cart/list' },
  /** Puts goods in the cart: adds to the line's quantity, or sets it (`replace`). */
  cartSave: { method: 'PUT', path: '/mall/auth/cart/save' },
  /** Selects or unselects lines for the next exchange. */
  cartSelect: { method: 'PUT', path: '/mall/auth/cart/select' },
  /** Takes lines out of the cart. */
  cartRemove: { method: 'PUT', path: '/mall/auth/cart/remove' },
  /**
   * Exchanges goods for points in one transaction: stock taken, points spent, the order written. The same
   * idempotency key answers the same order however often it is sent.
   */
  exchange: { method: 'POST', path: '/mall/auth/order/exchange' },
  /** The caller's orders, newest first, by status (0: all). */
  orderPage: { method: 'POST', path: '/mall/auth/order/page' },
  /** How many of the caller's orders stand in each status. */
  orderCounts: { method: 'GET', path: '/mall/auth/order/counts' },
  /** Cancels a pending order: its points are refunded and its goods go back on the shelf. */
  orderCancel: { method: 'PUT', path: '/mall/auth/order/cancel' },
  /** Confirms a shipped order has arrived. */
  orderReceive: { method: 'PUT', path: '/mall/auth/order/receive' },
  /** The company's orders for its administrators, by status. */
  adminOrderPage: { method: 'POST', path: '/mall/admin/order/page' },
  /** Ships a pending order, with its tracking number. */
  adminOrderShip: { method: 'PUT', path: '/mall/admin/order/ship' },
} as const satisfies Record<string, Route>;
