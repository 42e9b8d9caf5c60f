import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { OrderStatus, mallApi } from '../../../contract/mall';
import { PointsEntry } from '../../../contract/points';
import { rankApi } from '../../../contract/rank';
import { mallOrder } from '../../../gateway/db/schema-mall';
import { pointsLedger } from '../../../gateway/db/schema-points';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { stored } from '../points/support';
import { DELIVERY, goodsId, goodsRow, newGoods, newKey, xingheMembers } from './support';

describe.each(dialects())('integral mall exchanges (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    start = t.clock.now();
    c = await callers(t);
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const learnerScope = () => ({
    tenantId: c.refs.tenant1,
    enterpriseId: c.refs.xinghe.id,
    userId: c.refs.learner.id,
  });
  const exchange = (
    token: string,
    lines: { goodsId: string; quantity: number }[],
    key = newKey(),
    extra = {},
  ) => callApi(t.app, mallApi.exchange, { idempotencyKey: key, lines, ...DELIVERY, ...extra }, { token });

  it('seeds 12 goods in 3 categories, one sold out, one with a single item left, and orders in every status', async () => {
    const categories = await callApi(t.app, mallApi.categoryList, {}, { token: c.learner });
    expect(categories.data.map((x) => x.goodsCount)).toEqual([4, 4, 4]);
    const page = await callApi(t.app, mallApi.goodsPage, { pageSize: 50 }, { token: c.learner });
    expect(page.data.totalCount).toBe(12);
    expect(page.data.list.filter((g) => g.stock === 0).map((g) => g.name)).toEqual(['年度学习节门票']);
    expect(page.data.list.filter((g) => g.stock === 1).map((g) => g.name)).toEqual(['降噪蓝牙耳机']);
    // In stock first: the sold-out goods comes last in the recommended order.
    expect(page.data.list.at(-1)?.name).toBe('年度学习节门票');
    const counts = await callApi(t.app, mallApi.orderCounts, {}, { token: c.learner });
    expect(counts.data).toEqual([
      { status: OrderStatus.pending, count: 1 },
      { status: OrderStatus.shipped, count: 1 },
      { status: OrderStatus.received, count: 1 },
      { status: OrderStatus.cancelled, count: 1 },
    ]);
    // The seeded orders' points are in the ledger, and it still adds up to the balance.
    const s = await stored(t, learnerScope());
    expect(s.sum).toBe(s.integral);
    expect(s.integral).toBe(1350);
  });

  it('exchanges goods in one go: stock taken, points spent in the ledger, the order pending, the ranking moved', async () => {
    const notebook = await goodsId(t, c, '星河定制笔记本 A5');
    const before = await goodsRow(t, c, notebook);
    const rankBefore = await callApi(t.app, rankApi.integral.current, {}, { token: c.learner });
    const res = await exchange(c.learner, [{ goodsId: notebook, quantity: 2 }]);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ status: OrderStatus.pending, totalPoints: 240, balanceAfter: 1110 });
    expect(res.data.orderNo).toMatch(/^\d{8}\d{6,}$/);
    expect(res.data.lines).toEqual([
      {
        goodsId: notebook,
        name: '星河定制笔记本 A5',
        cover: '/gateway/files/goods/goods-01.svg',
        price: 120,
        quantity: 2,
      },
    ]);
    expect(await goodsRow(t, c, notebook)).toEqual({
      stock: before.stock - 2,
      exchangedCount: before.exchangedCount + 2,
    });
    const s = await stored(t, learnerScope());
    expect(s).toMatchObject({ integral: 1110, sum: 1110 });
    const [entry] = await t.db
      .select({ amount: pointsLedger.amount, ruleCode: pointsLedger.ruleCode })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.tenantId, c.refs.tenant1), eq(pointsLedger.sourceId, res.data.id)));
    expect(entry).toEqual({ amount: -240, ruleCode: PointsEntry.mallExchange });
    const rankAfter = await callApi(t.app, rankApi.integral.current, {}, { token: c.learner });
    expect(rankAfter.data).toMatchObject({ value: 1110 });
    expect(rankBefore.data).toMatchObject({ value: 1350 });
    // Cancelled: the points come back and the goods go back on the shelf.
    const cancelled = await callApi(
      t.app,
      mallApi.orderCancel,
      { orderId: res.data.id },
      { token: c.learner },
    );
    expect(cancelled.data).toMatchObject({ status: OrderStatus.cancelled, balanceAfter: 1350 });
    expect(cancelled.data.cancelledTime).not.toBeNull();
    expect(await goodsRow(t, c, notebook)).toEqual(before);
    expect(await stored(t, learnerScope())).toMatchObject({ integral: 1350, sum: 1350 });
    const again = await callApi(t.app, mallApi.orderCancel, { orderId: res.data.id }, { token: c.learner });
    expect(again).toMatchObject({ code: Code.error, msg: '只有待发货的订单可以取消' });
    expect(await stored(t, learnerScope())).toMatchObject({ integral: 1350 });
  });

  it('answers one order for one idempotency key, sent again or at once from two tabs', async () => {
    const plant = await goodsId(t, c, '桌面多肉小盆栽');
    const before = await goodsRow(t, c, plant);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => exchange(c.learner, [{ goodsId: plant, quantity: 1 }], key)),
    );
    for (const a of answers) expect(a.code).toBe(Code.ok);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const later = await exchange(c.learner, [{ goodsId: plant, quantity: 1 }], key);
    expect(later.data.id).toBe(answers[0]?.data.id);
    const orders = await t.db
      .select({ id: mallOrder.id })
      .from(mallOrder)
      .where(and(eq(mallOrder.tenantId, c.refs.tenant1), eq(mallOrder.idempotencyKey, key)));
    expect(orders).toHaveLength(1);
    expect(await goodsRow(t, c, plant)).toEqual({
      stock: before.stock - 1,
      exchangedCount: before.exchangedCount + 1,
    });
    const s = await stored(t, learnerScope());
    expect(s).toMatchObject({ integral: 1350 - 90, sum: 1350 - 90 });
    await callApi(t.app, mallApi.orderCancel, { orderId: orders[0]!.id }, { token: c.learner });
  });

  it('lets exactly one of 20 concurrent exchanges take the last item; stock and balances stay exact', async () => {
    const last = await newGoods(t, c, { name: '最后一件', price: 50, stock: 1 });
    // The learner's balance is other tests' business: everyone else races.
    const members = (await xingheMembers(t, c)).filter(
      (m) => m.integral >= 50 && m.userId !== c.refs.learner.id,
    );
    expect(members.length).toBeGreaterThanOrEqual(5);
    const before = await Promise.all(members.map((m) => stored(t, m)));
    // Twenty requests: every member at least once, the richest several times with different keys.
    const callers20 = Array.from({ length: 20 }, (_, i) => members[i % members.length]!);
    const answers = await Promise.all(
      callers20.map((m) => exchange(m.token, [{ goodsId: last, quantity: 1 }])),
    );
    const ok = answers.filter((a) => a.code === Code.ok);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== Code.ok)) {
      expect(a).toMatchObject({ code: Code.error, msg: '“最后一件”已兑完' });
    }
    expect(await goodsRow(t, c, last)).toEqual({ stock: 0, exchangedCount: 1 });
    const after = await Promise.all(members.map((m) => stored(t, m)));
    const spent =
      before.reduce((s, b) => s + (b.integral ?? 0), 0) - after.reduce((s, a) => s + (a.integral ?? 0), 0);
    expect(spent).toBe(50);
    for (const a of after) expect(a.sum).toBe(a.integral);
    const orders = await t.db
      .select({ id: mallOrder.id })
      .from(mallOrder)
      .where(and(eq(mallOrder.tenantId, c.refs.tenant1), eq(mallOrder.totalPoints, 50)));
    expect(orders).toHaveLength(1);
  });

  it('never takes a balance below zero, even with two exchanges at once', async () => {
    const members = await xingheMembers(t, c);
    const poorest = members.at(-1)!;
    const price = Math.floor(poorest.integral / 2) + 1;
    const goods = await newGoods(t, c, { name: '过半价格', price, stock: 10 });
    const before = await stored(t, poorest);
    const answers = await Promise.all([
      exchange(poorest.token, [{ goodsId: goods, quantity: 1 }]),
      exchange(poorest.token, [{ goodsId: goods, quantity: 1 }]),
    ]);
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(1);
    const refused = answers.find((a) => a.code !== Code.ok)!;
    expect(refused.msg).toBe(`积分不足：当前 ${poorest.integral - price} 积分，需要 ${price} 积分`);
    const after = await stored(t, poorest);
    expect(after).toMatchObject({
      integral: (before.integral ?? 0) - price,
      sum: (before.integral ?? 0) - price,
    });
    expect(await goodsRow(t, c, goods)).toEqual({ stock: 9, exchangedCount: 1 });
    // Too dear outright: nothing is written, and the stock is untouched.
    const dear = await newGoods(t, c, { name: '买不起', price: 1_000_000, stock: 3 });
    const res = await exchange(poorest.token, [{ goodsId: dear, quantity: 1 }], newKey(), {});
    expect(res.code).toBe(Code.error);
    expect(await goodsRow(t, c, dear)).toEqual({ stock: 3, exchangedCount: 0 });
    expect(await stored(t, poorest)).toEqual(after);
  });

  it('holds each member to the per-person limit, counting what they already hold', async () => {
    const cushion = await goodsId(t, c, '人体工学护腰靠垫');
    const res = await exchange(c.learner, [{ goodsId: cushion, quantity: 1 }]);
    expect(res).toMatchObject({ code: Code.error, msg: '“人体工学护腰靠垫”每人限兑 1 件，您还可兑换 0 件' });
    const view = await callApi(t.app, mallApi.goodsView, { goodsId: cushion }, { token: c.learner });
    expect(view.data).toMatchObject({ boughtCount: 1, available: 0, limitPerPerson: 1, balance: 1350 });
    const limited = await newGoods(t, c, { name: '限两件', price: 1, stock: 50, limitPerPerson: 2 });
    const answers = await Promise.all([
      exchange(c.learner, [{ goodsId: limited, quantity: 1 }]),
      exchange(c.learner, [{ goodsId: limited, quantity: 1 }]),
      exchange(c.learner, [{ goodsId: limited, quantity: 1 }]),
    ]);
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(2);
    expect(await goodsRow(t, c, limited)).toEqual({ stock: 48, exchangedCount: 2 });
    // A cancelled order no longer counts.
    const first = answers.find((a) => a.code === Code.ok)!;
    await callApi(t.app, mallApi.orderCancel, { orderId: first.data.id }, { token: c.learner });
    expect((await exchange(c.learner, [{ goodsId: limited, quantity: 1 }])).code).toBe(Code.ok);
  });

  it('moves an order only forward: shipped by an administrator, received by its member', async () => {
    const pen = await goodsId(t, c, '金属签字笔礼盒');
    const placed = await exchange(c.learner, [{ goodsId: pen, quantity: 1 }]);
    const id = placed.data.id;
    expect((await callApi(t.app, mallApi.orderReceive, { orderId: id }, { token: c.learner })).msg).toBe(
      '只有已发货的订单可以确认收货',
    );
    // The learner is not an administrator.
    const notAdmin = await callApi(
      t.app,
      mallApi.adminOrderShip,
      { orderId: id, trackingNo: 'SF1' },
      { token: c.learner },
    );
    expect(notAdmin.code).toBe(Code.noPermission);
    const list = await callApi(
      t.app,
      mallApi.adminOrderPage,
      { status: OrderStatus.pending },
      { token: c.admin },
    );
    expect(list.data.list.find((o) => o.id === id)).toMatchObject({
      userName: '林晓',
      userPhone: '13800000001',
    });
    const empty = await callApi(
      t.app,
      mallApi.adminOrderShip,
      { orderId: id, trackingNo: '  ' },
      { token: c.admin },
    );
    expect(empty).toMatchObject({ code: Code.error, msg: '请填写物流单号' });
    const shipped = await callApi(
      t.app,
      mallApi.adminOrderShip,
      { orderId: id, trackingNo: 'SF100200300' },
      { token: c.admin },
    );
    expect(shipped.data).toMatchObject({ status: OrderStatus.shipped, trackingNo: 'SF100200300' });
    expect((await callApi(t.app, mallApi.orderCancel, { orderId: id }, { token: c.learner })).msg).toBe(
      '只有待发货的订单可以取消',
    );
    const received = await callApi(t.app, mallApi.orderReceive, { orderId: id }, { token: c.learner });
    expect(received.data.status).toBe(OrderStatus.received);
    expect(received.data.receivedTime).not.toBeNull();
    const mine = await callApi(
      t.app,
      mallApi.orderPage,
      { status: OrderStatus.received },
      { token: c.learner },
    );
    expect(mine.data.list.map((o) => o.id)).toContain(id);
    expect(mine.data.list.every((o) => o.status === OrderStatus.received)).toBe(true);
  });
});
