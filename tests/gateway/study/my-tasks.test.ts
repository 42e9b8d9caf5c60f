import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { exportApi } from '../../../contract/export';
import { TaskListTab, studyTaskApi } from '../../../contract/study';
import { taskStudyApi } from '../../../contract/study-task';
import { studyTask, studyTaskCollect } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

/** The learner's tasks by name, as the seed names them. */
async function taskId(t: TestApp, tenantId: string, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: studyTask.id })
    .from(studyTask)
    .where(and(eq(studyTask.tenantId, tenantId), eq(studyTask.taskName, name)));
  if (!row) throw new Error(`no task ${name}`);
  return row.id;
}

describe.each(dialects())('my tasks: tabs, search and collection (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const names = async (body: Record<string, unknown>, token = c.learner) => {
    const page = await callApi(t.app, studyTaskApi.page, body, { token });
    expect(page.code).toBe(Code.ok);
    return page.data.list.map((r) => r.taskName);
  };

  it('puts every task in exactly one tab: an unfinished task whose window ended is ended', async () => {
    expect(await names({ tab: TaskListTab.notStarted })).toEqual([
      '精益生产实践营（第一期）',
      '沟通协作训练营',
      '2026 内训师认证研修班',
      '数据驱动的班组管理',
      '产品知识进阶',
    ]);
    expect(await names({ tab: TaskListTab.learning })).toEqual([
      '2026 年度信息安全必修',
      '新员工入职培训',
      '2026 新任班组长培养计划',
      '产品知识季度提升计划',
    ]);
    expect(await names({ tab: TaskListTab.learned })).toEqual(['安全生产月专题学习']);
    expect(await names({ tab: TaskListTab.ended })).toEqual(['星河云平台上线冲刺']);
    const count = await callApi(t.app, studyTaskApi.count, {}, { token: c.learner });
    const { tabs, totalCount } = count.data;
    expect(tabs.notStarted + tabs.learning + tabs.learned + tabs.ended).toBe(totalCount);
  });

  it('finds tasks by a part of their name, in the list and in the counts', async () => {
    expect(await names({ keyword: '  安全 ' })).toEqual(['2026 年度信息安全必修', '安全生产月专题学习']);
    expect(await names({ keyword: '安全', tab: TaskListTab.learned })).toEqual(['安全生产月专题学习']);
    // A pattern character is a character: "%" matches no task rather than every one.
    expect(await names({ keyword: '%' })).toEqual([]);
    const count = await callApi(t.app, studyTaskApi.count, { keyword: '安全' }, { token: c.learner });
    expect(count.data).toMatchObject({
      totalCount: 2,
      tabs: { notStarted: 0, learning: 1, learned: 1, ended: 0 },
      collectedCount: 2,
    });
    // A blank keyword is no keyword.
    expect(await names({ keyword: '   ', pageSize: 20 })).toHaveLength(11);
  });

  it('collects and uncollects a task, twice over, and lists the collected ones', async () => {
    const list = await callApi(t.app, studyTaskApi.page, { pageSize: 20 }, { token: c.learner });
    expect(Object.fromEntries(list.data.list.map((r) => [r.taskName, r.collected]))).toMatchObject({
      '2026 年度信息安全必修': 1,
      安全生产月专题学习: 1,
      新员工入职培训: 0,
    });
    expect(await names({ collected: 1 })).toEqual(['2026 年度信息安全必修', '安全生产月专题学习']);

    const onboarding = await taskId(t, c.refs.tenant1, '新员工入职培训');
    try {
      for (let i = 0; i < 2; i++) {
        const added = await callApi(
          t.app,
          taskStudyApi.collection,
          { taskId: onboarding, collected: 1 },
          { token: c.learner },
        );
        expect(added).toMatchObject({ code: Code.ok, data: { taskId: onboarding, collected: 1 } });
      }
      expect(await names({ collected: 1 })).toContain('新员工入职培训');
      // Another member's collection is their own.
      expect(await names({ collected: 1 }, c.admin)).toEqual([]);
      for (let i = 0; i < 2; i++) {
        const removed = await callApi(
          t.app,
          taskStudyApi.collection,
          { taskId: onboarding, collected: 0 },
          { token: c.learner },
        );
        expect(removed).toMatchObject({ code: Code.ok, data: { collected: 0 } });
      }
      expect(await names({ collected: 1 })).not.toContain('新员工入职培训');
    } finally {
      await t.db
        .delete(studyTaskCollect)
        .where(and(eq(studyTaskCollect.tenantId, c.refs.tenant1), eq(studyTaskCollect.taskId, onboarding)));
    }
  });

  it('collects only tasks assigned to the caller and published, in their company and tenant', async () => {
    const notMine = await taskId(t, c.refs.tenant1, '产品知识进阶');
    const refused = await callApi(
      t.app,
      taskStudyApi.collection,
      { taskId: notMine, collected: 1 },
      { token: c.admin, lang: 'en' },
    );
    expect(refused).toMatchObject({
      code: Code.error,
      msg: 'The study task does not exist or is not assigned to you',
    });
    const draft = await taskId(t, c.refs.tenant1, '管理者领导力提升（筹备中）');
    const hidden = await callApi(
      t.app,
      taskStudyApi.collection,
      { taskId: draft, collected: 1 },
      { token: c.learner },
    );
    expect(hidden).toMatchObject({ code: Code.error, msg: '学习任务不存在或未分配给你' });
    // Another company of the same member, and another tenant, know nothing of it.
    const security = await taskId(t, c.refs.tenant1, '2026 年度信息安全必修');
    for (const [token, host] of [
      [c.learnerYuanshan, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      const res = await callApi(
        t.app,
        taskStudyApi.collection,
        { taskId: security, collected: 0 },
        { token, ...(host ? { host } : {}) },
      );
      expect(res.code).toBe(Code.error);
    }
    expect(await names({ collected: 1 })).toContain('2026 年度信息安全必修');
  });

  it('refuses bad input with a localised message naming the field', async () => {
    const long = await callApi(t.app, studyTaskApi.page, { keyword: '安'.repeat(51) }, { token: c.learner });
    expect(long).toMatchObject({ code: Code.error, msg: '关键词不能超过 50 个字', data: null });
    const tab = await callApi(t.app, studyTaskApi.page, { tab: 5 }, { token: c.learner, lang: 'en' });
    expect(tab).toMatchObject({ code: Code.error, msg: 'Task list is not in a valid format' });
    const flag = await callApi(
      t.app,
      taskStudyApi.collection,
      { taskId: '1', collected: 2 },
      { token: c.learner, lang: 'en' },
    );
    expect(flag.code).toBe(Code.error);
    expect(flag.msg).toContain('Collected');
    const missing = await callApi(t.app, taskStudyApi.collection, { collected: 1 }, { token: c.learner });
    expect(missing.code).toBe(Code.error);
    expect((await callApi(t.app, taskStudyApi.collection, { taskId: '1', collected: 1 })).code).toBe(
      Code.tokenExpired,
    );
  });

  it('exports the list as filtered to the download records, in the reader’s language', async () => {
    const csv = async (filter: Record<string, unknown>, lang: 'zh' | 'en') => {
      const made = await callApi(t.app, taskStudyApi.export, filter, { token: c.learner, lang });
      expect(made.code, made.msg).toBe(Code.ok);
      const records = await callApi(t.app, exportApi.page, {}, { token: c.learner });
      const record = records.data.list.find((r) => r.id === made.data.id);
      expect(record).toMatchObject({ exportStatus: 2 });
      const link = await callApi(t.app, exportApi.downloadUrl, { id: made.data.id }, { token: c.learner });
      const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
      expect(file.statusCode).toBe(200);
      return {
        name: record?.fileName ?? '',
        rows: file.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      };
    };
    const all = await csv({}, 'zh');
    expect(all.name).toMatch(/^我的学习任务-\d{14}\.csv$/);
    expect(all.rows[0]).toBe(
      '学习任务,类型,开始时间,结束时间,学习状态,学习进度（%）,已学课程/课程数,最近学习时间',
    );
    const page = await callApi(t.app, studyTaskApi.page, { pageSize: 50 }, { token: c.learner });
    // The list's tasks in the list's order.
    expect(all.rows.slice(1).map((r) => r.split(',')[0])).toEqual(page.data.list.map((x) => x.taskName));
    const learned = await csv({ tab: TaskListTab.learned }, 'en');
    expect(learned.rows[0]).toBe(
      'Study task,Kind,Starts,Ends,Status,Progress (%),Courses learned/courses,Last studied',
    );
    expect(learned.rows.slice(1).map((r) => r.split(',').slice(0, 2))).toEqual([
      ['安全生产月专题学习', 'Required'],
    ]);
    const bad = await callApi(t.app, taskStudyApi.export, { tab: 9 }, { token: c.learner });
    expect(bad.code).toBe(Code.error);
  });
});
