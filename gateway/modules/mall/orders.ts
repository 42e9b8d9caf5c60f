import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import { OrderStatus, type MallOrder, type exchangeRequest } from '../../../contract/mall';
import { PointsEntry } from '../../../contract/points';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { mallCart, mallGoods, mallOrder, mallOrderLine } from '../../db/schema-mall';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { lockBalance, refundPoints, spendPoints, tenantDay } from '../../shared/points-ledger';
import { containsPattern, num } from '../../shared/sql';
import { boughtCounts } from './goods';

/*
 * Exchange orders (decision 0066). An exchange is one transaction that first locks the member's balance row, so
 * one member's exchanges (two tabs, a retry, a double click) queue: the second finds the first's order by its
 * idempotency key. Stock is taken by `stock >= quantity` updates in goods order (no two exchanges wait on each
 * other crosswise), and the points are spent through the ledger, which refuses to go below zero; any refusal
 * rolls everything back.
 */

/** The ledger source of an order's points, spent and refunded. */
const SOURCE_KIND = 'mall_order';

type OrderRow = typeof mallOrder.$inferSelect;

const ofMember = (scope: MemberScope) =>
  and(
    eq(mallOrder.tenantId, scope.tenantId),
    eq(mallOrder.enterpriseId, scope.enterpriseId),
    eq(mallOrder.userId, scope.userId),
  );

const time = (at: Date | null) => (at === null ? null : formatDateTime(at));

/** Orders with their lines, read in one more query. */
async function withLines(db: Db, tenantId: string, rows: OrderRow[]): Promise<MallOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: mallOrderLine.orderId,
      goodsId: mallOrderLine.goodsId,
      name: mallOrderLine.name,
      cover: mallOrderLine.cover,
      price: mallOrderLine.price,
      quantity: mallOrderLine.quantity,
    })
    .from(mallOrderLine)
    .where(
      and(
        eq(mallOrderLine.tenantId, tenantId),
        inArray(
          mallOrderLine.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(mallOrderLine.sort));
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    status: r.status as OrderStatus,
    totalPoints: r.totalPoints,
    lines: lines.filter((l) => l.orderId === r.id).map(({ orderId: _orderId, ...line }) => line),
    receiverName: r.receiverName,
    receiverPhone: r.receiverPhone,
    address: r.address,
    note: r.remark,
    trackingNo: r.trackingNo,
    gmtCreate: formatDateTime(r.gmtCreate),
    shippedTime: time(r.shippedAt),
    receivedTime: time(r.receivedAt),
    cancelledTime: time(r.cancelledAt),
  }));
}

async function orderOf(db: Db, tenantId: string, row: OrderRow): Promise<MallOrder> {
  const [order] = await withLines(db, tenantId, [row]);
  if (!order) throw new Error('order not read');
  return order;
}

export async function exchange(
  db: Db,
  scope: MemberScope,
  req: z.output<typeof exchangeRequest>,
  now: Date,
): Promise<MallOrder & { balanceAfter: number }> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, scope, now);
    const [existing] = await tx
      .select()
      .from(mallOrder)
      .where(and(ofMember(scope), eq(mallOrder.idempotencyKey, req.idempotencyKey)));
    if (existing) return { ...(await orderOf(tx, scope.tenantId, existing)), balanceAfter: balance };

    const lines = [...req.lines].sort((a, b) => (BigInt(a.goodsId) < BigInt(b.goodsId) ? -1 : 1));
    const ids = lines.map((l) => l.goodsId);
    const goods = await tx
      .select({
        id: mallGoods.id,
        name: mallGoods.name,
        pictures: mallGoods.pictures,
        price: mallGoods.price,
        limitPerPerson: mallGoods.limitPerPerson,
      })
      .from(mallGoods)
      .where(
        and(
          eq(mallGoods.tenantId, scope.tenantId),
          eq(mallGoods.enterpriseId, scope.enterpriseId),
          eq(mallGoods.statusId, 1),
          inArray(mallGoods.id, ids),
        ),
      );
    const byId = new Map(goods.map((g) => [g.id, g]));
    if (byId.size !== ids.length) throw new BizError('mall.order.goodsGone');
    // Limits are counted under the balance lock, so two of the member's exchanges cannot both pass them.
    const bought = await boughtCounts(tx, scope, ids);
    for (const line of lines) {
      const g = byId.get(line.goodsId)!;
      const held = bought.get(line.goodsId) ?? 0;
      if (g.limitPerPerson > 0 && held + line.quantity > g.limitPerPerson) {
        throw new BizError('mall.limit.exceeded', {
          name: g.name,
          limit: g.limitPerPerson,
          left: Math.max(0, g.limitPerPerson - held),
        });
      }
    }
    for (const line of lines) {
      const taken = await tx
        .update(mallGoods)
        .set({
          stock: sql`${mallGoods.stock} - ${line.quantity}`,
          exchangedCount: sql`${mallGoods.exchangedCount} + ${line.quantity}`,
          gmtModified: now,
        })
        .where(
          and(
            eq(mallGoods.tenantId, scope.tenantId),
            eq(mallGoods.id, line.goodsId),
            sql`${mallGoods.stock} >= ${line.quantity}`,
          ),
        )
        .returning({ stock: mallGoods.stock });
      if (taken.length === 0) {
        const [left] = await tx
          .select({ stock: mallGoods.stock })
          .from(mallGoods)
          .where(and(eq(mallGoods.tenantId, scope.tenantId), eq(mallGoods.id, line.goodsId)));
        const name = byId.get(line.goodsId)!.name;
        throw new BizError(left?.stock ? 'mall.stock.short' : 'mall.goods.soldOut', {
          name,
          stock: left?.stock ?? 0,
        });
      }
    }
    const total = lines.reduce((sum, l) => sum + byId.get(l.goodsId)!.price * l.quantity, 0);
    const [order] = await tx
      .insert(mallOrder)
      .values({
        ...scope,
        idempotencyKey: req.idempotencyKey,
        orderNo: '',
        status: OrderStatus.pending,
        totalPoints: total,
        receiverName: req.receiverName,
        receiverPhone: req.receiverPhone,
        address: req.address,
        remark: req.note,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: mallOrder.id });
    if (!order) throw new Error('mall_order row not written');
    // The number a member quotes: their day, then the order's id.
    const orderNo = `${(await tenantDay(tx, scope.tenantId, now)).replaceAll('-', '')}${order.id.padStart(6, '0')}`;
    await tx
      .update(mallOrder)
      .set({ orderNo })
      .where(and(eq(mallOrder.tenantId, scope.tenantId), eq(mallOrder.id, order.id)));
    await tx.insert(mallOrderLine).values(
      req.lines.map((l, sort) => {
        const g = byId.get(l.goodsId)!;
        return {
          tenantId: scope.tenantId,
          orderId: order.id,
          goodsId: l.goodsId,
          userId: scope.userId,
          name: g.name,
          cover: g.pictures[0] ?? '',
          price: g.price,
          quantity: l.quantity,
          sort,
        };
      }),
    );
    const entry =
      total > 0
        ? await spendPoints(
            tx,
            scope,
            { ruleCode: PointsEntry.mallExchange, sourceKind: SOURCE_KIND, sourceId: order.id },
            total,
            now,
          )
        : null;
    if (req.fromCart === 1) {
      await tx
        .delete(mallCart)
        .where(
          and(
            eq(mallCart.tenantId, scope.tenantId),
            eq(mallCart.enterpriseId, scope.enterpriseId),
            eq(mallCart.userId, scope.userId),
            inArray(mallCart.goodsId, ids),
          ),
        );
    }
    const [row] = await tx
      .select()
      .from(mallOrder)
      .where(and(eq(mallOrder.tenantId, scope.tenantId), eq(mallOrder.id, order.id)));
    return { ...(await orderOf(tx, scope.tenantId, row!)), balanceAfter: entry?.balanceAfter ?? balance };
  });
}

export async function orderPage(
  db: Db,
  scope: MemberScope,
  q: { status: 0 | OrderStatus; pageCurrent: number; pageSize: number },
): Promise<Page<MallOrder>> {
  const where = and(ofMember(scope), q.status === 0 ? undefined : eq(mallOrder.status, q.status));
  const [total] = await db.select({ n: count() }).from(mallOrder).where(where);
  const rows = await db
    .select()
    .from(mallOrder)
    .where(where)
    .orderBy(desc(mallOrder.gmtCreate), desc(mallOrder.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(await withLines(db, scope.tenantId, rows), q, total?.n ?? 0);
}

export async function orderCounts(
  db: Db,
  scope: MemberScope,
): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = await db
    .select({ status: mallOrder.status, n: count() })
    .from(mallOrder)
    .where(ofMember(scope))
    .groupBy(mallOrder.status);
  const counts = new Map(rows.map((r) => [r.status, num(r.n)]));
  return Object.values(OrderStatus).map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Why an order cannot move from where it is: it is missing, or in another status. */
async function refusal(db: Db, where: SQL | undefined, key: string): Promise<never> {
  const [row] = await db.select({ status: mallOrder.status }).from(mallOrder).where(where);
  if (!row) throw new BizError('mall.order.notFound');
  throw new BizError(key, { status: row.status });
}

/** Cancels a pending order: the goods go back on the shelf and the points back to the member. */
export async function orderCancel(
  db: Db,
  scope: MemberScope,
  orderId: string,
  now: Date,
): Promise<MallOrder & { balanceAfter: number }> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, scope, now);
    const which = and(ofMember(scope), eq(mallOrder.id, orderId));
    const [row] = await tx
      .update(mallOrder)
      .set({ status: OrderStatus.cancelled, cancelledAt: now, gmtModified: now })
      .where(and(which, eq(mallOrder.status, OrderStatus.pending)))
      .returning();
    if (!row) return refusal(tx, which, 'mall.order.cannotCancel');
    const lines = await tx
      .select({ goodsId: mallOrderLine.goodsId, quantity: mallOrderLine.quantity })
      .from(mallOrderLine)
      .where(and(eq(mallOrderLine.tenantId, scope.tenantId), eq(mallOrderLine.orderId, orderId)));
    lines.sort((a, b) => (BigInt(a.goodsId) < BigInt(b.goodsId) ? -1 : 1));
    for (const line of lines) {
      await tx
        .update(mallGoods)
        .set({
          stock: sql`${mallGoods.stock} + ${line.quantity}`,
          exchangedCount: sql`greatest(${mallGoods.exchangedCount} - ${line.quantity}, 0)`,
          gmtModified: now,
        })
        .where(and(eq(mallGoods.tenantId, scope.tenantId), eq(mallGoods.id, line.goodsId)));
    }
    const entry =
      row.totalPoints > 0
        ? await refundPoints(
            tx,
            scope,
            { ruleCode: PointsEntry.mallRefund, sourceKind: SOURCE_KIND, sourceId: orderId },
            row.totalPoints,
            now,
          )
        : null;
    return { ...(await orderOf(tx, scope.tenantId, row)), balanceAfter: entry?.balanceAfter ?? balance };
  });
}

/** The member confirms a shipped order arrived. */
export async function orderReceive(
  db: Db,
  scope: MemberScope,
  orderId: string,
  now: Date,
): Promise<MallOrder> {
  const which = and(ofMember(scope), eq(mallOrder.id, orderId));
  const [row] = await db
    .update(mallOrder)
    .set({ status: OrderStatus.received, receivedAt: now, gmtModified: now })
    .where(and(which, eq(mallOrder.status, OrderStatus.shipped)))
    .returning();
  if (!row) return refusal(db, which, 'mall.order.cannotReceive');
  return orderOf(db, scope.tenantId, row);
}

/* The company's administrators. */

type Company = { tenantId: string; enterpriseId: string };

async function withMembers(db: Db, tenantId: string, rows: OrderRow[]) {
  const orders = await withLines(db, tenantId, rows);
  if (rows.length === 0) return [];
  const users = await db
    .select({ id: userAccount.id, name: userAccount.name, phone: userAccount.phone })
    .from(userAccount)
    .where(
      and(
        eq(userAccount.tenantId, tenantId),
        inArray(
          userAccount.id,
          rows.map((r) => r.userId),
        ),
      ),
    );
  const byId = new Map(users.map((u) => [u.id, u]));
  return orders.map((o, i) => {
    const u = byId.get(rows[i]!.userId);
    return { ...o, userName: u?.name ?? '', userPhone: u?.phone ?? '' };
  });
}

export async function adminOrderPage(
  db: Db,
  company: Company,
  q: { status: 0 | OrderStatus; keyword?: string | undefined; pageCurrent: number; pageSize: number },
) {
  const filters: (SQL | undefined)[] = [
    eq(mallOrder.tenantId, company.tenantId),
    eq(mallOrder.enterpriseId, company.enterpriseId),
  ];
  if (q.status !== 0) filters.push(eq(mallOrder.status, q.status));
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    filters.push(or(ilike(mallOrder.orderNo, pattern), ilike(mallOrder.receiverName, pattern)));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(mallOrder).where(where);
  const rows = await db
    .select()
    .from(mallOrder)
    .where(where)
    .orderBy(desc(mallOrder.gmtCreate), desc(mallOrder.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(await withMembers(db, company.tenantId, rows), q, total?.n ?? 0);
}

export async function adminOrderShip(
  db: Db,
  company: Company,
  q: { orderId: string; trackingNo: string },
  now: Date,
) {
  const which = and(
    eq(mallOrder.tenantId, company.tenantId),
    eq(mallOrder.enterpriseId, company.enterpriseId),
    eq(mallOrder.id, q.orderId),
  );
  const [row] = await db
    .update(mallOrder)
    .set({ status: OrderStatus.shipped, shippedAt: now, trackingNo: q.trackingNo, gmtModified: now })
    .where(and(which, eq(mallOrder.status, OrderStatus.pending)))
    .returning();
  if (!row) return refusal(db, which, 'mall.order.cannotShip');
  const [order] = await withMembers(db, company.tenantId, [row]);
  return order!;
}
