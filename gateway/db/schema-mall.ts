import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * The integral mall (decision 0066): a company's goods, priced in points, its members' carts and exchange
 * orders. An exchange takes stock with a conditional update and spends points through the ledger in one
 * transaction, so neither stock nor a balance can go below zero.
 */

export const mallCategory = pgTable(
  'mall_category',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mall_category_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

export const mallGoods = pgTable(
  'mall_goods',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    categoryId: ref('category_id').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    /** Addresses of its pictures, the cover first. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** Points for one. */
    price: integer('price').notNull(),
    /** Never below zero: an exchange takes it only `where stock >= quantity`. */
    stock: integer('stock').notNull(),
    /** The most one member may hold in orders not cancelled (0: no limit). */
    limitPerPerson: integer('limit_per_person').notNull().default(0),
    /** Taken by orders not cancelled. */
    exchangedCount: integer('exchanged_count').notNull().default(0),
    /** Higher first in the recommended order. */
    sort: integer('sort').notNull().default(0),
    /** 1 on the shelf, 0 off it. */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mall_goods_ent_idx').on(t.tenantId, t.enterpriseId, t.categoryId),
  ],
);

/** One goods in a member's cart. */
export const mallCart = pgTable(
  'mall_cart',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    goodsId: ref('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: smallint('selected').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.enterpriseId, t.userId, t.goodsId] })],
);

/**
 * An exchange: its lines are in `mall_order_line`, its points in the ledger (source `mall_order`). The member's
 * idempotency key is unique, so a request sent twice finds the first order instead of writing a second.
 */
export const mallOrder = pgTable(
  'mall_order',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the member quotes: the day and a number. */
    orderNo: text('order_no').notNull(),
    /** 1 pending, 2 shipped, 3 received, 4 cancelled. */
    status: smallint('status').notNull().default(1),
    totalPoints: integer('total_points').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('mall_order_key_uq').on(t.tenantId, t.enterpriseId, t.userId, t.idempotencyKey),
    index('mall_order_member_idx').on(t.tenantId, t.enterpriseId, t.userId, t.status),
    index('mall_order_ent_idx').on(t.tenantId, t.enterpriseId, t.status),
  ],
);

/** A line of an order, with the goods' name, cover and price as they were when exchanged. */
export const mallOrderLine = pgTable(
  'mall_order_line',
  {
    tenantId: tenantCol(),
    orderId: ref('order_id').notNull(),
    goodsId: ref('goods_id').notNull(),
    /** The order's member, so a per-person limit is counted from the lines alone. */
    userId: ref('user_id').notNull(),
    name: text('name').notNull(),
    cover: text('cover').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.goodsId] }),
    index('mall_order_line_goods_idx').on(t.tenantId, t.userId, t.goodsId),
  ],
);
