import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseApi } from '../../../contract/course';
import { Code } from '../../../contract/envelope';
import { lecturerApi } from '../../../contract/lecturer';
import { lecturer } from '../../../gateway/db/schema-course';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import { ok } from '../course/support';

describe.each(dialects())('lecturers (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  const lecturerId = async (tenantId: string, name: string) => {
    const [row] = await t.db
      .select({ id: lecturer.id })
      .from(lecturer)
      .where(and(eq(lecturer.tenantId, tenantId), eq(lecturer.lecturerName, name)));
    if (!row) throw new Error(`no lecturer ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('lists the company’s lecturers in order with their figures', async () => {
    const page = await ok(t, lecturerApi.infoPage, {}, { token: c.learner });
    expect(page).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 6, totalPage: 1 });
    expect(page.list.map((r) => [r.lecturerName, r.courseCount, r.studyCount, r.markScore])).toEqual([
      // Four enabled courses; nine members started one of them; twelve ratings averaging 4.33.
      ['陈立', 4, 9, 4.3],
      ['吴昊', 2, 1, 0],
      ['郑佳', 2, 1, 5],
      ['何静', 2, 0, 5],
      ['刘洋', 1, 0, 0],
      ['邓峰', 2, 4, 4.3],
    ]);
    expect(page.list[0]).toMatchObject({
      position: '信息安全负责人',
      headImg: '/gateway/files/lecturers/lecturer-1.svg',
    });
    expect(page.list[0]?.introduce.length).toBeGreaterThan(10);
    const second = await ok(t, lecturerApi.infoPage, { pageCurrent: 2, pageSize: 4 }, { token: c.learner });
    expect(second.list.map((r) => r.lecturerName)).toEqual(['刘洋', '邓峰']);
    // A lecturer's courses are the catalogue filtered by lecturer.
    const courses = await ok(t, courseApi.infoPage, { lecturerId: page.list[0]?.id }, { token: c.learner });
    expect(courses.totalCount).toBe(4);
    // Another company lists its own.
    const yuanshan = await ok(t, lecturerApi.infoPage, {}, { token: c.learnerYuanshan });
    expect(yuanshan.list.map((r) => [r.lecturerName, r.courseCount, r.studyCount])).toEqual([
      ['杜凯', 1, 1],
      ['田甜', 1, 0],
    ]);
  });

  it('finds lecturers by name or title, taking the keyword literally', async () => {
    const query = async (keyword: string) =>
      (await ok(t, lecturerApi.queryPage, { keyword }, { token: c.learner })).list.map((r) => r.lecturerName);
    expect(await query('经理')).toEqual(['郑佳', '刘洋']);
    expect(await query(' 陈 ')).toEqual(['陈立']);
    expect(await query('%')).toEqual([]);
    expect(await query('杜凯')).toEqual([]);
    const empty = await callApi(t.app, lecturerApi.queryPage, { keyword: '  ' }, { token: c.learner });
    expect(empty).toMatchObject({ code: Code.error, msg: '请输入讲师姓名或职位', data: null });
    const en = await callApi(t.app, lecturerApi.queryPage, {}, { token: c.learner, lang: 'en' });
    expect(en).toMatchObject({ code: Code.error, msg: 'Keyword is required' });
    const blank = await callApi(
      t.app,
      lecturerApi.queryPage,
      { keyword: '' },
      { token: c.learner, lang: 'en' },
    );
    expect(blank.msg).toBe('Please enter a lecturer’s name or title');
    const long = await callApi(
      t.app,
      lecturerApi.queryPage,
      { keyword: '长'.repeat(51) },
      { token: c.learner },
    );
    expect(long.msg).toContain('关键词');
  });

  it('ranks by members who studied, then rating, then name, numbering across pages', async () => {
    const rank = await ok(t, lecturerApi.rank, { pageSize: 4 }, { token: c.learner });
    expect(rank).toMatchObject({ totalCount: 6, totalPage: 2 });
    expect(rank.list.map((r) => [r.rank, r.lecturerName, r.studyCount, r.markScore])).toEqual([
      [1, '陈立', 9, 4.3],
      [2, '邓峰', 4, 4.3],
      [3, '郑佳', 1, 5],
      [4, '吴昊', 1, 0],
    ]);
    const next = await ok(t, lecturerApi.rank, { pageSize: 4, pageCurrent: 2 }, { token: c.learner });
    expect(next.list.map((r) => [r.rank, r.lecturerName])).toEqual([
      [5, '何静'],
      [6, '刘洋'],
    ]);
    const past = await ok(t, lecturerApi.rank, { pageSize: 4, pageCurrent: 3 }, { token: c.learner });
    expect(past).toMatchObject({ list: [], totalCount: 6 });
  });

  it('shows one lecturer with figures and rank; another company’s or tenant’s reads like an unknown one', async () => {
    const deng = await lecturerId(c.refs.tenant1, '邓峰');
    expect(await ok(t, lecturerApi.detailView, { id: deng }, { token: c.learner })).toMatchObject({
      id: deng,
      lecturerName: '邓峰',
      position: '生产部安全主任',
      courseCount: 2,
      studyCount: 4,
      markScore: 4.3,
      rank: 2,
    });
    const du = await lecturerId(c.refs.tenant1, '杜凯');
    expect(await ok(t, lecturerApi.detailView, { id: du }, { token: c.learnerYuanshan })).toMatchObject({
      rank: 1,
    });
    const han = await lecturerId(c.refs.tenant2, '韩东');
    for (const id of [du, han, '999999999']) {
      const res = await callApi(t.app, lecturerApi.detailView, { id }, { token: c.learner });
      expect(res).toMatchObject({ code: Code.error, msg: '讲师不存在或已停用', data: null });
      const en = await callApi(t.app, lecturerApi.detailView, { id }, { token: c.learner, lang: 'en' });
      expect(en.msg).toBe('The lecturer does not exist or is no longer listed');
    }
    const fromOtherTenant = await callApi(
      t.app,
      lecturerApi.detailView,
      { id: deng },
      {
        token: c.other,
        host: OTHER_HOST,
      },
    );
    expect(fromOtherTenant.code).toBe(Code.error);
    const bad = await callApi(t.app, lecturerApi.detailView, { id: 'abc' }, { token: c.learner });
    expect(bad.msg).toBe('编号不是有效的编号');
  });

  it('leaves a disabled lecturer out of every list, the rank and the detail', async () => {
    const wu = await lecturerId(c.refs.tenant1, '吴昊');
    const where = and(eq(lecturer.tenantId, c.refs.tenant1), eq(lecturer.id, wu));
    await t.db.update(lecturer).set({ statusId: 0 }).where(where);
    try {
      const page = await ok(t, lecturerApi.infoPage, {}, { token: c.learner });
      expect(page.list.map((r) => r.lecturerName)).not.toContain('吴昊');
      const rank = await ok(t, lecturerApi.rank, {}, { token: c.learner });
      expect(rank.list.map((r) => [r.rank, r.lecturerName])).toEqual([
        [1, '陈立'],
        [2, '邓峰'],
        [3, '郑佳'],
        [4, '何静'],
        [5, '刘洋'],
      ]);
      expect((await callApi(t.app, lecturerApi.detailView, { id: wu }, { token: c.learner })).code).toBe(
        Code.error,
      );
      // The courses keep the lecturer's name, without a link to a lecturer who is no longer listed.
      const cards = await ok(t, courseApi.infoPage, { keyword: '吴昊' }, { token: c.learner });
      expect(cards.list.map((r) => [r.lecturerName, r.lecturerId])).toEqual([
        ['吴昊', null],
        ['吴昊', null],
      ]);
    } finally {
      await t.db.update(lecturer).set({ statusId: 1 }).where(where);
    }
  });
});
