import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  ProjectApplyMode,
  ProjectApplyStatus as A,
  ProjectItemType as I,
  studyProjectApi,
} from '../../../contract/study-project';
import { ContentStatus as S, TaskWindow } from '../../../contract/study-task.routes';
import { course, courseUserProgress } from '../../../gateway/db/schema';
import { offlineCourse, offlineSession } from '../../../gateway/db/schema-offline';
import { studyProject } from '../../../gateway/db/schema-project';
import { survey, surveyResponse } from '../../../gateway/db/schema-survey';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { CADRE, DAY_MS, SAFETY_MONTH, projectDemo, projectOf, type ProjectDemo } from './support';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const NOT_FOUND = '学习项目不存在或未发布';

describe.each(dialects())('study projects as members see them (%s)', (dialect) => {
  let t: TestApp;
  let d: ProjectDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await projectDemo(t);
  });
  afterAll(() => t.close());

  const page = (token: string, body: Record<string, unknown> = {}, host?: string) =>
    callApi(t.app, studyProjectApi.page, { pageSize: 10, ...body }, { token, ...(host ? { host } : {}) });
  const detail = (name: string, token: string) =>
    callApi(t.app, studyProjectApi.detail, { projectId: projectOf(d, name) }, { token });
  /** Each stage's items as [type, name, status, progress]. */
  const itemsOf = (res: Awaited<ReturnType<typeof detail>>) =>
    res.data.stages.map((s) => [
      s.stageName,
      s.items.map((i) => [i.itemType, i.itemName, i.status, i.studyProgress]),
    ]);

  it('lists the company’s published projects newest first, with the caller’s place and progress', async () => {
    const res = await page(d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.list).toEqual([
      expect.objectContaining({
        projectName: CADRE,
        window: TaskWindow.open,
        applyMode: ProjectApplyMode.approval,
        applyStatus: A.none,
        stageCount: 3,
        itemCount: 5,
        learnerCount: 2,
        admireCount: 1,
        creditHour: 24,
        // Outside the project: no progress, whatever the member did in its items.
        studyProgress: 0,
      }),
      expect.objectContaining({
        projectName: SAFETY_MONTH,
        window: TaskWindow.open,
        applyMode: ProjectApplyMode.open,
        applyStatus: A.approved,
        stageCount: 3,
        itemCount: 6,
        learnerCount: 4,
        admireCount: 3,
        creditHour: 12,
        studyProgress: 50,
      }),
    ]);
    expect(res.data.list[0]?.startTime).toMatch(TIME);
    expect(res.data.list[0]?.cover).toBe('/gateway/files/covers/course-12.jpg');
  });

  it('filters by name and by the caller’s place, and counts', async () => {
    expect((await page(d.c.learner, { keyword: '安全生产' })).data.list.map((r) => r.projectName)).toEqual([
      SAFETY_MONTH,
    ]);
    // A LIKE wildcard is a plain character.
    expect((await page(d.c.learner, { keyword: '%' })).data.totalCount).toBe(0);
    expect((await page(d.c.learner, { joined: 1 })).data.list.map((r) => r.projectName)).toEqual([
      SAFETY_MONTH,
    ]);
    expect((await callApi(t.app, studyProjectApi.count, {}, { token: d.c.learner })).data).toEqual({
      all: 2,
      joined: 1,
      awaiting: 0,
    });
    // 郑佳 applied to the first and waits; 马超 was refused: both are "joined" (they have a place, any state).
    const awaiting = await d.member('13800000104');
    expect((await page(awaiting, { joined: 1 })).data.list).toEqual([
      expect.objectContaining({ projectName: CADRE, applyStatus: A.awaiting, studyProgress: 0 }),
    ]);
    expect((await callApi(t.app, studyProjectApi.count, {}, { token: awaiting })).data).toEqual({
      all: 2,
      joined: 1,
      awaiting: 1,
    });
    const refused = await d.member('13800000105');
    expect((await page(refused, { joined: 1 })).data.list).toEqual([
      expect.objectContaining({ projectName: CADRE, applyStatus: A.rejected }),
    ]);
  });

  it('shows a project the caller is in: stages and items in order, the caller’s state in each, lecturers', async () => {
    const res = await detail(SAFETY_MONTH, d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      projectName: SAFETY_MONTH,
      applyStatus: A.approved,
      applyReason: '',
      admired: 1,
      admireCount: 3,
      doneCount: 3,
      itemCount: 6,
      studyProgress: 50,
    });
    expect(res.data.applyTime).toMatch(TIME);
    expect(res.data.introduce).toContain('<p>全员可直接加入，加入后即可开始学习。</p>');
    expect(res.data.lecturers.map((l) => [l.lecturerName, l.position])).toEqual([
      ['邓峰', '生产部安全主任'],
      ['陈立', '信息安全负责人'],
    ]);
    expect(itemsOf(res)).toEqual([
      [
        '第一阶段：安全基础',
        [
          [I.course, '安全生产与消防常识', S.done, 100],
          [I.course, '应急疏散与现场急救', S.done, 100],
        ],
      ],
      [
        '第二阶段：现场实操',
        [
          // Attended one session and excused from one, with more to come.
          [I.offlineCourse, '班组安全管理面授课', S.underway, 0],
          // Passed with 88 after the exam closed.
          [I.exam, '安全生产知识考试', S.done, 100],
        ],
      ],
      [
        '第三阶段：考核与反馈',
        [
          [I.exam, '消防安全一分钟快测', S.notStarted, 0],
          [I.survey, '2026 年度培训满意度调查', S.notStarted, 0],
        ],
      ],
    ]);
    // A course has no window; an exam or survey its own; a classroom course its first and last session.
    const [first, second] = res.data.stages;
    expect(first?.items[0]).toMatchObject({ startTime: null, endTime: null });
    expect(second?.items[1]?.startTime).toMatch(TIME);
    const classroom = second?.items[0];
    const sessions = await t.db
      .select({ start: offlineSession.startTime, end: offlineSession.endTime })
      .from(offlineSession)
      .where(
        and(
          eq(offlineSession.tenantId, d.c.refs.tenant1),
          eq(offlineSession.courseId, classroom?.refId ?? ''),
        ),
      );
    const starts = sessions.map((s) => new Date(s.start).getTime());
    const ends = sessions.map((s) => new Date(s.end).getTime());
    expect(new Date(classroom?.startTime ?? '').getTime()).toBe(Math.min(...starts));
    expect(new Date(classroom?.endTime ?? '').getTime()).toBe(Math.max(...ends));
  });

  it('shows the caller’s own state in the items of a project they are not in, without progress', async () => {
    const res = await detail(CADRE, d.c.learner);
    expect(res.data).toMatchObject({
      applyStatus: A.none,
      applyTime: null,
      admired: 0,
      doneCount: 1,
      studyProgress: 0,
      learnerCount: 2,
    });
    expect(res.data.lecturers.map((l) => l.lecturerName)).toEqual(['陈立', '郑佳']);
    expect(itemsOf(res)).toEqual([
      [
        '第一阶段：角色转变与管理认知',
        [
          [I.course, '高效沟通与跨部门协作', S.notStarted, 0],
          [I.course, '新员工入职：企业文化与规章制度', S.done, 100],
        ],
      ],
      [
        '第二阶段：课堂实训与综合测评',
        [
          // Late, absent, present in the session under way, one to come.
          [I.offlineCourse, '信息安全实战工作坊', S.underway, 0],
          [I.exam, '2026 年度合规与安全综合测评', S.notStarted, 0],
        ],
      ],
      ['第三阶段：培养反馈', [[I.survey, '2026 年度培训满意度调查', S.notStarted, 0]]],
    ]);
    // A refused member reads why.
    const refused = await detail(CADRE, await d.member('13800000105'));
    expect(refused.data).toMatchObject({
      applyStatus: A.rejected,
      applyReason: '本期名额已满，请关注下一期储备干部培养项目的报名通知。',
    });
  });

  it('leaves out an item whose course is disabled', async () => {
    await t.db
      .update(course)
      .set({ statusId: 0 })
      .where(and(eq(course.tenantId, d.c.refs.tenant1), eq(course.courseName, '应急疏散与现场急救')));
    try {
      const res = await detail(SAFETY_MONTH, d.c.learner);
      expect(res.data.stages[0]?.items.map((i) => i.itemName)).toEqual(['安全生产与消防常识']);
      expect(res.data).toMatchObject({ itemCount: 5, doneCount: 2, studyProgress: 40 });
    } finally {
      await t.db
        .update(course)
        .set({ statusId: 1 })
        .where(and(eq(course.tenantId, d.c.refs.tenant1), eq(course.courseName, '应急疏散与现场急救')));
    }
  });

  it('is "not found" in another company, another tenant, for a draft and an unknown id', async () => {
    const id = projectOf(d, SAFETY_MONTH);
    const view = (token: string, projectId = id, host?: string) =>
      callApi(t.app, studyProjectApi.detail, { projectId }, { token, ...(host ? { host } : {}) });
    expect(await view(d.c.learnerYuanshan)).toMatchObject({ code: Code.error, msg: NOT_FOUND, data: null });
    expect((await view(d.c.other, id, OTHER_HOST)).msg).toBe(NOT_FOUND);
    expect(
      (
        await callApi(
          t.app,
          studyProjectApi.detail,
          { projectId: '999999' },
          { token: d.c.learner, lang: 'en' },
        )
      ).msg,
    ).toBe('The study project does not exist or is not published');
    expect((await page(d.c.learnerYuanshan)).data).toMatchObject({ totalCount: 0, list: [] });
    expect((await page(d.c.other, {}, OTHER_HOST)).data.totalCount).toBe(0);
    expect((await callApi(t.app, studyProjectApi.count, {}, { token: d.c.learnerYuanshan })).data).toEqual({
      all: 0,
      joined: 0,
      awaiting: 0,
    });

    await t.db
      .update(studyProject)
      .set({ statusId: 0 })
      .where(eq(studyProject.id, projectOf(d, CADRE)));
    try {
      expect((await detail(CADRE, d.c.learner)).msg).toBe(NOT_FOUND);
      expect((await page(d.c.learner)).data.list.map((r) => r.projectName)).toEqual([SAFETY_MONTH]);
    } finally {
      await t.db
        .update(studyProject)
        .set({ statusId: 1 })
        .where(eq(studyProject.id, projectOf(d, CADRE)));
    }
  });

  it('lists a lecturer’s projects with their learners and applications awaiting; 306 for anyone else', async () => {
    const res = await callApi(t.app, studyProjectApi.lecturerPage, { pageSize: 10 }, { token: d.c.lecturer });
    expect(res.code).toBe(Code.ok);
    expect(
      res.data.list.map((r) => [r.projectName, r.window, r.stageCount, r.learnerCount, r.awaitingCount]),
    ).toEqual([
      [CADRE, TaskWindow.open, 3, 2, 2],
      [SAFETY_MONTH, TaskWindow.open, 3, 4, 0],
    ]);
    const refused = await callApi(
      t.app,
      studyProjectApi.lecturerPage,
      { pageSize: 10 },
      { token: d.c.learner },
    );
    expect(refused).toMatchObject({
      code: Code.noPermission,
      msg: '只有讲师可以查看自己授课的学习项目',
      data: null,
    });
    expect(
      (await callApi(t.app, studyProjectApi.lecturerPage, {}, { token: d.c.learner, lang: 'en' })).msg,
    ).toBe('Only a lecturer can see the study projects they teach');
    // Another tenant's lecturer teaches none of these.
    const elsewhere = await callApi(
      t.app,
      studyProjectApi.lecturerPage,
      { pageSize: 10 },
      { token: d.c.other, host: OTHER_HOST },
    );
    expect(elsewhere).toMatchObject({ code: Code.ok, data: { totalCount: 0, list: [] } });
  });

  it('reads each item from its own records: progress made anywhere counts, and the clock ends a classroom course', async () => {
    const [talk] = await t.db
      .select({ id: course.id })
      .from(course)
      .where(and(eq(course.tenantId, d.c.refs.tenant1), eq(course.courseName, '高效沟通与跨部门协作')));
    const [poll] = await t.db
      .select({ id: survey.id })
      .from(survey)
      .where(and(eq(survey.tenantId, d.c.refs.tenant1), eq(survey.title, '2026 年度培训满意度调查')));
    const scope = {
      tenantId: d.c.refs.tenant1,
      enterpriseId: d.c.refs.xinghe.id,
      userId: d.c.refs.learner.id,
    };
    await t.db
      .insert(courseUserProgress)
      .values({ ...scope, courseId: talk?.id ?? '', studyProgress: 40, lastStudyTime: t.clock.now() })
      .onConflictDoUpdate({
        target: [courseUserProgress.tenantId, courseUserProgress.courseId, courseUserProgress.userId],
        set: { studyProgress: 40 },
      });
    await t.db
      .insert(surveyResponse)
      .values({ ...scope, surveyId: poll?.id ?? '', submitTime: t.clock.now() });
    const item = (res: Awaited<ReturnType<typeof detail>>, name: string) =>
      res.data.stages.flatMap((s) => s.items).find((i) => i.itemName === name);
    const cadre = await detail(CADRE, d.c.learner);
    expect(item(cadre, '高效沟通与跨部门协作')).toMatchObject({ status: S.underway, studyProgress: 40 });
    expect(item(cadre, '2026 年度培训满意度调查')).toMatchObject({ status: S.done, studyProgress: 100 });
    expect(cadre.data).toMatchObject({ doneCount: 2, studyProgress: 0 });
    // The same survey is an item of the project the learner is in: 4 of 6 done there now.
    const safety = await detail(SAFETY_MONTH, d.c.learner);
    expect(safety.data).toMatchObject({ doneCount: 4, studyProgress: 66 });

    // Once every session of the safety course is over, the learner who missed some has not passed it.
    const [classroom] = await t.db
      .select({ id: offlineCourse.id })
      .from(offlineCourse)
      .where(
        and(eq(offlineCourse.tenantId, d.c.refs.tenant1), eq(offlineCourse.courseName, '班组安全管理面授课')),
      );
    const start = t.clock.now();
    t.clock.advance(30 * DAY_MS);
    try {
      // Tokens last a day: sign in again at the later time.
      const later = await detail(SAFETY_MONTH, await d.member('13800000001'));
      expect(item(later, '班组安全管理面授课')).toMatchObject({ refId: classroom?.id, status: S.notPassed });
      expect(later.data.window).toBe(TaskWindow.ended);
    } finally {
      t.clock.set(start);
    }
  });
});
