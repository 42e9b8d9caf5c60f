import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { studyTaskApi } from '../../../contract/study';
import {
  ProjectApplyStatus as A,
  RelationKind as K,
  projectApplyAdminApi,
  relationApi,
  studyProjectApi,
} from '../../../contract/study-project';
import { TaskWindow } from '../../../contract/study-task.routes';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { CADRE, SAFETY_MONTH, projectDemo, projectOf, type ProjectDemo } from './support';

describe.each(dialects())('the caller’s study tasks and projects in one list (%s)', (dialect) => {
  let t: TestApp;
  let d: ProjectDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await projectDemo(t);
  });
  afterAll(() => t.close());

  const page = (token: string, body: Record<string, unknown> = {}, host?: string) =>
    callApi(t.app, relationApi.page, { pageSize: 50, ...body }, { token, ...(host ? { host } : {}) });
  const count = (token: string, host?: string) =>
    callApi(t.app, relationApi.count, {}, { token, ...(host ? { host } : {}) });

  it('lists the tasks "my tasks" lists and the projects the caller is in, newest window first', async () => {
    const tasks = await callApi(t.app, studyTaskApi.page, { pageSize: 50 }, { token: d.c.learner });
    expect((await count(d.c.learner)).data).toEqual({ tasks: tasks.data.totalCount, projects: 1 });
    const res = await page(d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(tasks.data.totalCount + 1);
    const starts = res.data.list.map((r) => r.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    // Every task with the progress the task list shows.
    const taskRows = res.data.list.filter((r) => r.kind === K.task);
    expect(taskRows.map((r) => [r.id, r.name, r.studyProgress, r.window]).sort()).toEqual(
      tasks.data.list.map((r) => [r.id, r.taskName, r.studyProgress, r.window]).sort(),
    );
    // Only the project the learner is in, not the one they may apply to.
    expect(res.data.list.filter((r) => r.kind === K.project)).toEqual([
      expect.objectContaining({
        id: projectOf(d, SAFETY_MONTH),
        name: SAFETY_MONTH,
        cover: '/gateway/files/covers/course-09.jpg',
        window: TaskWindow.open,
        studyProgress: 50,
      }),
    ]);
  });

  it('lists one kind when asked, and pages', async () => {
    const projects = await page(d.c.learner, { kind: K.project });
    expect(projects.data.list.map((r) => [r.kind, r.name])).toEqual([[K.project, SAFETY_MONTH]]);
    expect(projects.data.totalCount).toBe(1);
    const tasks = await page(d.c.learner, { kind: K.task });
    expect(tasks.data.list.every((r) => r.kind === K.task)).toBe(true);
    expect(tasks.data.totalCount).toBe(tasks.data.list.length);
    const all = (await page(d.c.learner)).data.list;
    const paged = [];
    for (let n = 1; n <= Math.ceil(all.length / 5); n += 1) {
      const part = await page(d.c.learner, { pageSize: 5, pageCurrent: n });
      expect(part.data).toMatchObject({ totalCount: all.length, totalPage: Math.ceil(all.length / 5) });
      paged.push(...part.data.list);
    }
    expect(paged).toEqual(all);
    expect((await page(d.c.learner, { kind: 3 })).code).toBe(Code.error);
  });

  it('holds a project once the caller is in it, not while they wait', async () => {
    const zheng = await d.member('13800000104');
    expect((await count(zheng)).data.projects).toBe(0);
    const [application] = (
      await callApi(
        t.app,
        projectApplyAdminApi.page,
        { pageSize: 50, status: A.awaiting },
        { token: d.c.admin },
      )
    ).data.list.filter((a) => a.phone === '13800000104');
    await callApi(
      t.app,
      projectApplyAdminApi.audit,
      { id: application?.id, status: A.approved },
      { token: d.c.admin },
    );
    expect((await count(zheng)).data.projects).toBe(1);
    // In now, her progress counts: she answered the satisfaction survey, one of its five items.
    expect((await page(zheng, { kind: K.project })).data.list).toEqual([
      expect.objectContaining({ id: projectOf(d, CADRE), name: CADRE, studyProgress: 20 }),
    ]);
    // Joining an open project puts it in the list at once.
    const wu = await d.member('13800000103');
    await callApi(t.app, studyProjectApi.apply, { projectId: projectOf(d, SAFETY_MONTH) }, { token: wu });
    expect((await page(wu, { kind: K.project })).data.list.map((r) => r.name)).toEqual([SAFETY_MONTH]);
  });

  it('holds only the caller’s own company and tenant', async () => {
    expect((await count(d.c.learnerYuanshan)).data.projects).toBe(0);
    const yuanshan = await page(d.c.learnerYuanshan);
    expect(yuanshan.data.list.every((r) => r.kind === K.task)).toBe(true);
    const yuanshanTasks = await callApi(
      t.app,
      studyTaskApi.page,
      { pageSize: 50 },
      { token: d.c.learnerYuanshan },
    );
    expect(yuanshan.data.list.map((r) => r.id).sort()).toEqual(
      yuanshanTasks.data.list.map((r) => r.id).sort(),
    );
    expect((await count(d.c.other, OTHER_HOST)).data.projects).toBe(0);
    const other = await page(d.c.other, { kind: K.project }, OTHER_HOST);
    expect(other.data).toMatchObject({ totalCount: 0, list: [] });
  });
});
