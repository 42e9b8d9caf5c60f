import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { userAccount } from '../../../gateway/db/schema';
import { PASSWORD_COST, hashPassword, verifyPassword } from '../../../gateway/shared/passwords';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import {
  NEW_PASSWORD,
  PASSWORD,
  accountOf,
  addUser,
  call,
  demoIds,
  plantCaptcha,
  requestCode,
  signIn,
  signInToCompany,
  type DemoIds,
} from './support';

const WRONG = 'Wrong#Pass1';

describe.each(dialects())('password change and reset throttling (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
  });
  afterAll(() => t.close());

  const captcha = async () => {
    const captchaId = await plantCaptcha(t.db, ids.tenant1, 'kmnp', t.clock.now());
    return { captchaId, captchaCode: 'kmnp' };
  };

  it('treats wrong old passwords like wrong sign-ins: captcha after the 2nd, lock after the 5th', async () => {
    const phone = '13700000101';
    await addUser(t.db, ids.tenant1, phone, [{ enterpriseId: ids.xinghe }]);
    const ip = '10.9.0.1';
    const token = await signInToCompany(t.app, phone, '星河科技', { ip });
    const change = (oldPassword: string, extra: Record<string, unknown> = {}) =>
      call(
        t.app,
        userApi.updatePassword,
        { oldPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...extra },
        { token, ip },
      );

    expect(await change(WRONG)).toEqual({
      code: Code.error,
      msg: 'The current password is incorrect',
      data: null,
    });
    expect(await change(WRONG)).toEqual({
      code: Code.captchaRequired,
      msg: 'The current password is incorrect',
      data: null,
    });
    // From now on nothing is checked without a captcha, the right password included.
    expect(await change(PASSWORD)).toMatchObject({
      code: Code.captchaRequired,
      msg: 'Please enter the image verification code',
    });
    expect(await change(WRONG, { ...(await captcha()), captchaCode: 'zzzz' })).toMatchObject({
      code: Code.captchaRequired,
      msg: 'Image verification code error, please try again',
    });
    expect(await change(WRONG, await captcha())).toMatchObject({ code: Code.captchaRequired });
    expect(await change(WRONG, await captcha())).toMatchObject({ code: Code.captchaRequired });
    const fifth = await change(WRONG, await captcha());
    expect(fifth).toMatchObject({ code: Code.error, msg: expect.stringMatching(/locked/i) });

    const rest: number[] = [];
    for (let i = 6; i <= 20; i += 1) rest.push((await change(PASSWORD, await captcha())).code);
    expect(rest.every((code) => code === Code.error)).toBe(true);
    // Still locked: the right old password did not get through, and neither does a correct sign-in.
    const stored = await accountOf(t.db, ids.tenant1, phone);
    expect(await verifyPassword(PASSWORD, stored.passwordHash)).toBe(true);
    expect(stored.lockedUntil?.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const login = await call(
      t.app,
      userApi.loginByPassword,
      { phone, password: PASSWORD, ...(await captcha()) },
      { ip: '10.9.0.2' },
    );
    expect(login).toMatchObject({ code: Code.error, msg: expect.stringMatching(/locked/i), data: null });
  });

  it('shares the account failure count between sign-in and password change', async () => {
    const phone = '13700000102';
    await addUser(t.db, ids.tenant1, phone, [{ enterpriseId: ids.xinghe }]);
    const token = await signInToCompany(t.app, phone, '星河科技', { ip: '10.9.1.1' });
    // Three wrong sign-ins...
    for (const ip of ['10.9.1.2', '10.9.1.3', '10.9.1.4']) {
      const res = await call(
        t.app,
        userApi.loginByPassword,
        { phone, password: WRONG, ...(await captcha()) },
        { ip },
      );
      expect(res.msg).toBe('Incorrect phone number or password');
    }
    // ...and two wrong old passwords lock the account.
    const change = async () =>
      call(
        t.app,
        userApi.updatePassword,
        { oldPassword: WRONG, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...(await captcha()) },
        { token, ip: '10.9.1.5' },
      );
    expect((await change()).msg).toBe('The current password is incorrect');
    expect(await change()).toMatchObject({ code: Code.error, msg: expect.stringMatching(/locked/i) });
  });

  it('throttles reset by phone: wrong codes bring the captcha, and a right code still needs it', async () => {
    const phone = '13700000103';
    await addUser(t.db, ids.tenant1, phone, [{ enterpriseId: ids.xinghe }]);
    const ip = '10.9.2.1';
    const code = await requestCode(t.app, phone, 3, { ip });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const reset = (smsCode: string, extra: Record<string, unknown> = {}, from = ip) =>
      call(
        t.app,
        userApi.resetPassword,
        { phone, code: smsCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...extra },
        { ip: from },
      );
    expect(await reset(wrongCode)).toEqual({ code: Code.error, msg: 'Verification code error', data: null });
    expect(await reset(wrongCode, {}, '10.9.2.2')).toEqual({
      code: Code.captchaRequired,
      msg: 'Verification code error',
      data: null,
    });
    // The phone's count holds from any address; the right code alone is not enough now.
    expect(await reset(code, {}, '10.9.2.3')).toMatchObject({ code: Code.captchaRequired });
    expect(await reset(code, await captcha(), '10.9.2.3')).toEqual({ code: 200, msg: '', data: null });
    expect((await signIn(t.app, phone, { password: NEW_PASSWORD, ip: '10.9.2.4' })).token).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  it('throttles reset by address across phones', async () => {
    const ip = '10.9.3.1';
    for (const phone of ['13700000104', '13700000105']) {
      const res = await call(
        t.app,
        userApi.resetPassword,
        { phone, code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { ip },
      );
      expect(res.code).not.toBe(200);
    }
    const third = await call(
      t.app,
      userApi.resetPassword,
      { phone: '13800000003', code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { ip },
    );
    expect(third).toMatchObject({
      code: Code.captchaRequired,
      msg: 'Please enter the image verification code',
    });
  });
});

describe.each(dialects())('password hash cost (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    // The production cost, as a deployment has it.
    t = await createTestApp({ dialect, config: { passwordCost: PASSWORD_COST } });
    ids = await demoIds(t.db);
  });
  afterAll(() => t.close());

  it('stores a weaker hash again at the next successful sign-in, and not after a failed one', async () => {
    const phone = '13700000201';
    const userId = await addUser(t.db, ids.tenant1, phone, [{ enterpriseId: ids.xinghe }]);
    const old = await hashPassword(PASSWORD, { n: 16384, r: 8, p: 1 });
    await t.db.update(userAccount).set({ passwordHash: old }).where(eq(userAccount.id, userId));

    const failed = await call(t.app, userApi.loginByPassword, { phone, password: WRONG }, { ip: '10.9.4.1' });
    expect(failed.code).toBe(Code.error);
    expect((await accountOf(t.db, ids.tenant1, phone)).passwordHash).toBe(old);

    await signIn(t.app, phone, { ip: '10.9.4.2' });
    const upgraded = (await accountOf(t.db, ids.tenant1, phone)).passwordHash;
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signIn(t.app, phone, { ip: '10.9.4.3' })).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Already at the cost: the next sign-in leaves it alone.
    expect((await accountOf(t.db, ids.tenant1, phone)).passwordHash).toBe(upgraded);
  });
});
