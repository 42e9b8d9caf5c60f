import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { CreditSource, creditRecordApi } from '../../../contract/record';
import { userApi } from '../../../contract/user';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(dialects())('credit-hour records (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('lists the records newest first, each with the running total, ending at the header figure', async () => {
    const page = await callApi(t.app, creditRecordApi.page, { pageSize: 20 }, { token: c.learner });
    expect(page.code).toBe(Code.ok);
    expect(page.data.totalCount).toBe(8);
    const rows = page.data.list;
    expect(rows.map((r) => [r.sourceName, r.creditHour, r.runningTotal])).toEqual([
      ['信息安全意识基础', 2, 36.5],
      ['新员工入职：企业文化与规章制度', 3, 34.5],
      ['内训分享：信息安全案例复盘（人力资源部授予）', 2, 31.5],
      ['安全生产月专题学习', 4, 29.5],
      ['应急疏散与现场急救', 2, 25.5],
      ['安全生产与消防常识', 1.5, 23.5],
      ['安全生产知识考试', 2, 22],
      ['往年学时结转', 20, 20],
    ]);
    expect(rows.map((r) => r.sourceType)).toEqual([
      CreditSource.course,
      CreditSource.course,
      CreditSource.granted,
      CreditSource.studyTask,
      CreditSource.course,
      CreditSource.course,
      CreditSource.exam,
      CreditSource.carriedOver,
    ]);
    expect(rows[0]?.gmtCreate).toMatch(TIME);
    const user = await callApi(t.app, userApi.currentUser, {}, { token: c.learner });
    expect(user.data.creditHour).toBe(rows[0]?.runningTotal);
    const summary = await callApi(t.app, creditRecordApi.summary, {}, { token: c.learner });
    expect(summary.data).toMatchObject({ creditHour: 36.5, recordCount: 8 });
    expect(summary.data.yearCreditHour).toBeLessThanOrEqual(16.5);
  });

  it('keeps the running total of the whole ledger under a filter and across pages', async () => {
    const courses = await callApi(
      t.app,
      creditRecordApi.page,
      { sourceType: CreditSource.course, pageSize: 2, pageCurrent: 2 },
      { token: c.learner },
    );
    expect(courses.data).toMatchObject({ totalCount: 4, totalPage: 2 });
    expect(courses.data.list.map((r) => [r.sourceName, r.runningTotal])).toEqual([
      ['应急疏散与现场急救', 25.5],
      ['安全生产与消防常识', 23.5],
    ]);
  });

  it('shows each member only their own records in the company and tenant of the token', async () => {
    const yuanshan = await callApi(t.app, creditRecordApi.page, {}, { token: c.learnerYuanshan });
    expect(yuanshan.data.list.map((r) => [r.sourceName, r.runningTotal])).toEqual([
      ['安全月班组培训（生产部授予）', 12],
      ['往年学时结转', 10],
    ]);
    // A member without records of their own gets their balance carried over in one record.
    const admin = await callApi(t.app, creditRecordApi.page, {}, { token: c.admin });
    const adminUser = await callApi(t.app, userApi.currentUser, {}, { token: c.admin });
    expect(admin.data.list).toHaveLength(1);
    expect(admin.data.list[0]).toMatchObject({
      sourceType: CreditSource.carriedOver,
      creditHour: adminUser.data.creditHour,
      runningTotal: adminUser.data.creditHour,
    });
    const other = await callApi(t.app, creditRecordApi.summary, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data).toMatchObject({ creditHour: 15, recordCount: 1 });
    expect((await callApi(t.app, creditRecordApi.page, {}, { token: c.other })).code).toBe(Code.tokenInvalid);
  });

  it('refuses bad input with a localised message, and calls without a token', async () => {
    const zh = await callApi(t.app, creditRecordApi.page, { sourceType: 7 }, { token: c.learner });
    expect(zh).toMatchObject({ code: Code.error, msg: '学时来源格式不正确', data: null });
    const en = await callApi(t.app, creditRecordApi.page, { pageSize: 0 }, { token: c.learner, lang: 'en' });
    expect(en.code).toBe(Code.error);
    expect((await callApi(t.app, creditRecordApi.summary, {})).code).toBe(Code.tokenExpired);
  });
});
