import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { RegisterStatus, userAdminApi, userApi } from '../../../contract/user';
import { enterprise, enterpriseMember } from '../../../gateway/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import {
  PASSWORD,
  accountOf,
  call,
  demoIds,
  requestCode,
  signIn,
  signInToCompany,
  type DemoIds,
} from './support';

const SECOND = 1000;
const NEW = 'Join#Us2026';

describe.each(dialects())('registration (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
    // The clock starts when the app is created, a moment before the seed stamps its rows: step past them.
    t.clock.advance(60 * SECOND);
    adminToken = await signInToCompany(t.app, '13800000002', ids.xinghe, { ip: '10.30.9.9' });
  });
  afterAll(() => t.close());

  const apply = async (
    phone: string,
    extra: Record<string, unknown> = {},
    host = 'localhost',
    ip = '10.30.0.1',
  ) => {
    const code = await requestCode(t.app, phone, 2, { host, ip });
    return call(
      t.app,
      userApi.register,
      { phone, code, name: '测试用户', password: NEW, confirmPassword: NEW, ...extra },
      { host, ip },
    );
  };
  const memberOf = async (phone: string, enterpriseId: string) => {
    const account = await accountOf(t.db, ids.tenant1, phone);
    const [row] = await t.db
      .select()
      .from(enterpriseMember)
      .where(
        and(
          eq(enterpriseMember.tenantId, ids.tenant1),
          eq(enterpriseMember.userId, account.id),
          eq(enterpriseMember.enterpriseId, enterpriseId),
        ),
      );
    if (!row) throw new Error('no membership');
    return row;
  };

  it('lists the companies open for sign-up on the site', async () => {
    expect((await call(t.app, userApi.registerEnterpriseList, {})).data).toEqual([
      { id: ids.xinghe, name: 'Xinghe Tech', approval: 1 },
      { id: ids.yuanshan, name: 'Yuanshan Manufacturing', approval: 0 },
    ]);
    expect(
      (await call(t.app, userApi.registerEnterpriseList, {}, { host: '127.0.0.1', lang: 'zh' })).data,
    ).toEqual([{ id: ids.xinghe, name: '星河科技', approval: 1 }]);
    expect((await call(t.app, userApi.registerEnterpriseList, {}, { host: 'other.localhost' })).data).toEqual(
      [{ id: ids.beichen, name: 'Beichen Logistics', approval: 1 }],
    );
  });

  it('registers straight into a company without review', async () => {
    const res = await apply('13710000001', { enterpriseId: ids.yuanshan });
    expect(res).toEqual({ code: 200, msg: '', data: { status: RegisterStatus.approved } });
    const login = await signIn(t.app, '13710000001', { password: NEW, ip: '10.30.0.2' });
    expect(login.chooseEnterprise).toBe(0);
    const me = await call(t.app, userApi.currentUser, {}, { token: login.token });
    expect(me.data).toMatchObject({ name: '测试用户', phone: '137****0001', enterpriseId: ids.yuanshan });
    const status = await call(
      t.app,
      userApi.registerStatus,
      { phone: '13710000001', password: NEW },
      { ip: '10.30.0.2' },
    );
    expect(status.data).toEqual({ status: 2, enterpriseName: 'Yuanshan Manufacturing', reason: '' });
  });

  it('waits for approval where the company reviews sign-ups, then follows the administrator', async () => {
    expect(await apply('13710000002', { enterpriseId: ids.xinghe })).toMatchObject({
      data: { status: RegisterStatus.awaiting },
    });
    expect(
      (
        await call(
          t.app,
          userApi.loginByPassword,
          { phone: '13710000002', password: NEW },
          { ip: '10.30.1.1' },
        )
      ).msg,
    ).toBe('Your registration is awaiting approval');
    const pending = await call(
      t.app,
      userApi.registerStatus,
      { phone: '13710000002', password: NEW },
      { ip: '10.30.1.1', lang: 'zh' },
    );
    expect(pending.data).toEqual({ status: 1, enterpriseName: '星河科技', reason: '' });

    const page = await call(t.app, userAdminApi.registerPage, { status: 1 }, { token: adminToken });
    expect(page.data).toMatchObject({ pageCurrent: 1, pageSize: 10, totalCount: 2, totalPage: 1 });
    expect(page.data.list.map((a) => a.phone)).toEqual(['13710000002', '13800000005']);
    const application = page.data.list[0];
    expect(application).toMatchObject({ name: '测试用户', enterpriseName: 'Xinghe Tech', status: 1 });
    expect(application?.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const audit = await call(
      t.app,
      userAdminApi.registerAudit,
      { id: application?.id, status: 2 },
      { token: adminToken },
    );
    expect(audit).toEqual({ code: 200, msg: '', data: null });
    expect((await signIn(t.app, '13710000002', { password: NEW, ip: '10.30.1.1' })).chooseEnterprise).toBe(0);
    expect(
      (await call(t.app, userAdminApi.registerPage, { status: 1 }, { token: adminToken })).data.totalCount,
    ).toBe(1);
  });

  it('shows a rejection and its reason', async () => {
    await apply('13710000003', {}, '127.0.0.1');
    const member = await memberOf('13710000003', ids.xinghe);
    expect(member.registerStatus).toBe(RegisterStatus.awaiting);
    const audit = await call(
      t.app,
      userAdminApi.registerAudit,
      { id: member.id, status: 3, reason: '请使用公司手机号注册' },
      { token: adminToken },
    );
    expect(audit.code).toBe(200);
    const status = await call(
      t.app,
      userApi.registerStatus,
      { phone: '13710000003', password: NEW },
      { ip: '10.30.2.1' },
    );
    expect(status.data).toEqual({ status: 3, enterpriseName: 'Xinghe Tech', reason: '请使用公司手机号注册' });
    expect(
      (
        await call(
          t.app,
          userApi.loginByPassword,
          { phone: '13710000003', password: NEW },
          { ip: '10.30.2.1' },
        )
      ).msg,
    ).toBe('Your registration was not approved: 请使用公司手机号注册');
    const rejected = await call(
      t.app,
      userAdminApi.registerPage,
      { status: 3, pageSize: 1 },
      { token: adminToken },
    );
    expect(rejected.data).toMatchObject({ totalCount: 2, totalPage: 2, pageSize: 1 });
    expect(rejected.data.list).toHaveLength(1);
  });

  it("lets administrators audit only their own company's applications", async () => {
    const yuanshanMember = await memberOf('13800000001', ids.yuanshan);
    const foreign = await call(
      t.app,
      userAdminApi.registerAudit,
      { id: yuanshanMember.id, status: 3, reason: '资料不全' },
      { token: adminToken },
    );
    expect(foreign).toEqual({ code: Code.error, msg: 'Registration application not found', data: null });
    const [otherTenantMember] = await t.db
      .select()
      .from(enterpriseMember)
      .where(eq(enterpriseMember.tenantId, ids.tenant2));
    expect(
      (
        await call(
          t.app,
          userAdminApi.registerAudit,
          { id: otherTenantMember?.id, status: 3 },
          { token: adminToken },
        )
      ).code,
    ).toBe(Code.error);
    const self = await memberOf('13800000002', ids.xinghe);
    expect(
      (await call(t.app, userAdminApi.registerAudit, { id: self.id, status: 3 }, { token: adminToken })).code,
    ).toBe(Code.error);

    const learner = await signInToCompany(t.app, '13800000001', ids.xinghe, { ip: '10.30.3.1' });
    expect((await call(t.app, userAdminApi.registerPage, {}, { token: learner })).code).toBe(
      Code.noPermission,
    );
    expect(
      (await call(t.app, userAdminApi.registerAudit, { id: self.id, status: 2 }, { token: learner })).code,
    ).toBe(Code.noPermission);
    expect((await call(t.app, userAdminApi.registerPage, {})).code).toBe(Code.tokenExpired);
  });

  it('refuses registrations that cannot be accepted', async () => {
    const noCompany = await apply('13710000004');
    expect(noCompany).toMatchObject({ code: Code.error, msg: 'Please choose the company to join' });
    t.clock.advance(61 * SECOND);
    const otherTenant = await apply('13710000004', { enterpriseId: ids.beichen });
    expect(otherTenant.msg).toBe('This company is not open for registration');

    await t.db.update(enterprise).set({ allowRegister: 0 }).where(eq(enterprise.id, ids.yuanshan));
    try {
      expect((await call(t.app, userApi.registerEnterpriseList, {})).data.map((e) => e.id)).toEqual([
        ids.xinghe,
      ]);
      t.clock.advance(61 * SECOND);
      expect((await apply('13710000004', { enterpriseId: ids.yuanshan })).msg).toBe(
        'This company is not open for registration',
      );
    } finally {
      await t.db.update(enterprise).set({ allowRegister: 1 }).where(eq(enterprise.id, ids.yuanshan));
    }

    const taken = await call(
      t.app,
      userApi.register,
      {
        phone: '13800000001',
        code: '123456',
        name: 'x',
        password: NEW,
        confirmPassword: NEW,
        enterpriseId: ids.yuanshan,
      },
      { ip: '10.30.4.1' },
    );
    expect(taken).toMatchObject({ code: Code.error, msg: 'This phone number is already registered' });

    const wrongCode = await call(
      t.app,
      userApi.register,
      {
        phone: '13710000004',
        code: '000000',
        name: 'x',
        password: NEW,
        confirmPassword: NEW,
        enterpriseId: ids.yuanshan,
      },
      { ip: '10.30.4.1' },
    );
    expect(wrongCode.msg).toMatch(/^Verification code (error|expired)/);

    const mismatch = await call(
      t.app,
      userApi.register,
      {
        phone: '13710000004',
        code: '123456',
        name: 'x',
        password: NEW,
        confirmPassword: 'Other#2026',
        enterpriseId: ids.yuanshan,
      },
      { ip: '10.30.4.1', lang: 'zh' },
    );
    expect(mismatch).toMatchObject({ code: Code.error, msg: '两次输入的密码不一致' });
    const weak = await call(
      t.app,
      userApi.register,
      {
        phone: '13710000004',
        code: '123456',
        name: 'x',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        enterpriseId: ids.yuanshan,
      },
      { ip: '10.30.4.1', lang: 'zh' },
    );
    expect(weak.msg).toBe('密码须为 8–30 位，并同时包含大写字母、小写字母、数字和特殊字符');

    t.clock.advance(61 * SECOND);
    const code = await requestCode(t.app, '13710000005', 2, { ip: '10.30.4.2' });
    const once = {
      phone: '13710000005',
      code,
      name: 'x',
      password: NEW,
      confirmPassword: NEW,
      enterpriseId: ids.yuanshan,
    };
    expect((await call(t.app, userApi.register, once, { ip: '10.30.4.2' })).code).toBe(200);
    expect((await call(t.app, userApi.register, once, { ip: '10.30.4.2' })).msg).toBe(
      'This phone number is already registered',
    );
  });

  it('treats the status lookup as a sign-in attempt', async () => {
    const ip = '10.30.5.1';
    const look = (phone: string, password: string, from = ip) =>
      call(t.app, userApi.registerStatus, { phone, password }, { ip: from });
    expect(await look('13800000005', 'Wrong#Pass1')).toMatchObject({
      code: Code.error,
      msg: 'Incorrect phone number or password',
    });
    await look('13800000005', 'Wrong#Pass1');
    // Those failures make the next password sign-in from here need the captcha.
    expect(
      (await call(t.app, userApi.loginByPassword, { phone: '13800000005', password: PASSWORD }, { ip })).code,
    ).toBe(Code.captchaRequired);
    for (let i = 0; i < 3; i++) await look('13711223344', 'Wrong#Pass1');
    expect(await look('13711223300', 'Wrong#Pass1')).toMatchObject({
      msg: 'Too many attempts, please try again later',
    });
    expect((await look('13800000005', PASSWORD, '10.30.5.2')).data).toEqual({
      status: 1,
      enterpriseName: 'Xinghe Tech',
      reason: '',
    });
  });
});
