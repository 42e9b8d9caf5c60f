import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { sessionToken, website } from '../../../gateway/db/schema';
import { hashToken } from '../../../gateway/http/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { NEW_PASSWORD, PASSWORD, call, demoIds, requestCode, signIn, type DemoIds } from './support';

const SECOND = 1000;

describe.each(dialects())('session calls (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
  });
  afterAll(() => t.close());

  const me = (token: string, host = 'localhost') => call(t.app, userApi.currentUser, {}, { token, host });

  it('shows the user without company fields until a company is chosen', async () => {
    const { token } = await signIn(t.app, '13800000001', { ip: '10.40.0.1' });
    expect((await me(token)).data).toEqual({
      id: expect.stringMatching(/^[1-9][0-9]*$/),
      name: '林晓',
      phone: '138****0001',
      empNo: '',
      headPortrait: '',
      isAdmin: 0,
      userType: 1,
      creditHour: 0,
      certificateCount: 0,
      enterpriseId: null,
      enterpriseName: '',
      enterpriseLogo: '',
    });
    const list = await call(t.app, userApi.enterpriseList, {}, { token, lang: 'zh' });
    expect(list.data).toEqual([
      { id: ids.xinghe, name: '星河科技', logo: expect.stringContaining('xinghe'), current: 0 },
      { id: ids.yuanshan, name: '远山制造', logo: expect.stringContaining('yuanshan'), current: 0 },
    ]);
  });

  it('issues a new token for the chosen company and revokes the one used to ask', async () => {
    const first = await signIn(t.app, '13800000001', { ip: '10.40.0.2' });
    const chosen = await call(
      t.app,
      userApi.chooseEnterprise,
      { enterpriseId: ids.yuanshan },
      { token: first.token },
    );
    expect(chosen).toMatchObject({ code: 200, data: { chooseEnterprise: 0 } });
    expect(chosen.data.token).not.toBe(first.token);
    expect((await me(first.token)).code).toBe(Code.tokenInvalid);
    const [old] = await t.db
      .select()
      .from(sessionToken)
      .where(eq(sessionToken.tokenHash, hashToken(first.token)));
    expect(old?.revokedReason).toBe('replaced');

    expect((await me(chosen.data.token)).data).toMatchObject({
      enterpriseId: ids.yuanshan,
      enterpriseName: 'Yuanshan Manufacturing',
      empNo: 'Y0001',
      creditHour: 12,
      certificateCount: 1,
    });
    const list = await call(t.app, userApi.enterpriseList, {}, { token: chosen.data.token });
    expect(list.data.map((e) => [e.id, e.current])).toEqual([
      [ids.xinghe, 0],
      [ids.yuanshan, 1],
    ]);
    // Switching again works from a bound token too.
    const switched = await call(
      t.app,
      userApi.chooseEnterprise,
      { enterpriseId: ids.xinghe },
      { token: chosen.data.token },
    );
    expect((await me(switched.data.token)).data.enterpriseId).toBe(ids.xinghe);
    expect((await me(chosen.data.token)).code).toBe(Code.tokenInvalid);
  });

  it('only lets users choose their own approved companies, and only the bound one on a bound site', async () => {
    const admin = await signIn(t.app, '13800000002', { ip: '10.40.0.3' });
    const res = await call(
      t.app,
      userApi.chooseEnterprise,
      { enterpriseId: ids.yuanshan },
      { token: admin.token },
    );
    expect(res).toEqual({ code: Code.error, msg: 'You are not a member of this company', data: null });
    expect((await me(admin.token)).code).toBe(200);

    const bound = await signIn(t.app, '13800000001', { ip: '10.40.0.4', host: '127.0.0.1' });
    const list = await call(t.app, userApi.enterpriseList, {}, { token: bound.token, host: '127.0.0.1' });
    expect(list.data).toEqual([expect.objectContaining({ id: ids.xinghe, current: 1 })]);
    const outside = await call(
      t.app,
      userApi.chooseEnterprise,
      { enterpriseId: ids.yuanshan },
      { token: bound.token, host: '127.0.0.1' },
    );
    expect(outside.code).toBe(Code.error);
  });

  it('logs out by revoking the token', async () => {
    const { token } = await signIn(t.app, '13800000003', { ip: '10.40.0.5' });
    expect(await call(t.app, userApi.logout, {}, { token })).toEqual({ code: 200, msg: '', data: null });
    expect((await me(token)).code).toBe(Code.tokenInvalid);
    expect((await call(t.app, userApi.logout, {}, { token })).code).toBe(Code.tokenInvalid);
    expect((await call(t.app, userApi.logout, {})).code).toBe(Code.tokenExpired);
  });

  it('changes the password when the current one is right, ending the other sessions', async () => {
    const ip = '10.40.0.6';
    const here = await signIn(t.app, '13800000004', { ip });
    const elsewhere = await signIn(t.app, '13800000004', { ip });
    const change = (oldPassword: string, password: string) =>
      call(
        t.app,
        userApi.updatePassword,
        { oldPassword, password, confirmPassword: password },
        { token: here.token, ip },
      );

    expect(await change('Wrong#Pass1', NEW_PASSWORD)).toEqual({
      code: Code.error,
      msg: 'The current password is incorrect',
      data: null,
    });
    expect((await change(PASSWORD, PASSWORD)).msg).toBe('The new password must differ from the current one');
    expect((await change(PASSWORD, 'short')).code).toBe(Code.error);
    expect(await change(PASSWORD, NEW_PASSWORD)).toEqual({ code: 200, msg: '', data: null });

    expect((await me(here.token)).code).toBe(200);
    expect((await me(elsewhere.token)).code).toBe(Code.tokenInvalid);
    expect(
      (
        await call(
          t.app,
          userApi.loginByPassword,
          { phone: '13800000004', password: PASSWORD },
          { ip: '10.40.0.7' },
        )
      ).code,
    ).toBe(Code.error);
    expect((await signIn(t.app, '13800000004', { password: NEW_PASSWORD, ip: '10.40.0.8' })).token).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  it('resets a forgotten password with an SMS code and ends every session', async () => {
    const ip = '10.40.1.1';
    const before = await signIn(t.app, '13800000003', { ip });
    const code = await requestCode(t.app, '13800000003', 3, { ip });
    const body = { phone: '13800000003', code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await call(t.app, userApi.resetPassword, body, { ip })).toEqual({
      code: 200,
      msg: '',
      data: null,
    });
    expect((await me(before.token)).code).toBe(Code.tokenInvalid);
    const [row] = await t.db
      .select()
      .from(sessionToken)
      .where(eq(sessionToken.tokenHash, hashToken(before.token)));
    expect(row?.revokedReason).toBe('password');
    expect((await signIn(t.app, '13800000003', { password: NEW_PASSWORD, ip })).token).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    // The code was used up.
    expect((await call(t.app, userApi.resetPassword, body, { ip })).msg).toBe(
      'Verification code expired, please request a new one',
    );

    const unknown = await call(
      t.app,
      userApi.resetPassword,
      { phone: '13799990000', code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { ip },
    );
    expect(unknown.msg).toBe('This phone number is not registered');
    t.clock.advance(61 * SECOND);
    await requestCode(t.app, '13800000003', 3, { ip });
    const wrong = await call(
      t.app,
      userApi.resetPassword,
      {
        phone: '13800000003',
        code: '999999' === code ? '999998' : '999999',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      // The two refusals above count against this address like failed sign-ins (a third try from it needs
      // the captcha, see password-guard.test.ts); this one comes from another.
      { ip: '10.2.9.9' },
    );
    expect(wrong.msg).toBe('Verification code error');
  });

  it("answers the site footer in the reader's language, every field a string", async () => {
    const zh = await call(t.app, userApi.footerInfo, {}, { lang: 'zh' });
    expect(zh.data).toMatchObject({ companyName: 'Praxis 企业学习平台', icp: '沪ICP备20260001号-1' });
    expect(zh.data.links[0]).toEqual({ name: '关于我们', url: 'https://praxis-demo.example.com/about' });
    const en = await call(t.app, userApi.footerInfo, {}, { lang: 'en', host: '127.0.0.1' });
    expect(en.data.companyName).toBe('Xinghe Tech Co., Ltd.');

    await t.db
      .update(website)
      .set({
        footer: {
          copyright: 42,
          links: [{ name: 'x', url: 'javascript:alert(1)' }, { name: 'ok', url: '/help' }, 'junk'],
        },
      })
      .where(and(eq(website.tenantId, ids.tenant1), eq(website.id, ids.boundSite)));
    const sparse = await call(t.app, userApi.footerInfo, {}, { host: '127.0.0.1' });
    expect(sparse.data).toEqual({
      companyName: 'Praxis Demo',
      copyright: '',
      icp: '',
      address: '',
      phone: '',
      email: '',
      links: [{ name: 'ok', url: '/help' }],
    });
  });

  it('tells whether a phone is registered on this tenant, within a per-address allowance', async () => {
    const ip = '10.40.2.1';
    const exists = (phone: string, host = 'localhost', from = ip) =>
      call(t.app, userApi.checkPhoneExist, { phone }, { host, ip: from });
    expect((await exists('13800000001')).data).toEqual({ exist: 1 });
    expect((await exists('13900000001')).data).toEqual({ exist: 0 });
    expect((await exists('13900000001', 'other.localhost')).data).toEqual({ exist: 1 });
    // Two calls above on this tenant, twenty-eight more make thirty: the limit.
    for (let i = 0; i < 28; i++) await exists('13800000001');
    expect(await exists('13800000001')).toEqual({
      code: Code.error,
      msg: 'Too many requests, please try again later',
      data: null,
    });
    expect((await exists('13800000001', 'localhost', '10.40.2.2')).code).toBe(200);
    t.clock.advance(60 * SECOND);
    expect((await exists('13800000001')).code).toBe(200);
  });

  it('draws single-use image captchas within a per-address allowance', async () => {
    const ip = '10.40.3.1';
    const first = await call(t.app, userApi.imageCaptcha, {}, { ip });
    expect(first.data.captchaId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const svg = Buffer.from(first.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*width="120"/);
    const second = await call(t.app, userApi.imageCaptcha, {}, { ip });
    expect(second.data.captchaId).not.toBe(first.data.captchaId);
    for (let i = 0; i < 58; i++) await call(t.app, userApi.imageCaptcha, {}, { ip });
    expect((await call(t.app, userApi.imageCaptcha, {}, { ip })).msg).toBe(
      'Too many requests, please try again later',
    );
  });
});
