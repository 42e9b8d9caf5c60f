import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  TaskApplyMode,
  TaskApplyStatus,
  TaskStudyReason,
  taskApplyAdminApi,
  taskStudyApi,
} from '../../../contract/study-task';
import { studyTask, studyTaskUser } from '../../../gateway/db/schema';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

const AWAITING = '2026 内训师认证研修班';
const REJECTED = '精益生产实践营（第一期）';
const OPEN = '数据驱动的班组管理';

describe.each(dialects())('applying for a study task, and the administrator deciding (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const taskId = async (name: string) => {
    const [row] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, name)));
    if (!row) throw new Error(`no task ${name}`);
    return row.id;
  };
  const detail = async (name: string, token = c.learner) =>
    (await callApi(t.app, taskStudyApi.detail, { taskId: await taskId(name) }, { token })).data;
  const queue = async (status?: 1 | 2 | 3, token = c.admin) =>
    callApi(t.app, taskApplyAdminApi.page, { pageSize: 50, ...(status ? { status } : {}) }, { token });

  it('shows where the learner’s application stands, with the reason when it was not approved', async () => {
    expect(await detail(AWAITING)).toMatchObject({
      applyMode: TaskApplyMode.approval,
      applyStatus: TaskApplyStatus.awaiting,
      applyReason: '',
    });
    expect((await detail(AWAITING)).applyTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await detail(REJECTED)).toMatchObject({
      applyStatus: TaskApplyStatus.rejected,
      applyReason: '本期名额已满，已为你保留第二期（12 月开班）的报名资格。',
    });
    expect(await detail(OPEN)).toMatchObject({ applyStatus: TaskApplyStatus.none, applyTime: null });
    // A task assigned outright needs no application.
    expect(await detail('新员工入职培训')).toMatchObject({ applyMode: TaskApplyMode.assigned });
  });

  it('refuses study until the application is approved, then allows it', async () => {
    const id = await taskId(OPEN);
    const task = await detail(OPEN);
    const courseId = task.courses[0]?.courseId ?? '';
    const reading = task.phases[0]?.contents.find((x) => x.contentType === 4)?.phaseContentId ?? '';
    const check = () =>
      callApi(t.app, taskStudyApi.checkResource, { taskId: id, courseId }, { token: c.learner });
    expect((await check()).data).toMatchObject({ allowed: 0, reason: TaskStudyReason.notApproved });
    const save = await callApi(
      t.app,
      taskStudyApi.save,
      { taskId: id, courseId, subResourceId: '1', studyProgress: 10, position: 1, studySeconds: 5, seq: 1 },
      { token: c.learner },
    );
    expect(save).toMatchObject({ code: Code.error, msg: '该学习任务需报名并经管理员审核通过后才能学习' });
    const read = () =>
      callApi(t.app, taskStudyApi.contentRead, { taskId: id, phaseContentId: reading }, { token: c.learner });
    expect((await read()).code).toBe(Code.error);

    // Applying twice is one application.
    const applied = await callApi(t.app, taskStudyApi.apply, { taskId: id }, { token: c.learner });
    expect(applied.data).toMatchObject({ applyStatus: TaskApplyStatus.awaiting, applyReason: '' });
    const again = await callApi(t.app, taskStudyApi.apply, { taskId: id }, { token: c.learner });
    expect(again.data.applyTime).toBe(applied.data.applyTime);
    expect((await check()).data.reason).toBe(TaskStudyReason.notApproved);

    // The administrator finds it in the queue and approves it, with a colleague's in the same call.
    const awaiting = await queue(TaskApplyStatus.awaiting);
    expect(awaiting.code).toBe(Code.ok);
    const mine = awaiting.data.list.find((a) => a.taskName === OPEN);
    expect(mine).toMatchObject({ name: '林晓', phone: '13800000001', status: TaskApplyStatus.awaiting });
    const approve = await callApi(
      t.app,
      taskApplyAdminApi.approve,
      { ids: [mine?.id ?? ''] },
      { token: c.admin },
    );
    expect(approve.data).toEqual({ approved: 1 });
    // Decided once: approving it again approves nothing.
    const twice = await callApi(
      t.app,
      taskApplyAdminApi.approve,
      { ids: [mine?.id ?? ''] },
      { token: c.admin },
    );
    expect(twice.data).toEqual({ approved: 0 });

    expect(await detail(OPEN)).toMatchObject({ applyStatus: TaskApplyStatus.approved });
    expect((await check()).data).toMatchObject({ allowed: 1, reason: TaskStudyReason.ok });
    expect((await read()).data).toMatchObject({ status: 3 });
    // Applying once approved changes nothing.
    const late = await callApi(t.app, taskStudyApi.apply, { taskId: id }, { token: c.learner });
    expect(late.data.applyStatus).toBe(TaskApplyStatus.approved);
  });

  it('refuses with a reason the learner reads, who may apply again', async () => {
    const awaiting = await queue(TaskApplyStatus.awaiting);
    const colleague = awaiting.data.list.find((a) => a.taskName === AWAITING && a.phone === '13800000101');
    expect(colleague).toBeDefined();
    const noReason = await callApi(
      t.app,
      taskApplyAdminApi.audit,
      { id: colleague?.id ?? '', status: TaskApplyStatus.rejected, reason: '   ' },
      { token: c.admin },
    );
    expect(noReason).toMatchObject({ code: Code.error, msg: '请填写不通过的原因，学员会看到它' });
    const refused = await callApi(
      t.app,
      taskApplyAdminApi.audit,
      { id: colleague?.id ?? '', status: TaskApplyStatus.rejected, reason: '请先完成新员工入职培训' },
      { token: c.admin },
    );
    expect(refused.code).toBe(Code.ok);
    const decidedAgain = await callApi(
      t.app,
      taskApplyAdminApi.audit,
      { id: colleague?.id ?? '', status: TaskApplyStatus.approved },
      { token: c.admin },
    );
    expect(decidedAgain).toMatchObject({ code: Code.error, msg: '该报名不存在或已处理' });
    const rejected = await queue(TaskApplyStatus.rejected);
    expect(rejected.data.list.find((a) => a.id === colleague?.id)).toMatchObject({
      status: TaskApplyStatus.rejected,
      reason: '请先完成新员工入职培训',
    });

    // The learner's own refused application: applying again puts it back in the queue.
    const id = await taskId(REJECTED);
    const reapplied = await callApi(t.app, taskStudyApi.apply, { taskId: id }, { token: c.learner });
    expect(reapplied.data).toMatchObject({ applyStatus: TaskApplyStatus.awaiting, applyReason: '' });
    expect((await queue(TaskApplyStatus.awaiting)).data.list.some((a) => a.taskName === REJECTED)).toBe(true);
    // A task assigned outright cannot be applied for.
    const assigned = await callApi(
      t.app,
      taskStudyApi.apply,
      { taskId: await taskId('新员工入职培训') },
      { token: c.learner },
    );
    expect(assigned).toMatchObject({ code: Code.error, msg: '该学习任务无需报名，可以直接学习' });
  });

  it('decides each application once under concurrent approvals', async () => {
    const awaiting = await queue(TaskApplyStatus.awaiting);
    const ids = awaiting.data.list.filter((a) => a.taskName === AWAITING).map((a) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    const results = await Promise.all(
      [0, 1, 2].map(() => callApi(t.app, taskApplyAdminApi.approve, { ids }, { token: c.admin })),
    );
    expect(results.reduce((n, r) => n + r.data.approved, 0)).toBe(ids.length);
  });

  it('keeps the queue to administrators of the company', async () => {
    expect((await queue(undefined, c.learner)).code).toBe(Code.noPermission);
    const other = await callApi(t.app, taskApplyAdminApi.page, {}, { token: c.other, host: OTHER_HOST });
    expect(other.code).toBe(Code.noPermission);
    // The administrator's own applications are not theirs to decide, and never in the list.
    const [own] = await t.db
      .select({ id: studyTaskUser.id })
      .from(studyTaskUser)
      .where(and(eq(studyTaskUser.tenantId, c.refs.tenant1), eq(studyTaskUser.userId, c.refs.admin.id)));
    if (own) {
      const all = await queue();
      expect(all.data.list.some((a) => a.id === own.id)).toBe(false);
    }
    // Another company's member cannot apply for, nor see, this company's task.
    const elsewhere = await callApi(
      t.app,
      taskStudyApi.apply,
      { taskId: await taskId(OPEN) },
      { token: c.learnerYuanshan },
    );
    expect(elsewhere).toMatchObject({ code: Code.error, msg: '学习任务不存在或未分配给你' });
  });
});
