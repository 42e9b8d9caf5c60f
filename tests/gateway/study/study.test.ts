import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { StudyStatus, courseProgressApi, studyTaskApi } from '../../../contract/study';
import { TaskWindow } from '../../../contract/study-task.routes';
import { courseUserProgress } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(dialects())('study tasks and course progress (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it("lists the learner's published tasks: learning by latest study, then not started, then learned", async () => {
    const page = await callApi(t.app, studyTaskApi.page, { pageSize: 20 }, { token: c.learner });
    expect(page.code).toBe(Code.ok);
    expect(page.data).toMatchObject({ pageCurrent: 1, pageSize: 20, totalCount: 11, totalPage: 1 });
    expect(
      page.data.list.map((r) => [
        r.taskName,
        r.studyStatus,
        r.studyProgress,
        r.courseCount,
        r.learnedCourseCount,
        r.requiredFlag,
      ]),
    ).toEqual([
      ['2026 年度信息安全必修', 2, 48, 3, 1, 1],
      ['新员工入职培训', 2, 85, 2, 1, 1],
      // Ten contents in phases, five done (the classroom training runs on: its course has sessions to come):
      // progress counts every kind, the course figures only courses.
      ['2026 新任班组长培养计划', 2, 50, 1, 1, 1],
      ['星河云平台上线冲刺', 2, 20, 1, 0, 1],
      // The learner's own published plan: elective, one of its three courses a fifth learned.
      ['产品知识季度提升计划', 2, 6, 3, 0, 0],
      // Not started: the one ending first first.
      ['精益生产实践营（第一期）', 1, 0, 1, 0, 0],
      ['沟通协作训练营', 1, 0, 1, 0, 0],
      ['2026 内训师认证研修班', 1, 0, 1, 0, 1],
      ['数据驱动的班组管理', 1, 0, 1, 0, 0],
      ['产品知识进阶', 1, 0, 2, 0, 0],
      ['安全生产月专题学习', 3, 100, 2, 2, 1],
    ]);
    // The window by the gateway's clock: a task under way whose end has passed is ended, not in progress.
    expect(Object.fromEntries(page.data.list.map((r) => [r.taskName, r.window]))).toEqual({
      '2026 年度信息安全必修': TaskWindow.open,
      新员工入职培训: TaskWindow.open,
      '2026 新任班组长培养计划': TaskWindow.open,
      星河云平台上线冲刺: TaskWindow.ended,
      产品知识季度提升计划: TaskWindow.open,
      沟通协作训练营: TaskWindow.notStarted,
      '精益生产实践营（第一期）': TaskWindow.open,
      '2026 内训师认证研修班': TaskWindow.open,
      数据驱动的班组管理: TaskWindow.open,
      产品知识进阶: TaskWindow.open,
      安全生产月专题学习: TaskWindow.ended,
    });
    const [first, , , , , notStarted] = page.data.list;
    expect(first?.startTime).toMatch(TIME);
    expect(first?.endTime).toMatch(TIME);
    expect(first?.lastStudyTime).toMatch(TIME);
    expect(notStarted?.lastStudyTime).toBeNull();
  });

  it('filters tasks by status and pages them', async () => {
    const open = await callApi(
      t.app,
      studyTaskApi.page,
      { studyStatusList: [StudyStatus.learning, StudyStatus.notStarted] },
      { token: c.learner },
    );
    expect(open.data.list.map((r) => r.taskName)).toEqual([
      '2026 年度信息安全必修',
      '新员工入职培训',
      '2026 新任班组长培养计划',
      '星河云平台上线冲刺',
      '产品知识季度提升计划',
      '精益生产实践营（第一期）',
      '沟通协作训练营',
      '2026 内训师认证研修班',
      '数据驱动的班组管理',
      '产品知识进阶',
    ]);
    const learned = await callApi(t.app, studyTaskApi.page, { studyStatusList: [3] }, { token: c.learner });
    expect(learned.data.list.map((r) => r.taskName)).toEqual(['安全生产月专题学习']);
    const second = await callApi(
      t.app,
      studyTaskApi.page,
      { pageCurrent: 2, pageSize: 3 },
      { token: c.learner },
    );
    expect(second.data).toMatchObject({ pageCurrent: 2, pageSize: 3, totalCount: 11, totalPage: 4 });
    expect(second.data.list.map((r) => r.taskName)).toEqual([
      '星河云平台上线冲刺',
      '产品知识季度提升计划',
      '精益生产实践营（第一期）',
    ]);
  });

  it('counts tasks per status', async () => {
    const count = await callApi(t.app, studyTaskApi.count, {}, { token: c.learner });
    expect(count.code).toBe(Code.ok);
    expect(count.data).toEqual({
      totalCount: 11,
      notStartedCount: 5,
      learningCount: 5,
      learnedCount: 1,
      // The list's tabs: the platform launch sprint ended part-way, so it counts as ended, not learning.
      tabs: { notStarted: 5, learning: 4, learned: 1, ended: 1 },
      collectedCount: 2,
    });
  });

  it('lists course progress in the same order, with lecturer and duration', async () => {
    const page = await callApi(t.app, courseProgressApi.page, { pageSize: 20 }, { token: c.learner });
    expect(page.code).toBe(Code.ok);
    expect(page.data.totalCount).toBe(10);
    expect(page.data.list.map((r) => [r.courseName, r.studyStatus, r.studyProgress])).toEqual([
      ['数据分类分级与保密要求', 2, 45],
      ['新员工入职：办公系统与报销流程', 2, 70],
      ['星河云平台产品知识', 2, 20],
      ['钓鱼邮件识别实战', 1, 0],
      ['产品知识：客户常见问题解答', 1, 0],
      ['产品知识：解决方案与报价', 1, 0],
      ['新员工入职：企业文化与规章制度', 3, 100],
      ['信息安全意识基础', 3, 100],
      ['应急疏散与现场急救', 3, 100],
      ['安全生产与消防常识', 3, 100],
    ]);
    // The seconds of its media: one 30 s video (the rest are documents and a lesson).
    expect(page.data.list[0]).toMatchObject({ lecturerName: '陈立', totalDuration: 30 });
    expect(page.data.list[3]?.lastStudyTime).toBeNull();
    const learning = await callApi(
      t.app,
      courseProgressApi.page,
      { studyStatusList: [2], pageSize: 2 },
      { token: c.learner },
    );
    expect(learning.data).toMatchObject({ totalCount: 3, totalPage: 2 });
    expect(learning.data.list.map((r) => r.courseName)).toEqual([
      '数据分类分级与保密要求',
      '新员工入职：办公系统与报销流程',
    ]);
  });

  it('derives statuses from progress as it changes', async () => {
    const page = await callApi(t.app, courseProgressApi.page, { studyStatusList: [1] }, { token: c.learner });
    const phishing = page.data.list.find((r) => r.courseName === '钓鱼邮件识别实战');
    expect(phishing?.studyStatus).toBe(StudyStatus.notStarted);
    const where = and(
      eq(courseUserProgress.tenantId, c.refs.tenant1),
      eq(courseUserProgress.courseId, phishing?.courseId ?? '0'),
      eq(courseUserProgress.userId, c.refs.learner.id),
    );
    const data = await callApi(t.app, courseProgressApi.page, { pageSize: 1 }, { token: c.learner });
    const dataCourse = and(
      eq(courseUserProgress.tenantId, c.refs.tenant1),
      eq(courseUserProgress.courseId, data.data.list[0]?.courseId ?? '0'),
      eq(courseUserProgress.userId, c.refs.learner.id),
    );
    try {
      // Opened but nothing watched yet: learning, not "not started".
      await t.db.update(courseUserProgress).set({ lastStudyTime: t.clock.now() }).where(where);
      const opened = await callApi(t.app, studyTaskApi.count, {}, { token: c.learner });
      expect(opened.data).toMatchObject({ learningCount: 5, notStartedCount: 5 });
      const course = await callApi(t.app, courseProgressApi.page, { pageSize: 1 }, { token: c.learner });
      expect(course.data.list[0]).toMatchObject({
        courseName: '钓鱼邮件识别实战',
        studyStatus: 2,
        studyProgress: 0,
      });
      // Nearly there: the mean of 100, 45 and 100, rounded down; studied just now, so first.
      await t.db.update(courseUserProgress).set({ studyProgress: 100 }).where(where);
      const nearly = await callApi(t.app, studyTaskApi.page, { pageSize: 1 }, { token: c.learner });
      expect(nearly.data.list[0]).toMatchObject({
        taskName: '2026 年度信息安全必修',
        studyStatus: 2,
        studyProgress: 81,
        learnedCourseCount: 2,
      });
      // Every course of the security task learned: the task is learned and goes to the end.
      await t.db.update(courseUserProgress).set({ studyProgress: 100 }).where(dataCourse);
      const tasks = await callApi(t.app, studyTaskApi.page, { pageSize: 20 }, { token: c.learner });
      expect(tasks.data.list.map((r) => [r.taskName, r.studyStatus, r.studyProgress])).toEqual([
        ['新员工入职培训', 2, 85],
        ['2026 新任班组长培养计划', 2, 50],
        ['星河云平台上线冲刺', 2, 20],
        ['产品知识季度提升计划', 2, 6],
        ['精益生产实践营（第一期）', 1, 0],
        ['沟通协作训练营', 1, 0],
        ['2026 内训师认证研修班', 1, 0],
        ['数据驱动的班组管理', 1, 0],
        ['产品知识进阶', 1, 0],
        ['2026 年度信息安全必修', 3, 100],
        ['安全生产月专题学习', 3, 100],
      ]);
    } finally {
      await t.db.update(courseUserProgress).set({ studyProgress: 0, lastStudyTime: null }).where(where);
      await t.db.update(courseUserProgress).set({ studyProgress: 45 }).where(dataCourse);
    }
  });

  it('keeps to the caller, the company and the tenant of the token', async () => {
    const admin = await callApi(t.app, studyTaskApi.page, {}, { token: c.admin });
    expect(admin.data.list.map((r) => [r.taskName, r.studyProgress, r.studyStatus])).toEqual([
      ['2026 年度信息安全必修', 30, 2],
    ]);
    const adminCourses = await callApi(t.app, courseProgressApi.page, {}, { token: c.admin });
    expect(adminCourses.data.list.map((r) => [r.courseName, r.studyProgress])).toEqual([
      ['数据分类分级与保密要求', 90],
    ]);

    const yuanshan = await callApi(t.app, studyTaskApi.page, {}, { token: c.learnerYuanshan });
    expect(yuanshan.data.list.map((r) => [r.taskName, r.studyProgress])).toEqual([
      ['新员工三级安全教育', 30],
    ]);
    const yuanshanCourses = await callApi(t.app, courseProgressApi.page, {}, { token: c.learnerYuanshan });
    expect(yuanshanCourses.data.list.map((r) => r.courseName)).toEqual([
      '设备安全操作规程',
      '质量管理体系基础',
    ]);

    const other = await callApi(t.app, studyTaskApi.page, {}, { token: c.other, host: OTHER_HOST });
    expect(other.data.list.map((r) => r.taskName)).toEqual(['仓储安全月度学习']);
    const otherCount = await callApi(t.app, studyTaskApi.count, {}, { token: c.other, host: OTHER_HOST });
    expect(otherCount.data).toMatchObject({
      totalCount: 1,
      notStartedCount: 0,
      learningCount: 1,
      learnedCount: 0,
      collectedCount: 0,
    });
    // Tenant 2's token on tenant 1's site is no token at all.
    expect((await callApi(t.app, studyTaskApi.page, {}, { token: c.other })).code).toBe(Code.tokenInvalid);

    const lecturer = await callApi(t.app, studyTaskApi.count, {}, { token: c.lecturer });
    // Only the plan the lecturer published to their own department.
    expect(lecturer.data).toEqual({
      totalCount: 1,
      notStartedCount: 1,
      learningCount: 0,
      learnedCount: 0,
      tabs: { notStarted: 1, learning: 0, learned: 0, ended: 0 },
      collectedCount: 0,
    });
    const none = await callApi(t.app, courseProgressApi.page, {}, { token: c.lecturer });
    expect(none.data).toMatchObject({ list: [], totalCount: 0, totalPage: 0 });
  });

  it('rejects bad input with a localised message naming the field, and missing tokens', async () => {
    const zh = await callApi(t.app, studyTaskApi.page, { studyStatusList: [0] }, { token: c.learner });
    expect(zh).toMatchObject({ code: Code.error, msg: '学习状态格式不正确', data: null });
    const en = await callApi(
      t.app,
      courseProgressApi.page,
      { studyStatusList: [4] },
      { token: c.learner, lang: 'en' },
    );
    expect(en).toMatchObject({ code: Code.error, msg: 'Learning status is not in a valid format' });
    const type = await callApi(t.app, studyTaskApi.page, { studyStatusList: 'x' }, { token: c.learner });
    expect(type.msg).toBe('学习状态类型不正确');
    const empty = await callApi(
      t.app,
      studyTaskApi.page,
      { studyStatusList: [] },
      { token: c.learner, lang: 'en' },
    );
    expect(empty.msg).toBe('Learning status is too short or too small (at least 1)');
    const size = await callApi(t.app, courseProgressApi.page, { pageSize: 0 }, { token: c.learner });
    expect(size.msg).toBe('每页条数不足长度或取值下限（最小 1）');
    expect((await callApi(t.app, studyTaskApi.count, {})).code).toBe(Code.tokenExpired);
    expect((await callApi(t.app, courseProgressApi.page, {})).code).toBe(Code.tokenExpired);
  });
});
