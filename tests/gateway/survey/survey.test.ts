import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { surveyApi, type QuestionResult, type SurveyQuestion } from '../../../contract/survey';
import { QuestionType } from '../../../contract/survey.routes';
import { survey, surveyAnswer, surveyResponse, surveyUser } from '../../../gateway/db/schema-survey';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';

const DAY_MS = 24 * 3_600_000;
const TRAINING = '2026 年度培训满意度调查';
const CANTEEN = '食堂与办公环境意见征集';
const ONBOARDING = '新员工入职体验回访';

type Choice = Extract<QuestionResult, { options: unknown }>;
type Rating = Extract<QuestionResult, { distribution: unknown }>;
type Texts = Extract<QuestionResult, { texts: unknown }>;

describe.each(dialects())('surveys (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  /** Survey ids by title, as the learner's list gives them. */
  const ids: Record<string, string> = {};

  const colleague = async (phone: string) =>
    tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: await userId(t.db, c.refs.tenant1, phone),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  const view = async (token: string, id: string) => {
    const res = await callApi(t.app, surveyApi.view, { id }, { token });
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const submit = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, surveyApi.submit, body, { token, lang });
  const questionsOf = async (title: string) => (await view(c.learner, ids[title] ?? '')).questions;
  const byType = <T extends SurveyQuestion['questionType']>(qs: SurveyQuestion[], type: T, nth = 0) => {
    const found = qs.filter(
      (q): q is Extract<SurveyQuestion, { questionType: T }> => q.questionType === type,
    )[nth];
    if (!found) throw new Error(`no question of type ${type}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    start = t.clock.now();
    const page = await callApi(t.app, surveyApi.taskPage, {}, { token: c.learner });
    for (const row of page.data.list) ids[row.title] = row.id;
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  it('lists open surveys by closing time, then answered ones, and counts them', async () => {
    const page = await callApi(t.app, surveyApi.taskPage, {}, { token: c.learner });
    expect(page.code).toBe(Code.ok);
    expect(page.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 3, totalPage: 1 });
    expect(page.data.list.map((r) => [r.title, r.answered, r.closed, r.anonymous, r.questionCount])).toEqual([
      [CANTEEN, 0, 0, 0, 5],
      [TRAINING, 0, 0, 1, 6],
      [ONBOARDING, 1, 1, 0, 3],
    ]);
    expect(page.data.list[0]?.submitTime).toBeNull();
    expect(page.data.list[2]?.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const answered = await callApi(t.app, surveyApi.taskPage, { answered: 1 }, { token: c.learner });
    expect(answered.data.list.map((r) => r.title)).toEqual([ONBOARDING]);
    const open = await callApi(t.app, surveyApi.taskPage, { answered: 0, pageSize: 1 }, { token: c.learner });
    expect(open.data).toMatchObject({ totalCount: 2, totalPage: 2 });
    expect(open.data.list.map((r) => r.title)).toEqual([CANTEEN]);

    const count = await callApi(t.app, surveyApi.taskCount, {}, { token: c.learner });
    expect(count.data).toEqual({ totalCount: 3, answeredCount: 1, unansweredCount: 2 });
  });

  it('lists only surveys that have started', async () => {
    // Five days earlier the canteen survey (opens 3 days before the seed) had not started.
    t.clock.set(new Date(start.getTime() - 5 * DAY_MS));
    const token = await tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: c.refs.learner.id,
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
    const page = await callApi(t.app, surveyApi.taskPage, {}, { token });
    expect(page.data.list.map((r) => r.title)).toEqual([TRAINING, ONBOARDING]);
    const hidden = await callApi(t.app, surveyApi.view, { id: ids[CANTEEN] }, { token });
    expect(hidden).toMatchObject({ code: Code.error, msg: '问卷不存在或未分配给你' });
  });

  it('shows a survey with questions of every type, and a submitted one with the caller’s answers', async () => {
    const training = await view(c.learner, ids[TRAINING] ?? '');
    expect(training).toMatchObject({ title: TRAINING, anonymous: 1, answered: 0, closed: 0, answers: [] });
    expect(training.questions.map((q) => [q.questionType, q.required])).toEqual([
      [1, 1],
      [4, 1],
      [2, 1],
      [4, 1],
      [1, 0],
      [3, 0],
    ]);
    expect(byType(training.questions, QuestionType.multiple)).toMatchObject({ minChoices: 1, maxChoices: 3 });
    expect(byType(training.questions, QuestionType.multiple).options.map((o) => o.optionKey)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect(byType(training.questions, QuestionType.rating, 1)).toMatchObject({
      scaleMax: 10,
      lowLabel: '完全不可能',
      highLabel: '非常可能',
    });
    expect(byType(training.questions, QuestionType.text)).toMatchObject({ maxLength: 500 });

    const onboarding = await view(c.learner, ids[ONBOARDING] ?? '');
    expect(onboarding).toMatchObject({ answered: 1, closed: 1 });
    const [single, rating, text] = onboarding.questions;
    expect(onboarding.answers).toEqual([
      { questionId: single?.id, optionKeys: ['A'] },
      { questionId: rating?.id, rating: 4 },
      { questionId: text?.id, text: '希望提前拿到办公系统的操作手册。' },
    ]);
  });

  it('checks every answer against its question and names it, in the reader’s language', async () => {
    const qs = await questionsOf(TRAINING);
    const [kind, satisfied, improve, recommend, , advice] = qs;
    if (!kind || !satisfied || !improve || !recommend || !advice) throw new Error('questions missing');
    const valid = [
      { questionId: kind.id, optionKeys: ['A'] },
      { questionId: satisfied.id, rating: 4 },
      { questionId: improve.id, optionKeys: ['A', 'D'] },
      { questionId: recommend.id, rating: 9 },
    ];
    const id = ids[TRAINING];
    const replace = (i: number, answer: Record<string, unknown>) =>
      valid.map((a, j) => (i === j ? answer : a));
    const cases: [unknown, string, string][] = [
      [valid.slice(1), '第 1 题“今年你主要参加了哪一类培训？”为必答题', 'Question 1'],
      [
        replace(0, { questionId: kind.id, optionKeys: [] }),
        '第 1 题“今年你主要参加了哪一类培训？”为必答题',
        'must be answered',
      ],
      [replace(0, { questionId: kind.id, optionKeys: ['A', 'B'] }), '只能选择一项', 'takes one option only'],
      [replace(0, { questionId: kind.id, optionKeys: ['G'] }), '没有选项 G', 'has no option G'],
      [replace(0, { questionId: kind.id, text: '信息安全' }), '答案类型不正确', 'wrong type'],
      [
        replace(2, { questionId: improve.id, optionKeys: ['A', 'B', 'C', 'D'] }),
        '最多选择 3 项',
        'at most 3 options',
      ],
      [replace(2, { questionId: improve.id, optionKeys: ['A', 'A'] }), '选项重复', 'chosen twice'],
      [replace(1, { questionId: satisfied.id, rating: 6 }), '评分应在 1 到 5 之间', 'from 1 to 5'],
      [
        [...valid, { questionId: advice.id, text: '长'.repeat(501) }],
        '不能超过 500 个字',
        'at most 500 characters',
      ],
      [[...valid, valid[0]], '第 1 题“今年你主要参加了哪一类培训？”的答案重复提交', 'more than once'],
      [[...valid, { questionId: '999999', rating: 3 }], '答案中有不属于这份问卷的题目', 'not in this survey'],
      [
        replace(0, { questionId: kind.id, optionKeys: ['a'] }),
        '选项格式不正确',
        'Options is not in the right format',
      ],
      [replace(1, { questionId: satisfied.id, rating: 'four' }), '评分类型不正确', 'Score'],
      [replace(1, { questionId: 'x', rating: 3 }), '题目不是有效的编号', 'Question'],
      ['all of them', '答案类型不正确', 'Answers'],
    ];
    for (const [answers, zh, en] of cases) {
      const res = await submit(c.learner, { id, answers });
      expect(res.code, JSON.stringify(answers).slice(0, 80)).toBe(Code.error);
      expect(res.msg).toContain(zh);
      const english = await submit(c.learner, { id, answers }, 'en');
      expect(english.msg).toContain(en);
    }
    const missingId = await submit(c.learner, { answers: valid });
    expect(missingId).toMatchObject({ code: Code.error, msg: '编号不能为空' });
    // A multiple choice below its least number: the canteen's asks for 2 to 4.
    const canteen = await questionsOf(CANTEEN);
    const dishes = byType(canteen, QuestionType.multiple);
    const few = await submit(c.learner, {
      id: ids[CANTEEN],
      answers: [{ questionId: dishes.id, optionKeys: ['A'] }],
    });
    expect(few.msg).toBe('第 3 题“希望食堂增加哪些餐品？”至少选择 2 项');
    // Nothing of the refused submissions was stored.
    const stored = await t.db
      .select()
      .from(surveyResponse)
      .where(eq(surveyResponse.userId, c.refs.learner.id));
    expect(stored).toHaveLength(1);
  });

  it('takes a submission once and answers a second with “already submitted”', async () => {
    const qs = await questionsOf(TRAINING);
    const [kind, satisfied, improve, recommend, , advice] = qs;
    const answers = [
      { questionId: kind?.id, optionKeys: ['A'] },
      { questionId: satisfied?.id, rating: 4 },
      { questionId: improve?.id, optionKeys: ['D', 'A'] },
      { questionId: recommend?.id, rating: 9 },
      { questionId: advice?.id, text: '  希望增加案例讨论环节。  ' },
    ];
    const first = await submit(c.learner, { id: ids[TRAINING], answers });
    expect(first.code, first.msg).toBe(Code.ok);
    expect(first.data.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await submit(c.learner, { id: ids[TRAINING], answers });
    expect(again).toMatchObject({ code: Code.error, msg: '你已提交过这份问卷，每人只能提交一次' });
    const english = await submit(c.learner, { id: ids[TRAINING], answers }, 'en');
    expect(english.msg).toBe('You have already submitted this survey; each person submits once');

    const back = await view(c.learner, ids[TRAINING] ?? '');
    expect(back.answered).toBe(1);
    expect(back.answers).toEqual([
      { questionId: kind?.id, optionKeys: ['A'] },
      { questionId: satisfied?.id, rating: 4 },
      { questionId: improve?.id, optionKeys: ['A', 'D'] },
      { questionId: recommend?.id, rating: 9 },
      { questionId: advice?.id, text: '希望增加案例讨论环节。' },
    ]);
    const count = await callApi(t.app, surveyApi.taskCount, {}, { token: c.learner });
    expect(count.data).toEqual({ totalCount: 3, answeredCount: 2, unansweredCount: 1 });
  });

  it('keeps one submission when the same member submits many times at once', async () => {
    const token = await colleague('13800000115');
    const qs = await questionsOf(CANTEEN);
    const answers = [
      { questionId: qs[0]?.id, optionKeys: ['C'] },
      { questionId: qs[1]?.id, rating: 3 },
      { questionId: qs[4]?.id, text: '希望增加绿植。' },
    ];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(token, { id: ids[CANTEEN], answers })),
    );
    expect(results.filter((r) => r.code === Code.ok)).toHaveLength(1);
    expect(results.filter((r) => r.msg === '你已提交过这份问卷，每人只能提交一次')).toHaveLength(5);
    const member = await userId(t.db, c.refs.tenant1, '13800000115');
    const responses = await t.db
      .select()
      .from(surveyResponse)
      .where(and(eq(surveyResponse.surveyId, ids[CANTEEN] ?? ''), eq(surveyResponse.userId, member)));
    expect(responses).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(surveyAnswer)
      .where(eq(surveyAnswer.responseId, responses[0]?.id ?? ''));
    expect(rows).toHaveLength(3);
  });

  it('refuses submissions once the survey has closed', async () => {
    const qs = await questionsOf(CANTEEN);
    t.clock.set(new Date(start.getTime() + 11 * DAY_MS));
    const token = await colleague('13800000114');
    const res = await submit(token, {
      id: ids[CANTEEN],
      answers: [
        { questionId: qs[0]?.id, optionKeys: ['A'] },
        { questionId: qs[1]?.id, rating: 5 },
        { questionId: qs[4]?.id, text: '很好' },
      ],
    });
    expect(res).toMatchObject({ code: Code.error, msg: '问卷已截止，不能再提交' });
    const page = await callApi(t.app, surveyApi.taskPage, { answered: 0 }, { token });
    expect(page.data.list.find((r) => r.title === CANTEEN)).toMatchObject({ closed: 1, answered: 0 });
  });

  it('shows results only after submitting, with counts, shares and means per question', async () => {
    const token = await colleague('13800000113');
    const before = await callApi(t.app, surveyApi.analyze, { id: ids[TRAINING] }, { token });
    expect(before).toMatchObject({ code: Code.error, msg: '提交问卷后才能查看结果' });
    const english = await callApi(t.app, surveyApi.analyze, { id: ids[TRAINING] }, { token, lang: 'en' });
    expect(english.msg).toBe('The results are shown once you have submitted the survey');

    // The learner submitted in the test above; nine colleagues answered in the seed.
    const res = await callApi(t.app, surveyApi.analyze, { id: ids[TRAINING] }, { token: c.learner });
    expect(res.code, res.msg).toBe(Code.ok);
    const a = res.data;
    expect(a).toMatchObject({
      title: TRAINING,
      anonymous: 1,
      closed: 0,
      responseCount: 10,
      assignedCount: 19,
    });
    const [kind, satisfied, improve, recommend, form, advice] = a.questions as [
      Choice,
      Rating,
      Choice,
      Rating,
      Choice,
      Texts,
    ];
    expect(kind.answeredCount).toBe(10);
    expect(kind.options.map((o) => [o.optionKey, o.count, o.share])).toEqual([
      ['A', 5, 0.5],
      ['B', 2, 0.2],
      ['C', 2, 0.2],
      ['D', 1, 0.1],
    ]);
    expect(satisfied.distribution.map((d) => [d.score, d.count])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 5],
      [5, 3],
    ]);
    expect(satisfied.mean).toBe(4);
    expect(improve.options.map((o) => [o.optionKey, o.count, o.share])).toEqual([
      ['A', 6, 0.6],
      ['B', 2, 0.2],
      ['C', 4, 0.4],
      ['D', 3, 0.3],
      ['E', 2, 0.2],
      ['F', 1, 0.1],
    ]);
    expect(recommend).toMatchObject({ scaleMax: 10, mean: 7.7, answeredCount: 10 });
    expect(recommend.distribution).toHaveLength(10);
    expect(form.answeredCount).toBe(8);
    expect(form.options.map((o) => o.count)).toEqual([1, 2, 5]);
    expect(form.options[2]?.share).toBe(0.625);
    expect(advice.answeredCount).toBe(8);
    expect(advice.texts).toHaveLength(8);
    expect(advice.texts.map((x) => x.text)).toContain('希望增加案例讨论环节。');
  });

  it('never ties an anonymous survey’s answers to people; named surveys show who and when', async () => {
    const anonymous = await callApi(t.app, surveyApi.analyze, { id: ids[TRAINING] }, { token: c.learner });
    const advice = anonymous.data.questions.find((q) => q.questionType === QuestionType.text) as Texts;
    expect(advice.texts.every((x) => x.userName === null && x.submitTime === null)).toBe(true);
    const serialised = JSON.stringify(anonymous.data);
    for (const name of ['林晓', '周敏', '陈立', '王珊']) expect(serialised).not.toContain(name);

    const named = await callApi(t.app, surveyApi.analyze, { id: ids[ONBOARDING] }, { token: c.learner });
    expect(named.code, named.msg).toBe(Code.ok);
    const wishes = named.data.questions.find((q) => q.questionType === QuestionType.text) as Texts;
    expect(wishes.texts.map((x) => [x.userName, x.text])).toEqual([
      ['林晓', '希望提前拿到办公系统的操作手册。'],
      ['周敏', '希望第一周能安排和各部门的简短交流。'],
    ]);
    expect(wishes.texts[0]?.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps companies, tenants and members apart', async () => {
    const id = ids[TRAINING];
    // The same learner in the other company, and another tenant's user on its own host.
    for (const [token, host] of [
      [c.learnerYuanshan, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      const opts = { token, ...(host ? { host } : {}) };
      const seen = await callApi(t.app, surveyApi.view, { id }, opts);
      expect(seen).toMatchObject({ code: Code.error, msg: '问卷不存在或未分配给你' });
      expect((await callApi(t.app, surveyApi.analyze, { id }, opts)).code).toBe(Code.error);
      expect((await callApi(t.app, surveyApi.submit, { id, answers: [] }, opts)).code).toBe(Code.error);
      const page = await callApi(t.app, surveyApi.taskPage, {}, opts);
      expect(page.data.list.map((r) => r.title)).not.toContain(TRAINING);
      expect(page.data.totalCount).toBe(1);
    }
    // A survey of the same company given to someone else, and a draft given to the learner.
    const make = async (statusId: number, userId: string) => {
      const [row] = await t.db
        .insert(survey)
        .values({
          tenantId: c.refs.tenant1,
          enterpriseId: c.refs.xinghe.id,
          title: `hidden ${statusId}`,
          startTime: new Date(start.getTime() - DAY_MS),
          endTime: new Date(start.getTime() + DAY_MS),
          statusId,
        })
        .returning({ id: survey.id });
      await t.db.insert(surveyUser).values({
        tenantId: c.refs.tenant1,
        enterpriseId: c.refs.xinghe.id,
        surveyId: row?.id ?? '',
        userId,
      });
      return row?.id ?? '';
    };
    for (const hidden of [await make(1, c.refs.admin.id), await make(0, c.refs.learner.id)]) {
      const res = await callApi(t.app, surveyApi.view, { id: hidden }, { token: c.learner });
      expect(res).toMatchObject({ code: Code.error, msg: '问卷不存在或未分配给你' });
    }
    expect((await callApi(t.app, surveyApi.taskCount, {}, { token: c.learner })).data.totalCount).toBe(3);
    const unknown = await callApi(t.app, surveyApi.view, { id: '987654321' }, { token: c.learner });
    expect(unknown).toMatchObject({ code: Code.error, msg: '问卷不存在或未分配给你' });
  });

  it('asks for a token', async () => {
    const res = await callApi(t.app, surveyApi.taskPage, {});
    expect(res.code).toBe(301);
  });
});
