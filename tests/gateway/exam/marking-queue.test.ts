import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExamStatus, examRecordApi } from '../../../contract/exam';
import { examPaperApi } from '../../../contract/exam-paper';
import { enterpriseMember } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { EXAMS, examRow } from './support';

describe.each(dialects())('the back office marking queue (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    tenant = c.refs.tenant1;
  });
  afterAll(() => t.close());

  const seededAttempt = async () => {
    const service = await examRow(t, tenant, EXAMS.service);
    const page = await callApi(t.app, examPaperApi.markPage, {}, { token: c.admin });
    const item = page.data.list.find((r) => r.examId === service.id);
    if (!item) throw new Error('the seeded attempt is not in the queue');
    return item;
  };

  it('lists the company’s attempts awaiting marking with the member and what is left to mark', async () => {
    const page = await callApi(t.app, examPaperApi.markPage, {}, { token: c.admin });
    expect(page.code).toBe(Code.ok);
    expect(page.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 1, totalPage: 1 });
    expect(page.data.list[0]).toMatchObject({
      examName: EXAMS.service,
      userName: '林晓',
      empNo: 'E0001',
      toMark: 2,
    });
    expect(page.data.list[0]?.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows one attempt’s short answers with the question, the reference answer and the points', async () => {
    const item = await seededAttempt();
    const view = await callApi(t.app, examPaperApi.markView, { id: item.id }, { token: c.admin });
    expect(view.code).toBe(Code.ok);
    expect(view.data).toMatchObject({ userName: '林晓', empNo: 'E0001', autoScore: 50 });
    expect(view.data.record).toMatchObject({ state: 2, examName: EXAMS.service, passScore: 60 });
    expect(view.data.questions).toHaveLength(2);
    expect(view.data.questions[0]).toMatchObject({
      problemContent: '<p>请简述处理客户投诉的基本步骤。</p>',
      material: null,
      score: 20,
      earned: null,
      comment: null,
    });
    expect(view.data.questions[0]?.reference).toContain('倾听记录');
    expect(view.data.questions[0]?.answer).toContain('先耐心倾听并记录客户的问题');
  });

  it('refuses points beyond a question’s maximum, and marking everything settles the attempt', async () => {
    const item = await seededAttempt();
    const view = await callApi(t.app, examPaperApi.markView, { id: item.id }, { token: c.admin });
    const [first, second] = view.data.questions;
    if (!first || !second) throw new Error('two short answers expected');
    const tooHigh = await callApi(
      t.app,
      examPaperApi.mark,
      {
        recordId: item.id,
        marks: [
          { problemId: first.id, score: 12 },
          { problemId: second.id, score: 21 },
        ],
      },
      { token: c.admin, lang: 'en' },
    );
    expect(tooHigh).toMatchObject({
      code: Code.error,
      msg: "A mark cannot exceed the question's points (20)",
    });
    // Nothing of a refused call is kept.
    const still = await callApi(t.app, examPaperApi.markView, { id: item.id }, { token: c.admin });
    expect(still.data.questions.map((q) => q.earned)).toEqual([null, null]);

    const marked = await callApi(
      t.app,
      examPaperApi.mark,
      {
        recordId: item.id,
        marks: [
          { problemId: first.id, score: 16, comment: '步骤完整' },
          { problemId: second.id, score: 14.5 },
        ],
      },
      { token: c.admin },
    );
    expect(marked.data).toMatchObject({ autoScore: 50, manualScore: 30.5, score: 80.5, passed: 1 });
    const queue = await callApi(t.app, examPaperApi.markPage, {}, { token: c.admin });
    expect(queue.data.totalCount).toBe(0);
    const after = await callApi(t.app, examPaperApi.markView, { id: item.id }, { token: c.admin });
    expect(after.data.record.state).toBe(3);
    expect(after.data.questions.map((q) => [q.earned, q.comment])).toEqual([
      [16, '步骤完整'],
      [14.5, null],
    ]);
    // The learner's exam list says passed, with the score.
    const mine = await callApi(t.app, examRecordApi.page, { pageSize: 100 }, { token: c.learner });
    expect(mine.data.list.find((r) => r.examName === EXAMS.service)).toMatchObject({
      examStatus: ExamStatus.passed,
      score: 80.5,
    });
  });
});

describe.each(dialects())('who may see the marking queue (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    const page = await callApi(t.app, examPaperApi.markPage, {}, { token: c.admin });
    recordId = page.data.list[0]?.id ?? '';
    expect(recordId).not.toBe('');
  });
  afterAll(() => t.close());

  /** A member made administrator of their company, with a token for it. */
  const promote = async (who: {
    tenantId: string;
    userId: string;
    enterpriseId: string;
    websiteId: string;
  }) => {
    await t.db
      .update(enterpriseMember)
      .set({ isAdmin: 1 })
      .where(
        and(
          eq(enterpriseMember.tenantId, who.tenantId),
          eq(enterpriseMember.enterpriseId, who.enterpriseId),
          eq(enterpriseMember.userId, who.userId),
        ),
      );
    return tokenFor(t, who);
  };

  it('answers 306 to a learner on every marking call', async () => {
    const marks = [{ problemId: '1', score: 1 }];
    expect((await callApi(t.app, examPaperApi.markPage, {}, { token: c.learner })).code).toBe(
      Code.noPermission,
    );
    expect((await callApi(t.app, examPaperApi.markView, { id: recordId }, { token: c.learner })).code).toBe(
      Code.noPermission,
    );
    expect((await callApi(t.app, examPaperApi.mark, { recordId, marks }, { token: c.learner })).code).toBe(
      Code.noPermission,
    );
    expect((await callApi(t.app, examPaperApi.markPage, {})).code).toBe(Code.tokenExpired);
  });

  it('never lists or opens another company’s or tenant’s attempts', async () => {
    const { refs } = c;
    const yuanshanAdmin = await promote({
      tenantId: refs.tenant1,
      userId: refs.learner.id,
      enterpriseId: refs.yuanshan.id,
      websiteId: refs.localhost.id,
    });
    const otherTenantAdmin = await promote({
      tenantId: refs.tenant2,
      userId: refs.otherUser.id,
      enterpriseId: refs.beichen.id,
      websiteId: refs.other.id,
    });
    const asks = [
      { token: yuanshanAdmin, host: 'localhost' },
      { token: otherTenantAdmin, host: 'other.localhost' },
    ];
    for (const who of asks) {
      const page = await callApi(t.app, examPaperApi.markPage, {}, who);
      expect(page.code).toBe(Code.ok);
      expect(page.data.list.map((r) => r.id)).not.toContain(recordId);
      expect(await callApi(t.app, examPaperApi.markView, { id: recordId }, who)).toMatchObject({
        code: Code.error,
        msg: '考试记录不存在',
      });
      const marks = [{ problemId: '1', score: 1 }];
      expect(await callApi(t.app, examPaperApi.mark, { recordId, marks }, who)).toMatchObject({
        code: Code.error,
        msg: '考试记录不存在',
      });
    }
    // Still waiting for its own company's marker.
    const view = await callApi(t.app, examPaperApi.markView, { id: recordId }, { token: c.admin });
    expect(view.data.record.state).toBe(2);
  });

  it('validates requests with localised 999s', async () => {
    expect(
      await callApi(t.app, examPaperApi.markView, { id: 'abc' }, { token: c.admin, lang: 'en' }),
    ).toMatchObject({ code: Code.error, msg: expect.stringMatching(/^Id/) as unknown as string });
    expect(
      await callApi(t.app, examPaperApi.markPage, { pageSize: 101 }, { token: c.admin, lang: 'zh' }),
    ).toMatchObject({ code: Code.error });
    expect(
      await callApi(
        t.app,
        examPaperApi.mark,
        { recordId, marks: [{ problemId: '1', score: 'ten' }] },
        { token: c.admin, lang: 'en' },
      ),
    ).toMatchObject({ code: Code.error });
  });
});
