import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import type { OrderStatus } from './mall.routes';
import {
  GoodsOrder,
  MALL_ADDRESS_MAX,
  MALL_KEYWORD_MAX,
  MALL_MAX_CART_LINES,
  MALL_MAX_ORDER_LINES,
  MALL_MAX_QUANTITY,
  MALL_RECEIVER_MAX,
  MALL_NOTE_MAX,
  MALL_TRACKING_MAX,
  ORDER_STATUSES,
  mallRoutes,
} from './mall.routes';
import { phone } from './rules';

export { GoodsOrder, OrderStatus } from './mall.routes';

const orderStatus = z.union(
  ORDER_STATUSES.map((value) => z.literal(value)) as [
    z.ZodLiteral<OrderStatus>,
    ...z.ZodLiteral<OrderStatus>[],
  ],
);
const goodsOrder = z.union(
  Object.values(GoodsOrder).map((value) => z.literal(value)) as [
    z.ZodLiteral<GoodsOrder>,
    ...z.ZodLiteral<GoodsOrder>[],
  ],
);
const quantity = z.number().int().min(1).max(MALL_MAX_QUANTITY);

export const mallCategory = z.object({ id, name: z.string(), goodsCount: count });
export type MallCategory = z.infer<typeof mallCategory>;

export const goodsItem = z.object({
  id,
  categoryId: id,
  name: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Points for one. */
  price: count,
  stock: count,
  /** The most one member may take in all (0: no limit). */
  limitPerPerson: count,
  /** How many have been exchanged (cancelled orders not counted). */
  exchangedCount: count,
});
export type GoodsItem = z.infer<typeof goodsItem>;

export const goodsPageRequest = pageRequest.extend({
  categoryId: id.optional(),
  keyword: z.string().trim().max(MALL_KEYWORD_MAX).optional(),
  order: z.coerce.number().pipe(goodsOrder).default(GoodsOrder.recommended),
  /** Members only: goods whose price is within the caller's balance. */
  affordable: z.coerce.number().pipe(flag).default(0),
});
export type GoodsPageRequest = z.input<typeof goodsPageRequest>;

export const goodsView = goodsItem.extend({
  categoryName: z.string(),
  /** Every picture, the cover first. */
  pictures: z.array(z.string()),
  /** Sanitised HTML. */
  description: z.string(),
  /** The caller's: null for a visitor. */
  balance: count.nullable(),
  /** How many the caller holds in orders not cancelled (0 for a visitor). */
  boughtCount: count,
  /** How many the caller may still take: stock and their limit (for a visitor, stock and the limit). */
  available: count,
  /** The caller's cart quantity of it. */
  inCart: count,
});
export type GoodsView = z.infer<typeof goodsView>;

export const cartLine = z.object({
  goodsId: id,
  name: z.string(),
  cover: z.string(),
  price: count,
  quantity,
  selected: flag,
  stock: count,
  limitPerPerson: count,
  boughtCount: count,
  /** 0 when the goods left the shelf or the line cannot be taken as it is (stock or limit); `reason` says why. */
  ready: flag,
  reason: z.enum(['offShelf', 'outOfStock', 'overStock', 'overLimit', '']),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  lines: z.array(cartLine),
  balance: count,
  /** Points of the selected lines that are ready. */
  selectedTotal: count,
});
export type CartView = z.infer<typeof cartView>;

export const orderLine = z.object({
  goodsId: id,
  /** As it was when exchanged. */
  name: z.string(),
  cover: z.string(),
  price: count,
  quantity,
});
export type OrderLine = z.infer<typeof orderLine>;

export const mallOrder = z.object({
  id,
  orderNo: z.string(),
  status: orderStatus,
  totalPoints: count,
  lines: z.array(orderLine),
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  note: z.string(),
  trackingNo: z.string(),
  gmtCreate: dateTime,
  shippedTime: dateTime.nullable(),
  receivedTime: dateTime.nullable(),
  cancelledTime: dateTime.nullable(),
});
export type MallOrder = z.infer<typeof mallOrder>;

/** An order as the company's administrators see it: with who placed it. */
export const adminMallOrder = mallOrder.extend({ userName: z.string(), userPhone: z.string() });

/** A client-made key: one order per key and member, whatever arrives twice. */
const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'mall.idempotencyKey' });

export const exchangeRequest = z.object({
  idempotencyKey,
  lines: z
    .array(z.object({ goodsId: id, quantity }))
    .min(1, { message: 'mall.order.empty' })
    .max(MALL_MAX_ORDER_LINES)
    .refine((lines) => new Set(lines.map((l) => l.goodsId)).size === lines.length, {
      message: 'mall.order.duplicate',
    }),
  /** 1: the lines come from the cart, which loses them once exchanged. */
  fromCart: flag.default(0),
  receiverName: z.string().trim().min(1, { message: 'mall.receiver.required' }).max(MALL_RECEIVER_MAX),
  receiverPhone: phone,
  address: z.string().trim().min(1, { message: 'mall.address.required' }).max(MALL_ADDRESS_MAX),
  note: z.string().trim().max(MALL_NOTE_MAX).default(''),
});
export type ExchangeRequest = z.input<typeof exchangeRequest>;

const orderRef = z.object({ orderId: id });

export const mallApi = {
  categoryList: endpoint({
    ...mallRoutes.categoryList,
    request: z.object({}),
    response: z.array(mallCategory),
  }),
  goodsPage: endpoint({ ...mallRoutes.goodsPage, request: goodsPageRequest, response: pageOf(goodsItem) }),
  goodsView: endpoint({ ...mallRoutes.goodsView, request: z.object({ goodsId: id }), response: goodsView }),
  cartList: endpoint({ ...mallRoutes.cartList, request: z.object({}), response: cartView }),
  cartSave: endpoint({
    ...mallRoutes.cartSave,
    request: z.object({ goodsId: id, quantity, replace: flag.default(0) }),
    response: cartView,
  }),
  cartSelect: endpoint({
    ...mallRoutes.cartSelect,
    request: z.object({ goodsIds: z.array(id).min(1).max(MALL_MAX_CART_LINES), selected: flag }),
    response: cartView,
  }),
  cartRemove: endpoint({
    ...mallRoutes.cartRemove,
    request: z.object({ goodsIds: z.array(id).min(1).max(MALL_MAX_CART_LINES) }),
    response: cartView,
  }),
  exchange: endpoint({
    ...mallRoutes.exchange,
    request: exchangeRequest,
    response: mallOrder.extend({ balanceAfter: count }),
  }),
  orderPage: endpoint({
    ...mallRoutes.orderPage,
    request: pageRequest.extend({
      status: z.coerce
        .number()
        .pipe(z.union([z.literal(0), orderStatus]))
        .default(0),
    }),
    response: pageOf(mallOrder),
  }),
  orderCounts: endpoint({
    ...mallRoutes.orderCounts,
    request: z.object({}),
    response: z.array(z.object({ status: orderStatus, count })),
  }),
  orderCancel: endpoint({
    ...mallRoutes.orderCancel,
    request: orderRef,
    response: mallOrder.extend({ balanceAfter: count }),
  }),
  orderReceive: endpoint({ ...mallRoutes.orderReceive, request: orderRef, response: mallOrder }),
  adminOrderPage: endpoint({
    ...mallRoutes.adminOrderPage,
    request: pageRequest.extend({
      status: z.coerce
        .number()
        .pipe(z.union([z.literal(0), orderStatus]))
        .default(0),
      keyword: z.string().trim().max(MALL_KEYWORD_MAX).optional(),
    }),
    response: pageOf(adminMallOrder),
  }),
  adminOrderShip: endpoint({
    ...mallRoutes.adminOrderShip,
    request: orderRef.extend({
      trackingNo: z.string().trim().min(1, { message: 'mall.tracking.required' }).max(MALL_TRACKING_MAX),
    }),
    response: adminMallOrder,
  }),
};
