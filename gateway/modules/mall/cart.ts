import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MALL_MAX_CART_LINES, MALL_MAX_QUANTITY } from '../../../contract/mall.routes';
import type { CartLine, CartView } from '../../../contract/mall';
import type { Db } from '../../db/client';
import { mallCart, mallGoods } from '../../db/schema-mall';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { availableOf, balanceOf, boughtCounts } from './goods';

/* A member's cart (decision 0066): lines of goods with a quantity and a selection, read with the goods as now. */

const ofMember = (scope: MemberScope) =>
  and(
    eq(mallCart.tenantId, scope.tenantId),
    eq(mallCart.enterpriseId, scope.enterpriseId),
    eq(mallCart.userId, scope.userId),
  );

/** Why a line cannot be exchanged as it stands, or '' when it can. */
export function lineProblem(
  goods: { statusId: number; stock: number; limitPerPerson: number },
  quantity: number,
  bought: number,
): CartLine['reason'] {
  if (goods.statusId !== 1) return 'offShelf';
  if (goods.stock === 0) return 'outOfStock';
  if (goods.limitPerPerson > 0 && bought + quantity > goods.limitPerPerson) return 'overLimit';
  if (quantity > goods.stock) return 'overStock';
  return '';
}

export async function cartList(db: Db, scope: MemberScope): Promise<CartView> {
  const rows = await db
    .select({
      goodsId: mallCart.goodsId,
      quantity: mallCart.quantity,
      selected: mallCart.selected,
      name: mallGoods.name,
      pictures: mallGoods.pictures,
      price: mallGoods.price,
      stock: mallGoods.stock,
      limitPerPerson: mallGoods.limitPerPerson,
      statusId: mallGoods.statusId,
    })
    .from(mallCart)
    .innerJoin(
      mallGoods,
      and(
        eq(mallGoods.tenantId, mallCart.tenantId),
        eq(mallGoods.enterpriseId, mallCart.enterpriseId),
        eq(mallGoods.id, mallCart.goodsId),
      ),
    )
    .where(ofMember(scope))
    .orderBy(asc(mallCart.gmtCreate), asc(mallCart.goodsId));
  const bought = await boughtCounts(
    db,
    scope,
    rows.map((r) => r.goodsId),
  );
  const lines: CartLine[] = rows.map((r) => {
    const boughtCount = bought.get(r.goodsId) ?? 0;
    const reason = lineProblem(r, r.quantity, boughtCount);
    return {
      goodsId: r.goodsId,
      name: r.name,
      cover: r.pictures[0] ?? '',
      price: r.price,
      quantity: r.quantity,
      selected: r.selected === 1 ? 1 : 0,
      stock: r.stock,
      limitPerPerson: r.limitPerPerson,
      boughtCount,
      ready: reason === '' ? 1 : 0,
      reason,
    };
  });
  const selectedTotal = lines
    .filter((l) => l.selected === 1 && l.ready === 1)
    .reduce((sum, l) => sum + l.price * l.quantity, 0);
  return { lines, balance: await balanceOf(db, scope), selectedTotal };
}

/**
 * Puts goods in the cart: `quantity` more, or exactly `quantity` with `replace`. Refused past what the member
 * may still take (stock and their limit), so the cart never promises what an exchange would refuse.
 */
export async function cartSave(
  db: Db,
  scope: MemberScope,
  q: { goodsId: string; quantity: number; replace: 0 | 1 },
  now: Date,
): Promise<CartView> {
  await db.transaction(async (tx) => {
    const [goods] = await tx
      .select({
        name: mallGoods.name,
        stock: mallGoods.stock,
        limitPerPerson: mallGoods.limitPerPerson,
      })
      .from(mallGoods)
      .where(
        and(
          eq(mallGoods.tenantId, scope.tenantId),
          eq(mallGoods.enterpriseId, scope.enterpriseId),
          eq(mallGoods.id, q.goodsId),
          eq(mallGoods.statusId, 1),
        ),
      );
    if (!goods) throw new BizError('mall.goods.notFound');
    const [lines] = await tx.select({ n: count() }).from(mallCart).where(ofMember(scope));
    const [line] = await tx
      .insert(mallCart)
      .values({
        ...scope,
        goodsId: q.goodsId,
        quantity: q.quantity,
        selected: 1,
        gmtCreate: now,
        gmtModified: now,
      })
      .onConflictDoUpdate({
        target: [mallCart.tenantId, mallCart.enterpriseId, mallCart.userId, mallCart.goodsId],
        set: {
          quantity: q.replace === 1 ? q.quantity : sql`${mallCart.quantity} + ${q.quantity}`,
          selected: 1,
          gmtModified: now,
        },
      })
      .returning({
        quantity: mallCart.quantity, // xmax is 0 on a row this statement inserted, not on one it updated.
        created: sql<boolean>`xmax = 0`,
      });
    if (!line) throw new Error('mall_cart row not written');
    if (line.created && (lines?.n ?? 0) >= MALL_MAX_CART_LINES) {
      throw new BizError('mall.cart.full', { max: MALL_MAX_CART_LINES });
    }
    const bought = (await boughtCounts(tx, scope, [q.goodsId])).get(q.goodsId) ?? 0;
    const available = Math.min(availableOf(goods.stock, goods.limitPerPerson, bought), MALL_MAX_QUANTITY);
    if (available === 0) {
      throw new BizError(goods.stock === 0 ? 'mall.goods.soldOut' : 'mall.limit.reached', {
        name: goods.name,
        limit: goods.limitPerPerson,
      });
    }
    if (line.quantity > available) {
      throw new BizError('mall.cart.overAvailable', { name: goods.name, available });
    }
  });
  return cartList(db, scope);
}

export async function cartSelect(
  db: Db,
  scope: MemberScope,
  q: { goodsIds: string[]; selected: 0 | 1 },
  now: Date,
): Promise<CartView> {
  await db
    .update(mallCart)
    .set({ selected: q.selected, gmtModified: now })
    .where(and(ofMember(scope), inArray(mallCart.goodsId, q.goodsIds)));
  return cartList(db, scope);
}

export async function cartRemove(db: Db, scope: MemberScope, goodsIds: string[]): Promise<CartView> {
  await db.delete(mallCart).where(and(ofMember(scope), inArray(mallCart.goodsId, goodsIds)));
  return cartList(db, scope);
}
