import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import {
  GoodsOrder,
  OrderStatus,
  type GoodsItem,
  type GoodsView,
  type MallCategory,
  type goodsPageRequest,
} from '../../../contract/mall';
import type { Db } from '../../db/client';
import { memberPoints } from '../../db/schema';
import { mallCart, mallCategory, mallGoods, mallOrder, mallOrderLine } from '../../db/schema-mall';
import { BizError } from '../../http/errors';
import type { Reader } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { sanitizeHtml } from '../../shared/sanitize';
import { containsPattern, num } from '../../shared/sql';

/* What the mall shows (decision 0066): categories and goods on the shelf, for members and visitors alike. */

const ofCompany = (reader: Reader) =>
  and(eq(mallGoods.tenantId, reader.tenantId), eq(mallGoods.enterpriseId, reader.enterpriseId));
const onShelf = (reader: Reader) => and(ofCompany(reader), eq(mallGoods.statusId, 1));

export async function categoryList(db: Db, reader: Reader | null): Promise<MallCategory[]> {
  if (!reader) return [];
  const rows = await db
    .select({
      id: mallCategory.id,
      name: mallCategory.name,
      goodsCount: sql<number>`cast(count(${mallGoods.id}) as int)`,
    })
    .from(mallCategory)
    .leftJoin(
      mallGoods,
      and(
        eq(mallGoods.tenantId, mallCategory.tenantId),
        eq(mallGoods.categoryId, mallCategory.id),
        eq(mallGoods.enterpriseId, mallCategory.enterpriseId),
        eq(mallGoods.statusId, 1),
      ),
    )
    .where(
      and(
        eq(mallCategory.tenantId, reader.tenantId),
        eq(mallCategory.enterpriseId, reader.enterpriseId),
        eq(mallCategory.statusId, 1),
      ),
    )
    .groupBy(mallCategory.id, mallCategory.name, mallCategory.sort)
    .orderBy(asc(mallCategory.sort), asc(mallCategory.id));
  return rows.map((r) => ({ ...r, goodsCount: num(r.goodsCount) }));
}

/** The member's balance (0 without a row). */
export async function balanceOf(db: Db, reader: Reader & { userId: string }): Promise<number> {
  const [row] = await db
    .select({ integral: memberPoints.integral })
    .from(memberPoints)
    .where(
      and(
        eq(memberPoints.tenantId, reader.tenantId),
        eq(memberPoints.enterpriseId, reader.enterpriseId),
        eq(memberPoints.userId, reader.userId),
      ),
    );
  return row?.integral ?? 0;
}

const itemColumns = {
  id: mallGoods.id,
  categoryId: mallGoods.categoryId,
  name: mallGoods.name,
  summary: mallGoods.summary,
  pictures: mallGoods.pictures,
  price: mallGoods.price,
  stock: mallGoods.stock,
  limitPerPerson: mallGoods.limitPerPerson,
  exchangedCount: mallGoods.exchangedCount,
};

function itemOf(row: {
  id: string;
  categoryId: string;
  name: string;
  summary: string;
  pictures: string[];
  price: number;
  stock: number;
  limitPerPerson: number;
  exchangedCount: number;
}): GoodsItem {
  const { pictures, ...rest } = row;
  return { ...rest, cover: pictures[0] ?? '' };
}

const ORDERS: Record<GoodsOrder, SQL[]> = {
  // In stock first, then the company's order.
  [GoodsOrder.recommended]: [sql`(${mallGoods.stock} > 0) desc`, desc(mallGoods.sort) as SQL],
  [GoodsOrder.newest]: [desc(mallGoods.gmtCreate) as SQL],
  [GoodsOrder.popular]: [desc(mallGoods.exchangedCount) as SQL],
  [GoodsOrder.priceAsc]: [asc(mallGoods.price) as SQL],
  [GoodsOrder.priceDesc]: [desc(mallGoods.price) as SQL],
};

export async function goodsPage(
  db: Db,
  reader: Reader | null,
  q: z.output<typeof goodsPageRequest>,
): Promise<Page<GoodsItem>> {
  if (!reader) return pageResult([], q, 0);
  const filters: (SQL | undefined)[] = [onShelf(reader)];
  if (q.categoryId) filters.push(eq(mallGoods.categoryId, q.categoryId));
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    filters.push(or(ilike(mallGoods.name, pattern), ilike(mallGoods.summary, pattern)));
  }
  if (q.affordable === 1 && reader.userId !== null) {
    filters.push(lte(mallGoods.price, await balanceOf(db, { ...reader, userId: reader.userId })));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(mallGoods).where(where);
  const rows = await db
    .select(itemColumns)
    .from(mallGoods)
    .where(where)
    .orderBy(...ORDERS[q.order], desc(mallGoods.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(rows.map(itemOf), q, total?.n ?? 0);
}

/** How many of each goods the member holds in orders not cancelled. */
export async function boughtCounts(
  db: Db,
  scope: { tenantId: string; enterpriseId: string; userId: string },
  goodsIds: string[],
): Promise<Map<string, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: mallOrderLine.goodsId,
      n: sql<string>`coalesce(sum(${mallOrderLine.quantity}), 0)`,
    })
    .from(mallOrderLine)
    .innerJoin(
      mallOrder,
      and(eq(mallOrder.tenantId, mallOrderLine.tenantId), eq(mallOrder.id, mallOrderLine.orderId)),
    )
    .where(
      and(
        eq(mallOrderLine.tenantId, scope.tenantId),
        eq(mallOrderLine.userId, scope.userId),
        inArray(mallOrderLine.goodsId, goodsIds),
        eq(mallOrder.enterpriseId, scope.enterpriseId),
        ne(mallOrder.status, OrderStatus.cancelled),
      ),
    )
    .groupBy(mallOrderLine.goodsId);
  return new Map(rows.map((r) => [r.goodsId, num(r.n)]));
}

/** What a member may still take: the stock, and what their limit leaves. */
export function availableOf(stock: number, limitPerPerson: number, bought: number): number {
  return limitPerPerson > 0 ? Math.max(0, Math.min(stock, limitPerPerson - bought)) : stock;
}

export async function goodsView(db: Db, reader: Reader | null, goodsId: string): Promise<GoodsView> {
  if (!reader) throw new BizError('mall.goods.notFound');
  const [row] = await db
    .select({ ...itemColumns, description: mallGoods.description, categoryName: mallCategory.name })
    .from(mallGoods)
    .innerJoin(
      mallCategory,
      and(eq(mallCategory.tenantId, mallGoods.tenantId), eq(mallCategory.id, mallGoods.categoryId)),
    )
    .where(and(onShelf(reader), eq(mallGoods.id, goodsId)));
  if (!row) throw new BizError('mall.goods.notFound');
  const { description, categoryName, ...item } = row;
  let balance: number | null = null;
  let boughtCount = 0;
  let inCart = 0;
  if (reader.userId !== null) {
    const member = { ...reader, userId: reader.userId };
    balance = await balanceOf(db, member);
    boughtCount = (await boughtCounts(db, member, [goodsId])).get(goodsId) ?? 0;
    const [line] = await db
      .select({ quantity: mallCart.quantity })
      .from(mallCart)
      .where(
        and(
          eq(mallCart.tenantId, reader.tenantId),
          eq(mallCart.enterpriseId, reader.enterpriseId),
          eq(mallCart.userId, reader.userId),
          eq(mallCart.goodsId, goodsId),
        ),
      );
    inCart = line?.quantity ?? 0;
  }
  return {
    ...itemOf(item),
    categoryName,
    pictures: item.pictures,
    description: sanitizeHtml(description),
    balance,
    boughtCount,
    available: availableOf(item.stock, item.limitPerPerson, boughtCount),
    inCart,
  };
}
