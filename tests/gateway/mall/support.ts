import { and, eq, sql } from 'drizzle-orm';
import { memberPoints } from '../../../gateway/db/schema';
import { mallCategory, mallGoods } from '../../../gateway/db/schema-mall';
import type { MemberScope } from '../../../gateway/shared/member-scope';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import type { Callers } from '../notice/support';

/** A goods of 星河科技 by its name in mall.json. */
export async function goodsId(t: TestApp, c: Callers, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: mallGoods.id })
    .from(mallGoods)
    .where(
      and(
        eq(mallGoods.tenantId, c.refs.tenant1),
        eq(mallGoods.enterpriseId, c.refs.xinghe.id),
        eq(mallGoods.name, name),
      ),
    );
  if (!row) throw new Error(`no goods ${name}`);
  return row.id;
}

/** Puts a new goods on 星河科技's shelf, for a test of its own. */
export async function newGoods(
  t: TestApp,
  c: Callers,
  values: { name: string; price: number; stock: number; limitPerPerson?: number },
): Promise<string> {
  const [category] = await t.db
    .select({ id: mallCategory.id })
    .from(mallCategory)
    .where(and(eq(mallCategory.tenantId, c.refs.tenant1), eq(mallCategory.enterpriseId, c.refs.xinghe.id)));
  const [row] = await t.db
    .insert(mallGoods)
    .values({
      tenantId: c.refs.tenant1,
      enterpriseId: c.refs.xinghe.id,
      categoryId: category!.id,
      pictures: ['/gateway/files/goods/goods-01.svg'],
      limitPerPerson: values.limitPerPerson ?? 0,
      ...values,
    })
    .returning({ id: mallGoods.id });
  return row!.id;
}

export async function goodsRow(t: TestApp, c: Callers, id: string) {
  const [row] = await t.db
    .select({ stock: mallGoods.stock, exchangedCount: mallGoods.exchangedCount })
    .from(mallGoods)
    .where(and(eq(mallGoods.tenantId, c.refs.tenant1), eq(mallGoods.id, id)));
  return row!;
}

/** Every member of 星河科技 with points, richest first, with a token each. */
export async function xingheMembers(
  t: TestApp,
  c: Callers,
): Promise<(MemberScope & { token: string; integral: number })[]> {
  const rows = await t.db
    .select({ userId: memberPoints.userId, integral: memberPoints.integral })
    .from(memberPoints)
    .where(and(eq(memberPoints.tenantId, c.refs.tenant1), eq(memberPoints.enterpriseId, c.refs.xinghe.id)))
    .orderBy(sql`${memberPoints.integral} desc`);
  return Promise.all(
    rows.map(async (r) => {
      const scope = { tenantId: c.refs.tenant1, enterpriseId: c.refs.xinghe.id, userId: r.userId };
      return {
        ...scope,
        integral: r.integral,
        token: await tokenFor(t, { ...scope, websiteId: c.refs.localhost.id }),
      };
    }),
  );
}

export const DELIVERY = {
  receiverName: '林晓',
  receiverPhone: '13800000001',
  address: '星河大厦 1 层行政前台',
};

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keys++).toString(36)}`;
