import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { studyTaskApi } from '../../../contract/study';
import { PlanScope, PlanStatus, studyPlanApi } from '../../../contract/study-plan';
import { taskStudyApi } from '../../../contract/study-task';
import { course, studyTask } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';

const PUBLISHED = '产品知识季度提升计划';
const DRAFT = '信息安全进阶学习';
const ARCHIVED = '新员工入职学习计划';
const DEPARTMENT = '研发中心信息安全月';

/** "yyyy-MM-dd" `days` from the clock, in the gateway's zone. */
const dayFrom = (now: Date, days: number) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

describe.each(dialects())('learning plans (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let colleague: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    // 吴昊, of 研发中心 like the lecturer who manages it.
    colleague = await tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: await userId(t.db, c.refs.tenant1, '13800000103'),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  });
  afterAll(() => t.close());

  const planId = async (name: string) => {
    const [row] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, name)));
    if (!row) throw new Error(`no plan ${name}`);
    return row.id;
  };
  const courseId = async (name: string) => {
    const [row] = await t.db
      .select({ id: course.id })
      .from(course)
      .where(and(eq(course.tenantId, c.refs.tenant1), eq(course.courseName, name)));
    if (!row) throw new Error(`no course ${name}`);
    return row.id;
  };
  const myTaskNames = async (token: string) =>
    (await callApi(t.app, studyTaskApi.page, { pageSize: 50 }, { token })).data.list.map((x) => x.taskName);
  const day = (days: number) => dayFrom(t.clock.now(), days);

  it('lists the learner’s plans by status with figures, and counts them', async () => {
    const count = await callApi(t.app, studyPlanApi.count, {}, { token: c.learner });
    expect(count.data).toEqual({ draft: 1, published: 1, archived: 1, department: null });
    const all = await callApi(t.app, studyPlanApi.page, { pageSize: 10 }, { token: c.learner });
    expect(all.data.totalCount).toBe(3);
    const published = await callApi(t.app, studyPlanApi.page, { statusId: 1 }, { token: c.learner });
    expect(published.data.list).toHaveLength(1);
    expect(published.data.list[0]).toMatchObject({
      taskName: PUBLISHED,
      statusId: PlanStatus.published,
      scope: PlanScope.self,
      courseCount: 3,
      learnedCount: 0,
      learnerCount: 1,
    });
    // 星河云平台产品知识 is 20 % learned, the others not started: (20 + 0 + 0) / 3.
    expect(published.data.list[0]?.studyProgress).toBe(6);
    const archived = await callApi(t.app, studyPlanApi.page, { statusId: 2 }, { token: c.learner });
    expect(archived.data.list[0]).toMatchObject({ taskName: ARCHIVED, studyProgress: 100, learnedCount: 2 });
  });

  it('views a plan with its courses, days and the caller’s progress', async () => {
    const view = await callApi(
      t.app,
      studyPlanApi.view,
      { taskId: await planId(PUBLISHED) },
      { token: c.learner },
    );
    expect(view.code).toBe(Code.ok);
    expect(view.data.items.map((i) => [i.courseName, i.studyProgress, i.available])).toEqual([
      ['星河云平台产品知识', 20, 1],
      ['产品知识：客户常见问题解答', 0, 1],
      ['产品知识：解决方案与报价', 0, 1],
    ]);
    expect(view.data.startDate).toBe(day(-10));
    expect(view.data.endDate).toBe(day(50));
    expect(view.data.items[1]).toMatchObject({ startDate: day(5), endDate: day(30) });
    expect(view.data.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('a published plan is one of my tasks; a draft and an archived one are not', async () => {
    const names = await myTaskNames(c.learner);
    expect(names).toContain(PUBLISHED);
    expect(names).not.toContain(DRAFT);
    expect(names).not.toContain(ARCHIVED);
    const detail = await callApi(
      t.app,
      taskStudyApi.detail,
      { taskId: await planId(PUBLISHED) },
      { token: c.learner },
    );
    expect(detail.data.courses.map((x) => x.courseName)).toContain('星河云平台产品知识');
  });

  it('drafts, edits and publishes a plan; publishing assigns it; archiving takes it out of my tasks', async () => {
    const a = await courseId('高效沟通与跨部门协作');
    const b = await courseId('钓鱼邮件识别实战');
    const saved = await callApi(
      t.app,
      studyPlanApi.save,
      {
        taskName: '  沟通能力提升  ',
        goal: '两个月内提升跨部门沟通',
        startDate: day(0),
        endDate: day(60),
        items: [{ courseId: a, startDate: day(0), endDate: day(30) }],
      },
      { token: c.learner },
    );
    expect(saved.code).toBe(Code.ok);
    const id = saved.data.taskId;
    let view = (await callApi(t.app, studyPlanApi.view, { taskId: id }, { token: c.learner })).data;
    expect(view).toMatchObject({ taskName: '沟通能力提升', statusId: PlanStatus.draft, learnerCount: 0 });
    expect(await myTaskNames(c.learner)).not.toContain('沟通能力提升');

    // A draft is replaced whole.
    const edited = await callApi(
      t.app,
      studyPlanApi.save,
      {
        taskId: id,
        taskName: '沟通能力提升',
        startDate: day(0),
        endDate: day(60),
        items: [
          { courseId: b, startDate: day(0), endDate: day(20) },
          { courseId: a, startDate: day(20), endDate: day(60) },
        ],
      },
      { token: c.learner },
    );
    expect(edited.data.taskId).toBe(id);
    view = (await callApi(t.app, studyPlanApi.view, { taskId: id }, { token: c.learner })).data;
    expect(view.items.map((i) => i.courseId)).toEqual([b, a]);
    expect(view.goal).toBe('');

    const published = await callApi(
      t.app,
      studyPlanApi.publish,
      { taskId: id, statusId: 1 },
      { token: c.learner },
    );
    expect(published.data).toEqual({ taskId: id, statusId: PlanStatus.published });
    expect(await myTaskNames(c.learner)).toContain('沟通能力提升');
    // Published: no longer edited as a draft, and publishing again changes nothing.
    const again = await callApi(
      t.app,
      studyPlanApi.publish,
      { taskId: id, statusId: 1 },
      { token: c.learner },
    );
    expect(again.data.statusId).toBe(PlanStatus.published);
    const late = await callApi(
      t.app,
      studyPlanApi.save,
      { taskId: id, taskName: 'x', startDate: day(0), endDate: day(1) },
      { token: c.learner },
    );
    expect(late).toMatchObject({ code: Code.error, msg: '只有草稿状态的学习计划可以修改或发布' });

    // Unbinding: one course goes; the last one stays.
    const first = view.items[0]?.contentId ?? '';
    const second = view.items[1]?.contentId ?? '';
    const unbound = await callApi(
      t.app,
      studyPlanApi.unbind,
      { taskId: id, contentIds: [first] },
      { token: c.learner },
    );
    expect(unbound.data).toEqual({ removed: 1 });
    const last = await callApi(
      t.app,
      studyPlanApi.unbind,
      { taskId: id, contentIds: [second] },
      { token: c.learner },
    );
    expect(last.code).toBe(Code.error);
    expect(last.msg).toContain('至少保留一门课程');

    // A published plan is archived before it is deleted.
    const refused = await callApi(t.app, studyPlanApi.delete, { taskId: id }, { token: c.learner });
    expect(refused).toMatchObject({ code: Code.error, msg: '已发布的学习计划需先归档，才能删除' });
    const archived = await callApi(
      t.app,
      studyPlanApi.publish,
      { taskId: id, statusId: 2 },
      { token: c.learner },
    );
    expect(archived.data.statusId).toBe(PlanStatus.archived);
    expect(await myTaskNames(c.learner)).not.toContain('沟通能力提升');
    const deleted = await callApi(t.app, studyPlanApi.delete, { taskId: id }, { token: c.learner });
    expect(deleted.code).toBe(Code.ok);
    const gone = await callApi(t.app, studyPlanApi.view, { taskId: id }, { token: c.learner });
    expect(gone).toMatchObject({ code: Code.error, msg: '学习计划不存在或不是你制定的' });
  });

  it('refuses bad input with a clear message in the reader’s language', async () => {
    const a = await courseId('高效沟通与跨部门协作');
    const save = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      callApi(t.app, studyPlanApi.save, body, { token: c.learner, lang });
    const base = { taskName: '计划', startDate: day(0), endDate: day(10) };
    expect((await save({ ...base, taskName: '   ' })).msg).toBe('请填写计划名称');
    expect((await save({ ...base, taskName: '   ' }, 'en')).msg).toBe('Give the plan a name');
    expect((await save({ ...base, startDate: '2026-02-30' })).msg).toBe('开始日期不是有效的日期');
    expect((await save({ ...base, endDate: day(-1) })).msg).toBe('结束日期不能早于开始日期');
    expect((await save({ ...base, endDate: day(800) })).msg).toBe('学习计划的时长不能超过两年');
    const outside = await save({ ...base, items: [{ courseId: a, startDate: day(0), endDate: day(11) }] });
    expect(outside.msg).toBe('课程的学习日期须在计划的起止日期之内');
    const twice = await save({
      ...base,
      items: [
        { courseId: a, startDate: day(0), endDate: day(1) },
        { courseId: a, startDate: day(0), endDate: day(1) },
      ],
    });
    expect(twice.msg).toBe('同一门课程只能加入一次');
    const unknown = await save({
      ...base,
      items: [{ courseId: '999999', startDate: day(0), endDate: day(1) }],
    });
    expect(unknown).toMatchObject({ code: Code.error, msg: '所选课程不存在或已停用，请重新选择' });
    // Only a manager plans for a department.
    expect((await save({ ...base, scope: 2 })).msg).toBe('只有部门负责人可以为部门制定学习计划');
    // An empty draft saves, but does not publish.
    const empty = await save(base);
    const publish = await callApi(
      t.app,
      studyPlanApi.publish,
      { taskId: empty.data.taskId, statusId: 1 },
      { token: c.learner },
    );
    expect(publish.msg).toBe('请先为学习计划添加至少一门可学习的课程');
    for (const res of [outside, twice, unknown]) expect(res.code).toBe(Code.error);
    await callApi(t.app, studyPlanApi.delete, { taskId: empty.data.taskId }, { token: c.learner });
  });

  it('a manager’s department plan reaches every member of the department, and counts who learned', async () => {
    const count = await callApi(t.app, studyPlanApi.count, {}, { token: c.lecturer });
    expect(count.data.department).toEqual({ name: '研发中心', memberCount: 4 });
    const id = await planId(DEPARTMENT);
    const view = await callApi(t.app, studyPlanApi.view, { taskId: id }, { token: c.lecturer });
    expect(view.data).toMatchObject({ scope: PlanScope.department, department: '研发中心', learnerCount: 4 });
    expect(await myTaskNames(colleague)).toContain(DEPARTMENT);
    // The colleague studies the plan as a task, but the plan itself is the manager's only.
    const theirs = await callApi(t.app, studyPlanApi.view, { taskId: id }, { token: colleague });
    expect(theirs.code).toBe(Code.error);
    expect((await callApi(t.app, studyPlanApi.page, {}, { token: colleague })).data.totalCount).toBe(0);
  });

  it('keeps every plan to its builder, company and tenant', async () => {
    const draft = await planId(DRAFT);
    const notFound = '学习计划不存在或不是你制定的';
    for (const token of [c.admin, c.lecturer, c.learnerYuanshan]) {
      for (const res of [
        await callApi(t.app, studyPlanApi.view, { taskId: draft }, { token }),
        await callApi(t.app, studyPlanApi.publish, { taskId: draft, statusId: 1 }, { token }),
        await callApi(t.app, studyPlanApi.delete, { taskId: draft }, { token }),
        await callApi(t.app, studyPlanApi.unbind, { taskId: draft, contentIds: ['1'] }, { token }),
        await callApi(
          t.app,
          studyPlanApi.save,
          { taskId: draft, taskName: 'x', startDate: day(0), endDate: day(1) },
          { token },
        ),
      ]) {
        expect(res).toMatchObject({ code: Code.error, msg: notFound });
      }
    }
    const other = await callApi(
      t.app,
      studyPlanApi.view,
      { taskId: draft },
      { token: c.other, host: OTHER_HOST },
    );
    expect(other).toMatchObject({ code: Code.error, msg: notFound });
    expect((await callApi(t.app, studyPlanApi.page, {}, { token: c.learnerYuanshan })).data.totalCount).toBe(
      0,
    );
    // The draft is untouched.
    const view = await callApi(t.app, studyPlanApi.view, { taskId: draft }, { token: c.learner });
    expect(view.data).toMatchObject({ statusId: PlanStatus.draft, taskName: DRAFT });
    expect(view.data.items).toHaveLength(2);
  });
});
