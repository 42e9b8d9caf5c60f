import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { PointsDirection, PointsEntry, PointsRule, pointsApi } from '../../../contract/points';
import { rankApi } from '../../../contract/rank';
import { memberPoints } from '../../../gateway/db/schema';
import { pointsLedger } from '../../../gateway/db/schema-points';
import { BizError } from '../../../gateway/http/errors';
import type { MemberScope } from '../../../gateway/shared/member-scope';
import { awardPoints, spendPoints, type PointsSource } from '../../../gateway/shared/points-ledger';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { DAY, DAY_MS, pointsDemo, stored, type PointsDemo } from './support';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe.each(dialects())('points ledger (%s)', (dialect) => {
  let t: TestApp;
  let d: PointsDemo;
  let start: Date;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    start = t.clock.now();
    d = await pointsDemo(t);
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const award = (scope: MemberScope, source: PointsSource, amount?: number) =>
    t.db.transaction((tx) => awardPoints(tx, scope, source, t.clock.now(), amount));
  const spend = (scope: MemberScope, source: PointsSource, cost: number) =>
    t.db.transaction((tx) => spendPoints(tx, scope, source, cost, t.clock.now()));

  it('keeps every seeded member’s ledger sum equal to their balance and their ranking figure', async () => {
    const balances = await t.db
      .select({
        tenantId: memberPoints.tenantId,
        enterpriseId: memberPoints.enterpriseId,
        userId: memberPoints.userId,
        integral: memberPoints.integral,
      })
      .from(memberPoints);
    expect(balances.length).toBeGreaterThanOrEqual(20);
    // Each entry's balance is the one before plus its amount; the last is the member's balance.
    const entries = await t.db
      .select({
        tenantId: pointsLedger.tenantId,
        enterpriseId: pointsLedger.enterpriseId,
        userId: pointsLedger.userId,
        amount: pointsLedger.amount,
        balanceAfter: pointsLedger.balanceAfter,
      })
      .from(pointsLedger)
      .orderBy(asc(pointsLedger.id));
    const running = new Map<string, number>();
    for (const e of entries) {
      const key = `${e.tenantId}:${e.enterpriseId}:${e.userId}`;
      const balance = (running.get(key) ?? 0) + e.amount;
      expect(e.balanceAfter).toBe(balance);
      running.set(key, balance);
    }
    for (const b of balances) {
      expect(running.get(`${b.tenantId}:${b.enterpriseId}:${b.userId}`) ?? 0).toBe(b.integral);
    }
    // The boards of every company read the same figures.
    const boards: [string, string | undefined][] = [
      [d.c.learner, undefined],
      [d.c.learnerYuanshan, undefined],
      [d.c.other, OTHER_HOST],
    ];
    let seen = 0;
    for (const [token, host] of boards) {
      const res = await callApi(
        t.app,
        rankApi.integral.page,
        { pageSize: 100 },
        { token, ...(host ? { host } : {}) },
      );
      for (const row of res.data.list) {
        const match = balances.filter((b) => b.userId === row.userId).map((b) => b.integral);
        expect(match).toContain(row.value);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThanOrEqual(balances.length);
  });

  it('sums the caller’s balance and today’s points per rule', async () => {
    const res = await callApi(t.app, pointsApi.summary, {}, { token: d.c.learner });
    expect(res.code).toBe(Code.ok);
    // The opening entry and the sign-ins earned; the seeded exchanges spent 1,260, of which 260 came back.
    expect(res.data).toMatchObject({ balance: 1350, earnedTotal: 2350, spentTotal: 1000 });
    expect(res.data.today).toMatch(DAY);
    expect(res.data.rules.map((r) => [r.ruleCode, r.points, r.dailyCap, r.earnedToday])).toEqual([
      [PointsRule.signIn, 5, null, 0],
      [PointsRule.courseLearned, 10, 50, 0],
      [PointsRule.examPassed, 20, 60, 0],
      [PointsRule.comment, 2, 10, 0],
      [PointsRule.post, 5, 20, 0],
      [PointsRule.answerAccepted, 15, 45, 0],
    ]);
    expect(res.data.rules[0]).toMatchObject({ streakEvery: 7, streakBonus: 20, statusId: 1 });
  });

  it('lists the ledger newest first, filtered by earned or spent', async () => {
    const res = await callApi(t.app, pointsApi.recordPage, { pageSize: 5 }, { token: d.c.learner });
    expect(res.code).toBe(Code.ok);
    // The opening entry, 26 sign-ins, four seeded exchanges and the refund of the cancelled one.
    expect(res.data).toMatchObject({ totalCount: 32, totalPage: 7, pageCurrent: 1, pageSize: 5 });
    const [newest] = res.data.list;
    expect(newest).toMatchObject({ ruleCode: PointsEntry.mallExchange, amount: -240, balanceAfter: 1350 });
    expect(newest?.gmtCreate).toMatch(TIME);
    const last = await callApi(
      t.app,
      pointsApi.recordPage,
      { pageCurrent: 7, pageSize: 5 },
      { token: d.c.learner },
    );
    expect(last.data.list.at(-1)).toMatchObject({
      ruleCode: PointsEntry.opening,
      amount: 2160,
      balanceAfter: 2160,
    });
    const spent = await callApi(
      t.app,
      pointsApi.recordPage,
      { direction: PointsDirection.spent },
      { token: d.c.learner },
    );
    expect(spent.data.list.map((r) => [r.ruleCode, r.amount])).toEqual([
      [PointsEntry.mallExchange, -240],
      [PointsEntry.mallExchange, -240],
      [PointsEntry.mallRefund, 260],
      [PointsEntry.mallExchange, -260],
      [PointsEntry.mallExchange, -520],
    ]);
  });

  it('honours a rule’s daily cap, cutting the last award, and opens again the next day', async () => {
    const scope = await d.scopeOf('13800000005');
    const before = await stored(t, scope);
    const course = (n: number) => ({
      ruleCode: PointsRule.courseLearned,
      sourceKind: 'course',
      sourceId: String(n),
    });
    const amounts = [];
    for (let n = 1; n <= 6; n++) amounts.push((await award(scope, course(n), 15))?.amount ?? null);
    // 50 a day: 15, 15, 15, then the 5 left, then nothing.
    expect(amounts).toEqual([15, 15, 15, 5, null, null]);
    // The same source again is the entry already written.
    expect((await award(scope, course(1), 15))?.amount).toBe(15);
    const token = await d.member('13800000005');
    const summary = await callApi(t.app, pointsApi.summary, {}, { token });
    expect(summary.data.rules.find((r) => r.ruleCode === PointsRule.courseLearned)?.earnedToday).toBe(50);
    t.clock.advance(DAY_MS);
    expect((await award(scope, course(7)))?.amount).toBe(10);
    const after = await stored(t, scope);
    expect(after.entries).toBe(before.entries + 5);
    expect(after.integral).toBe(after.sum);
    expect(after.sum).toBe(before.sum + 60);
  });

  it('awards nothing for a disabled rule', async () => {
    const scope = {
      tenantId: d.c.refs.tenant1,
      enterpriseId: d.c.refs.yuanshan.id,
      userId: d.c.refs.learner.id,
    };
    const entry = await award(scope, {
      ruleCode: PointsRule.answerAccepted,
      sourceKind: 'answer',
      sourceId: '1',
    });
    expect(entry).toBeNull();
    expect((await stored(t, scope)).integral).toBe(920);
  });

  it('refuses a spend below zero and writes nothing; a spend within the balance is a negative entry', async () => {
    const scope = await d.scopeOf('13800000004');
    const before = await stored(t, scope);
    const order = (id: string) => ({
      ruleCode: PointsEntry.mallExchange,
      sourceKind: 'mall_order',
      sourceId: id,
    });
    const refused = await spend(scope, order('1'), before.sum + 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BizError);
    expect((refused as BizError).key).toBe('points.insufficient');
    expect(await stored(t, scope)).toEqual(before);
    const paid = await spend(scope, order('2'), 200);
    expect(paid).toMatchObject({ amount: -200, balanceAfter: before.sum - 200 });
    // Paid once, whatever the repeats.
    expect(await spend(scope, order('2'), 200)).toEqual(paid);
    const after = await stored(t, scope);
    expect(after).toMatchObject({
      integral: before.sum - 200,
      sum: before.sum - 200,
      entries: before.entries + 1,
    });
    const token = await d.member('13800000004');
    const spent = await callApi(t.app, pointsApi.recordPage, { direction: PointsDirection.spent }, { token });
    expect(spent.data.list.map((r) => [r.ruleCode, r.amount, r.sourceId])).toEqual([
      [PointsEntry.mallExchange, -200, '2'],
    ]);
    const summary = await callApi(t.app, pointsApi.summary, {}, { token });
    expect(summary.data).toMatchObject({ balance: before.sum - 200, spentTotal: 200 });
    const earned = await callApi(
      t.app,
      pointsApi.recordPage,
      { direction: PointsDirection.earned },
      { token },
    );
    expect(earned.data.list.every((r) => r.amount > 0)).toBe(true);
  });

  it('keeps members, companies and tenants apart in every call', async () => {
    const summary = (token: string, host?: string) =>
      callApi(t.app, pointsApi.summary, {}, { token, ...(host ? { host } : {}) });
    expect((await summary(d.c.learnerYuanshan)).data.balance).toBe(920);
    expect((await summary(d.c.other, OTHER_HOST)).data.balance).toBe(480);
    expect((await summary(d.c.admin)).data.balance).toBe(2300);

    const rules = await callApi(t.app, pointsApi.ruleList, {}, { token: d.c.learnerYuanshan });
    expect(rules.data.map((r) => [r.ruleCode, r.points, r.statusId])).toContainEqual([
      PointsRule.answerAccepted,
      10,
      0,
    ]);
    expect(rules.data.find((r) => r.ruleCode === PointsRule.signIn)?.points).toBe(3);
    const otherRules = await callApi(t.app, pointsApi.ruleList, {}, { token: d.c.other, host: OTHER_HOST });
    expect(otherRules.data.find((r) => r.ruleCode === PointsRule.signIn)?.points).toBe(10);

    const pages = await Promise.all(
      [
        [d.c.learner, undefined],
        [d.c.learnerYuanshan, undefined],
        [d.c.admin, undefined],
        [d.c.other, OTHER_HOST],
      ].map(([token, host]) =>
        callApi(t.app, pointsApi.recordPage, { pageSize: 100 }, { token, ...(host ? { host } : {}) }),
      ),
    );
    const ids = pages.map((p) => new Set(p.data.list.map((r) => r.id)));
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        expect([...(ids[i] ?? [])].filter((id) => ids[j]?.has(id))).toEqual([]);
      }
    }
    expect(pages.map((p) => p.data.totalCount)).toEqual([32, 1, 2, 1]);
    const [row] = await t.db
      .select({ n: sql<string>`count(*)` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.tenantId, d.c.refs.tenant2), eq(pointsLedger.userId, d.c.refs.learner.id)));
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses a page size out of range or a bad filter with a message, and callers without a token', async () => {
    for (const body of [{ pageSize: 0 }, { pageSize: 101 }]) {
      const res = await callApi(t.app, pointsApi.recordPage, body, { token: d.c.learner });
      expect(res.code).toBe(Code.error);
      expect(res.msg).toContain('每页条数');
    }
    const filter = await callApi(
      t.app,
      pointsApi.recordPage,
      { direction: 3 },
      { token: d.c.learner, lang: 'en' },
    );
    expect(filter.code).toBe(Code.error);
    expect(filter.msg).toContain('Earned or spent');
    for (const e of [pointsApi.summary, pointsApi.recordPage, pointsApi.ruleList, pointsApi.signIn]) {
      expect((await callApi(t.app, e, {})).code).toBe(Code.tokenExpired);
    }
  });
});
