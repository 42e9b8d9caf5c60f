import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { rankApi, type RankBoard } from '../../../contract/rank';
import { userApi } from '../../../contract/user';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const BOARDS: RankBoard[] = ['integral', 'creditHour', 'certificate'];

describe.each(dialects())('rankings (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('answers the top three by default, best first', async () => {
    const integral = await callApi(t.app, rankApi.integral.page, {}, { token: c.learner });
    expect(integral.code).toBe(Code.ok);
    expect(integral.data).toMatchObject({ pageCurrent: 1, pageSize: 3, totalCount: 19, totalPage: 7 });
    expect(integral.data.list.map((r) => [r.rank, r.name, r.value, r.department])).toEqual([
      [1, '陈立', 3120, '研发中心'],
      [2, '刘洋', 2860, '市场部'],
      [3, '何静', 2410, '客户服务部'],
    ]);
    const credit = await callApi(t.app, rankApi.creditHour.page, {}, { token: c.learner });
    expect(credit.data.list.map((r) => [r.name, r.value])).toEqual([
      ['刘洋', 96],
      ['陈立', 88.5],
      ['何静', 74.5],
    ]);
  });

  it('gives equal values one rank and keeps pages consistent', async () => {
    const all = await callApi(t.app, rankApi.certificate.page, { pageSize: 100 }, { token: c.learner });
    const list = all.data.list;
    expect(list).toHaveLength(19);
    for (let i = 1; i < list.length; i++) {
      const [prev, cur] = [list[i - 1], list[i]];
      if (!prev || !cur) continue;
      expect(cur.value).toBeLessThanOrEqual(prev.value);
      expect(cur.rank).toBe(cur.value === prev.value ? prev.rank : i + 1);
    }
    // 吴昊 and 郑佳 both hold 7 certificates.
    const sevens = list.filter((r) => r.value === 7).map((r) => r.rank);
    expect(sevens).toEqual([4, 4]);
    const second = await callApi(
      t.app,
      rankApi.certificate.page,
      { pageCurrent: 2, pageSize: 5 },
      { token: c.learner },
    );
    expect(second.data.list.map((r) => r.userId)).toEqual(list.slice(5, 10).map((r) => r.userId));
  });

  it("answers the caller's own place on every board, mid-table for the demo learner", async () => {
    for (const board of BOARDS) {
      const current = await callApi(t.app, rankApi[board].current, {}, { token: c.learner });
      expect(current.code).toBe(Code.ok);
      expect(current.data).toMatchObject({ name: '林晓', rank: 9, totalCount: 19, department: '产品部' });
      const all = await callApi(t.app, rankApi[board].page, { pageSize: 100 }, { token: c.learner });
      const me = all.data.list.find((r) => r.userId === current.data.userId);
      expect(me?.rank).toBe(current.data.rank);
      expect(me?.value).toBe(current.data.value);
    }
    // The same figures as the header's session user.
    const session = await callApi(t.app, userApi.currentUser, {}, { token: c.learner });
    const credit = await callApi(t.app, rankApi.creditHour.current, {}, { token: c.learner });
    const certs = await callApi(t.app, rankApi.certificate.current, {}, { token: c.learner });
    expect(credit.data.value).toBe(session.data.creditHour);
    expect(certs.data.value).toBe(session.data.certificateCount);
  });

  it('ranks within the company and tenant of the token', async () => {
    const yuanshan = await callApi(
      t.app,
      rankApi.integral.page,
      { pageSize: 100 },
      { token: c.learnerYuanshan },
    );
    expect(yuanshan.data.list.map((r) => r.name)).toEqual(['杜凯', '林晓', '田甜', '方正']);
    const mine = await callApi(t.app, rankApi.integral.current, {}, { token: c.learnerYuanshan });
    expect(mine.data).toMatchObject({ rank: 2, value: 920, totalCount: 4 });
    const other = await callApi(t.app, rankApi.integral.page, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data.list.map((r) => r.name)).toEqual(['韩东']);
    expect((await callApi(t.app, rankApi.integral.page, {}, { token: c.other })).code).toBe(
      Code.tokenInvalid,
    );
  });

  it('rejects bad input and missing tokens', async () => {
    expect((await callApi(t.app, rankApi.integral.page, { pageSize: 0 }, { token: c.learner })).code).toBe(
      Code.error,
    );
    expect(
      (await callApi(t.app, rankApi.integral.page, { pageCurrent: 'x' }, { token: c.learner })).code,
    ).toBe(Code.error);
    expect((await callApi(t.app, rankApi.creditHour.current, {})).code).toBe(Code.tokenExpired);
  });
});
