import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { pointsApi } from '../../../contract/points';
import { rankApi } from '../../../contract/rank';
import { dayIn, shiftDay } from '../../../gateway/shared/points-ledger';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { pointsDemo, stored, type PointsDemo } from './support';

const ZONE = 'Asia/Shanghai';
const monthOf = (day: string) => day.slice(0, 7);

describe.each(dialects())('daily sign-in (%s)', (dialect) => {
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

  const month = (token: string, m: string) => callApi(t.app, pointsApi.signMonth, { month: m }, { token });
  const signIn = (token: string) => callApi(t.app, pointsApi.signIn, {}, { token });

  it('shows the learner’s seeded streak ending yesterday, today open, and what comes next', async () => {
    const today = dayIn(ZONE, t.clock.now());
    const res = await month(d.c.learner, monthOf(today));
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      month: monthOf(today),
      today,
      signedToday: 0,
      streak: 12,
      // The 13th day of a streak gives the base 5; the 14th adds the bonus of 20.
      todayPoints: 5,
      tomorrowPoints: 25,
      enabled: 1,
    });
    // Two runs of 14 and 12 days with one missed day between, over this month and the last.
    const before = await month(d.c.learner, monthOf(shiftDay(`${monthOf(today)}-01`, -1)));
    const days = [...before.data.days, ...res.data.days].map((x) => x.day);
    const signed = days.filter((x) => x >= shiftDay(today, -27));
    expect(signed).toHaveLength(26);
    expect(signed.at(-1)).toBe(shiftDay(today, -1));
    expect(signed).not.toContain(shiftDay(today, -13));
  });

  it('signs in once a day: a repeat answers the same and writes nothing', async () => {
    const scope = await d.scopeOf('13800000001');
    const before = await stored(t, scope);
    const first = await signIn(d.c.learner);
    expect(first.code).toBe(Code.ok);
    expect(first.data).toEqual({
      day: dayIn(ZONE, t.clock.now()),
      streak: 13,
      points: 5,
      bonus: 0,
      balanceAfter: 1355,
    });
    t.clock.advance(60_000);
    const again = await signIn(d.c.learner);
    expect(again).toEqual(first);
    const after = await stored(t, scope);
    expect(after).toEqual({
      integral: 1355,
      entries: before.entries + 1,
      sum: 1355,
      signIns: before.signIns + 1,
    });
    const today = await month(d.c.learner, monthOf(first.data.day));
    expect(today.data).toMatchObject({ signedToday: 1, streak: 13, todayPoints: 5, tomorrowPoints: 25 });
    // The ranking reads the new balance.
    const rank = await callApi(t.app, rankApi.integral.current, {}, { token: d.c.learner });
    expect(rank.data.value).toBe(1355);
    // The other company of the same person is not signed in.
    const yuanshan = await month(d.c.learnerYuanshan, monthOf(first.data.day));
    expect(yuanshan.data).toMatchObject({ signedToday: 0, streak: 0, days: [], todayPoints: 3 });
  });

  it('makes one sign-in and one entry of calls raced from several connections', async () => {
    const scope = await d.scopeOf('13800000004');
    const token = await d.member('13800000004');
    const before = await stored(t, scope);
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn(token)));
    for (const a of answers) expect(a.code).toBe(Code.ok);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(answers[0]?.data).toMatchObject({ streak: 1, points: 5, bonus: 0, balanceAfter: 705 });
    expect(await stored(t, scope)).toEqual({
      integral: 705,
      entries: before.entries + 1,
      sum: 705,
      signIns: before.signIns + 1,
    });
  });

  it('counts the streak in the tenant’s days across a month boundary, and a missed day breaks it', async () => {
    // 16:30 UTC is 00:30 of the next day in Shanghai: the days are the tenant's, not the server's.
    const at = (day: number) => new Date(Date.UTC(2031, 0, day, 16, 30));
    const phone = '13800000003';
    const results = [];
    for (let i = 0; i < 8; i++) {
      t.clock.set(at(28 + i));
      results.push((await signIn(await d.member(phone))).data);
    }
    expect(results.map((r) => [r.day, r.streak, r.points, r.bonus])).toEqual([
      ['2031-01-29', 1, 5, 0],
      ['2031-01-30', 2, 5, 0],
      ['2031-01-31', 3, 5, 0],
      ['2031-02-01', 4, 5, 0],
      ['2031-02-02', 5, 5, 0],
      ['2031-02-03', 6, 5, 0],
      ['2031-02-04', 7, 25, 20],
      ['2031-02-05', 8, 5, 0],
    ]);
    const token = await d.member(phone);
    const january = await month(token, '2031-01');
    expect(january.data.days.map((x) => x.day)).toEqual(['2031-01-29', '2031-01-30', '2031-01-31']);
    const february = await month(token, '2031-02');
    expect(february.data.days.map((x) => [x.day, x.points, x.bonus])).toContainEqual(['2031-02-04', 25, 20]);
    expect(february.data).toMatchObject({ today: '2031-02-05', signedToday: 1, streak: 8 });

    // 2031-02-06 missed: on the 7th the streak is gone and starts again at 1.
    t.clock.set(at(37));
    const broken = await d.member(phone);
    expect((await month(broken, '2031-02')).data).toMatchObject({
      today: '2031-02-07',
      signedToday: 0,
      streak: 0,
      todayPoints: 5,
      tomorrowPoints: 5,
    });
    expect((await signIn(broken)).data).toMatchObject({ day: '2031-02-07', streak: 1, points: 5, bonus: 0 });
    const scope = await d.scopeOf(phone);
    const s = await stored(t, scope);
    expect(s.integral).toBe(s.sum);
    expect(s.integral).toBe(3120 + 8 * 5 + 20 + 5);
  });

  it('answers in the caller’s scope: another member, company and tenant see their own', async () => {
    const today = monthOf(dayIn(ZONE, t.clock.now()));
    const other = await callApi(
      t.app,
      pointsApi.signMonth,
      { month: today },
      { token: d.c.other, host: 'other.localhost' },
    );
    expect(other.data).toMatchObject({ signedToday: 0, streak: 0, days: [], todayPoints: 10 });
    const admin = await month(d.c.admin, today);
    expect(admin.data).toMatchObject({ streak: 0, days: [] });
  });

  it('refuses a bad month with a message, and callers without a token', async () => {
    for (const m of ['2026-13', '202611', '2026-1', '']) {
      const res = await month(d.c.learner, m);
      expect(res.code).toBe(Code.error);
      expect(res.msg).toContain('月份格式不正确');
    }
    const missing = await callApi(t.app, pointsApi.signMonth, {}, { token: d.c.learner, lang: 'en' });
    expect(missing.code).toBe(Code.error);
    expect(missing.msg).toContain('Month');
    expect((await callApi(t.app, pointsApi.signMonth, { month: '2026-11' })).code).toBe(Code.tokenExpired);
    expect((await callApi(t.app, pointsApi.signIn, {})).code).toBe(Code.tokenExpired);
  });
});
