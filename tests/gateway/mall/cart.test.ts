import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { GoodsOrder, mallApi } from '../../../contract/mall';
import { mallGoods } from '../../../gateway/db/schema-mall';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import { DELIVERY, goodsId, newGoods, newKey, xingheMembers } from './support';

const BOUND_HOST = '127.0.0.1';

describe.each(dialects())('integral mall shelf and cart (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const cart = (token: string) => callApi(t.app, mallApi.cartList, {}, { token });

  it('filters and orders the shelf: a category, a keyword, a price order, what I can afford', async () => {
    const categories = await callApi(t.app, mallApi.categoryList, {}, { token: c.learner });
    expect(categories.data.map((x) => x.name)).toEqual(['办公好物', '生活家居', '学习权益']);
    const office = await callApi(
      t.app,
      mallApi.goodsPage,
      { categoryId: categories.data[0]!.id, order: GoodsOrder.priceAsc },
      { token: c.learner },
    );
    expect(office.data.list.map((g) => g.price)).toEqual([90, 120, 200, 380]);
    const found = await callApi(t.app, mallApi.goodsPage, { keyword: '耳机' }, { token: c.learner });
    expect(found.data.list.map((g) => g.name)).toEqual(['降噪蓝牙耳机']);
    const literal = await callApi(t.app, mallApi.goodsPage, { keyword: '%' }, { token: c.learner });
    expect(literal.data.totalCount).toBe(0);
    // 13800000004 holds 700 points: nine goods are within them.
    const modest = (await xingheMembers(t, c)).find((m) => m.integral === 700)!;
    const affordable = await callApi(
      t.app,
      mallApi.goodsPage,
      { affordable: 1, pageSize: 50 },
      { token: modest.token },
    );
    expect(affordable.data.list.every((g) => g.price <= 700)).toBe(true);
    expect(affordable.data.totalCount).toBe(9);
  });

  it('shows visitors of a bound site the shelf without anything personal, and asks them to sign in for the cart', async () => {
    const page = await callApi(t.app, mallApi.goodsPage, {}, { host: BOUND_HOST });
    expect(page.data.totalCount).toBe(12);
    const view = await callApi(
      t.app,
      mallApi.goodsView,
      { goodsId: page.data.list[0]!.id },
      { host: BOUND_HOST },
    );
    expect(view.data).toMatchObject({ balance: null, boughtCount: 0, inCart: 0 });
    // A site of several companies has no shelf to show a visitor.
    expect((await callApi(t.app, mallApi.goodsPage, {})).data.totalCount).toBe(0);
    const refused = await callApi(t.app, mallApi.cartList, {}, { host: BOUND_HOST });
    expect(refused.code).toBe(Code.tokenExpired);
    const exchange = await callApi(
      t.app,
      mallApi.exchange,
      { idempotencyKey: newKey(), lines: [{ goodsId: page.data.list[0]!.id, quantity: 1 }], ...DELIVERY },
      { host: BOUND_HOST },
    );
    expect(exchange.code).toBe(Code.tokenExpired);
  });

  it('adds, sums, sets, selects and removes cart lines, and checks out the selected ones', async () => {
    const umbrella = await goodsId(t, c, '自动折叠雨伞');
    const pen = await goodsId(t, c, '金属签字笔礼盒');
    expect(
      (await callApi(t.app, mallApi.cartSave, { goodsId: umbrella, quantity: 1 }, { token: c.admin })).code,
    ).toBe(Code.ok);
    const twice = await callApi(
      t.app,
      mallApi.cartSave,
      { goodsId: umbrella, quantity: 2 },
      { token: c.admin },
    );
    expect(twice.data.lines).toMatchObject([{ goodsId: umbrella, quantity: 3, selected: 1, ready: 1 }]);
    const set = await callApi(
      t.app,
      mallApi.cartSave,
      { goodsId: umbrella, quantity: 1, replace: 1 },
      { token: c.admin },
    );
    expect(set.data.lines[0]?.quantity).toBe(1);
    await callApi(t.app, mallApi.cartSave, { goodsId: pen, quantity: 2 }, { token: c.admin });
    const unselected = await callApi(
      t.app,
      mallApi.cartSelect,
      { goodsIds: [pen], selected: 0 },
      { token: c.admin },
    );
    expect(unselected.data.selectedTotal).toBe(260);
    const selected = await callApi(
      t.app,
      mallApi.cartSelect,
      { goodsIds: [pen], selected: 1 },
      { token: c.admin },
    );
    expect(selected.data.selectedTotal).toBe(260 + 400);
    const over = await callApi(
      t.app,
      mallApi.cartSave,
      { goodsId: pen, quantity: 99, replace: 1 },
      { token: c.admin },
    );
    expect(over).toMatchObject({ code: Code.error, msg: '“金属签字笔礼盒”您最多还可兑换 40 件' });
    expect((await cart(c.admin)).data.lines.find((l) => l.goodsId === pen)?.quantity).toBe(2);
    // Checking out the umbrella from the cart takes its line; the pen stays.
    const placed = await callApi(
      t.app,
      mallApi.exchange,
      { idempotencyKey: newKey(), lines: [{ goodsId: umbrella, quantity: 1 }], fromCart: 1, ...DELIVERY },
      { token: c.admin },
    );
    expect(placed.code).toBe(Code.ok);
    expect((await cart(c.admin)).data.lines.map((l) => l.goodsId)).toEqual([pen]);
    const removed = await callApi(t.app, mallApi.cartRemove, { goodsIds: [pen] }, { token: c.admin });
    expect(removed.data).toMatchObject({ lines: [], selectedTotal: 0 });
  });

  it('says why a cart line cannot be exchanged: sold out, over the limit, off the shelf', async () => {
    const goods = await newGoods(t, c, { name: '即将下架', price: 10, stock: 5 });
    await callApi(t.app, mallApi.cartSave, { goodsId: goods, quantity: 2 }, { token: c.lecturer });
    await t.db
      .update(mallGoods)
      .set({ statusId: 0 })
      .where(and(eq(mallGoods.tenantId, c.refs.tenant1), eq(mallGoods.id, goods)));
    const soldOut = await goodsId(t, c, '年度学习节门票');
    const refused = await callApi(
      t.app,
      mallApi.cartSave,
      { goodsId: soldOut, quantity: 1 },
      { token: c.lecturer },
    );
    expect(refused).toMatchObject({ code: Code.error, msg: '“年度学习节门票”已兑完' });
    const view = await cart(c.lecturer);
    expect(view.data.lines).toMatchObject([{ goodsId: goods, ready: 0, reason: 'offShelf' }]);
    expect(view.data.selectedTotal).toBe(0);
    const gone = await callApi(
      t.app,
      mallApi.exchange,
      { idempotencyKey: newKey(), lines: [{ goodsId: goods, quantity: 1 }], ...DELIVERY },
      { token: c.lecturer },
    );
    expect(gone).toMatchObject({ code: Code.error, msg: '有商品已下架，请刷新后重新选择' });
    expect((await callApi(t.app, mallApi.goodsView, { goodsId: goods }, { token: c.lecturer })).msg).toBe(
      '该商品不存在或已下架',
    );
  });

  it('keeps companies and tenants apart in every call', async () => {
    const notebook = await goodsId(t, c, '星河定制笔记本 A5');
    // The same person in 远山制造 sees that company's shelf only.
    const yuanshan = await callApi(t.app, mallApi.goodsPage, { pageSize: 50 }, { token: c.learnerYuanshan });
    expect(yuanshan.data.list.map((g) => g.name).sort()).toEqual(['远山保温杯', '远山工艺手册笔记本']);
    expect(
      (await callApi(t.app, mallApi.goodsView, { goodsId: notebook }, { token: c.learnerYuanshan })).code,
    ).toBe(Code.error);
    expect(
      (
        await callApi(
          t.app,
          mallApi.cartSave,
          { goodsId: notebook, quantity: 1 },
          { token: c.learnerYuanshan },
        )
      ).code,
    ).toBe(Code.error);
    const across = await callApi(
      t.app,
      mallApi.exchange,
      { idempotencyKey: newKey(), lines: [{ goodsId: notebook, quantity: 1 }], ...DELIVERY },
      { token: c.learnerYuanshan },
    );
    expect(across.msg).toBe('有商品已下架，请刷新后重新选择');
    const theirs = await callApi(t.app, mallApi.orderPage, { pageSize: 50 }, { token: c.learnerYuanshan });
    expect(theirs.data.totalCount).toBe(0);
    // Another tenant sees nothing of tenant 1.
    const other = await callApi(t.app, mallApi.goodsPage, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data.totalCount).toBe(0);
    const otherCats = await callApi(t.app, mallApi.categoryList, {}, { token: c.other, host: OTHER_HOST });
    expect(otherCats.data).toEqual([]);
    // Someone else's order cannot be read, cancelled or received.
    const mine = await callApi(t.app, mallApi.orderPage, { status: 1 }, { token: c.learner });
    const orderId = mine.data.list[0]!.id;
    expect((await callApi(t.app, mallApi.orderCancel, { orderId }, { token: c.lecturer })).msg).toBe(
      '订单不存在',
    );
    expect((await callApi(t.app, mallApi.orderCancel, { orderId }, { token: c.learnerYuanshan })).msg).toBe(
      '订单不存在',
    );
    expect(
      (await callApi(t.app, mallApi.orderCancel, { orderId }, { token: c.other, host: OTHER_HOST })).msg,
    ).toBe('订单不存在');
    // An administrator of another company does not see 星河科技's orders.
    const admins = await callApi(t.app, mallApi.adminOrderPage, { pageSize: 50 }, { token: c.admin });
    expect(admins.data.list.every((o) => o.orderNo.length > 0)).toBe(true);
    expect(admins.data.list.some((o) => o.id === orderId)).toBe(true);
  });

  it('refuses bad input with a clear message in the reader’s language, writing nothing', async () => {
    const notebook = await goodsId(t, c, '星河定制笔记本 A5');
    const line = [{ goodsId: notebook, quantity: 1 }];
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { idempotencyKey: newKey(), lines: [], ...DELIVERY },
        '请选择要兑换的商品',
        'Choose the items to exchange',
      ],
      [
        { idempotencyKey: newKey(), lines: [...line, ...line], ...DELIVERY },
        '同一商品请合并为一行',
        'Put each item on one line only',
      ],
      [
        { idempotencyKey: 'short', lines: line, ...DELIVERY },
        '兑换请求编号不正确，请刷新页面后重试',
        'The exchange request is not valid; refresh the page and try again',
      ],
      [
        { idempotencyKey: newKey(), lines: line, ...DELIVERY, receiverName: ' ' },
        '请填写收货人',
        'Enter the receiver’s name',
      ],
      [
        { idempotencyKey: newKey(), lines: line, ...DELIVERY, address: '' },
        '请填写收货地址',
        'Enter the delivery address',
      ],
    ];
    for (const [body, zh, en] of cases) {
      const a = await callApi(t.app, mallApi.exchange, body, { token: c.lecturer });
      expect(a).toMatchObject({ code: Code.error, msg: zh, data: null });
      const b = await callApi(t.app, mallApi.exchange, body, { token: c.lecturer, lang: 'en' });
      expect(b).toMatchObject({ code: Code.error, msg: en });
    }
    const badPhone = await callApi(
      t.app,
      mallApi.exchange,
      { idempotencyKey: newKey(), lines: line, ...DELIVERY, receiverPhone: '123' },
      { token: c.lecturer },
    );
    expect(badPhone.code).toBe(Code.error);
    expect(badPhone.msg).toContain('手机号');
    for (const quantity of [0, 100, 1.5, '2x']) {
      const q = await callApi(
        t.app,
        mallApi.cartSave,
        { goodsId: notebook, quantity },
        { token: c.lecturer },
      );
      expect(q.code).toBe(Code.error);
      expect(q.msg).toContain('数量');
    }
    const badId = await callApi(t.app, mallApi.goodsView, { goodsId: 'abc' }, { token: c.lecturer });
    expect(badId.code).toBe(Code.error);
    const badStatus = await callApi(t.app, mallApi.orderPage, { status: 9 }, { token: c.lecturer });
    expect(badStatus.code).toBe(Code.error);
    expect((await cart(c.lecturer)).data.lines.some((l) => l.goodsId === notebook)).toBe(false);
  });
});
