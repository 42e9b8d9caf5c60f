import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { studyTaskApi } from '../../../contract/study';
import { ContentStatus, PhaseContentType, TaskStudyReason, taskStudyApi } from '../../../contract/study-task';
import { course, courseUserProgress, studyTask, studyTaskUser } from '../../../gateway/db/schema';
import { offlineCourse } from '../../../gateway/db/schema-offline';
import { studyTaskContent, studyTaskContentUser, studyTaskPhase } from '../../../gateway/db/schema-task';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const PHASED = '2026 新任班组长培养计划';
const DAY_MS = 86_400_000;

describe.each(dialects())('a study task in phases (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let phasedId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    const [row] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, PHASED)));
    if (!row) throw new Error('the phased task is not seeded');
    phasedId = row.id;
  });
  afterAll(() => t.close());

  const courseId = async (name: string) => {
    const [row] = await t.db
      .select({ id: course.id })
      .from(course)
      .where(
        and(
          eq(course.tenantId, c.refs.tenant1),
          eq(course.enterpriseId, c.refs.xinghe.id),
          eq(course.courseName, name),
        ),
      );
    if (!row) throw new Error(`no course ${name}`);
    return row.id;
  };

  it('shows every phase in order with every kind of content and where the learner stands in it', async () => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId: phasedId }, { token: c.learner });
    expect(detail.code).toBe(Code.ok);
    const phases = detail.data.phases;
    expect(phases.map((p) => [p.phaseName, p.requirePrevious, p.locked, p.studyStatus])).toEqual([
      ['第一阶段：角色认知', 0, 0, 3],
      ['第二阶段：课堂与实操', 0, 0, 2],
      // The second phase has a practical not yet answered, so the third waits.
      ['第三阶段：上岗评估', 1, 1, 1],
    ]);
    const lines = phases.flatMap((p) =>
      p.contents.map((x) => [x.contentType, x.contentName, x.status, x.studyProgress]),
    );
    expect(lines).toEqual([
      [PhaseContentType.course, '新员工入职：企业文化与规章制度', ContentStatus.done, 100],
      [PhaseContentType.imageText, '班组长的一天：职责与工作清单', ContentStatus.done, 100],
      [PhaseContentType.survey, '新员工入职体验回访', ContentStatus.done, 100],
      // Linked to the classroom course of its name: under way while its sessions run (decision 0058).
      [PhaseContentType.offlineTraining, '班组安全管理面授课', ContentStatus.underway, 0],
      [PhaseContentType.imageText, '班前会范例：一次十分钟班前会的记录', ContentStatus.notStarted, 0],
      [PhaseContentType.practical, '编写一份班组安全检查表', ContentStatus.done, 100],
      [PhaseContentType.practical, '组织一次十分钟班前会', ContentStatus.notStarted, 0],
      [PhaseContentType.exam, '安全生产知识考试', ContentStatus.done, 100],
      [PhaseContentType.jobEvaluation, '班组长岗位胜任力评估', ContentStatus.notStarted, 0],
      [PhaseContentType.exam, '2026 年度合规与安全综合测评', ContentStatus.notStarted, 0],
    ]);
    const byName = new Map(phases.flatMap((p) => p.contents).map((x) => [x.contentName, x]));
    const [classroom] = await t.db
      .select({ id: offlineCourse.id })
      .from(offlineCourse)
      .where(
        and(eq(offlineCourse.tenantId, c.refs.tenant1), eq(offlineCourse.courseName, '班组安全管理面授课')),
      );
    expect(byName.get('班组安全管理面授课')).toMatchObject({
      place: '总部 3 号楼 502 培训室',
      refId: classroom?.id,
    });
    expect(byName.get('班组安全管理面授课')?.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(byName.get('编写一份班组安全检查表')?.score).toBe(86);
    expect(byName.get('安全生产知识考试')?.score).toBe(88);
    expect(byName.get('新员工入职：企业文化与规章制度')?.refId).toBe(
      await courseId('新员工入职：企业文化与规章制度'),
    );
    // The player's list holds the task's courses; the task's figures count every content (5 of 10 done).
    expect(detail.data.courses.map((x) => x.courseName)).toEqual(['新员工入职：企业文化与规章制度']);
    expect(detail.data).toMatchObject({
      studyProgress: 50,
      studyStatus: 2,
      courseCount: 1,
      learnedCourseCount: 1,
    });
  });

  it("opens a content's brief and the learner's mark", async () => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId: phasedId }, { token: c.learner });
    const practical = detail.data.phases[1]?.contents[2];
    const brief = await callApi(
      t.app,
      taskStudyApi.contentDetail,
      { taskId: phasedId, phaseContentId: practical?.phaseContentId ?? '0' },
      { token: c.learner },
    );
    expect(brief.code).toBe(Code.ok);
    expect(brief.data).toMatchObject({
      contentName: '编写一份班组安全检查表',
      phaseName: '第二阶段：课堂与实操',
      locked: 0,
      score: 86,
      passScore: 60,
      comment: '检查要点具体，消防部分可补充灭火器压力检查。',
    });
    expect(brief.data.body).toContain('每日安全检查表');
    expect(brief.data.criteria).toContain('60 分合格');
    expect(brief.data.finishTime).not.toBeNull();
  });

  it('counts the takers of each exam content among the task’s learners', async () => {
    const counts = await callApi(
      t.app,
      taskStudyApi.examUserCount,
      { taskId: phasedId },
      { token: c.learner },
    );
    expect(counts.code).toBe(Code.ok);
    // The learner and five colleagues; four of the five who sat the safety exam reached its pass mark of 60.
    expect(counts.data.map((x) => [x.userCount, x.joinCount, x.passCount])).toEqual([
      [6, 5, 4],
      [6, 0, 0],
    ]);
  });

  it('keeps a phase locked until the one before it is learned, at the gateway too', async () => {
    const [first, second] = [
      await courseId('钓鱼邮件识别实战'),
      await courseId('产品知识：客户常见问题解答'),
    ];
    const now = t.clock.now().getTime();
    const scope = { tenantId: c.refs.tenant1 };
    const [task] = await t.db
      .insert(studyTask)
      .values({
        ...scope,
        enterpriseId: c.refs.xinghe.id,
        taskName: '阶段解锁测试',
        startTime: new Date(now - DAY_MS),
        endTime: new Date(now + 10 * DAY_MS),
      })
      .returning({ id: studyTask.id });
    if (!task) throw new Error('task not inserted');
    await t.db
      .insert(studyTaskUser)
      .values({ ...scope, enterpriseId: c.refs.xinghe.id, taskId: task.id, userId: c.refs.learner.id });
    const phases = await t.db
      .insert(studyTaskPhase)
      .values([
        { ...scope, taskId: task.id, phaseName: '一', sort: 0 },
        { ...scope, taskId: task.id, phaseName: '二', sort: 1, requirePrevious: 1 },
      ])
      .returning({ id: studyTaskPhase.id });
    const [p1, p2] = phases.map((p) => p.id);
    const contents = await t.db
      .insert(studyTaskContent)
      .values([
        { ...scope, taskId: task.id, phaseId: p1 ?? '', contentType: PhaseContentType.course, refId: first },
        {
          ...scope,
          taskId: task.id,
          phaseId: p1 ?? '',
          contentType: PhaseContentType.imageText,
          contentName: '读物',
          sort: 1,
        },
        { ...scope, taskId: task.id, phaseId: p2 ?? '', contentType: PhaseContentType.course, refId: second },
        {
          ...scope,
          taskId: task.id,
          phaseId: p2 ?? '',
          contentType: PhaseContentType.imageText,
          contentName: '锁住的读物',
          sort: 1,
        },
      ])
      .returning({ id: studyTaskContent.id });
    const [, reading, , lockedReading] = contents.map((x) => x.id);
    const progressOfFirst = and(
      eq(courseUserProgress.tenantId, c.refs.tenant1),
      eq(courseUserProgress.courseId, first),
      eq(courseUserProgress.userId, c.refs.learner.id),
    );
    const check = () =>
      callApi(t.app, taskStudyApi.checkResource, { taskId: task.id, courseId: second }, { token: c.learner });
    const read = (phaseContentId: string | undefined) =>
      callApi(
        t.app,
        taskStudyApi.contentRead,
        { taskId: task.id, phaseContentId: phaseContentId ?? '' },
        { token: c.learner },
      );
    try {
      expect((await check()).data).toMatchObject({ allowed: 0, reason: TaskStudyReason.phaseLocked });
      const refused = await callApi(
        t.app,
        taskStudyApi.save,
        {
          taskId: task.id,
          courseId: second,
          subResourceId: '1',
          studyProgress: 10,
          position: 1,
          studySeconds: 5,
          seq: 1,
        },
        { token: c.learner },
      );
      expect(refused).toMatchObject({
        code: Code.error,
        msg: '该课程所在阶段尚未开放，请先完成上一阶段',
      });
      const lockedRead = await read(lockedReading);
      expect(lockedRead).toMatchObject({ code: Code.error, msg: '请先完成上一阶段，“二”才会开放' });

      // Reading the first phase's text is repeatable and done once; the phase still waits for its course.
      const once = await read(reading);
      expect(once.data).toMatchObject({ status: ContentStatus.done, studyProgress: 100 });
      const twice = await read(reading);
      expect(twice.data.finishTime).toBe(once.data.finishTime);
      expect((await check()).data.reason).toBe(TaskStudyReason.phaseLocked);

      await t.db.update(courseUserProgress).set({ studyProgress: 100 }).where(progressOfFirst);
      expect((await check()).data).toMatchObject({ allowed: 1, reason: TaskStudyReason.ok });
      const opened = await read(lockedReading);
      expect(opened.data).toMatchObject({ status: ContentStatus.done, locked: 0 });
      const figures = await callApi(t.app, taskStudyApi.detail, { taskId: task.id }, { token: c.learner });
      // Three of four done: the course of the second phase is not started.
      expect(figures.data).toMatchObject({ studyProgress: 75, studyStatus: 2 });
    } finally {
      await t.db.update(courseUserProgress).set({ studyProgress: 0 }).where(progressOfFirst);
      await t.db.delete(studyTaskContentUser).where(eq(studyTaskContentUser.taskId, task.id));
      await t.db.update(studyTask).set({ statusId: 0 }).where(eq(studyTask.id, task.id));
    }
  });

  it('refuses to mark as read anything but an image-text', async () => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId: phasedId }, { token: c.learner });
    const examLine = detail.data.phases[1]?.contents[4];
    const refused = await callApi(
      t.app,
      taskStudyApi.contentRead,
      { taskId: phasedId, phaseContentId: examLine?.phaseContentId ?? '' },
      { token: c.learner },
    );
    expect(refused).toMatchObject({ code: Code.error, msg: '只有图文内容可以标记为已读' });
  });

  it('keeps to the learner, the company and the tenant', async () => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId: phasedId }, { token: c.learner });
    const line = detail.data.phases[0]?.contents[1];
    const body = { taskId: phasedId, phaseContentId: line?.phaseContentId ?? '' };
    for (const [token, host] of [
      [c.admin, undefined],
      [c.learnerYuanshan, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      const opts = host ? { token, host } : { token };
      for (const call of [taskStudyApi.detail, taskStudyApi.examUserCount]) {
        const answer = await callApi(t.app, call, { taskId: phasedId }, opts);
        expect(answer.code).toBe(Code.error);
      }
      expect((await callApi(t.app, taskStudyApi.contentDetail, body, opts)).code).toBe(Code.error);
      expect((await callApi(t.app, taskStudyApi.contentRead, body, opts)).code).toBe(Code.error);
    }
    // A content of another task is not found through this one.
    const other = await callApi(t.app, studyTaskApi.page, {}, { token: c.learner });
    const elsewhere = other.data.list.find((x) => x.taskName === '新员工入职培训');
    const crossed = await callApi(
      t.app,
      taskStudyApi.contentDetail,
      { taskId: elsewhere?.id ?? '', phaseContentId: line?.phaseContentId ?? '' },
      { token: c.learner },
    );
    expect(crossed).toMatchObject({ code: Code.error, msg: '该学习内容不存在或不在你的学习任务中' });
    // A malformed id is a validation message, never a crash.
    const bad = await callApi(
      t.app,
      taskStudyApi.contentDetail,
      { taskId: phasedId, phaseContentId: 'x' },
      { token: c.learner },
    );
    expect(bad.code).toBe(Code.error);
  });
});
