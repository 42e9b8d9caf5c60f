import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  EvaluationState,
  EvaluationTarget,
  QuestionKind,
  offlineReviewApi,
  type EvaluationQuestion,
} from '../../../contract/offline-review';
import { offlineCourse } from '../../../gateway/db/schema-offline';
import { offlineEvaluation, offlineEvaluationAnswer } from '../../../gateway/db/schema-evaluation';
import { formatDateTime } from '../../../gateway/http/time';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  FORM_TITLES,
  LEAN,
  answersTo,
  defaultDeadline,
  questionsOf,
  storedEvaluations,
} from './evaluation-support';
import {
  SAFETY,
  SECURITY,
  courseOf,
  makeWuHaoALecturer,
  offlineDemo,
  sessionOf,
  type OfflineDemo,
} from './support';

const NOT_LECTURER = { code: Code.noPermission, msg: '只有讲师可以使用此功能', data: null };
const COURSE_NOT_FOUND = { code: Code.error, msg: '线下课程不存在或已停用', data: null };

describe.each(dialects())('evaluations of offline courses (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  let seeded: Date;
  let questions: EvaluationQuestion[];
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    seeded = t.clock.now();
    d = await offlineDemo(t);
    questions = await questionsOf(t, d, SAFETY);
  });
  beforeEach(() => t.clock.set(seeded));
  afterAll(() => t.close());

  const view = async (course: string, phone: string, lang: 'zh' | 'en' = 'zh') =>
    callApi(
      t.app,
      offlineReviewApi.evaluationView,
      { courseId: courseOf(d, course) },
      {
        token: await d.member(phone),
        lang,
      },
    );
  const save = async (course: string, phone: string, answers: unknown[], lang: 'zh' | 'en' = 'zh') =>
    callApi(
      t.app,
      offlineReviewApi.evaluationSave,
      { courseId: courseOf(d, course), answers },
      {
        token: await d.member(phone),
        lang,
      },
    );
  const lecturerCall = async <E extends (typeof offlineReviewApi)[keyof typeof offlineReviewApi]>(
    endpoint: E,
    body: Record<string, unknown>,
    token = d.c.lecturer,
  ) => callApi(t.app, endpoint, body, { token });

  describe('the lecturer’s results as seeded', () => {
    it('averages each rating question and counts each rating, by hand: three evaluations of the safety course', async () => {
      const res = await lecturerCall(offlineReviewApi.evaluationCourse, { courseId: courseOf(d, SAFETY) });
      expect(res.code).toBe(Code.ok);
      // 刘洋 5 4 5 5, 何静 4 3 4 4, 邓峰 5 5 4 5.
      expect(res.data).toEqual({
        courseId: courseOf(d, SAFETY),
        courseName: SAFETY,
        evaluated: 3,
        learners: 7,
        average: 4.4, // 53 / 12
        courseAverage: 4.3, // 26 / 6
        lecturerAverage: 4.5, // 27 / 6
        questions: [
          {
            title: '课程内容的实用性',
            target: EvaluationTarget.course,
            average: 4.7,
            answered: 3,
            distribution: [0, 0, 0, 1, 2],
          },
          {
            title: '课程组织与时间安排',
            target: EvaluationTarget.course,
            average: 4,
            answered: 3,
            distribution: [0, 0, 1, 1, 1],
          },
          {
            title: '讲师的专业水平',
            target: EvaluationTarget.lecturer,
            average: 4.3,
            answered: 3,
            distribution: [0, 0, 0, 2, 1],
          },
          {
            title: '讲师的表达与互动',
            target: EvaluationTarget.lecturer,
            average: 4.7,
            answered: 3,
            distribution: [0, 0, 0, 1, 2],
          },
        ].map((q, i) => ({ ...q, questionId: questions[i]?.questionId })),
      });
      const count = await lecturerCall(offlineReviewApi.evaluateCount, { courseId: courseOf(d, SAFETY) });
      expect(count.data).toEqual({ learners: 7, evaluated: 3, pending: 4 });
    });

    it('lists the evaluations newest first, nameless for the anonymous course and with nothing that names the learner', async () => {
      const res = await lecturerCall(offlineReviewApi.evaluationUserList, { courseId: courseOf(d, SAFETY) });
      expect(res.code).toBe(Code.ok);
      expect(res.data).toMatchObject({ totalCount: 3, anonymous: 1 });
      expect(res.data.questions.map((q) => q.title)).toEqual(FORM_TITLES);
      expect(res.data.list.map((e) => [e.userName, e.average, e.answers.length])).toEqual([
        ['', 4.8, 4], // 邓峰, no comment
        ['', 3.8, 5],
        ['', 4.8, 5],
      ]);
      expect(res.data.list[1]?.answers[4]).toEqual({
        questionId: questions[4]?.questionId,
        text: '第二讲时间有点紧，隐患整改部分可以再展开。',
      });
      const detail = await lecturerCall(offlineReviewApi.evaluationDetail, {
        courseId: courseOf(d, SAFETY),
        evaluationId: res.data.list[1]?.evaluationId,
      });
      expect(detail.data).toMatchObject({ userName: '', average: 3.8 });
      expect(detail.data.questions).toHaveLength(5);
      for (const body of [JSON.stringify(res.data), JSON.stringify(detail.data)]) {
        expect(body).not.toContain('userId');
        for (const name of ['刘洋', '何静', '邓峰']) expect(body).not.toContain(name);
      }
    });

    it('names the learners of a course that does not keep them nameless', async () => {
      const res = await lecturerCall(offlineReviewApi.evaluationUserList, {
        courseId: courseOf(d, SECURITY),
      });
      expect(res.data).toMatchObject({ totalCount: 1, anonymous: 0 });
      expect(res.data.list.map((e) => [e.userName, e.average])).toEqual([['林晓', 4.5]]);
      const lean = await lecturerCall(offlineReviewApi.evaluationUserList, {
        courseId: courseOf(d, LEAN),
        pageSize: 3,
      });
      expect(lean.data).toMatchObject({ totalCount: 4, totalPage: 2 });
      expect(lean.data.list.map((e) => [e.userName, e.average])).toEqual([
        ['冯雪', 3.5],
        ['许诺', 4.8],
        ['吴昊', 3.3],
      ]);
    });

    it('sums up the lecturer over every course they teach, with the trend by month and the latest comments', async () => {
      const res = await lecturerCall(offlineReviewApi.evaluationLecturer, {});
      expect(res.code).toBe(Code.ok);
      const { trend, comments, ...rest } = res.data;
      expect(rest).toEqual({
        evaluated: 8,
        lecturerAverage: 4.4, // 70 / 16
        courseAverage: 4, // 64 / 16
        questions: [
          {
            questionId: questions[2]?.questionId,
            target: EvaluationTarget.lecturer,
            title: '讲师的专业水平',
            average: 4.5, // 36 / 8
            answered: 8,
            distribution: [0, 0, 0, 4, 4],
          },
          {
            questionId: questions[3]?.questionId,
            target: EvaluationTarget.lecturer,
            title: '讲师的表达与互动',
            average: 4.3, // 34 / 8
            answered: 8,
            distribution: [0, 0, 1, 4, 3],
          },
        ],
        courses: [
          {
            courseId: courseOf(d, SAFETY),
            courseName: SAFETY,
            evaluated: 3,
            learners: 7,
            lecturerAverage: 4.5,
            courseAverage: 4.3,
          },
          {
            courseId: courseOf(d, SECURITY),
            courseName: SECURITY,
            evaluated: 1,
            learners: 4,
            lecturerAverage: 4.5,
            courseAverage: 4.5,
          },
          {
            courseId: courseOf(d, LEAN),
            courseName: LEAN,
            evaluated: 4,
            learners: 6,
            lecturerAverage: 4.3,
            courseAverage: 3.6,
          },
        ],
      });
      // By month of submission in the gateway's zone, oldest first: the seeded evaluations span at least two.
      const stored = await t.db
        .select({ at: offlineEvaluation.gmtSubmitted })
        .from(offlineEvaluation)
        .where(eq(offlineEvaluation.tenantId, d.c.refs.tenant1));
      const months = [...new Set(stored.map((s) => formatDateTime(new Date(s.at)).slice(0, 7)))].sort();
      expect(months.length).toBeGreaterThanOrEqual(2);
      expect(trend.map((m) => m.month)).toEqual(months);
      expect(trend.reduce((n, m) => n + m.evaluated, 0)).toBe(8);
      expect(comments.map((c) => [c.courseName, c.userName, c.question])).toEqual([
        [SAFETY, '', '意见与建议'],
        [SECURITY, '林晓', '意见与建议'],
        [SAFETY, '', '意见与建议'],
        [LEAN, '冯雪', '意见与建议'],
        [LEAN, '吴昊', '意见与建议'],
        [LEAN, '刘洋', '意见与建议'],
      ]);
      expect(comments[0]?.text).toBe('第二讲时间有点紧，隐患整改部分可以再展开。');
      expect(JSON.stringify(res.data)).not.toContain('userId');
    });

    it('merges the lecturer questions of different forms by title', async () => {
      // The security workshop moves to a copy of the form: the same titles, other questions.
      const { evaluationForm, evaluationQuestion } = await import('../../../gateway/db/schema-evaluation');
      const tenantId = d.c.refs.tenant1;
      const [form] = await t.db
        .insert(evaluationForm)
        .values({ tenantId, enterpriseId: d.c.refs.xinghe.id, title: '面授课程评估表（新）' })
        .returning({ id: evaluationForm.id });
      if (!form) throw new Error('no form');
      await t.db.insert(evaluationQuestion).values([
        {
          tenantId,
          formId: form.id,
          target: EvaluationTarget.lecturer,
          kind: QuestionKind.rating,
          title: '讲师的表达与互动',
          sort: 10,
        },
        {
          tenantId,
          formId: form.id,
          target: EvaluationTarget.lecturer,
          kind: QuestionKind.rating,
          title: '讲师的备课情况',
          sort: 20,
        },
      ]);
      const course = and(eq(offlineCourse.tenantId, tenantId), eq(offlineCourse.id, courseOf(d, SECURITY)));
      const [before] = await t.db
        .select({ formId: offlineCourse.evaluationFormId })
        .from(offlineCourse)
        .where(course);
      try {
        await t.db.update(offlineCourse).set({ evaluationFormId: form.id }).where(course);
        const res = await lecturerCall(offlineReviewApi.evaluationLecturer, {});
        expect(res.data.questions.map((q) => [q.title, q.answered, q.average])).toEqual([
          ['讲师的专业水平', 8, 4.5],
          ['讲师的表达与互动', 8, 4.3],
          ['讲师的备课情况', 0, 0],
        ]);
      } finally {
        await t.db
          .update(offlineCourse)
          .set({ evaluationFormId: before?.formId ?? null })
          .where(course);
      }
    });
  });

  describe('the learner', () => {
    it('sees the form, where the evaluation stands and when it opens and closes', async () => {
      const res = await view(SAFETY, '13800000001');
      expect(res.code).toBe(Code.ok);
      expect(res.data).toMatchObject({
        courseId: courseOf(d, SAFETY),
        courseName: SAFETY,
        lecturerName: '陈立',
        anonymous: 1,
        state: EvaluationState.todo,
        opensAt: formatDateTime(sessionOf(d, SAFETY, 0).start),
        deadline: formatDateTime(defaultDeadline(d, SAFETY)),
        answers: [],
        gmtSubmitted: null,
      });
      expect(res.data.questions.map((q) => [q.title, q.target, q.kind, q.required])).toEqual([
        [FORM_TITLES[0], EvaluationTarget.course, QuestionKind.rating, 1],
        [FORM_TITLES[1], EvaluationTarget.course, QuestionKind.rating, 1],
        [FORM_TITLES[2], EvaluationTarget.lecturer, QuestionKind.rating, 1],
        [FORM_TITLES[3], EvaluationTarget.lecturer, QuestionKind.rating, 1],
        [FORM_TITLES[4], EvaluationTarget.course, QuestionKind.text, 0],
      ]);
      const done = await view(SECURITY, '13800000001');
      expect(done.data).toMatchObject({ state: EvaluationState.done, anonymous: 0 });
      expect(done.data.gmtSubmitted).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(done.data.answers.map((a) => a.score ?? a.text)).toEqual([
        5,
        4,
        5,
        4,
        '钓鱼邮件演练很有收获，希望把演练材料发给大家。',
      ]);
      const expired = await view(LEAN, '13800000001');
      expect(expired.data).toMatchObject({
        state: EvaluationState.expired,
        deadline: formatDateTime(defaultDeadline(d, LEAN)),
        answers: [],
      });
    });

    it('submits once: the view shows the answers, a second submit is refused', async () => {
      const answers = answersTo(questions, [4, 5, 5, 3], '  希望多一些现场实操。 ');
      const res = await save(SAFETY, '13800000001', answers);
      expect(res.code).toBe(Code.ok);
      expect(res.data).toMatchObject({
        state: EvaluationState.done,
        gmtSubmitted: formatDateTime(t.clock.now()),
      });
      expect(res.data.answers).toEqual([
        ...answersTo(questions, [4, 5, 5, 3]),
        { questionId: questions[4]?.questionId, text: '希望多一些现场实操。' },
      ]);
      expect((await view(SAFETY, '13800000001')).data).toEqual(res.data);
      const [stored] = await storedEvaluations(t, d, SAFETY, '13800000001');
      // 17 / 4 = 4.25, to one decimal; the lecturer at the time is the course's.
      expect(stored).toMatchObject({ average: 4.3, enterpriseId: d.c.refs.xinghe.id });
      const [course] = await t.db
        .select({ lecturerId: offlineCourse.lecturerId })
        .from(offlineCourse)
        .where(eq(offlineCourse.id, courseOf(d, SAFETY)));
      expect(stored?.lecturerId).toBe(course?.lecturerId);

      const again = await save(SAFETY, '13800000001', answersTo(questions, [1, 1, 1, 1]));
      expect(again).toMatchObject({
        code: Code.error,
        msg: '你已经评估过本课程：评估只能提交一次，提交后不能修改',
        data: null,
      });
      const en = await save(SAFETY, '13800000001', answersTo(questions, [1, 1, 1, 1]), 'en');
      expect(en.msg).toBe(
        'You have evaluated this course already: an evaluation is submitted once and cannot be changed',
      );
      expect(await storedEvaluations(t, d, SAFETY, '13800000001')).toHaveLength(1);
      // The lecturer sees it, still without a name.
      const list = await lecturerCall(offlineReviewApi.evaluationUserList, { courseId: courseOf(d, SAFETY) });
      expect(list.data.list[0]).toMatchObject({ userName: '', average: 4.3 });
      const count = await lecturerCall(offlineReviewApi.evaluateCount, { courseId: courseOf(d, SAFETY) });
      expect(count.data).toEqual({ learners: 7, evaluated: 4, pending: 3 });
    });

    it('stores one evaluation of two submitted at once', async () => {
      const answers = answersTo(questions, [3, 3, 4, 4]);
      const [a, b] = await Promise.all([
        save(SAFETY, '13800000104', answers),
        save(SAFETY, '13800000104', answers),
      ]);
      expect([a?.code, b?.code].sort()).toEqual([Code.ok, Code.error].sort());
      const refused = a?.code === Code.ok ? b : a;
      expect(refused?.msg).toBe('你已经评估过本课程：评估只能提交一次，提交后不能修改');
      const stored = await storedEvaluations(t, d, SAFETY, '13800000104');
      expect(stored).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(offlineEvaluationAnswer)
        .where(
          and(
            eq(offlineEvaluationAnswer.tenantId, d.c.refs.tenant1),
            eq(offlineEvaluationAnswer.evaluationId, stored[0]?.id ?? ''),
          ),
        );
      expect(rows).toHaveLength(4);
    });

    it('refuses answers that do not fit the form, storing nothing', async () => {
      const phone = '13800000105';
      const [c1, c2, l1, l2, text] = questions.map((q) => q.questionId);
      const cases: [unknown[], string][] = [
        [answersTo(questions, [4, 4, 4]).slice(0, 3), '请回答第 4 题：讲师的表达与互动'],
        [
          [...answersTo(questions, [4, 4, 4, 4]).slice(0, 3), { questionId: l2, score: 4, text: '很好' }],
          '第 4 题「讲师的表达与互动」是评分题，只需评分，不填文字',
        ],
        [
          [...answersTo(questions, [4, 4, 4, 4]), { questionId: text, score: 5 }],
          '第 5 题「意见与建议」是文字题，请填写文字，不评分',
        ],
        [
          [...answersTo(questions, [4, 4, 4, 4]), { questionId: '999999', score: 5 }],
          '有答案不属于本课程评估表中的题目',
        ],
        // An empty comment leaves the optional question unanswered, but a rating needs its score.
        [
          [
            { questionId: c1, score: 4 },
            { questionId: c2, score: 4 },
            { questionId: l1 },
            { questionId: l2, score: 4 },
          ],
          '请回答第 3 题：讲师的专业水平',
        ],
      ];
      for (const [answers, msg] of cases) {
        expect(await save(SAFETY, phone, answers)).toMatchObject({ code: Code.error, msg, data: null });
      }
      // A score out of range and an empty list fail the request's checks.
      for (const answers of [answersTo(questions, [6, 4, 4, 4]), answersTo(questions, [0, 4, 4, 4]), []]) {
        const res = await save(SAFETY, phone, answers);
        expect(res).toMatchObject({ code: Code.error, data: null });
        expect(res.msg).not.toBe('');
      }
      const en = await save(SAFETY, phone, answersTo(questions, [4, 4, 4]).slice(0, 3), 'en');
      expect(en.msg).toBe('Answer question 4: 讲师的表达与互动');
      expect(await storedEvaluations(t, d, SAFETY, phone)).toHaveLength(0);
      expect((await view(SAFETY, phone)).data.state).toBe(EvaluationState.todo);
      // The same answers with an empty comment are taken.
      const ok = await save(SAFETY, phone, [
        ...answersTo(questions, [4, 4, 4, 4]),
        { questionId: text, text: '  ' },
      ]);
      expect(ok.code).toBe(Code.ok);
      expect(ok.data.answers).toHaveLength(4);
    });

    it('refuses an evaluation before the first session begins and after the deadline', async () => {
      t.clock.set(new Date(sessionOf(d, SAFETY, 0).start.getTime() - 60_000));
      const early = await view(SAFETY, '13800000106');
      expect(early.data).toMatchObject({
        state: EvaluationState.notOpen,
        opensAt: formatDateTime(sessionOf(d, SAFETY, 0).start),
      });
      expect(await save(SAFETY, '13800000106', answersTo(questions, [5, 5, 5, 5]))).toMatchObject({
        code: Code.error,
        msg: '评估尚未开放：课程的第一次课开始后才能评估',
      });
      t.clock.set(defaultDeadline(d, SAFETY));
      expect((await view(SAFETY, '13800000106')).data.state).toBe(EvaluationState.expired);
      const late = await save(SAFETY, '13800000106', answersTo(questions, [5, 5, 5, 5]));
      expect(late.msg).toBe(`评估已于 ${formatDateTime(defaultDeadline(d, SAFETY))} 截止`);
      t.clock.set(seeded);
      const lean = await save(LEAN, '13800000001', answersTo(questions, [5, 5, 5, 5]), 'en');
      expect(lean.msg).toBe(`The evaluation closed at ${formatDateTime(defaultDeadline(d, LEAN))}`);
      // A deadline the course sets replaces the default.
      const course = and(
        eq(offlineCourse.tenantId, d.c.refs.tenant1),
        eq(offlineCourse.id, courseOf(d, SAFETY)),
      );
      try {
        await t.db
          .update(offlineCourse)
          .set({ evaluationDeadline: new Date(seeded.getTime() - 60_000) })
          .where(course);
        expect((await view(SAFETY, '13800000106')).data.state).toBe(EvaluationState.expired);
      } finally {
        await t.db.update(offlineCourse).set({ evaluationDeadline: null }).where(course);
      }
      expect(await storedEvaluations(t, d, SAFETY, '13800000106')).toHaveLength(0);
    });

    it('is "not found" to a member who is no learner of the course; a course without a form has no evaluation', async () => {
      for (const res of [
        await view(SAFETY, '13800000110'),
        await save(SAFETY, '13800000110', answersTo(questions, [5, 5, 5, 5])),
        await view(SECURITY, '13800000003'),
      ]) {
        expect(res).toMatchObject({ code: Code.error, msg: '评估不存在，或你不是本课程的学员', data: null });
      }
      expect((await view(SAFETY, '13800000110', 'en')).msg).toBe(
        'No such evaluation, or you are not a learner of this course',
      );
      const course = and(
        eq(offlineCourse.tenantId, d.c.refs.tenant1),
        eq(offlineCourse.id, courseOf(d, SAFETY)),
      );
      const [before] = await t.db
        .select({ formId: offlineCourse.evaluationFormId })
        .from(offlineCourse)
        .where(course);
      try {
        await t.db.update(offlineCourse).set({ evaluationFormId: null }).where(course);
        expect((await view(SAFETY, '13800000106')).data).toMatchObject({
          state: EvaluationState.notOpen,
          opensAt: null,
          deadline: null,
          questions: [],
          answers: [],
        });
        expect(await save(SAFETY, '13800000106', answersTo(questions, [5, 5, 5, 5]))).toMatchObject({
          code: Code.error,
          msg: '本课程没有评估',
        });
      } finally {
        await t.db
          .update(offlineCourse)
          .set({ evaluationFormId: before?.formId ?? null })
          .where(course);
      }
    });
  });

  describe('who may read what', () => {
    it('answers 306 to a member who teaches nothing, on every lecturer call', async () => {
      const courseId = courseOf(d, SAFETY);
      const calls = [
        callApi(t.app, offlineReviewApi.evaluationUserList, { courseId }, { token: d.c.learner }),
        callApi(
          t.app,
          offlineReviewApi.evaluationDetail,
          { courseId, evaluationId: '1' },
          { token: d.c.learner },
        ),
        callApi(t.app, offlineReviewApi.evaluateCount, { courseId }, { token: d.c.learner }),
        callApi(t.app, offlineReviewApi.evaluationCourse, { courseId }, { token: d.c.admin }),
        callApi(t.app, offlineReviewApi.evaluationLecturer, {}, { token: d.c.learner }),
      ];
      for (const res of await Promise.all(calls)) expect(res).toMatchObject(NOT_LECTURER);
    });

    it('is "not found" for a course the lecturer does not teach, or an evaluation of another course', async () => {
      // 吴昊 teaches the security workshop's last session and nothing else.
      const wu = await makeWuHaoALecturer(t, d);
      const safety = { courseId: courseOf(d, SAFETY) };
      for (const res of await Promise.all([
        callApi(t.app, offlineReviewApi.evaluationUserList, safety, { token: wu }),
        callApi(t.app, offlineReviewApi.evaluationDetail, { ...safety, evaluationId: '1' }, { token: wu }),
        callApi(t.app, offlineReviewApi.evaluateCount, safety, { token: wu }),
        callApi(t.app, offlineReviewApi.evaluationCourse, safety, { token: wu }),
        callApi(t.app, offlineReviewApi.evaluationCourse, { courseId: '999999' }, { token: wu }),
      ])) {
        expect(res).toMatchObject(COURSE_NOT_FOUND);
      }
      const own = await callApi(
        t.app,
        offlineReviewApi.evaluationCourse,
        { courseId: courseOf(d, SECURITY) },
        { token: wu },
      );
      expect(own.data).toMatchObject({ evaluated: 1, courseAverage: 4.5, lecturerAverage: 4.5 });
      // His own figures count the lecturer questions that rated him: none, those rated 陈立.
      const mine = await callApi(t.app, offlineReviewApi.evaluationLecturer, {}, { token: wu });
      expect(mine.data).toMatchObject({ evaluated: 1, lecturerAverage: 0, courseAverage: 4.5, trend: [] });
      expect(mine.data.courses.map((c) => c.courseName)).toEqual([SECURITY]);

      const safetyList = await lecturerCall(offlineReviewApi.evaluationUserList, safety);
      const other = await lecturerCall(offlineReviewApi.evaluationDetail, {
        courseId: courseOf(d, SECURITY),
        evaluationId: safetyList.data.list[0]?.evaluationId,
      });
      expect(other).toMatchObject({ code: Code.error, msg: '评估不存在，或不是这门课程收到的评估' });
    });

    it('shows another company’s or tenant’s member nothing on every call', async () => {
      const courseId = courseOf(d, SAFETY);
      const evaluations = await t.db
        .select({ id: offlineEvaluation.id })
        .from(offlineEvaluation)
        .where(inArray(offlineEvaluation.courseId, [courseId]));
      const evaluationId = evaluations[0]?.id ?? '1';
      // 林晓 teaches nothing in 远山制造; 韩东 is a lecturer of the other tenant's company.
      for (const [token, host, lecturerRefusal] of [
        [d.c.learnerYuanshan, undefined, NOT_LECTURER],
        [d.c.other, OTHER_HOST, COURSE_NOT_FOUND],
      ] as const) {
        const options = { token, ...(host ? { host } : {}) };
        const learnerCalls = await Promise.all([
          callApi(t.app, offlineReviewApi.evaluationView, { courseId }, options),
          callApi(
            t.app,
            offlineReviewApi.evaluationSave,
            { courseId, answers: answersTo(questions, [5, 5, 5, 5]) },
            options,
          ),
        ]);
        for (const res of learnerCalls) expect(res).toMatchObject(COURSE_NOT_FOUND);
        const lecturerCalls = await Promise.all([
          callApi(t.app, offlineReviewApi.evaluationUserList, { courseId }, options),
          callApi(t.app, offlineReviewApi.evaluationDetail, { courseId, evaluationId }, options),
          callApi(t.app, offlineReviewApi.evaluateCount, { courseId }, options),
          callApi(t.app, offlineReviewApi.evaluationCourse, { courseId }, options),
        ]);
        for (const res of lecturerCalls) expect(res).toMatchObject(lecturerRefusal);
        const summary = await callApi(t.app, offlineReviewApi.evaluationLecturer, {}, options);
        if (lecturerRefusal === NOT_LECTURER) expect(summary).toMatchObject(NOT_LECTURER);
        else {
          expect(summary.data).toEqual({
            evaluated: 0,
            lecturerAverage: 0,
            courseAverage: 0,
            questions: [],
            courses: [],
            trend: [],
            comments: [],
          });
        }
      }
    });
  });
});
