import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { RegisterStatus, userAdminApi, userApi } from '../../../contract/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { enterpriseMember } from '../../../gateway/db/schema';
import { accountOf, addUser, call, demoIds, signInToCompany, type DemoIds } from './support';

/** The registrations queue of the back office: what it lists, refusing with a reason, approving several. */
describe.each(dialects())('registrations queue (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
    admin = await signInToCompany(t.app, '13800000002', ids.xinghe, { ip: '10.31.9.9' });
  });
  afterAll(() => t.close());

  const awaiting = async () =>
    (await call(t.app, userAdminApi.registerPage, { status: RegisterStatus.awaiting }, { token: admin }))
      .data;

  it('lists the work number and, for refused applications, the reason the applicant sees', async () => {
    const refused = await call(
      t.app,
      userAdminApi.registerPage,
      { status: RegisterStatus.rejected },
      { token: admin, lang: 'zh' },
    );
    expect(refused.data.list[0]).toMatchObject({
      phone: '13800000006',
      status: 3,
      reason: '工号信息不完整，请联系人事部门',
    });
    await addUser(t.db, ids.tenant1, '13711000001', [
      { enterpriseId: ids.xinghe, registerStatus: RegisterStatus.awaiting, empNo: 'E9001' },
    ]);
    const list = await awaiting();
    expect(list.list.find((a) => a.phone === '13711000001')).toMatchObject({ empNo: 'E9001', reason: '' });
  });

  it('refuses to reject without a reason, in the reader’s language', async () => {
    const target = (await awaiting()).list[0];
    if (!target) throw new Error('an application awaiting approval expected');
    expect(
      await call(
        t.app,
        userAdminApi.registerAudit,
        { id: target.id, status: 3 },
        { token: admin, lang: 'zh' },
      ),
    ).toMatchObject({ code: Code.error, msg: '请填写不通过的原因，申请人会看到它' });
    expect(
      await call(
        t.app,
        userAdminApi.registerAudit,
        { id: target.id, status: 3, reason: '   ' },
        { token: admin, lang: 'en' },
      ),
    ).toMatchObject({
      code: Code.error,
      msg: 'Please give the reason for not approving; the applicant will see it',
    });
    expect(
      await call(
        t.app,
        userAdminApi.registerAudit,
        { id: target.id, status: 3, reason: 'x'.repeat(201) },
        { token: admin, lang: 'en' },
      ),
    ).toMatchObject({ code: Code.error });
    // Nothing changed.
    expect((await awaiting()).list.map((a) => a.id)).toContain(target.id);
  });

  it('approves several applications at once, passing over those decided already or of another company', async () => {
    await addUser(t.db, ids.tenant1, '13711000002', [
      { enterpriseId: ids.xinghe, registerStatus: RegisterStatus.awaiting },
    ]);
    await addUser(t.db, ids.tenant1, '13711000003', [
      { enterpriseId: ids.yuanshan, registerStatus: RegisterStatus.awaiting },
    ]);
    const before = await awaiting();
    const ours = before.list.filter((a) => a.phone === '13711000001' || a.phone === '13711000002');
    expect(ours).toHaveLength(2);
    const refused = (
      await call(t.app, userAdminApi.registerPage, { status: RegisterStatus.rejected }, { token: admin })
    ).data.list[0];
    const foreignUser = await accountOf(t.db, ids.tenant1, '13711000003');
    const [foreign] = await t.db
      .select()
      .from(enterpriseMember)
      .where(and(eq(enterpriseMember.tenantId, ids.tenant1), eq(enterpriseMember.userId, foreignUser.id)));
    if (!foreign) throw new Error('no membership');

    const approved = await call(
      t.app,
      userAdminApi.registerApprove,
      { ids: [...ours.map((a) => a.id), refused?.id ?? '', foreign.id] },
      { token: admin },
    );
    expect(approved).toEqual({ code: Code.ok, msg: '', data: { approved: 2 } });
    expect((await awaiting()).totalCount).toBe(before.totalCount - 2);
    // The refused one stays refused, and the approved can sign in.
    const stillRefused = await call(
      t.app,
      userAdminApi.registerPage,
      { status: RegisterStatus.rejected },
      { token: admin },
    );
    expect(stillRefused.data.list.map((a) => a.id)).toContain(refused?.id);
    const [untouched] = await t.db.select().from(enterpriseMember).where(eq(enterpriseMember.id, foreign.id));
    expect(untouched?.registerStatus).toBe(RegisterStatus.awaiting);
    const login = await call(
      t.app,
      userApi.loginByPassword,
      { phone: '13711000002', password: 'Praxis@2026' },
      { ip: '10.31.2.1' },
    );
    expect(login.code).toBe(Code.ok);

    expect(
      await call(t.app, userAdminApi.registerApprove, { ids: [] }, { token: admin, lang: 'en' }),
    ).toMatchObject({ code: Code.error });
    const learner = await signInToCompany(t.app, '13800000001', ids.xinghe, { ip: '10.31.3.1' });
    expect(
      (await call(t.app, userAdminApi.registerApprove, { ids: [ours[0]?.id ?? ''] }, { token: learner }))
        .code,
    ).toBe(Code.noPermission);
  });
});
