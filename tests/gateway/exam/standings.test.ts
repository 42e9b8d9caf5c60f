import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExamStatus, examRecordApi, examTaskApi } from '../../../contract/exam';
import { ExportStatus, exportApi } from '../../../contract/export';
import { exam, examAttempt, examUser } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';
import { EXAMS, examRow, startExam } from './support';

describe.each(dialects())('exam records, summaries and rankings (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    tenant = c.refs.tenant1;
  });
  afterAll(() => t.close());

  /** The learner's record of an exam in 星河科技. */
  const recordOf = async (examId: string) => {
    const [row] = await t.db
      .select({ id: examUser.id })
      .from(examUser)
      .where(
        and(
          eq(examUser.tenantId, tenant),
          eq(examUser.examId, examId),
          eq(examUser.userId, c.refs.learner.id),
        ),
      );
    if (!row) throw new Error('no record');
    return row.id;
  };

  it('shows one record with the exam’s rules, attempts used and the attempt to continue', async () => {
    const compliance = await examRow(t, tenant, EXAMS.compliance);
    const id = await recordOf(compliance.id);
    const before = await callApi(t.app, examRecordApi.view, { id }, { token: c.learner });
    expect(before.data).toMatchObject({
      id,
      examId: compliance.id,
      examName: EXAMS.compliance,
      duration: 40,
      totalScore: 100,
      passScore: 60,
      examStatus: ExamStatus.toBeTaken,
      attemptLimit: 2,
      attemptsUsed: 0,
      attemptsLeft: 2,
      switchLimit: 0,
      showAnswer: 1,
      score: null,
      unfinishedRecordId: null,
    });
    expect(before.data.description).toContain('六种题型');
    const view = await startExam(t, c.learner, compliance.id);
    const during = await callApi(t.app, examRecordApi.view, { id }, { token: c.learner });
    expect(during.data).toMatchObject({
      attemptsUsed: 1,
      attemptsLeft: 1,
      unfinishedRecordId: view.record.id,
    });

    const proctored = await examRow(t, tenant, EXAMS.proctored);
    const watched = await callApi(
      t.app,
      examRecordApi.view,
      { id: await recordOf(proctored.id) },
      { token: c.learner, lang: 'en' },
    );
    expect(watched.data).toMatchObject({ switchLimit: 2, showAnswer: 0 });

    // Another member's record (the administrator's), another tenant's caller, and nonsense read as unknown.
    const [adminRecord] = await t.db
      .select({ id: examUser.id })
      .from(examUser)
      .where(and(eq(examUser.tenantId, tenant), eq(examUser.userId, c.refs.admin.id)));
    for (const [token, recordId, host] of [
      [c.learner, adminRecord?.id ?? '', undefined],
      [c.other, id, OTHER_HOST],
      [c.learnerYuanshan, id, undefined],
      [c.learner, '77777777', undefined],
    ] as const) {
      const res = await callApi(
        t.app,
        examRecordApi.view,
        { id: recordId },
        { token, ...(host ? { host } : {}) },
      );
      expect(res).toMatchObject({ code: Code.error, msg: '考试记录不存在', data: null });
    }
    expect((await callApi(t.app, examRecordApi.view, {}, { token: c.learner })).msg).toBe('编号不能为空');
  });

  it('sums up the caller’s exams by status, passes, mean best mark and attempts', async () => {
    const res = await callApi(t.app, examRecordApi.collect, {}, { token: c.learner });
    expect(res.data).toEqual({
      statusCounts: [
        { examStatus: 1, count: 5 },
        { examStatus: 2, count: 1 },
        { examStatus: 3, count: 0 },
        { examStatus: 4, count: 1 },
        { examStatus: 5, count: 1 },
        { examStatus: 6, count: 1 },
      ],
      totalCount: 9,
      passedCount: 1,
      // The product quiz (52) and the safety exam (88); the compliance attempt above is under way.
      averageScore: 70,
      attemptCount: 4,
    });
    const yuanshan = await callApi(
      t.app,
      examRecordApi.collect,
      { isShowErrTip: false },
      { token: c.learnerYuanshan },
    );
    expect(yuanshan.data).toMatchObject({ totalCount: 2, passedCount: 0, averageScore: 45, attemptCount: 1 });
    const lecturer = await callApi(t.app, examRecordApi.collect, {}, { token: c.lecturer });
    expect(lecturer.data).toMatchObject({ totalCount: 0, averageScore: null, attemptCount: 0 });
  });

  it('counts one exam’s takers: assigned, started, handed in', async () => {
    const product = await examRow(t, tenant, EXAMS.product);
    const safety = await examRow(t, tenant, EXAMS.safety);
    const count = (examId: string, token = c.learner) =>
      callApi(t.app, examRecordApi.takerCount, { examId }, { token });
    expect((await count(product.id)).data).toEqual({ assignedCount: 4, startedCount: 3, handedInCount: 3 });
    expect((await count(safety.id)).data).toEqual({ assignedCount: 6, startedCount: 6, handedInCount: 6 });
    // Only for an exam the caller is assigned.
    expect(await count(product.id, c.admin)).toMatchObject({
      code: Code.error,
      msg: '考试不存在或未分配给您',
    });
    expect((await count('abc')).msg).toBe('考试不是有效的编号');
  });

  it('ranks the company’s exam takers by passes, then mean best mark, sharing equal places', async () => {
    const res = await callApi(t.app, examRecordApi.rank, {}, { token: c.learner });
    expect(res.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 8, totalPage: 1 });
    expect(res.data.list.map((r) => [r.rank, r.name, r.passedCount, r.averageScore])).toEqual([
      [1, '刘洋', 2, 97.5],
      [2, '何静', 2, 93],
      [3, '周敏', 1, 95],
      [4, '吴昊', 1, 94],
      [5, '林晓', 1, 70],
      [6, '郑佳', 1, 66],
      [7, '马超', 0, 48],
      [8, '黄蕾', 0, null],
    ]);
    expect(res.data.list[0]).toMatchObject({ department: '市场部', userId: expect.stringMatching(/^\d+$/) });
    const second = await callApi(
      t.app,
      examRecordApi.rank,
      { pageCurrent: 2, pageSize: 3 },
      { token: c.learner },
    );
    expect(second.data.list.map((r) => r.name)).toEqual(['吴昊', '林晓', '郑佳']);
    // Another company of the same learner, another tenant.
    const yuanshan = await callApi(t.app, examRecordApi.rank, {}, { token: c.learnerYuanshan });
    expect(yuanshan.data.list.map((r) => [r.rank, r.name, r.passedCount, r.averageScore])).toEqual([
      [1, '林晓', 0, 45],
    ]);
    const other = await callApi(t.app, examRecordApi.rank, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data.list.map((r) => r.name)).toEqual(['韩东']);
    expect((await callApi(t.app, examRecordApi.rank, { pageSize: 0 }, { token: c.learner })).msg).toBe(
      '每页条数不足长度或取值下限（最小 1）',
    );
  });

  it('ranks one exam by best mark, then the shorter time, with the caller’s own place', async () => {
    const safety = await examRow(t, tenant, EXAMS.safety);
    // 吴昊 handed in ten minutes sooner than 何静 with the same 94.
    const wu = await userId(t.db, tenant, '13800000103');
    await t.db
      .update(examAttempt)
      .set({ finishTime: sql`${examAttempt.finishTime} - interval '10 minutes'` })
      .where(
        and(eq(examAttempt.tenantId, tenant), eq(examAttempt.userId, wu), eq(examAttempt.examId, safety.id)),
      );
    const res = await callApi(
      t.app,
      examRecordApi.examRank,
      { examId: safety.id, size: 3 },
      { token: c.learner },
    );
    expect(res.data.totalCount).toBe(6);
    expect(res.data.list.map((r) => [r.rank, r.name, r.score, r.usedSeconds])).toEqual([
      [1, '刘洋', 100, 55 * 60],
      [2, '吴昊', 94, 45 * 60],
      [3, '何静', 94, 55 * 60],
    ]);
    expect(res.data.mine).toMatchObject({ rank: 4, name: '林晓', score: 88 });
    expect(res.data.list[0]?.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const all = await callApi(t.app, examRecordApi.examRank, { examId: safety.id }, { token: c.learner });
    expect(all.data.list.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);

    // Before any mark the caller has no place.
    const compliance = await examRow(t, tenant, EXAMS.compliance);
    const none = await callApi(
      t.app,
      examRecordApi.examRank,
      { examId: compliance.id },
      { token: c.learner },
    );
    expect(none.data).toEqual({ list: [], mine: null, totalCount: 0 });
    const notMine = await callApi(t.app, examRecordApi.examRank, { examId: safety.id }, { token: c.admin });
    expect(notMine).toMatchObject({ code: Code.error, msg: '考试不存在或未分配给您' });
    expect(
      (await callApi(t.app, examRecordApi.examRank, { examId: safety.id, size: 101 }, { token: c.learner }))
        .msg,
    ).toBe('名次数量超出长度或取值上限（最大 100）');
  });

  it('lists "my exams" by status tab and name, with the rules of each', async () => {
    const page = (body: Record<string, unknown>) =>
      callApi(t.app, examTaskApi.page, body, { token: c.learner }).then((r) => {
        expect(r.code).toBe(Code.ok);
        return r.data;
      });
    const all = await page({});
    expect(all.totalCount).toBe(9);
    expect(all.list[0]).toMatchObject({ examName: EXAMS.product, attemptLimit: 3, attemptsUsed: 1 });
    expect((await page({ examStatusList: [2] })).list.map((r) => r.examName)).toEqual([EXAMS.safety]);
    expect((await page({ examName: '信息安全' })).list.map((r) => r.examName)).toEqual([
      EXAMS.proctored,
      EXAMS.infosec,
    ]);
    // Wildcards are matched literally.
    expect((await page({ examName: '%' })).totalCount).toBe(0);
    expect((await page({ examName: ' ', examStatusList: [5] })).list.map((r) => r.examName)).toEqual([
      EXAMS.secrecy,
    ]);
    const bad = await callApi(t.app, examTaskApi.page, { examName: 'x'.repeat(51) }, { token: c.learner });
    expect(bad.msg).toBe('考试名称超出长度或取值上限（最大 50）');
  });

  it('exports "my exams" to a file in the download records, in the reader’s language', async () => {
    const safety = await examRow(t, tenant, EXAMS.safety);
    // A name a spreadsheet would run as a formula is written as text.
    await t.db
      .update(exam)
      .set({ examName: '=HYPERLINK("http://x","安全")' })
      .where(and(eq(exam.tenantId, tenant), eq(exam.id, safety.id)));
    const res = await callApi(
      t.app,
      examTaskApi.export,
      { examStatusList: [2, 5] },
      { token: c.learner, lang: 'en' },
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ exportStatus: ExportStatus.ready });
    expect(res.data.fileName).toMatch(/^My exams-\d{14}\.csv$/);
    const list = await callApi(t.app, exportApi.page, {}, { token: c.learner });
    expect(list.data.list[0]).toEqual(res.data);
    const link = await callApi(t.app, exportApi.downloadUrl, { id: res.data.id }, { token: c.learner });
    const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(res.data.fileSize);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Exam,Exam window,Duration (minutes),Total score,Pass score,Status,Best score,Attempts taken,Attempts left',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([EXAMS.secrecy, `"'=HYPERLINK(""http://x""`]);
    expect(lines[1]).toContain(',40,100,60,Absent,,0,0');
    const zh = await callApi(t.app, examTaskApi.export, {}, { token: c.learner });
    expect(zh.data.fileName).toMatch(/^我的考试-\d{14}\.csv$/);
    expect((await callApi(t.app, exportApi.page, {}, { token: c.learner })).data.totalCount).toBe(8);
    expect(
      (await callApi(t.app, examTaskApi.export, { examStatusList: [0] }, { token: c.learner })).msg,
    ).toBe('考试状态格式不正确');
  });
});
