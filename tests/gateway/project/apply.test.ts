import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  ProjectApplyStatus as A,
  projectApplyAdminApi,
  studyProjectApi,
} from '../../../contract/study-project';
import { studyProject, studyProjectUser } from '../../../gateway/db/schema-project';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { CADRE, DAY_MS, SAFETY_MONTH, projectDemo, projectOf, type ProjectDemo } from './support';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe.each(dialects())('joining, applying to and liking study projects (%s)', (dialect) => {
  let t: TestApp;
  let d: ProjectDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await projectDemo(t);
  });
  afterAll(() => t.close());

  const apply = (name: string, token: string, options: { host?: string; lang?: 'zh' | 'en' } = {}) =>
    callApi(t.app, studyProjectApi.apply, { projectId: projectOf(d, name) }, { token, ...options });
  const detail = async (name: string, token: string) =>
    (await callApi(t.app, studyProjectApi.detail, { projectId: projectOf(d, name) }, { token })).data;
  const queue = (token: string, status?: 1 | 2 | 3) =>
    callApi(t.app, projectApplyAdminApi.page, { pageSize: 50, ...(status ? { status } : {}) }, { token });
  /** The rows the member has in the project (one at most). */
  const rowsOf = async (name: string, phone: string) =>
    t.db
      .select({ status: studyProjectUser.applyStatus })
      .from(studyProjectUser)
      .where(
        and(
          eq(studyProjectUser.tenantId, d.c.refs.tenant1),
          eq(studyProjectUser.projectId, projectOf(d, name)),
          eq(studyProjectUser.userId, await d.userOf(phone)),
        ),
      );

  it('applies to a project that needs approval: awaiting, and asking again changes nothing', async () => {
    const res = await apply(CADRE, d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      projectId: projectOf(d, CADRE),
      applyStatus: A.awaiting,
      applyReason: '',
    });
    expect(res.data.applyTime).toMatch(TIME);
    t.clock.advance(60_000);
    const again = await apply(CADRE, d.c.learner);
    expect(again.data).toEqual(res.data);
    expect(await detail(CADRE, d.c.learner)).toMatchObject({
      applyStatus: A.awaiting,
      applyTime: res.data.applyTime,
      learnerCount: 2,
      studyProgress: 0,
    });
    expect((await callApi(t.app, studyProjectApi.count, {}, { token: d.c.learner })).data).toEqual({
      all: 2,
      joined: 2,
      awaiting: 1,
    });
    const awaiting = await queue(d.c.admin, A.awaiting);
    expect(awaiting.data.list.map((a) => [a.projectName, a.phone])).toEqual([
      [CADRE, '13800000001'],
      [CADRE, '13800000104'],
      [CADRE, '13800000108'],
    ]);
  });

  it('joins a project open to all at once; asking again changes nothing', async () => {
    const wu = await d.member('13800000103');
    const res = await apply(SAFETY_MONTH, wu);
    expect(res.data).toMatchObject({ applyStatus: A.approved, applyReason: '' });
    expect(await apply(SAFETY_MONTH, wu)).toMatchObject({ code: Code.ok, data: res.data });
    expect(await detail(SAFETY_MONTH, wu)).toMatchObject({ applyStatus: A.approved, learnerCount: 5 });
    // Nothing for an administrator to decide.
    expect((await queue(d.c.admin)).data.list.some((a) => a.projectName === SAFETY_MONTH)).toBe(false);
    // A member already in is answered as in.
    expect((await apply(SAFETY_MONTH, d.c.learner)).data.applyStatus).toBe(A.approved);
  });

  it('applies again after a refusal, the reason gone', async () => {
    const ma = await d.member('13800000105');
    expect(await detail(CADRE, ma)).toMatchObject({ applyStatus: A.rejected });
    const res = await apply(CADRE, ma);
    expect(res.data).toMatchObject({ applyStatus: A.awaiting, applyReason: '' });
    expect(await rowsOf(CADRE, '13800000105')).toEqual([{ status: A.awaiting }]);
  });

  it('keeps one row per member when the same member applies twice at once', async () => {
    const xu = await d.member('13800000107');
    const [first, second] = await Promise.all([apply(CADRE, xu), apply(CADRE, xu)]);
    expect(first.data.applyStatus).toBe(A.awaiting);
    expect(second.data.applyStatus).toBe(A.awaiting);
    expect(await rowsOf(CADRE, '13800000107')).toEqual([{ status: A.awaiting }]);
    const [one, two] = await Promise.all([apply(SAFETY_MONTH, xu), apply(SAFETY_MONTH, xu)]);
    expect([one.data.applyStatus, two.data.applyStatus]).toEqual([A.approved, A.approved]);
    expect(await rowsOf(SAFETY_MONTH, '13800000107')).toEqual([{ status: A.approved }]);
  });

  it('refuses to join or apply once the project has ended; a place already held stays', async () => {
    const start = t.clock.now();
    t.clock.advance(51 * DAY_MS);
    try {
      const feng = await d.member('13800000109');
      expect(await apply(CADRE, feng)).toMatchObject({
        code: Code.error,
        msg: '学习项目已结束，不能再加入或报名',
        data: null,
      });
      expect((await apply(SAFETY_MONTH, feng, { lang: 'en' })).msg).toBe(
        'The study project has ended: it can no longer be joined or applied to',
      );
      expect(await rowsOf(CADRE, '13800000109')).toEqual([]);
      // Already awaiting: asking again answers where it stands.
      const learner = await d.member('13800000001');
      expect((await apply(CADRE, learner)).data.applyStatus).toBe(A.awaiting);
    } finally {
      t.clock.set(start);
    }
  });

  it('is "not found" in another company and another tenant', async () => {
    expect((await apply(CADRE, d.c.learnerYuanshan)).msg).toBe('学习项目不存在或未发布');
    expect((await apply(CADRE, d.c.other, { host: OTHER_HOST })).msg).toBe('学习项目不存在或未发布');
    const admire = await callApi(
      t.app,
      studyProjectApi.admire,
      { projectId: projectOf(d, CADRE) },
      { token: d.c.learnerYuanshan },
    );
    expect(admire.msg).toBe('学习项目不存在或未发布');
  });

  it('likes a project and takes the like back', async () => {
    const admire = () =>
      callApi(t.app, studyProjectApi.admire, { projectId: projectOf(d, CADRE) }, { token: d.c.learner });
    expect((await admire()).data).toEqual({ admired: 1, admireCount: 2 });
    expect(await detail(CADRE, d.c.learner)).toMatchObject({ admired: 1, admireCount: 2 });
    // Another member sees the count, not the caller's like.
    expect(await detail(CADRE, await d.member('13800000104'))).toMatchObject({ admired: 0, admireCount: 2 });
    expect((await admire()).data).toEqual({ admired: 0, admireCount: 1 });
    expect(await detail(CADRE, d.c.learner)).toMatchObject({ admired: 0, admireCount: 1 });
  });

  it('lets an administrator approve an application: the member is in', async () => {
    const mine = (await queue(d.c.admin, A.awaiting)).data.list.find((a) => a.phone === '13800000001');
    expect(mine).toMatchObject({ projectName: CADRE, name: '林晓', status: A.awaiting, reason: '' });
    expect(mine?.applyTime).toMatch(TIME);
    const audit = (body: Record<string, unknown>, token = d.c.admin) =>
      callApi(t.app, projectApplyAdminApi.audit, body, { token });
    expect(await audit({ id: mine?.id, status: A.approved })).toMatchObject({ code: Code.ok, data: null });
    expect(await detail(CADRE, d.c.learner)).toMatchObject({ applyStatus: A.approved, learnerCount: 3 });
    // Deciding it again is refused.
    expect(await audit({ id: mine?.id, status: A.rejected, reason: '重复' })).toMatchObject({
      code: Code.error,
      msg: '该报名已经审核过，不能再次审核',
    });
    expect((await queue(d.c.admin, A.approved)).data.list.map((a) => a.phone)).toContain('13800000001');
  });

  it('refuses an application only with a reason, which the member reads', async () => {
    const audit = (body: Record<string, unknown>, token = d.c.admin) =>
      callApi(t.app, projectApplyAdminApi.audit, body, { token });
    const theirs = (await queue(d.c.admin, A.awaiting)).data.list.find((a) => a.phone === '13800000104');
    expect(await audit({ id: theirs?.id, status: A.rejected })).toMatchObject({
      code: Code.error,
      msg: '请填写不通过的原因，学员会看到它',
    });
    expect(await audit({ id: theirs?.id, status: A.rejected, reason: '  ' })).toMatchObject({
      code: Code.error,
    });
    expect(
      await audit({ id: theirs?.id, status: A.rejected, reason: '请先完成本年度必修任务' }),
    ).toMatchObject({
      code: Code.ok,
    });
    expect(await detail(CADRE, await d.member('13800000104'))).toMatchObject({
      applyStatus: A.rejected,
      applyReason: '请先完成本年度必修任务',
    });
    const refused = (await queue(d.c.admin, A.rejected)).data.list.find((a) => a.phone === '13800000104');
    expect(refused).toMatchObject({ status: A.rejected, reason: '请先完成本年度必修任务' });
  });

  /** An application awaiting approval to a copy of a project in another company (or tenant). */
  const elsewhere = async (to: { tenantId: string; enterpriseId: string; userId: string }) => {
    const [source] = await t.db
      .select()
      .from(studyProject)
      .where(eq(studyProject.id, projectOf(d, CADRE)));
    if (!source) throw new Error('no project to copy');
    const { id: _id, ...rest } = source;
    const [copy] = await t.db
      .insert(studyProject)
      .values({ ...rest, tenantId: to.tenantId, enterpriseId: to.enterpriseId })
      .returning({ id: studyProject.id });
    const [row] = await t.db
      .insert(studyProjectUser)
      .values({
        tenantId: to.tenantId,
        enterpriseId: to.enterpriseId,
        projectId: copy?.id ?? '',
        userId: to.userId,
        applyStatus: A.awaiting,
        applyTime: t.clock.now(),
      })
      .returning({ id: studyProjectUser.id });
    return row?.id ?? '';
  };
  const statusOf = async (id: string) =>
    (
      await t.db
        .select({
          status: studyProjectUser.applyStatus,
          reason: studyProjectUser.applyReason,
          auditTime: studyProjectUser.auditTime,
          auditedBy: studyProjectUser.auditedBy,
        })
        .from(studyProjectUser)
        .where(eq(studyProjectUser.id, id))
    )[0];

  it('approves several at once: only those awaiting, of the company, each as one approval would', async () => {
    const approve = (body: Record<string, unknown>, token = d.c.admin) =>
      callApi(t.app, projectApplyAdminApi.approve, body, { token });
    const byPhone = async (status: 1 | 2 | 3, phone: string) =>
      (await queue(d.c.admin, status)).data.list.find((a) => a.phone === phone)?.id ?? '';
    const deng = await byPhone(A.awaiting, '13800000108');
    const xu = await byPhone(A.awaiting, '13800000107');
    const refused = await byPhone(A.rejected, '13800000104');
    const approvedBefore = await byPhone(A.approved, '13800000001');
    expect([deng, xu, refused, approvedBefore].every((id) => id !== '')).toBe(true);
    const yuanshan = await elsewhere({
      tenantId: d.c.refs.tenant1,
      enterpriseId: d.c.refs.yuanshan.id,
      userId: d.c.refs.learner.id,
    });
    const otherTenant = await elsewhere({
      tenantId: d.c.refs.tenant2,
      enterpriseId: d.c.refs.beichen.id,
      userId: d.c.refs.otherUser.id,
    });
    const before = await statusOf(approvedBefore);
    const learners = (await detail(CADRE, d.c.learner)).learnerCount;

    t.clock.advance(60_000);
    const res = await approve({ ids: [deng, xu, refused, approvedBefore, yuanshan, otherTenant, deng] });
    expect(res).toMatchObject({ code: Code.ok, data: { approved: 2 } });
    // Approved as a single approval does it: no reason, when and by whom.
    for (const id of [deng, xu]) {
      expect(await statusOf(id)).toEqual({
        status: A.approved,
        reason: '',
        auditTime: t.clock.now(),
        auditedBy: d.c.refs.admin.id,
      });
    }
    // Decided ones keep their decision, and the other company's and tenant's wait for their own administrators.
    expect(await statusOf(refused)).toMatchObject({ status: A.rejected, reason: '请先完成本年度必修任务' });
    expect(await statusOf(approvedBefore)).toEqual(before);
    expect((await statusOf(yuanshan))?.status).toBe(A.awaiting);
    expect((await statusOf(otherTenant))?.status).toBe(A.awaiting);

    // The members are in: the project opens for them.
    expect(await detail(CADRE, await d.member('13800000108'))).toMatchObject({
      applyStatus: A.approved,
      applyReason: '',
      learnerCount: learners + 2,
    });
    const approved = (await queue(d.c.admin, A.approved)).data.list.map((a) => a.phone);
    expect(approved).toEqual(expect.arrayContaining(['13800000107', '13800000108']));
    // Approving them again approves nothing.
    expect((await approve({ ids: [deng, xu] })).data).toEqual({ approved: 0 });
  });

  it('refuses a batch approval to anyone but an administrator, and one that names no applications', async () => {
    const approve = (body: Record<string, unknown>, token = d.c.admin, host?: string) =>
      callApi(t.app, projectApplyAdminApi.approve, body, { token, ...(host ? { host } : {}) });
    const [awaiting] = (await queue(d.c.admin, A.awaiting)).data.list;
    const ids = awaiting ? [awaiting.id] : ['1'];
    for (const token of [d.c.learner, d.c.lecturer]) {
      expect(await approve({ ids }, token)).toMatchObject({ code: Code.noPermission, data: null });
    }
    expect((await approve({ ids }, d.c.other, OTHER_HOST)).code).toBe(Code.noPermission);
    for (const body of [{}, { ids: [] }, { ids: ['abc'] }, { ids: ['0'] }, { ids: Array(101).fill('1') }]) {
      expect(await approve(body), JSON.stringify(body).slice(0, 40)).toMatchObject({
        code: Code.error,
        data: null,
      });
    }
    // Nothing was decided by the refused calls.
    if (awaiting) expect((await statusOf(awaiting.id))?.status).toBe(A.awaiting);
  });

  it('approves an application once under concurrent batch approvals', async () => {
    const ma = (await queue(d.c.admin, A.awaiting)).data.list.find((a) => a.phone === '13800000105');
    expect(ma).toBeDefined();
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        callApi(t.app, projectApplyAdminApi.approve, { ids: [ma?.id] }, { token: d.c.admin }),
      ),
    );
    expect(results.reduce((n, r) => n + r.data.approved, 0)).toBe(1);
  });

  it('keeps the queue to administrators of the company', async () => {
    expect(await queue(d.c.learner)).toMatchObject({ code: Code.noPermission, data: null });
    const audit = await callApi(
      t.app,
      projectApplyAdminApi.audit,
      { id: '1', status: A.approved },
      { token: d.c.lecturer },
    );
    expect(audit.code).toBe(Code.noPermission);
    // An unknown application, or one of an open project, is not the administrator's to decide.
    const unknown = await callApi(
      t.app,
      projectApplyAdminApi.audit,
      { id: '999999', status: A.approved },
      { token: d.c.admin, lang: 'en' },
    );
    expect(unknown.msg).toBe('This application does not exist');
    const [open] = await t.db
      .select({ id: studyProjectUser.id })
      .from(studyProjectUser)
      .where(eq(studyProjectUser.projectId, projectOf(d, SAFETY_MONTH)))
      .limit(1);
    expect(
      (
        await callApi(
          t.app,
          projectApplyAdminApi.audit,
          { id: open?.id, status: A.rejected, reason: '不通过' },
          { token: d.c.admin },
        )
      ).msg,
    ).toBe('该报名不存在');
    // Newest first, in the administrator's own company only.
    const all = await queue(d.c.admin);
    const times = all.data.list.map((a) => a.applyTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data.list.every((a) => a.projectName === CADRE)).toBe(true);
  });
});
