import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseApi } from '../../../contract/course';
import { Code } from '../../../contract/envelope';
import { StudyStatus, studyTaskApi } from '../../../contract/study';
import {
  PhaseContentType,
  TaskStudyReason,
  TaskWindow,
  taskStudyApi,
  type TaskProgressReport,
} from '../../../contract/study-task';
import { course, studyTask, studyTaskUser } from '../../../gateway/db/schema';
import { studyTaskContent, studyTaskPhase } from '../../../gateway/db/schema-task';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import {
  courseRecord,
  makeCourse,
  nodeRecord,
  progressWorld,
  type NodeSpec,
  type ProgressWorld,
  type TestCourse,
} from '../progress/support';

const DAY_MS = 86_400_000;
const NOT_FOUND = '学习任务不存在或未分配给你';
const COURSE_NOT_IN_TASK = '该课程不在此学习任务中或已停用';

describe.each(dialects())('studying inside a study task (%s)', (dialect) => {
  let t: TestApp;
  let w: ProgressWorld;
  let c: Callers;
  let seq = 10_000;

  const courseWith = (...nodes: NodeSpec[]) =>
    makeCourse(t, { tenantId: w.refs.tenant1, enterpriseId: w.company.id, nodes });

  /** A published task of the test company over `courses`, assigned to the demo learner unless told. */
  async function makeTask(
    courses: TestCourse[],
    options: { startDays?: number; endDays?: number; statusId?: number; users?: string[] } = {},
  ): Promise<string> {
    const now = t.clock.now().getTime();
    const [task] = await t.db
      .insert(studyTask)
      .values({
        tenantId: w.refs.tenant1,
        enterpriseId: w.company.id,
        taskName: `任务测试 ${(seq += 1)}`,
        startTime: new Date(now + (options.startDays ?? -1) * DAY_MS),
        endTime: new Date(now + (options.endDays ?? 10) * DAY_MS),
        statusId: options.statusId ?? 1,
      })
      .returning({ id: studyTask.id });
    if (!task) throw new Error('task not inserted');
    const [phase] = await t.db
      .insert(studyTaskPhase)
      .values({ tenantId: w.refs.tenant1, taskId: task.id, phaseName: '课程学习' })
      .returning({ id: studyTaskPhase.id });
    if (!phase) throw new Error('phase not inserted');
    await t.db.insert(studyTaskContent).values(
      courses.map((x, sort) => ({
        tenantId: w.refs.tenant1,
        taskId: task.id,
        phaseId: phase.id,
        contentType: PhaseContentType.course,
        refId: x.id,
        sort,
      })),
    );
    for (const userId of options.users ?? [w.refs.learner.id]) {
      await t.db
        .insert(studyTaskUser)
        .values({ tenantId: w.refs.tenant1, enterpriseId: w.company.id, taskId: task.id, userId });
    }
    return task.id;
  }

  /** A report of the demo learner in the test company on node `index` of `x`, made inside `taskId`. */
  const save = (
    taskId: string,
    x: TestCourse,
    index: number,
    fields: Partial<TaskProgressReport> | Record<string, unknown> = {},
    options: { token?: string; lang?: 'zh' | 'en'; host?: string } = {},
  ) =>
    callApi(
      t.app,
      taskStudyApi.save,
      {
        taskId,
        courseId: x.id,
        subResourceId: x.nodes[index] ?? '',
        studyProgress: 100,
        position: 1,
        studySeconds: 5,
        seq: (seq += 1),
        ...fields,
      },
      { token: options.token ?? w.learner, lang: options.lang, host: options.host },
    );

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await progressWorld(t);
    c = await callers(t);
  });
  beforeEach(() => {
    const now = new Date();
    t.clock.set(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0, 0));
  });
  afterAll(() => t.close());

  describe('the demo tasks', () => {
    /** The demo learner's task of 星河科技 by name, from the task list. */
    async function demoTask(name: string) {
      const page = await callApi(t.app, studyTaskApi.page, { pageSize: 20 }, { token: c.learner });
      const task = page.data.list.find((r) => r.taskName === name);
      if (!task) throw new Error(`no task ${name}`);
      return task;
    }

    it('details a task like the task list, with its window and its courses in order', async () => {
      const listed = await demoTask('2026 年度信息安全必修');
      const detail = await callApi(t.app, taskStudyApi.detail, { taskId: listed.id }, { token: c.learner });
      expect(detail.code, detail.msg).toBe(Code.ok);
      // The task's own figures are the list's, whatever the call.
      expect(detail.data).toMatchObject(listed);
      expect(detail.data.window).toBe(TaskWindow.open);
      expect(
        detail.data.courses.map((x) => [x.courseName, x.lecturerName, x.studyProgress, x.studyStatus]),
      ).toEqual([
        ['信息安全意识基础', '陈立', 100, StudyStatus.learned],
        ['数据分类分级与保密要求', '陈立', 45, StudyStatus.learning],
        ['钓鱼邮件识别实战', '吴昊', 0, StudyStatus.notStarted],
      ]);
      // The mean of 100, 45 and 0, rounded down, with one course of three learned.
      expect(detail.data).toMatchObject({ studyProgress: 48, courseCount: 3, learnedCourseCount: 1 });
      expect(detail.data.courses[0]?.cover).toMatch(/course-01\.jpg$/);

      const progress = await callApi(
        t.app,
        taskStudyApi.progress,
        { taskId: listed.id },
        { token: c.learner },
      );
      expect(progress.data).toEqual({
        taskId: listed.id,
        studyProgress: 48,
        studyStatus: StudyStatus.learning,
        courseCount: 3,
        learnedCourseCount: 1,
        lastStudyTime: listed.lastStudyTime,
        courses: detail.data.courses.map((x) => ({
          courseId: x.courseId,
          studyProgress: x.studyProgress,
          studyStatus: x.studyStatus,
        })),
      });
    });

    it('seeds windows not yet open and already ended, and refuses study in them with the reason', async () => {
      const soon = await demoTask('沟通协作训练营');
      const ended = await demoTask('星河云平台上线冲刺');
      const learned = await demoTask('安全生产月专题学习');
      for (const [task, window, reason] of [
        [soon, TaskWindow.notStarted, TaskStudyReason.notStarted],
        [ended, TaskWindow.ended, TaskStudyReason.ended],
        [learned, TaskWindow.ended, TaskStudyReason.ended],
      ] as const) {
        const detail = await callApi(t.app, taskStudyApi.detail, { taskId: task.id }, { token: c.learner });
        expect(detail.data.window).toBe(window);
        const courseId = detail.data.courses[0]?.courseId ?? '';
        const check = await callApi(
          t.app,
          taskStudyApi.checkResource,
          { taskId: task.id, courseId },
          { token: c.learner },
        );
        expect(check.data).toEqual({
          taskId: task.id,
          courseId,
          allowed: 0,
          reason,
          startTime: task.startTime,
          endTime: task.endTime,
        });
      }
      expect(soon.studyStatus).toBe(StudyStatus.notStarted);
      expect(ended).toMatchObject({ studyStatus: StudyStatus.learning, studyProgress: 20 });
      expect(learned.studyStatus).toBe(StudyStatus.learned);
    });

    it("answers a task course's nodes as the course player reads them, with its resume node", async () => {
      const task = await demoTask('2026 年度信息安全必修');
      const detail = await callApi(t.app, taskStudyApi.detail, { taskId: task.id }, { token: c.learner });
      const courseId = detail.data.courses[1]?.courseId ?? '';
      const nodes = await callApi(
        t.app,
        taskStudyApi.resource,
        { taskId: task.id, courseId },
        { token: c.learner },
      );
      expect(nodes.code, nodes.msg).toBe(Code.ok);
      const tree = await callApi(t.app, courseApi.chapterPeriodList, { courseId }, { token: c.learner });
      const view = await callApi(t.app, courseApi.view, { courseId }, { token: c.learner });
      expect(nodes.data.nodes).toEqual(tree.data);
      expect(nodes.data.nodes.length).toBeGreaterThan(0);
      expect(nodes.data.resumeSubResourceId).toBe(view.data.resumeSubResourceId);
      expect(nodes.data.courseId).toBe(courseId);
    });
  });

  describe('reports made inside a task', () => {
    it('raise the node, the course and the task, and answer all three', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 4 }, { kind: 'pdf', pages: 2 });
      const b = await courseWith({ kind: 'pdf', pages: 2 });
      const taskId = await makeTask([a, b]);

      // One page of four: the node at 25 %, its course at the mean of 25 and 0, the task at the mean of 12 and 0.
      const first = await save(taskId, a, 0, { position: 1 });
      expect(first.code, first.msg).toBe(Code.ok);
      expect(first.data).toEqual({
        studyProgress: 25,
        finished: 0,
        maxPosition: 1,
        courseProgress: 12,
        courseStudyStatus: StudyStatus.learning,
        taskProgress: 6,
        taskStudyStatus: StudyStatus.learning,
        learnedCourseCount: 0,
      });
      // The course player's records, exactly as a course report writes them.
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, a.nodes[0] ?? '')).toMatchObject({
        studyProgress: 25,
        seenPages: [1],
      });
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, a.id)).toMatchObject({
        studyProgress: 12,
      });

      await save(taskId, a, 1, { position: 1 });
      await save(taskId, b, 0, { position: 1 });
      const done = await save(taskId, b, 0, { position: 2 });
      // Course a: (25 + 50) / 2 = 37; course b learned; the task: (37 + 100) / 2 = 68.
      expect(done.data).toMatchObject({
        studyProgress: 100,
        finished: 1,
        courseProgress: 100,
        courseStudyStatus: StudyStatus.learned,
        taskProgress: 68,
        taskStudyStatus: StudyStatus.learning,
        learnedCourseCount: 1,
      });
      const figures = await callApi(t.app, taskStudyApi.progress, { taskId }, { token: w.learner });
      expect(figures.data).toMatchObject({
        studyProgress: 68,
        learnedCourseCount: 1,
        courseCount: 2,
        courses: [
          { courseId: a.id, studyProgress: 37, studyStatus: StudyStatus.learning },
          { courseId: b.id, studyProgress: 100, studyStatus: StudyStatus.learned },
        ],
      });
    });

    it('never lower anything on a stale or repeated report', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 2 });
      const taskId = await makeTask([a]);
      const high = await save(taskId, a, 0, { position: 2, seq: 900 });
      expect(high.data).toMatchObject({ studyProgress: 50, courseProgress: 50, taskProgress: 50 });
      // An older report claiming nothing, then the same sequence number again.
      const stale = await save(taskId, a, 0, { position: 0, studyProgress: 0, seq: 899 });
      expect(stale.code, stale.msg).toBe(Code.ok);
      expect(stale.data).toMatchObject({ studyProgress: 50, courseProgress: 50, taskProgress: 50 });
      const repeated = await save(taskId, a, 0, { position: 0, studyProgress: 0, seq: 900 });
      expect(repeated.data).toMatchObject({ studyProgress: 50, courseProgress: 50, taskProgress: 50 });
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, a.nodes[0] ?? '')).toMatchObject({
        position: 2,
        lastSeq: 900,
      });
    });

    it('are refused without a progress figure, and nothing is written', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 2 });
      const taskId = await makeTask([a]);
      for (const [fields, lang, msg] of [
        [{ studyProgress: undefined }, 'zh', '学习进度不能为空'],
        [{ studyProgress: null }, 'en', 'The study progress is missing'],
        [{ studyProgress: '' }, 'zh', '学习进度不能为空'],
      ] as const) {
        const res = await save(taskId, a, 0, fields, { lang });
        expect(res).toMatchObject({ code: Code.error, msg, data: null });
      }
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, a.nodes[0] ?? '')).toBeNull();
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, a.id)).toBeNull();
      const noTask = await save(taskId, a, 0, { taskId: undefined });
      expect(noTask).toMatchObject({ code: Code.error, msg: '学习任务不能为空' });
    });

    it('are refused outside the window, with its time, and for a course not in the task', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 2 });
      const other = await courseWith({ kind: 'pdf', pages: 2 });
      const soon = await makeTask([a], { startDays: 2, endDays: 5 });
      const refused = await save(soon, a, 0);
      expect(refused.code).toBe(Code.error);
      expect(refused.msg).toMatch(/^学习任务尚未开始，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 开始$/);
      const over = await makeTask([a], { startDays: -5, endDays: -1 });
      const late = await save(over, a, 0, {}, { lang: 'en' });
      expect(late.msg).toMatch(/^The study task ended at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const open = await makeTask([a]);
      expect((await save(open, other, 0)).msg).toBe(COURSE_NOT_IN_TASK);
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, a.id)).toBeNull();
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, other.id)).toBeNull();

      // Reading the course's nodes changes nothing, so it is allowed whatever the window.
      const early = await callApi(
        t.app,
        taskStudyApi.resource,
        { taskId: soon, courseId: a.id },
        { token: w.learner },
      );
      expect(early.code, early.msg).toBe(Code.ok);
      expect(early.data.nodes.map((n) => [n.subResourceId, n.studyProgress])).toEqual([[a.nodes[0], 0]]);

      // The window opens (the task moved to start a second ago): the same report is taken.
      await t.db
        .update(studyTask)
        .set({ startTime: new Date(t.clock.now().getTime() - 1000) })
        .where(and(eq(studyTask.tenantId, w.refs.tenant1), eq(studyTask.id, soon)));
      expect((await save(soon, a, 0)).code).toBe(Code.ok);
    });
  });

  describe('check/resource', () => {
    it('answers each reason', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 2 });
      const outside = await courseWith({ kind: 'pdf', pages: 2 });
      const disabled = await courseWith({ kind: 'pdf', pages: 2 });
      const open = await makeTask([a, disabled]);
      await t.db
        .update(course)
        .set({ statusId: 0 })
        .where(and(eq(course.tenantId, w.refs.tenant1), eq(course.id, disabled.id)));
      const soon = await makeTask([a], { startDays: 1 });
      const over = await makeTask([a], { startDays: -3, endDays: -1 });
      const check = (taskId: string, x: TestCourse) =>
        callApi(t.app, taskStudyApi.checkResource, { taskId, courseId: x.id }, { token: w.learner });
      for (const [taskId, x, reason] of [
        [open, a, TaskStudyReason.ok],
        [open, outside, TaskStudyReason.courseUnavailable],
        [open, disabled, TaskStudyReason.courseUnavailable],
        [soon, a, TaskStudyReason.notStarted],
        [over, a, TaskStudyReason.ended],
        // A course outside the task is refused as such, whatever the window.
        [soon, outside, TaskStudyReason.courseUnavailable],
      ] as const) {
        const res = await check(taskId, x);
        expect(res.code, res.msg).toBe(Code.ok);
        expect(res.data).toMatchObject({ reason, allowed: reason === TaskStudyReason.ok ? 1 : 0 });
      }
      // The disabled course is no longer part of the task's figures either.
      const detail = await callApi(t.app, taskStudyApi.detail, { taskId: open }, { token: w.learner });
      expect(detail.data.courses.map((x) => x.courseId)).toEqual([a.id]);
      expect(detail.data.courseCount).toBe(1);
      const nodes = await callApi(
        t.app,
        taskStudyApi.resource,
        { taskId: open, courseId: disabled.id },
        { token: w.learner },
      );
      expect(nodes).toMatchObject({ code: Code.error, msg: COURSE_NOT_IN_TASK });
    });
  });

  describe('isolation', () => {
    it('answers tasks the caller may not see as not found, on every call', async () => {
      const a = await courseWith({ kind: 'pdf', pages: 2 });
      // Assigned to the colleague only, and a draft assigned to the learner.
      const theirs = await makeTask([a], { users: [w.refs.admin.id] });
      const draft = await makeTask([a], { statusId: 0 });
      const mine = await makeTask([a]);
      const calls = (taskId: string) =>
        [
          [taskStudyApi.detail, { taskId }],
          [taskStudyApi.progress, { taskId }],
          [taskStudyApi.resource, { taskId, courseId: a.id }],
          [taskStudyApi.checkResource, { taskId, courseId: a.id }],
        ] as const;
      const refused = async (taskId: string, token: string, host?: string) => {
        for (const [endpoint, body] of calls(taskId)) {
          const res = await callApi(t.app, endpoint, body, { token, host });
          expect(res, endpoint.path).toMatchObject({ code: Code.error, msg: NOT_FOUND, data: null });
        }
        const report = await save(taskId, a, 0, {}, { token, host });
        expect(report).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      };
      // Not assigned, a draft.
      await refused(theirs, w.learner);
      await refused(draft, w.learner);
      // The learner's own task, asked for from another company of the same tenant.
      await refused(mine, w.learnerXinghe);
      // …and by another tenant's member on its own site.
      await refused(mine, w.other, OTHER_HOST);
      // The assigned colleague and the learner do see their tasks.
      expect(
        (await callApi(t.app, taskStudyApi.detail, { taskId: theirs }, { token: w.colleague })).code,
      ).toBe(Code.ok);
      expect((await callApi(t.app, taskStudyApi.detail, { taskId: mine }, { token: w.learner })).code).toBe(
        Code.ok,
      );
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, a.id)).toBeNull();
      const en = await callApi(
        t.app,
        taskStudyApi.detail,
        { taskId: theirs },
        { token: w.learner, lang: 'en' },
      );
      expect(en.msg).toBe('The study task does not exist or is not assigned to you');
    });

    it('validates the task id with a localised message', async () => {
      const bad = await callApi(t.app, taskStudyApi.detail, { taskId: 'x' }, { token: w.learner });
      expect(bad).toMatchObject({ code: Code.error, msg: '学习任务不是有效的编号' });
      const missing = await callApi(t.app, taskStudyApi.progress, {}, { token: w.learner, lang: 'en' });
      expect(missing).toMatchObject({ code: Code.error, msg: 'Study task is required' });
      expect((await callApi(t.app, taskStudyApi.detail, { taskId: '1' })).code).toBe(Code.tokenExpired);
    });
  });
});
