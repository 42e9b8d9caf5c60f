import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { offlineApi } from '../../../contract/offline';
import {
  EvaluationState,
  evaluationTaskApi,
  offlineReviewApi,
  type EvaluationQuestion,
} from '../../../contract/offline-review';
import { offlineCourse } from '../../../gateway/db/schema-offline';
import { formatDateTime } from '../../../gateway/http/time';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { LEAN, answersTo, defaultDeadline, questionsOf } from './evaluation-support';
import { DAY_MS, SAFETY, SECURITY, courseOf, offlineDemo, sessionOf, type OfflineDemo } from './support';

const LEARNER = '13800000001';

describe.each(dialects())('the learner’s evaluation tasks (%s)', (dialect) => {
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

  const page = async (phone: string, body: Record<string, unknown> = {}) =>
    callApi(t.app, evaluationTaskApi.page, body, { token: await d.member(phone) });
  const count = async (phone: string) =>
    (await callApi(t.app, evaluationTaskApi.count, {}, { token: await d.member(phone) })).data;
  const names = async (phone: string, body: Record<string, unknown> = {}) =>
    (await page(phone, body)).data.list.map((r) => [r.courseName, r.state]);
  /** Runs `body` with a course's columns changed, and puts them back. */
  const withCourse = async (
    course: string,
    set: Partial<typeof offlineCourse.$inferInsert>,
    body: () => Promise<void>,
  ) => {
    const where = and(
      eq(offlineCourse.tenantId, d.c.refs.tenant1),
      eq(offlineCourse.id, courseOf(d, course)),
    );
    const [before] = await t.db
      .select({ formId: offlineCourse.evaluationFormId, deadline: offlineCourse.evaluationDeadline })
      .from(offlineCourse)
      .where(where);
    try {
      await t.db.update(offlineCourse).set(set).where(where);
      await body();
    } finally {
      await t.db
        .update(offlineCourse)
        .set({ evaluationFormId: before?.formId ?? null, evaluationDeadline: before?.deadline ?? null })
        .where(where);
    }
  };

  it('lists the demo learner’s tasks: to do first, then done and expired, newest first', async () => {
    const res = await page(LEARNER);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ totalCount: 3, totalPage: 1 });
    expect(res.data.list).toEqual([
      {
        courseId: courseOf(d, SAFETY),
        courseName: SAFETY,
        cover: '/gateway/files/covers/course-06.jpg',
        lecturerName: '陈立',
        state: EvaluationState.todo,
        opensAt: formatDateTime(sessionOf(d, SAFETY, 0).start),
        deadline: formatDateTime(defaultDeadline(d, SAFETY)),
        gmtSubmitted: null,
      },
      expect.objectContaining({ courseName: SECURITY, state: EvaluationState.done }),
      expect.objectContaining({
        courseName: LEAN,
        state: EvaluationState.expired,
        deadline: formatDateTime(defaultDeadline(d, LEAN)),
        gmtSubmitted: null,
      }),
    ]);
    expect(res.data.list[1]?.gmtSubmitted).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await count(LEARNER)).toEqual({ total: 3, todo: 1, done: 1, expired: 1 });
    expect(await names(LEARNER, { state: EvaluationState.todo })).toEqual([[SAFETY, EvaluationState.todo]]);
    expect(await names(LEARNER, { state: EvaluationState.done })).toEqual([[SECURITY, EvaluationState.done]]);
    expect(await names(LEARNER, { state: EvaluationState.expired })).toEqual([
      [LEAN, EvaluationState.expired],
    ]);
    const paged = await page(LEARNER, { pageSize: 1, pageCurrent: 2 });
    expect(paged.data).toMatchObject({ totalCount: 3, totalPage: 3 });
    expect(paged.data.list.map((r) => r.courseName)).toEqual([SECURITY]);
    // A state that is no task's is refused.
    expect((await page(LEARNER, { state: EvaluationState.notOpen })).code).toBe(Code.error);
  });

  it('leaves out a course that has not begun or has no form', async () => {
    t.clock.set(new Date(sessionOf(d, SAFETY, 0).start.getTime() - 60_000));
    expect(await names(LEARNER)).toEqual([
      [SECURITY, EvaluationState.done],
      [LEAN, EvaluationState.expired],
    ]);
    t.clock.set(seeded);
    await withCourse(LEAN, { evaluationFormId: null }, async () => {
      expect(await count(LEARNER)).toEqual({ total: 2, todo: 1, done: 1, expired: 0 });
    });
  });

  it('orders what is to do by the nearest deadline, the course’s own when it sets one', async () => {
    // 郑佳 learns the safety course through her task; enrolling in the workshop gives her a second to do.
    const phone = '13800000104';
    const enrol = await callApi(
      t.app,
      offlineApi.enrol,
      { courseId: courseOf(d, SECURITY) },
      {
        token: await d.member(phone),
      },
    );
    expect(enrol.code).toBe(Code.ok);
    // The workshop closes 7 days after its session in 6 days; the safety course after its session in 9.
    expect(await names(phone)).toEqual([
      [SECURITY, EvaluationState.todo],
      [SAFETY, EvaluationState.todo],
    ]);
    await withCourse(SAFETY, { evaluationDeadline: new Date(seeded.getTime() + 2 * DAY_MS) }, async () => {
      const res = await page(phone);
      expect(res.data.list.map((r) => [r.courseName, r.deadline])).toEqual([
        [SAFETY, formatDateTime(new Date(seeded.getTime() + 2 * DAY_MS))],
        [SECURITY, formatDateTime(defaultDeadline(d, SECURITY))],
      ]);
    });
    expect(await count(phone)).toEqual({ total: 2, todo: 2, done: 0, expired: 0 });
  });

  it('moves a submitted evaluation to done, newest first', async () => {
    const res = await callApi(
      t.app,
      offlineReviewApi.evaluationSave,
      { courseId: courseOf(d, SAFETY), answers: answersTo(questions, [5, 4, 5, 4]) },
      { token: await d.member(LEARNER) },
    );
    expect(res.code).toBe(Code.ok);
    expect(await count(LEARNER)).toEqual({ total: 3, todo: 0, done: 2, expired: 1 });
    const list = (await page(LEARNER)).data.list;
    expect(list.map((r) => [r.courseName, r.state])).toEqual([
      [SAFETY, EvaluationState.done],
      [SECURITY, EvaluationState.done],
      [LEAN, EvaluationState.expired],
    ]);
    expect(list[0]?.gmtSubmitted).toBe(formatDateTime(seeded));
  });

  it('gives no tasks to a member who learns none, nor in another company or tenant', async () => {
    const empty = { total: 0, todo: 0, done: 0, expired: 0 };
    for (const phone of ['13800000110', '13800000003']) {
      expect(await count(phone)).toEqual(empty);
      expect((await page(phone)).data).toMatchObject({ list: [], totalCount: 0 });
    }
    for (const [token, host] of [
      [d.c.learnerYuanshan, 'localhost'],
      [d.c.other, OTHER_HOST],
    ] as const) {
      const list = await callApi(t.app, evaluationTaskApi.page, {}, { token, host });
      expect(list.data).toMatchObject({ list: [], totalCount: 0 });
      expect((await callApi(t.app, evaluationTaskApi.count, {}, { token, host })).data).toEqual(empty);
    }
  });
});
