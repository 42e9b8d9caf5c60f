import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OrderStatus } from '../../../contract/mall.routes';
import { PointsEntry } from '../../../contract/points.routes';
import { dayIn } from '../../shared/points-ledger';
import { tenant, userAccount } from '../schema';
import { mallCategory, mallGoods, mallOrder, mallOrderLine } from '../schema-mall';
import { DAY_MS, FILES, HOUR_MS, fromNow, type SeedContext } from './context';
import { entry, phone, readSeedData, richText, seedDataError } from './seed-data';

/*
 * The integral mall (mall.json, decision 0066). Orders spend points, so the builder answers the ledger entries
 * they make; points.ts writes them with the rest of each member's ledger.
 */

const FILE = 'mall.json';

const goodsEntry = entry({
  key: z.string(),
  name: z.string().min(1),
  summary: z.string(),
  description: richText,
  /** goods-NN.svg and goods-NN-detail.svg of gateway/assets/goods. */
  picture: z.number().int().min(1).max(12),
  price: z.number().int().min(1),
  stock: z.number().int().min(0),
  limitPerPerson: z.number().int().min(0).default(0),
  /** Exchanged before the orders here (they add theirs). */
  exchanged: z.number().int().min(0).default(0),
  sort: z.number().int().default(0),
});

const STATUS = {
  pending: OrderStatus.pending,
  shipped: OrderStatus.shipped,
  received: OrderStatus.received,
  cancelled: OrderStatus.cancelled,
} as const;

const mallFile = entry({
  companies: z.record(
    z.string(),
    entry({
      /** Where the company hands out exchanged goods. */
      address: z.string().min(1),
      categories: z.array(entry({ name: z.string().min(1), goods: z.array(goodsEntry) })),
      orders: z.array(
        entry({
          who: phone,
          lines: z.array(entry({ goods: z.string(), quantity: z.number().int().min(1) })).min(1),
          status: z.enum(Object.keys(STATUS) as [keyof typeof STATUS, ...(keyof typeof STATUS)[]]),
          daysAgo: z.number().int().min(1).max(50),
          trackingNo: z.string().optional(),
        }),
      ),
    }),
  ),
});

/** A ledger entry an order makes: its points spent, and given back when it was cancelled. */
export interface MallLedgerEntry {
  tenantId: string;
  enterpriseId: string;
  userId: string;
  ruleCode: string;
  amount: number;
  sourceKind: string;
  sourceId: string;
  at: Date;
}

const picture = (n: number, detail = false) =>
  `${FILES}/goods/goods-${String(n).padStart(2, '0')}${detail ? '-detail' : ''}.svg`;

export async function seedMall({ tx, refs, now }: SeedContext): Promise<MallLedgerEntry[]> {
  const data = readSeedData(FILE, mallFile);
  const zones = new Map(
    (await tx.select({ id: tenant.id, zone: tenant.timeZone }).from(tenant)).map((r) => [r.id, r.zone]),
  );
  const ledger: MallLedgerEntry[] = [];
  for (const [key, mall] of Object.entries(data.companies)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    const goods = new Map<string, { id: string; name: string; cover: string; price: number }>();
    for (const [ci, c] of mall.categories.entries()) {
      const [category] = await tx
        .insert(mallCategory)
        .values({ ...scope, name: c.name, sort: ci + 1, gmtCreate: now, gmtModified: now })
        .returning({ id: mallCategory.id });
      for (const [gi, g] of c.goods.entries()) {
        if (goods.has(g.key)) throw seedDataError(FILE, `${key}: goods "${g.key}" appears twice`);
        // Orders that hold it (not cancelled) count as exchanged too.
        const held = mall.orders
          .filter((o) => o.status !== 'cancelled')
          .flatMap((o) => o.lines)
          .filter((l) => l.goods === g.key)
          .reduce((sum, l) => sum + l.quantity, 0);
        const at = fromNow(now, -(60 - ci * 5 - gi) * DAY_MS);
        const [row] = await tx
          .insert(mallGoods)
          .values({
            ...scope,
            categoryId: category!.id,
            name: g.name,
            summary: g.summary,
            description: g.description,
            pictures: [picture(g.picture), picture(g.picture, true)],
            price: g.price,
            stock: g.stock,
            limitPerPerson: g.limitPerPerson,
            exchangedCount: g.exchanged + held,
            sort: g.sort,
            gmtCreate: at,
            gmtModified: at,
          })
          .returning({ id: mallGoods.id });
        goods.set(g.key, { id: row!.id, name: g.name, cover: picture(g.picture), price: g.price });
      }
    }
    for (const [oi, o] of [...mall.orders].sort((a, b) => b.daysAgo - a.daysAgo).entries()) {
      const userId = refs.user(company, o.who, FILE);
      const [member] = await tx
        .select({ name: userAccount.name })
        .from(userAccount)
        .where(and(eq(userAccount.tenantId, company.tenantId), eq(userAccount.id, userId)));
      const created = fromNow(now, -o.daysAgo * DAY_MS + oi * HOUR_MS);
      const lines = o.lines.map((l) => {
        const g = goods.get(l.goods);
        if (!g) throw seedDataError(FILE, `${key}: an order names goods "${l.goods}" the mall does not have`);
        return { ...g, quantity: l.quantity };
      });
      const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const status = STATUS[o.status];
      const shipped = status === OrderStatus.shipped || status === OrderStatus.received;
      if (shipped !== (o.trackingNo !== undefined)) {
        throw seedDataError(FILE, `${key}: a shipped or received order needs a tracking number, others none`);
      }
      const [order] = await tx
        .insert(mallOrder)
        .values({
          ...scope,
          userId,
          idempotencyKey: `seed-${key}-${oi + 1}`,
          orderNo: '',
          status,
          totalPoints: total,
          receiverName: member?.name ?? '',
          receiverPhone: o.who,
          address: mall.address,
          trackingNo: o.trackingNo ?? '',
          shippedAt: shipped ? fromNow(created, DAY_MS) : null,
          receivedAt: status === OrderStatus.received ? fromNow(created, 3 * DAY_MS) : null,
          cancelledAt: status === OrderStatus.cancelled ? fromNow(created, 2 * HOUR_MS) : null,
          gmtCreate: created,
          gmtModified: created,
        })
        .returning({ id: mallOrder.id });
      const day = dayIn(zones.get(company.tenantId) ?? 'Asia/Shanghai', created);
      await tx
        .update(mallOrder)
        .set({ orderNo: `${day.replaceAll('-', '')}${order!.id.padStart(6, '0')}` })
        .where(and(eq(mallOrder.tenantId, company.tenantId), eq(mallOrder.id, order!.id)));
      await tx.insert(mallOrderLine).values(
        lines.map((l, sort) => ({
          tenantId: company.tenantId,
          orderId: order!.id,
          goodsId: l.id,
          userId,
          name: l.name,
          cover: l.cover,
          price: l.price,
          quantity: l.quantity,
          sort,
        })),
      );
      ledger.push({
        ...scope,
        userId,
        ruleCode: PointsEntry.mallExchange,
        amount: -total,
        sourceKind: 'mall_order',
        sourceId: order!.id,
        at: created,
      });
      if (status === OrderStatus.cancelled) {
        ledger.push({
          ...scope,
          userId,
          ruleCode: PointsEntry.mallRefund,
          amount: total,
          sourceKind: 'mall_order',
          sourceId: order!.id,
          at: fromNow(created, 2 * HOUR_MS),
        });
      }
    }
  }
  return ledger;
}
