import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import {
  NEW_PASSWORD,
  PASSWORD,
  call,
  demoIds,
  plantCaptcha,
  requestCode,
  signIn,
  type DemoIds,
} from './support';

const OTHER = 'other.localhost';

describe.each(dialects())('tenant isolation in the user calls (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
    const other = await signIn(t.app, '13900000001', { host: OTHER, ip: '10.50.0.1' });
    expect(other.chooseEnterprise).toBe(0);
    otherToken = other.token;
  });
  afterAll(() => t.close());

  it("does not accept a tenant-2 token on tenant 1's host", async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      expect((await call(t.app, userApi.currentUser, {}, { token: otherToken, host })).code).toBe(
        Code.tokenInvalid,
      );
      expect((await call(t.app, userApi.enterpriseList, {}, { token: otherToken, host })).code).toBe(
        Code.tokenInvalid,
      );
      expect(
        (
          await call(
            t.app,
            userApi.chooseEnterprise,
            { enterpriseId: ids.xinghe },
            { token: otherToken, host },
          )
        ).code,
      ).toBe(Code.tokenInvalid);
      expect((await call(t.app, userApi.logout, {}, { token: otherToken, host })).code).toBe(
        Code.tokenInvalid,
      );
    }
    // Still good at home: the attempts above did not revoke it.
    expect((await call(t.app, userApi.currentUser, {}, { token: otherToken, host: OTHER })).data.name).toBe(
      '韩东',
    );
  });

  it('does not let a tenant-2 token choose a tenant-1 company', async () => {
    for (const enterpriseId of [ids.xinghe, ids.yuanshan]) {
      const res = await call(
        t.app,
        userApi.chooseEnterprise,
        { enterpriseId },
        { token: otherToken, host: OTHER },
      );
      expect(res).toEqual({ code: Code.error, msg: 'You are not a member of this company', data: null });
    }
    const list = await call(t.app, userApi.enterpriseList, {}, { token: otherToken, host: OTHER });
    expect(list.data.map((e) => e.id)).toEqual([ids.beichen]);
  });

  it('does not let a tenant-1 token into tenant 2', async () => {
    const mine = await signIn(t.app, '13800000002', { ip: '10.50.0.2' });
    expect((await call(t.app, userApi.currentUser, {}, { token: mine.token, host: OTHER })).code).toBe(
      Code.tokenInvalid,
    );
    expect(
      (await call(t.app, userApi.chooseEnterprise, { enterpriseId: ids.beichen }, { token: mine.token }))
        .code,
    ).toBe(Code.error);
  });

  it("does not know tenant 2's phone numbers on tenant 1's site", async () => {
    const phone = '13900000001';
    const ip = '10.50.1.1';
    expect((await call(t.app, userApi.loginByPassword, { phone, password: PASSWORD }, { ip })).msg).toBe(
      'Incorrect phone number or password',
    );
    expect(
      (await call(t.app, userApi.loginByEmpNo, { empNo: 'B0001', password: PASSWORD }, { ip: '10.50.1.2' }))
        .msg,
    ).toBe('Incorrect work number or password');
    expect((await call(t.app, userApi.sendSmsCode, { phone, type: 1 }, { ip })).msg).toBe(
      'This phone number is not registered',
    );
    expect((await call(t.app, userApi.checkPhoneExist, { phone }, { ip })).data).toEqual({ exist: 0 });
    expect(
      (await call(t.app, userApi.registerStatus, { phone, password: PASSWORD }, { ip: '10.50.1.3' })).msg,
    ).toBe('Incorrect phone number or password');
    // Two wrong passwords for this number make the reset ask for the captcha too (the counters are shared).
    const captchaId = await plantCaptcha(t.db, ids.tenant1, 'ab12', t.clock.now());
    const reset = await call(
      t.app,
      userApi.resetPassword,
      {
        phone,
        code: '123456',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        captchaId,
        captchaCode: 'ab12',
      },
      { ip },
    );
    expect(reset.msg).toBe('This phone number is not registered');
    // …while the same number is free to register on tenant 1.
    expect((await call(t.app, userApi.sendSmsCode, { phone, type: 2 }, { ip })).code).toBe(200);
  });

  it('does not accept a code sent on another tenant', async () => {
    // 13800000001 registers on tenant 2 too, so the number exists in both tenants.
    const registerCode = await requestCode(t.app, '13800000001', 2, { host: OTHER, ip: '10.50.2.1' });
    const registered = await call(
      t.app,
      userApi.register,
      {
        phone: '13800000001',
        code: registerCode,
        name: '林晓',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        enterpriseId: ids.beichen,
      },
      { host: OTHER, ip: '10.50.2.1' },
    );
    expect(registered.data).toEqual({ status: 1 });
    const code = await requestCode(t.app, '13800000001', 1, { ip: '10.50.2.2' });
    const elsewhere = await call(
      t.app,
      userApi.loginBySmsCode,
      { phone: '13800000001', code },
      { host: OTHER, ip: '10.50.2.2' },
    );
    expect(elsewhere).toMatchObject({ code: Code.error, msg: 'Verification code error' });
    expect(
      (await call(t.app, userApi.loginBySmsCode, { phone: '13800000001', code }, { ip: '10.50.2.2' })).code,
    ).toBe(200);
  });

  it("keeps each tenant's failure counters to itself", async () => {
    const ip = '10.50.3.1';
    await call(
      t.app,
      userApi.loginByPassword,
      { phone: '13900000001', password: 'Wrong#Pass1' },
      { ip, host: OTHER },
    );
    await call(
      t.app,
      userApi.loginByPassword,
      { phone: '13900000001', password: 'Wrong#Pass1' },
      { ip, host: OTHER },
    );
    expect(
      (
        await call(
          t.app,
          userApi.loginByPassword,
          { phone: '13900000001', password: PASSWORD },
          { ip, host: OTHER },
        )
      ).code,
    ).toBe(Code.captchaRequired);
    expect(
      (await call(t.app, userApi.loginByPassword, { phone: '13800000002', password: PASSWORD }, { ip })).code,
    ).toBe(200);
  });
});
