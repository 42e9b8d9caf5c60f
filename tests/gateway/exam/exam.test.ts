import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExamStatus, examRecordApi } from '../../../contract/exam';
import { examAttempt } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const DAY_MS = 24 * 3_600_000;

describe.each(dialects())('exam records (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    start = t.clock.now();
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const summary = async (token: string, body: Record<string, unknown> = {}, host?: string) => {
    const page = await callApi(t.app, examRecordApi.page, body, { token, ...(host ? { host } : {}) });
    expect(page.code).toBe(Code.ok);
    return page.data.list.map((r) => [r.examName, r.examStatus, r.attemptsLeft, r.score]);
  };

  it('lists exams to take or resit first by start time, then the rest by latest window', async () => {
    const page = await callApi(t.app, examRecordApi.page, {}, { token: c.learner });
    expect(page.code).toBe(Code.ok);
    expect(page.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 9, totalPage: 1 });
    expect(page.data.list.map((r) => [r.examName, r.examStatus, r.attemptsLeft, r.score])).toEqual([
      ['产品知识月度测验', ExamStatus.canResit, 2, 52],
      ['新员工入职考核', ExamStatus.toBeTaken, 1, null],
      ['2026 年度合规与安全综合测评', ExamStatus.toBeTaken, 2, null],
      ['消防安全一分钟快测', ExamStatus.toBeTaken, 3, null],
      ['信息安全在线监考模拟', ExamStatus.toBeTaken, 2, null],
      ['信息安全知识考试', ExamStatus.toBeTaken, 2, null],
      ['客户服务规范考核', ExamStatus.awaitingMarking, 0, null],
      ['保密制度专项考试', ExamStatus.absent, 0, null],
      ['安全生产知识考试', ExamStatus.passed, 0, 88],
    ]);
    expect(page.data.list[1]).toMatchObject({ duration: 45, totalScore: 100, passScore: 60 });
    expect(page.data.list[3]).toMatchObject({ duration: 1, totalScore: 10, passScore: 6 });
    expect(page.data.list[1]?.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.data.list[1]?.examId).toMatch(/^[1-9]\d*$/);
    expect(page.data.list[1]?.id).not.toBe(page.data.list[2]?.id);
  });

  it('filters by status and pages', async () => {
    expect(await summary(c.learner, { examStatusList: [1, 6] })).toEqual([
      ['产品知识月度测验', 6, 2, 52],
      ['新员工入职考核', 1, 1, null],
      ['2026 年度合规与安全综合测评', 1, 2, null],
      ['消防安全一分钟快测', 1, 3, null],
      ['信息安全在线监考模拟', 1, 2, null],
      ['信息安全知识考试', 1, 2, null],
    ]);
    expect(await summary(c.learner, { examStatusList: [ExamStatus.absent] })).toEqual([
      ['保密制度专项考试', 5, 0, null],
    ]);
    const second = await callApi(
      t.app,
      examRecordApi.page,
      { pageCurrent: 2, pageSize: 2 },
      { token: c.learner },
    );
    expect(second.data).toMatchObject({ pageCurrent: 2, pageSize: 2, totalCount: 9, totalPage: 5 });
    expect(second.data.list.map((r) => r.examName)).toEqual([
      '2026 年度合规与安全综合测评',
      '消防安全一分钟快测',
    ]);
  });

  it('derives the status from the clock: windows open, close into absent or failed', async () => {
    // Four days on: the onboarding window (ends in 4 days) closed without an attempt; security is open.
    t.clock.set(new Date(start.getTime() + 4 * DAY_MS + 60_000));
    // Tokens last a day: sign in again at the new time.
    const later = await callers(t);
    expect(await summary(later.learner, { examStatusList: [1, 5, 6] })).toEqual([
      ['产品知识月度测验', 6, 2, 52],
      ['2026 年度合规与安全综合测评', 1, 2, null],
      ['消防安全一分钟快测', 1, 3, null],
      ['信息安全在线监考模拟', 1, 2, null],
      ['信息安全知识考试', 1, 2, null],
      ['新员工入职考核', 5, 0, null],
      ['保密制度专项考试', 5, 0, null],
    ]);
    // Eight days on: the product quiz closed after a failed attempt, so it is failed, not resit.
    t.clock.set(new Date(start.getTime() + 8 * DAY_MS));
    expect(await summary((await callers(t)).learner, { examStatusList: [ExamStatus.failed] })).toEqual([
      ['产品知识月度测验', 3, 0, 52],
    ]);
  });

  it('derives awaiting marking, passing and using up attempts from the attempts', async () => {
    const page = await callApi(t.app, examRecordApi.page, {}, { token: c.learner });
    const onboarding = page.data.list.find((r) => r.examName === '新员工入职考核');
    const quiz = page.data.list.find((r) => r.examName === '产品知识月度测验');
    const scope = { tenantId: c.refs.tenant1, enterpriseId: c.refs.xinghe.id, userId: c.refs.learner.id };
    const now = t.clock.now();
    const handedIn = { ...scope, startTime: now, deadlineAt: now, finishTime: now };
    const added = await t.db
      .insert(examAttempt)
      .values([
        // Handed in, short answers not yet marked.
        { ...handedIn, examId: onboarding?.examId ?? '0', state: 2, score: null },
        // Two more failed attempts use up the quiz's three.
        { ...handedIn, examId: quiz?.examId ?? '0', state: 3, score: 40 },
        { ...handedIn, examId: quiz?.examId ?? '0', state: 3, score: 58 },
      ])
      .returning({ id: examAttempt.id });
    try {
      // Neither can be taken again; the later window first.
      expect(await summary(c.learner, { examStatusList: [3, 4] })).toEqual([
        ['产品知识月度测验', 3, 0, 58],
        ['新员工入职考核', 4, 0, null],
        ['客户服务规范考核', 4, 0, null],
      ]);
      // Marked at the pass score: passed.
      const marked = added[0]?.id ?? '0';
      await t.db
        .update(examAttempt)
        .set({ state: 3, score: 60 })
        .where(and(eq(examAttempt.tenantId, scope.tenantId), eq(examAttempt.id, marked)));
      expect(await summary(c.learner, { examStatusList: [2] })).toEqual([
        ['新员工入职考核', 2, 0, 60],
        ['安全生产知识考试', 2, 0, 88],
      ]);
    } finally {
      for (const row of added) {
        await t.db
          .delete(examAttempt)
          .where(and(eq(examAttempt.tenantId, scope.tenantId), eq(examAttempt.id, row.id)));
      }
    }
  });

  it('keeps to the caller, the company and the tenant of the token', async () => {
    // The administrator passed the onboarding exam; the learner's record of it stays to be taken.
    expect(await summary(c.admin)).toEqual([['新员工入职考核', 2, 0, 95]]);
    expect((await summary(c.learner, { examStatusList: [1] })).map((r) => r[0])).toContain('新员工入职考核');
    expect(await summary(c.learnerYuanshan)).toEqual([
      ['设备安全操作考试', 1, 1, null],
      ['质量体系认证考试', 3, 0, 45],
    ]);
    expect(await summary(c.other, {}, OTHER_HOST)).toEqual([['物流安全考试', 1, 1, null]]);
    expect((await callApi(t.app, examRecordApi.page, {}, { token: c.other })).code).toBe(Code.tokenInvalid);
    expect(await summary(c.lecturer)).toEqual([]);
  });

  it('rejects bad input with a localised message naming the field, and missing tokens', async () => {
    const zh = await callApi(t.app, examRecordApi.page, { examStatusList: [7] }, { token: c.learner });
    expect(zh).toMatchObject({ code: Code.error, msg: '考试状态格式不正确', data: null });
    const en = await callApi(
      t.app,
      examRecordApi.page,
      { examStatusList: ['1'] },
      { token: c.learner, lang: 'en' },
    );
    expect(en).toMatchObject({ code: Code.error, msg: 'Exam status is not in a valid format' });
    const big = await callApi(t.app, examRecordApi.page, { pageSize: 101 }, { token: c.learner, lang: 'en' });
    expect(big.msg).toBe('Page size is too long or too large (at most 100)');
    expect((await callApi(t.app, examRecordApi.page, {})).code).toBe(Code.tokenExpired);
  });
});
