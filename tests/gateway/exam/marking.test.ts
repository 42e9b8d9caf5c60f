import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExamStatus, examRecordApi } from '../../../contract/exam';
import { examPaperApi, type ResultProblem } from '../../../contract/exam-paper';
import { examProblem } from '../../../gateway/db/schema-exam';
import { earnedFor, hasText, normaliseBlank, scorePaper } from '../../../gateway/modules/exam/scoring';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { EXAMS, answerable, attemptRow, examRow, startExam } from './support';

describe('automatic marking rules', () => {
  const q = (problemType: number, answerKey: string[][], score = 6) => ({
    id: '1',
    parentId: null,
    problemType,
    score,
    answerKey,
  });

  it('marks choices exactly: one key, or the whole set in any order', () => {
    expect(earnedFor(q(1, [['B']]), ['B'])).toBe(6);
    expect(earnedFor(q(1, [['B']]), ['A'])).toBe(0);
    expect(earnedFor(q(1, [['B']]), [])).toBe(0);
    expect(earnedFor(q(3, [['F']]), ['F'])).toBe(6);
    expect(earnedFor(q(2, [['A', 'C']]), ['C', 'A'])).toBe(6);
    expect(earnedFor(q(2, [['A', 'C']]), ['A'])).toBe(0);
    expect(earnedFor(q(2, [['A', 'C']]), ['A', 'B', 'C'])).toBe(0);
    expect(earnedFor(q(2, [['A', 'C']]), [])).toBe(0);
    expect(earnedFor(q(2, [['A', 'C']]), undefined)).toBe(0);
  });

  it('marks fill-in blank by blank: trimmed, any case, full-width forms, any accepted alternative', () => {
    const fill = q(4, [['V5', 'v5.0'], ['2025']], 10);
    expect(earnedFor(fill, [' v5 ', '２０２５'])).toBe(10);
    expect(earnedFor(fill, ['V5.0', '2024'])).toBe(5);
    expect(earnedFor(fill, ['', '2025'])).toBe(5);
    expect(earnedFor(q(4, [['a'], ['b'], ['c']], 10), ['a', 'x', 'x'])).toBe(3.3);
    expect(normaliseBlank('  ＡＢＣ ')).toBe('abc');
  });

  it('leaves short answers with text for a person, and sums a paper without composite parents', () => {
    expect(earnedFor(q(5, []), ['<p>答案</p>'])).toBeNull();
    expect(earnedFor(q(5, []), ['<p> &nbsp;</p>'])).toBe(0);
    expect(hasText('<p><br></p>')).toBe(false);
    const paper = [
      { ...q(6, [], 0), id: 'c' },
      { ...q(1, [['A']], 5), id: 'c1', parentId: 'c' },
      { ...q(5, [], 10), id: 'c2', parentId: 'c' },
      { ...q(3, [['T']], 2), id: 't' },
    ];
    const result = scorePaper(
      paper,
      new Map([
        ['c1', ['A']],
        ['c2', ['文字']],
        ['t', ['F']],
      ]),
    );
    expect(result).toEqual({
      earned: new Map<string, number | null>([
        ['c1', 5],
        ['c2', null],
        ['t', 0],
      ]),
      autoScore: 5,
      pending: 1,
    });
  });
});

describe.each(dialects())('handing in and marking (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    tenant = c.refs.tenant1;
  });
  afterAll(() => t.close());

  const status = async (name: string) => {
    const page = await callApi(t.app, examRecordApi.page, { pageSize: 100 }, { token: c.learner });
    const row = page.data.list.find((r) => r.examName === name);
    return row ? [row.examStatus, row.attemptsLeft, row.score] : null;
  };
  const flat = (list: ResultProblem[]): ResultProblem[] =>
    list.flatMap((p) => (p.problemType === 6 ? [p, ...p.children] : [p]));

  it('marks every question type, and waits for a person when a short answer has text', async () => {
    const compliance = await examRow(t, tenant, EXAMS.compliance);
    const view = await startExam(t, c.learner, compliance.id);
    const qs = answerable(view);
    expect(qs.map((p) => p.problemType)).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 1, 2, 4]);
    const given: (string[] | null)[] = [
      ['B'], // right
      ['C'], // wrong
      ['B'],
      null, // unanswered
      ['A', 'B', 'C'],
      ['A', 'B'], // part of the set: nothing
      ['C', 'B', 'A'], // the set in another order
      ['F'],
      ['F'], // wrong
      ['F'],
      ['T'],
      [' 119 ', '１２０'], // spaces and full-width digits
      ['扑救初期火灾', '组织人员疏散逃生', '错'], // an alternative, the first form, a wrong one: 2 of 3
      ['<p>严格执行礼品登记制度，<script>alert(1)</script>采购环节主动申报利益冲突。</p>'],
      ['B'],
      ['A', 'B'], // wrong
      ['五'], // the alternative of "5"
    ];
    const answers = qs.flatMap((p, i) => {
      const answer = given[i];
      return answer ? [{ problemId: p.id, answer, seq: i + 1 }] : [];
    });
    const saved = await callApi(
      t.app,
      examPaperApi.saveAnswers,
      { recordId: view.record.id, answers },
      { token: c.learner },
    );
    expect(saved.code).toBe(Code.ok);
    const stored = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    // Short answers are stored sanitised.
    expect(stored.data.answers.find((a) => a.problemId === qs[13]?.id)?.answer).toEqual([
      '<p>严格执行礼品登记制度，采购环节主动申报利益冲突。</p>',
    ]);

    const result = await callApi(
      t.app,
      examPaperApi.finish,
      { recordId: view.record.id, reason: 1 },
      { token: c.learner },
    );
    expect(result.data).toMatchObject({
      autoScore: 53,
      manualScore: null,
      score: null,
      passed: null,
      attemptsLeft: 0,
      // The limit is two: a fail once marked would leave one more attempt.
      attemptsIfFailed: 1,
      showAnswer: 1,
    });
    expect(result.data.record).toMatchObject({ state: 2, finishReason: 1 });
    const problems = flat(result.data.titleList.flatMap((s) => s.problemList));
    const byId = new Map(problems.map((p) => [p.id, p]));
    expect(qs.map((p) => byId.get(p.id)?.earned)).toEqual([
      5,
      0,
      5,
      0,
      6,
      0,
      6,
      3,
      0,
      3,
      3,
      6,
      6,
      null,
      5,
      0,
      5,
    ]);
    const composite = problems.find((p) => p.problemType === 6);
    expect(composite).toMatchObject({ score: 15, earned: 10, correctAnswer: null, answer: [] });
    expect(byId.get(qs[12]?.id ?? '')?.correctAnswer).toEqual([
      '扑救初起火灾 / 扑救初期火灾',
      '组织人员疏散逃生 / 组织疏散逃生',
      '根 / 根部',
    ]);
    expect(byId.get(qs[0]?.id ?? '')?.analysis).toContain('合规部门登记');
    expect(byId.get(qs[13]?.id ?? '')).toMatchObject({ correctAnswer: null, earned: null, comment: null });
    expect(await status(EXAMS.compliance)).toEqual([ExamStatus.awaitingMarking, 0, null]);
    // Waiting for marks, no new attempt may start even though the limit allows two.
    const again = await callApi(t.app, examPaperApi.start, { examId: compliance.id }, { token: c.learner });
    expect(again).toMatchObject({ code: Code.error, msg: '试卷正在阅卷，暂时不能再次考试' });

    // The marker's points make the score; the learner then sees the mark, the comment and the pass.
    const essay = qs[13]?.id ?? '';
    const marked = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: view.record.id, marks: [{ problemId: essay, score: 16, comment: '要点齐全。' }] },
      { token: c.admin },
    );
    expect(marked.data).toMatchObject({ autoScore: 53, manualScore: 16, score: 69, passed: 1 });
    expect(marked.data.record.state).toBe(3);
    expect(marked.data).not.toHaveProperty('attemptsIfFailed');
    const seen = await callApi(t.app, examPaperApi.finishView, { id: view.record.id }, { token: c.learner });
    expect(flat(seen.data.titleList.flatMap((s) => s.problemList)).find((p) => p.id === essay)).toMatchObject(
      {
        earned: 16,
        comment: '要点齐全。',
      },
    );
    expect(await status(EXAMS.compliance)).toEqual([ExamStatus.passed, 0, 69]);
    const row = await attemptRow(t, tenant, view.record.id);
    expect(row).toMatchObject({ state: 3, autoScore: 53, manualScore: 16, score: 69 });

    // Marked papers stay marked.
    const remark = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: view.record.id, marks: [{ problemId: essay, score: 2 }] },
      { token: c.admin },
    );
    expect(remark).toMatchObject({ code: Code.error, msg: '该试卷已完成阅卷' });
  });

  it('keeps an attempt awaiting marking until every short answer is marked', async () => {
    const service = await examRow(t, tenant, EXAMS.service);
    const page = await callApi(t.app, examPaperApi.page, { examId: service.id }, { token: c.learner });
    const attempt = page.data.list[0];
    if (!attempt) throw new Error('seeded attempt missing');
    expect(attempt).toMatchObject({ state: 2, score: null });
    const before = await callApi(t.app, examPaperApi.finishView, { id: attempt.id }, { token: c.learner });
    // This exam hides answers: the result holds the points only.
    expect(before.data).toMatchObject({
      autoScore: 50,
      score: null,
      passed: null,
      showAnswer: 0,
      titleList: [],
      // Its only attempt is used: even a fail leaves nothing to resit.
      attemptsLeft: 0,
      attemptsIfFailed: 0,
    });

    const paper = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: attempt.id, marks: [{ problemId: '1', score: 1 }] },
      { token: c.admin },
    );
    expect(paper).toMatchObject({ code: Code.error, msg: '只能为本试卷的简答题评分' });

    const essays = await essayIds(service.id);
    const first = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: attempt.id, marks: [{ problemId: essays[0] ?? '', score: 15 }] },
      { token: c.admin },
    );
    // The marker sees the whole paper with answers, whatever the exam shows learners.
    expect(first.data).toMatchObject({ score: null, passed: null, manualScore: null });
    expect(first.data.record.state).toBe(2);
    expect(first.data.titleList).toHaveLength(3);
    const tooMany = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: attempt.id, marks: [{ problemId: essays[1] ?? '', score: 20.5 }] },
      { token: c.admin, lang: 'en' },
    );
    expect(tooMany).toMatchObject({
      code: Code.error,
      msg: "A mark cannot exceed the question's points (20)",
    });
    const second = await callApi(
      t.app,
      examPaperApi.mark,
      { recordId: attempt.id, marks: [{ problemId: essays[1] ?? '', score: 18, comment: '条理清楚' }] },
      { token: c.admin },
    );
    expect(second.data).toMatchObject({ autoScore: 50, manualScore: 33, score: 83, passed: 1 });
    expect(await status(EXAMS.service)).toEqual([ExamStatus.passed, 0, 83]);
  });

  const essayIds = async (examId: string) =>
    (
      await t.db
        .select({ id: examProblem.id })
        .from(examProblem)
        .where(
          and(
            eq(examProblem.tenantId, tenant),
            eq(examProblem.examId, examId),
            eq(examProblem.problemType, 5),
          ),
        )
        .orderBy(asc(examProblem.sort))
    ).map((r) => r.id);

  it('marks only handed-in papers of the company, as an administrator, within each question’s points', async () => {
    const proctored = await examRow(t, tenant, EXAMS.proctored);
    const open = await startExam(t, c.learner, proctored.id);
    const call = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      callApi(t.app, examPaperApi.mark, body, { token, lang });
    const marks = [{ problemId: '1', score: 1 }];
    expect((await call(c.learner, { recordId: open.record.id, marks })).code).toBe(Code.noPermission);
    expect(await call(c.admin, { recordId: open.record.id, marks })).toMatchObject({
      code: Code.error,
      msg: '试卷尚未交卷',
    });
    expect(await call(c.admin, { recordId: '99999999', marks })).toMatchObject({ msg: '考试记录不存在' });
    expect(await call(c.admin, { recordId: open.record.id, marks: [] })).toMatchObject({
      msg: '评分不足长度或取值下限（最小 1）',
    });
    expect(
      await call(c.admin, { recordId: open.record.id, marks: [{ problemId: '1', score: -1 }] }),
    ).toMatchObject({ msg: '分数不足长度或取值下限（最小 0）' });
    expect(
      await call(c.admin, {
        recordId: open.record.id,
        marks: [{ problemId: '1', score: 1, comment: 'x'.repeat(2001) }],
      }),
    ).toMatchObject({ msg: '评语超出长度或取值上限（最大 2000）' });
    expect(await call(c.admin, { marks }, 'en')).toMatchObject({ msg: 'Exam record is required' });
  });
});
