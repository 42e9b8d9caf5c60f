import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExamStatus, examRecordApi } from '../../../contract/exam';
import { examPaperApi } from '../../../contract/exam-paper';
import { FinishReason, SAVE_GRACE_MS } from '../../../contract/exam-paper.routes';
import { examAttempt } from '../../../gateway/db/schema';
import { examAttemptAnswer } from '../../../gateway/db/schema-exam';
import { formatDateTime } from '../../../gateway/http/time';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import {
  EXAMS,
  MINUTE_MS,
  answerable,
  attemptRow,
  eventsOf,
  examRow,
  rightAnswers,
  startExam,
} from './support';

describe.each(dialects())('taking an exam (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  let tenant: string;
  const ids: Record<keyof typeof EXAMS, string> = {} as Record<keyof typeof EXAMS, string>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    start = t.clock.now();
    tenant = c.refs.tenant1;
    for (const [key, name] of Object.entries(EXAMS)) {
      ids[key as keyof typeof EXAMS] = (await examRow(t, tenant, name)).id;
    }
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const save = (token: string, recordId: string, answers: unknown[], lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, examPaperApi.saveAnswers, { recordId, answers }, { token, lang });
  const event = (token: string, recordId: string, type: string, seq: number) =>
    callApi(
      t.app,
      examPaperApi.saveEvent,
      { recordId, type, seq, clientTime: t.clock.now().getTime() },
      { token },
    );
  const status = async (name: string) => {
    const page = await callApi(t.app, examRecordApi.page, { pageSize: 100 }, { token: c.learner });
    const row = page.data.list.find((r) => r.examName === name);
    return row ? [row.examStatus, row.attemptsLeft, row.score] : null;
  };

  it('starts inside the window with the server clock and a paper without answers, and continues it', async () => {
    const view = await startExam(t, c.learner, ids.compliance);
    const now = t.clock.now().getTime();
    expect(view.serverNow).toBe(now);
    expect(view.deadlineAt).toBe(now + 40 * MINUTE_MS);
    expect(view.record).toMatchObject({
      examId: ids.compliance,
      examName: EXAMS.compliance,
      state: 1,
      finishTime: null,
      finishReason: null,
      switchCount: 0,
      switchLimit: 0,
      lastSeq: 0,
      totalScore: 100,
      passScore: 60,
    });
    expect(view.answers).toEqual([]);
    const sections = view.paper.titleList;
    expect(sections.map((s) => s.title.slice(0, 2))).toEqual([
      '一、',
      '二、',
      '三、',
      '四、',
      '五、',
      '六、',
    ]);
    expect(sections.map((s) => s.problemList.map((p) => p.problemType))).toEqual([
      [1, 1, 1, 1],
      [2, 2, 2],
      [3, 3, 3, 3],
      [4, 4],
      [5],
      [6],
    ]);
    const composite = sections[5]?.problemList[0];
    expect(composite?.children.map((p) => [p.problemType, p.score])).toEqual([
      [1, 5],
      [2, 5],
      [4, 5],
    ]);
    expect(composite?.score).toBe(15);
    expect(sections[3]?.problemList.map((p) => p.blankCount)).toEqual([2, 3]);
    expect(sections[2]?.problemList[0]?.options).toEqual([
      { optionKey: 'T', content: '' },
      { optionKey: 'F', content: '' },
    ]);
    expect(sections[0]?.problemList[0]?.options.map((o) => o.optionKey)).toEqual(['A', 'B', 'C', 'D']);
    // Nothing that gives answers away.
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/correctAnswer|answerKey|analysis/);
    expect(text).not.toContain('扑救初期火灾');

    const first = answerable(view)[0];
    if (!first) throw new Error('no question');
    expect(
      (await save(c.learner, view.record.id, [{ problemId: first.id, answer: ['B'], seq: 1 }])).code,
    ).toBe(Code.ok);
    t.clock.advance(MINUTE_MS);
    // Starting again continues the same attempt, with its answers and the same deadline.
    const again = await startExam(t, c.learner, ids.compliance);
    expect(again.record.id).toBe(view.record.id);
    expect(again.deadlineAt).toBe(view.deadlineAt);
    expect(again.serverNow).toBe(now + MINUTE_MS);
    expect(again.answers).toEqual([{ problemId: first.id, answer: ['B'], seq: 1 }]);
    expect(again.record.lastSeq).toBe(1);
    const current = await callApi(
      t.app,
      examPaperApi.current,
      { examId: ids.compliance },
      { token: c.learner },
    );
    expect(current.data).toEqual({ recordId: view.record.id });
    const viewed = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(viewed.data.answers).toEqual(again.answers);
  });

  it('ends the deadline at the close of the window when that comes first', async () => {
    const onboarding = await examRow(t, tenant, EXAMS.onboarding);
    t.clock.set(new Date(onboarding.endTime.getTime() - 10 * MINUTE_MS));
    const token = (await callers(t)).learner;
    const view = await startExam(t, token, ids.onboarding);
    expect(view.deadlineAt).toBe(onboarding.endTime.getTime());
    expect(view.deadlineAt - view.serverNow).toBe(10 * MINUTE_MS);
  });

  it('refuses to start before or after the window, and exams that are not the caller’s', async () => {
    const refuse = async (examId: string, token: string, msg: string) => {
      const res = await callApi(t.app, examPaperApi.start, { examId }, { token });
      expect(res).toMatchObject({ code: Code.error, msg, data: null });
    };
    await refuse(ids.infosec, c.learner, '考试尚未开始');
    await refuse(ids.secrecy, c.learner, '考试已结束');
    // The administrator is not assigned the compliance exam; the same learner in another company, another
    // tenant's user and an id that does not exist all read as unknown.
    await refuse(ids.compliance, c.admin, '考试不存在或未分配给您');
    await refuse(ids.compliance, c.learnerYuanshan, '考试不存在或未分配给您');
    await refuse('999999999', c.learner, '考试不存在或未分配给您');
    const beichen = await examRow(t, c.refs.tenant2, '物流安全考试');
    await refuse(beichen.id, c.learner, '考试不存在或未分配给您');
    const en = await callApi(
      t.app,
      examPaperApi.start,
      { examId: ids.infosec },
      { token: c.learner, lang: 'en' },
    );
    expect(en.msg).toBe('The exam has not started yet');
  });

  it('keeps saves after the deadline within the grace, refuses later ones and hands the paper in', async () => {
    const view = await startExam(t, c.learner, ids.fireQuick);
    expect(view.deadlineAt - view.serverNow).toBe(MINUTE_MS);
    const [q1, q2] = answerable(view);
    if (!q1 || !q2) throw new Error('no questions');
    t.clock.set(new Date(view.deadlineAt + SAVE_GRACE_MS - 1_000));
    const late = await save(c.learner, view.record.id, [{ problemId: q1.id, answer: ['A'], seq: 1 }]);
    expect(late).toMatchObject({ code: Code.ok, data: { lastSeq: 1, deadlineAt: view.deadlineAt } });
    expect(late.data.serverNow).toBe(view.deadlineAt + 4_000);

    t.clock.set(new Date(view.deadlineAt + SAVE_GRACE_MS + 1_000));
    const tooLate = await save(c.learner, view.record.id, [{ problemId: q2.id, answer: ['B'], seq: 2 }]);
    expect(tooLate).toMatchObject({ code: Code.error, msg: '考试时间已到', data: null });
    const row = await attemptRow(t, tenant, view.record.id);
    expect(row).toMatchObject({ state: 3, finishReason: FinishReason.closedByServer, score: 0, lastSeq: 1 });
    expect(row.finishTime?.getTime()).toBe(view.deadlineAt);
    // The refused save changed nothing; a finished attempt refuses the same way, in English too.
    const stored = await t.db
      .select({ problemId: examAttemptAnswer.problemId })
      .from(examAttemptAnswer)
      .where(and(eq(examAttemptAnswer.tenantId, tenant), eq(examAttemptAnswer.attemptId, view.record.id)));
    expect(stored.map((s) => s.problemId)).toEqual([q1.id]);
    const en = await save(c.learner, view.record.id, [{ problemId: q2.id, answer: ['B'], seq: 3 }], 'en');
    expect(en).toMatchObject({ code: Code.error, msg: 'The examination time has come to an end' });
    const viewed = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(viewed.data.record).toMatchObject({
      state: 3,
      finishReason: 4,
      finishTime: formatDateTime(new Date(view.deadlineAt)),
    });
    expect(await status(EXAMS.fireQuick)).toEqual([ExamStatus.canResit, 2, 0]);
  });

  it('hands in an abandoned attempt when it is next read, at its deadline with what was saved', async () => {
    const view = await startExam(t, c.learner, ids.fireQuick);
    const keys = await rightAnswers(t, tenant, view);
    expect(
      (
        await save(
          c.learner,
          view.record.id,
          keys.slice(0, 2).map((a, i) => ({ ...a, seq: i + 1 })),
        )
      ).code,
    ).toBe(Code.ok);
    t.clock.set(new Date(view.deadlineAt + SAVE_GRACE_MS + 1));
    const read = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(read.data.record).toMatchObject({ state: 3, finishReason: 4 });
    expect(read.data.record.finishTime).toBe(formatDateTime(new Date(view.deadlineAt)));
    const result = await callApi(
      t.app,
      examPaperApi.finishView,
      { id: view.record.id },
      { token: c.learner },
    );
    // The two single-choice questions (3 points each) were saved right: 6 of 10, the pass score.
    expect(result.data).toMatchObject({ autoScore: 6, score: 6, passed: 1, attemptsLeft: 0, showAnswer: 1 });
    const events = await eventsOf(t, tenant, view.record.id);
    expect(events.map((e) => e.type)).toEqual(['start', 'save', 'finish']);
    expect(events[2]?.detail).toEqual({ reason: 4, by: null });
    expect(await status(EXAMS.fireQuick)).toEqual([ExamStatus.passed, 0, 6]);
    expect(
      (await callApi(t.app, examPaperApi.start, { examId: ids.fireQuick }, { token: c.learner })).msg,
    ).toBe('您已通过该考试，无需再考');
  });

  it('stores each answer by its highest sequence number: retries and late arrivals change nothing', async () => {
    const view = await startExam(t, c.learner, ids.proctored);
    const single = answerable(view).find((p) => p.problemType === 1);
    const multi = answerable(view).find((p) => p.problemType === 2);
    if (!single || !multi) throw new Error('no questions');
    const put = (answer: string[], seq: number) =>
      save(c.learner, view.record.id, [{ problemId: single.id, answer, seq }]);
    expect((await put(['A'], 5)).data.lastSeq).toBe(5);
    // An older save arriving late, and a retry of the same number with something else, are ignored.
    expect((await put(['B'], 3)).data.lastSeq).toBe(5);
    expect((await put(['C'], 5)).data.lastSeq).toBe(5);
    let viewed = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(viewed.data.answers).toEqual([{ problemId: single.id, answer: ['A'], seq: 5 }]);
    expect(viewed.data.record.lastSeq).toBe(5);
    expect((await put(['D'], 6)).data.lastSeq).toBe(6);
    // Multiple choices are stored in option order; a save carrying one question twice keeps the newer.
    const both = await save(c.learner, view.record.id, [
      { problemId: multi.id, answer: ['C', 'A'], seq: 8 },
      { problemId: multi.id, answer: ['B'], seq: 7 },
    ]);
    expect(both.data.lastSeq).toBe(8);
    viewed = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(viewed.data.answers).toEqual(
      expect.arrayContaining([
        { problemId: single.id, answer: ['D'], seq: 6 },
        { problemId: multi.id, answer: ['A', 'C'], seq: 8 },
      ]),
    );
    const events = await eventsOf(t, tenant, view.record.id);
    expect(events.filter((e) => e.type === 'save')).toHaveLength(5);
  });

  it('is safe under many concurrent saves of one attempt', async () => {
    const view = await startExam(t, c.learner, ids.proctored);
    const problems = answerable(view).filter((p) => p.problemType === 1 || p.problemType === 3);
    const saves = Array.from({ length: 40 }, (_, i) => {
      const p = problems[i % problems.length];
      if (!p) throw new Error('no question');
      const key = p.problemType === 3 ? (i % 2 === 0 ? 'T' : 'F') : ['A', 'B', 'C', 'D'][i % 4];
      return { problemId: p.id, answer: [key ?? 'A'], seq: 100 + i };
    });
    const results = await Promise.all(saves.map((s) => save(c.learner, view.record.id, [s])));
    expect(results.every((r) => r.code === Code.ok)).toBe(true);
    const viewed = await callApi(t.app, examPaperApi.view, { id: view.record.id }, { token: c.learner });
    expect(viewed.data.record.lastSeq).toBe(139);
    // Each question keeps the answer of its highest sequence number, whatever order the saves ran in.
    for (const p of problems) {
      const newest = saves.filter((s) => s.problemId === p.id).sort((a, b) => b.seq - a.seq)[0];
      expect(viewed.data.answers.find((a) => a.problemId === p.id)).toEqual(newest);
    }
    const events = await eventsOf(t, tenant, view.record.id);
    expect(events.filter((e) => e.type === 'save').length).toBeGreaterThanOrEqual(40);
  });

  it('creates one attempt when starts race, and uses up the attempts allowed', async () => {
    const views = await Promise.all(
      Array.from({ length: 6 }, () =>
        callApi(t.app, examPaperApi.start, { examId: ids.product }, { token: c.learner }),
      ),
    );
    expect(views.map((v) => v.code)).toEqual(Array(6).fill(Code.ok));
    expect(new Set(views.map((v) => v.data.record.id)).size).toBe(1);
    const [open] = await t.db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(examAttempt)
      .where(
        and(eq(examAttempt.tenantId, tenant), eq(examAttempt.examId, ids.product), sql`finish_time is null`),
      );
    expect(open?.n).toBe(1);
    const first = views[0]?.data.record.id ?? '';
    expect(await status(EXAMS.product)).toEqual([ExamStatus.canResit, 1, 52]);
    // Handed in empty: failed, one attempt left (the seed holds the first).
    const result = await callApi(
      t.app,
      examPaperApi.finish,
      { recordId: first, reason: 1 },
      { token: c.learner },
    );
    expect(result.data).toMatchObject({ score: 0, passed: 0, attemptsLeft: 1 });
    expect(result.data.record).toMatchObject({ state: 3, finishReason: 1 });
    // A save to the handed-in attempt (whose start this process remembers) is refused and changes nothing.
    const refusedSave = await save(c.learner, first, [
      {
        problemId: answerable(views[0]?.data ?? { paper: { titleList: [] } })[0]?.id ?? '1',
        answer: ['A'],
        seq: 1,
      },
    ]);
    expect(refusedSave).toMatchObject({ code: Code.error, msg: '考试时间已到' });
    expect((await attemptRow(t, tenant, first)).finishReason).toBe(1);
    // Handing in again answers the same result.
    const again = await callApi(
      t.app,
      examPaperApi.finish,
      { recordId: first, reason: 2 },
      { token: c.learner },
    );
    expect(again.data.record).toEqual(result.data.record);
    const third = await startExam(t, c.learner, ids.product);
    await callApi(t.app, examPaperApi.finish, { recordId: third.record.id, reason: 1 }, { token: c.learner });
    expect(await status(EXAMS.product)).toEqual([ExamStatus.failed, 0, 52]);
    const refused = await callApi(t.app, examPaperApi.start, { examId: ids.product }, { token: c.learner });
    expect(refused).toMatchObject({ code: Code.error, msg: '考试次数已用完' });
    const page = await callApi(
      t.app,
      examPaperApi.page,
      { examId: ids.product, pageSize: 2 },
      { token: c.learner },
    );
    expect(page.data).toMatchObject({ totalCount: 3, totalPage: 2 });
    expect(page.data.list.map((r) => r.id)).toEqual([third.record.id, first]);
  });

  it('counts a switch once per sequence number and hands the paper in beyond the limit', async () => {
    const tokens = await callers(t);
    const view = await startExam(t, tokens.learner, ids.proctored);
    // The attempt of the earlier tests was continued; a fresh limit shows on every answer.
    const id = view.record.id;
    const base = view.record.lastSeq;
    let res = await event(tokens.learner, id, 'switch', base + 1);
    expect(res.data).toMatchObject({ switchCount: 1, switchLimit: 2, state: 1 });
    res = await event(tokens.learner, id, 'switch', base + 1);
    expect(res.data).toMatchObject({ switchCount: 1, state: 1 });
    res = await event(tokens.learner, id, 'warning', base + 2);
    expect(res.data).toMatchObject({ switchCount: 1, state: 1 });
    res = await event(tokens.learner, id, 'switch', base + 3);
    expect(res.data).toMatchObject({ switchCount: 2, state: 1 });
    res = await event(tokens.learner, id, 'switch', base + 4);
    expect(res.data).toMatchObject({ switchCount: 3, state: 3 });
    expect(res.data.serverNow).toBe(t.clock.now().getTime());
    const row = await attemptRow(t, tenant, id);
    expect(row).toMatchObject({ finishReason: FinishReason.switchLimit, lastSeq: base + 4 });
    // Later reports are answered with the state and not logged.
    res = await event(tokens.learner, id, 'online', base + 5);
    expect(res.data).toMatchObject({ switchCount: 3, state: 3 });
    const events = await eventsOf(t, tenant, id);
    expect(events.filter((e) => e.type !== 'save').map((e) => [e.type, e.seq])).toEqual([
      ['start', null],
      ['switch', base + 1],
      ['warning', base + 2],
      ['switch', base + 3],
      ['switch', base + 4],
      ['finish', null],
    ]);
    expect(events.at(-1)?.detail).toEqual({ reason: 3, by: c.refs.learner.id });

    // An exam that does not watch switches logs them without counting.
    const compliance = await startExam(t, tokens.learner, ids.compliance);
    res = await event(tokens.learner, compliance.record.id, 'switch', 50);
    expect(res.data).toMatchObject({ switchCount: 0, switchLimit: 0, state: 1 });
    res = await event(tokens.learner, compliance.record.id, 'switch', 51);
    expect(res.data).toMatchObject({ switchCount: 0, state: 1 });
    const logged = await eventsOf(t, tenant, compliance.record.id);
    expect(logged.filter((e) => e.type === 'switch')).toHaveLength(2);
  });

  it('shows the result only once handed in, with answers only when the exam shows them', async () => {
    const tokens = await callers(t);
    const proctored = await callApi(
      t.app,
      examPaperApi.page,
      { examId: ids.proctored },
      { token: tokens.learner },
    );
    const done = proctored.data.list[0];
    if (!done) throw new Error('no attempt');
    const hidden = await callApi(t.app, examPaperApi.finishView, { id: done.id }, { token: tokens.learner });
    expect(hidden.data).toMatchObject({ showAnswer: 0, titleList: [] });
    expect(hidden.data.record.state).toBe(3);

    const open = await startExam(t, tokens.learner, ids.compliance);
    const early = await callApi(
      t.app,
      examPaperApi.finishView,
      { id: open.record.id },
      { token: tokens.learner },
    );
    expect(early).toMatchObject({ code: Code.error, msg: '试卷尚未交卷' });

    const fire = await callApi(
      t.app,
      examPaperApi.page,
      { examId: ids.fireQuick },
      { token: tokens.learner },
    );
    const passed = fire.data.list.find((r) => r.score === 6);
    if (!passed) throw new Error('no passed attempt');
    const shown = await callApi(t.app, examPaperApi.finishView, { id: passed.id }, { token: tokens.learner });
    expect(shown.data.showAnswer).toBe(1);
    const problems = shown.data.titleList.flatMap((s) => s.problemList);
    expect(problems.map((p) => [p.problemType, p.earned, p.correctAnswer])).toEqual([
      [1, 3, ['B']],
      [1, 3, ['B']],
      [3, 0, ['T']],
      [3, 0, ['F']],
    ]);
    expect(problems[0]?.answer).toEqual(['B']);
    expect(problems[2]?.answer).toEqual([]);
  });

  it('keeps attempts to their member, company and tenant: other ids read as unknown', async () => {
    const tokens = await callers(t);
    const [adminAttempt] = await t.db
      .select({ id: examAttempt.id })
      .from(examAttempt)
      .where(and(eq(examAttempt.tenantId, tenant), eq(examAttempt.userId, c.refs.admin.id)));
    const mine = await startExam(t, tokens.learner, ids.compliance);
    const unknown = { code: Code.error, msg: '考试记录不存在', data: null };
    for (const [token, id, host] of [
      [tokens.learner, adminAttempt?.id ?? '', undefined],
      [tokens.admin, mine.record.id, undefined],
      [tokens.learnerYuanshan, mine.record.id, undefined],
      [tokens.other, mine.record.id, OTHER_HOST],
      [tokens.learner, '987654321', undefined],
    ] as const) {
      const opts = { token, ...(host ? { host } : {}) };
      expect(await callApi(t.app, examPaperApi.view, { id }, opts)).toMatchObject(unknown);
      expect(await callApi(t.app, examPaperApi.finishView, { id }, opts)).toMatchObject(unknown);
      expect(await callApi(t.app, examPaperApi.finish, { recordId: id, reason: 1 }, opts)).toMatchObject(
        unknown,
      );
      expect(
        await callApi(
          t.app,
          examPaperApi.saveEvent,
          { recordId: id, type: 'switch', seq: 1, clientTime: 1 },
          opts,
        ),
      ).toMatchObject(unknown);
      expect(
        await callApi(
          t.app,
          examPaperApi.saveAnswers,
          { recordId: id, answers: [{ problemId: '1', answer: ['A'], seq: 1 }] },
          opts,
        ),
      ).toMatchObject(unknown);
    }
    const admins = await callApi(t.app, examPaperApi.page, {}, { token: tokens.admin });
    expect(admins.data.list.map((r) => r.examName)).toEqual([EXAMS.onboarding]);
    // The learner's attempt is untouched.
    expect((await attemptRow(t, tenant, mine.record.id)).finishTime).toBeNull();
  });

  it('checks every answer against its question and every field, naming it in the reader’s language', async () => {
    const tokens = await callers(t);
    const view = await startExam(t, tokens.learner, ids.compliance);
    const id = view.record.id;
    const byType = (type: number) => {
      const p = answerable(view).find((q) => q.problemType === type);
      if (!p) throw new Error(`no type ${type}`);
      return p;
    };
    const composite = view.paper.titleList[5]?.problemList[0];
    const fill = byType(4);
    const refuse = async (answers: unknown[], msg: string, lang: 'zh' | 'en' = 'zh') => {
      const res = await save(tokens.learner, id, answers, lang);
      expect(res).toMatchObject({ code: Code.error, msg, data: null });
    };
    const one = (problemId: string, answer: unknown, seq: unknown = 900) => [{ problemId, answer, seq }];
    await refuse(one('123456789', ['A']), '题目不存在或不属于本次考试');
    await refuse(one(composite?.id ?? '', ['A']), '组合题请按小题作答');
    await refuse(one(byType(1).id, ['A', 'B']), '答案须为该题选项中的一项');
    await refuse(one(byType(1).id, ['E']), '答案须为该题选项中的一项');
    await refuse(one(byType(3).id, ['A']), '答案须为该题选项中的一项');
    await refuse(one(byType(2).id, ['A', 'A']), '答案须为该题选项中互不相同的选项');
    await refuse(one(fill.id, ['119']), '答案须包含 2 个填空，每空不超过 500 个字');
    await refuse(one(fill.id, ['x'.repeat(501), '120']), '答案须包含 2 个填空，每空不超过 500 个字');
    await refuse(one(byType(5).id, ['a', 'b']), '简答题答案须为一段文字');
    await refuse(one(byType(5).id, ['x'.repeat(20_001)]), '答案超出长度或取值上限（最大 20000）');
    await refuse(one(byType(1).id, 'A'), '答案类型不正确');
    await refuse(one(byType(1).id, ['A'], 0), '序号不足长度或取值下限（最小 1）');
    await refuse(one(byType(1).id, ['A'], 1.5), '序号类型不正确');
    await refuse(one('abc', ['A']), '题目不是有效的编号');
    await refuse([], '答案不足长度或取值下限（最小 1）');
    await refuse(
      Array.from({ length: 201 }, (_, i) => ({ problemId: byType(1).id, answer: ['A'], seq: i + 1 })),
      '答案超出长度或取值上限（最大 200）',
    );
    await refuse(one(byType(1).id, ['A', 'B']), "The answer must be one of the question's options", 'en');
    // None of the refused saves wrote anything.
    expect((await attemptRow(t, tenant, id)).lastSeq).toBe(view.record.lastSeq);

    const call = async (
      endpoint: Parameters<typeof callApi>[1],
      body: Record<string, unknown>,
      msg: string,
    ) => {
      const res = await callApi(t.app, endpoint, body, { token: tokens.learner });
      expect(res).toMatchObject({ code: Code.error, msg, data: null });
    };
    await call(examPaperApi.saveAnswers, { answers: one(byType(1).id, ['A']) }, '考试记录不能为空');
    await call(
      examPaperApi.saveAnswers,
      { recordId: 12, answers: one(byType(1).id, ['A']) },
      '考试记录类型不正确',
    );
    await call(examPaperApi.start, {}, '考试不能为空');
    await call(examPaperApi.start, { examId: 'x1' }, '考试不是有效的编号');
    await call(
      examPaperApi.saveEvent,
      { recordId: id, type: 'leave', seq: 1, clientTime: 1 },
      '类型格式不正确',
    );
    await call(examPaperApi.saveEvent, { recordId: id, type: 'switch', seq: 1 }, '发生时间不能为空');
    await call(
      examPaperApi.saveEvent,
      { recordId: id, type: 'switch', seq: 1, clientTime: 9e15 },
      '发生时间超出长度或取值上限（最大 8640000000000000）',
    );
    await call(examPaperApi.finish, { recordId: id, reason: 4 }, '原因格式不正确');
    await call(examPaperApi.view, {}, '编号不能为空');
    await call(examPaperApi.finishView, { id: '0' }, '编号不是有效的编号');
    await call(examPaperApi.current, {}, '考试不能为空');
    await call(examPaperApi.page, { examId: 'abc' }, '考试不是有效的编号');
    await call(examPaperApi.page, { pageSize: 101 }, '每页条数超出长度或取值上限（最大 100）');
    // Unknown fields are ignored (the portal's client-only flags).
    const flagged = await callApi(
      t.app,
      examPaperApi.current,
      { examId: ids.compliance, isShowErrTip: false },
      { token: tokens.learner },
    );
    expect(flagged.data).toEqual({ recordId: id });
    // Without a token nothing is checked beyond it.
    expect((await callApi(t.app, examPaperApi.saveAnswers, {})).code).toBe(Code.tokenExpired);
  });
});
