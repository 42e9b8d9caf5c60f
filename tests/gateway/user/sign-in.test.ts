import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as SvgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../contract/envelope';
import { systemApi } from '../../../contract/system';
import { userApi } from '../../../contract/user';
import { loginFailure, userAccount } from '../../../gateway/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import {
  PASSWORD,
  accountOf,
  addUser,
  call,
  demoIds,
  plantCaptcha,
  requestCode,
  type DemoIds,
} from './support';

// The captcha image cannot be read by a test, so the drawing is observed to learn its answer.
const drawn = vi.hoisted(() => ({ text: '' }));
vi.mock('svg-captcha', async (importOriginal) => {
  const real = await importOriginal<{ default: typeof SvgCaptcha }>();
  const create: typeof real.default.create = (options) => {
    const captcha = real.default.create(options);
    drawn.text = captcha.text;
    return captcha;
  };
  return { ...real, default: { ...real.default, create } };
});

describe.each(dialects())('sign-in (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
  });
  afterAll(() => t.close());

  const login = (
    phone: string,
    password: string,
    ip: string,
    extra: Record<string, unknown> = {},
    host = 'localhost',
  ) => call(t.app, userApi.loginByPassword, { phone, password, ...extra }, { ip, host });

  describe('by phone and password', () => {
    it('asks for a company when the user has several on an unbound site', async () => {
      const res = await login('13800000001', PASSWORD, '10.1.0.1');
      expect(res).toMatchObject({ code: 200, msg: '', data: { chooseEnterprise: 1 } });
      expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await call(t.app, userApi.currentUser, {}, { token: res.data.token });
      expect(me.data).toMatchObject({ name: '林晓', enterpriseId: null, enterpriseName: '', isAdmin: 0 });
    });

    it('binds the token to the only company without asking', async () => {
      const res = await login('13800000002', PASSWORD, '10.1.0.2');
      expect(res.data.chooseEnterprise).toBe(0);
      const me = await call(t.app, userApi.currentUser, {}, { token: res.data.token });
      expect(me.data).toMatchObject({ enterpriseId: ids.xinghe, enterpriseName: 'Xinghe Tech', isAdmin: 1 });
    });

    it('never asks on a site bound to one company', async () => {
      const res = await login('13800000001', PASSWORD, '10.1.0.3', {}, '127.0.0.1');
      expect(res.data.chooseEnterprise).toBe(0);
      const me = await call(
        t.app,
        userApi.currentUser,
        {},
        { token: res.data.token, host: '127.0.0.1', lang: 'zh' },
      );
      expect(me.data).toMatchObject({ enterpriseId: ids.xinghe, enterpriseName: '星河科技', empNo: 'E0001' });
    });

    it('refuses a member of another company on a bound site', async () => {
      await addUser(t.db, ids.tenant1, '13700000001', [{ enterpriseId: ids.yuanshan }]);
      const res = await login('13700000001', PASSWORD, '10.1.0.4', {}, '127.0.0.1');
      expect(res).toMatchObject({
        code: Code.error,
        msg: 'Your account does not belong to this company',
        data: null,
      });
      expect((await login('13700000001', PASSWORD, '10.1.0.4')).code).toBe(200);
    });

    it('explains pending and rejected applications', async () => {
      expect(await login('13800000005', PASSWORD, '10.1.0.5')).toMatchObject({
        code: Code.error,
        msg: 'Your registration is awaiting approval',
      });
      expect(await login('13800000006', PASSWORD, '10.1.0.5')).toMatchObject({
        code: Code.error,
        msg: 'Your registration was not approved: 工号信息不完整，请联系人事部门',
      });
      const zh = await call(
        t.app,
        userApi.loginByPassword,
        { phone: '13800000005', password: PASSWORD },
        { ip: '10.1.0.5', lang: 'zh' },
      );
      expect(zh.msg).toBe('您的注册申请正在等待审核');
    });

    it('gives the same answer for an unknown phone and a wrong password', async () => {
      const unknown = await login('13711112222', PASSWORD, '10.1.0.6');
      const wrong = await login('13800000001', 'Wrong#Pass1', '10.1.0.7');
      expect(unknown).toEqual({ code: Code.error, msg: 'Incorrect phone number or password', data: null });
      expect(wrong).toEqual(unknown);
    });

    it('says so when the account is disabled (only to someone who knows the password)', async () => {
      await addUser(t.db, ids.tenant1, '13700000002', [{ enterpriseId: ids.xinghe }]);
      await t.db
        .update(userAccount)
        .set({ statusId: 0 })
        .where(and(eq(userAccount.tenantId, ids.tenant1), eq(userAccount.phone, '13700000002')));
      expect((await login('13700000002', PASSWORD, '10.1.0.8')).msg).toBe(
        'This account has been disabled. Please contact your administrator',
      );
      expect((await login('13700000002', 'Wrong#Pass1', '10.1.0.9')).msg).toBe(
        'Incorrect phone number or password',
      );
    });

    it('accepts a password encrypted with the site public key, and treats garbage as a wrong password', async () => {
      const key = await call(t.app, systemApi.publicKey, {});
      const publicKey = createPublicKey({
        key: Buffer.from(key.data.publicKey, 'base64'),
        format: 'der',
        type: 'spki',
      });
      const cipher = publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(PASSWORD),
      );
      const ok = await login('13800000003', `rsa:${cipher.toString('base64')}`, '10.1.0.10');
      expect(ok.code).toBe(200);
      const bad = await login('13800000003', 'rsa:bm90LWNpcGhlcnRleHQ=', '10.1.0.11');
      expect(bad).toMatchObject({ code: Code.error, msg: 'Incorrect phone number or password' });
    });
  });

  describe('by work number and password', () => {
    it("finds the work number among the tenant's approved members on an unbound site", async () => {
      const byE = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'E0001', password: PASSWORD },
        { ip: '10.2.0.1' },
      );
      const byY = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'Y0001', password: PASSWORD },
        { ip: '10.2.0.1' },
      );
      expect(byE.data.chooseEnterprise).toBe(1);
      expect(byY.data.chooseEnterprise).toBe(1);
    });

    it('only looks in the bound company on a bound site', async () => {
      const inside = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'E0001', password: PASSWORD },
        { ip: '10.2.0.2', host: '127.0.0.1' },
      );
      expect(inside.data.chooseEnterprise).toBe(0);
      const outside = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'Y0001', password: PASSWORD },
        { ip: '10.2.0.3', host: '127.0.0.1' },
      );
      expect(outside).toMatchObject({ code: Code.error, msg: 'Incorrect work number or password' });
    });

    it('rejects a wrong password with the work-number wording', async () => {
      const res = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'E0002', password: 'Nope#1234' },
        { ip: '10.2.0.4', lang: 'zh' },
      );
      expect(res).toMatchObject({ code: Code.error, msg: '工号或密码错误' });
    });
  });

  describe('by SMS code', () => {
    it('signs in with a login code once', async () => {
      const code = await requestCode(t.app, '13800000004', 1, { ip: '10.3.0.1' });
      const res = await call(
        t.app,
        userApi.loginBySmsCode,
        { phone: '13800000004', code },
        { ip: '10.3.0.1' },
      );
      expect(res).toMatchObject({ code: 200, data: { chooseEnterprise: 0 } });
      const again = await call(
        t.app,
        userApi.loginBySmsCode,
        { phone: '13800000004', code },
        { ip: '10.3.0.1' },
      );
      expect(again).toMatchObject({
        code: Code.error,
        msg: 'Verification code expired, please request a new one',
      });
    });

    it('does not accept a code sent for another purpose', async () => {
      const code = await requestCode(t.app, '13800000003', 3, { ip: '10.3.0.2' });
      const res = await call(
        t.app,
        userApi.loginBySmsCode,
        { phone: '13800000003', code },
        { ip: '10.3.0.2' },
      );
      expect(res).toMatchObject({ code: Code.error, msg: 'Verification code error' });
    });

    it('answers an unregistered phone clearly', async () => {
      const res = await call(
        t.app,
        userApi.loginBySmsCode,
        { phone: '13755556666', code: '123456' },
        { ip: '10.3.0.3' },
      );
      expect(res).toMatchObject({ code: Code.error, msg: 'This phone number is not registered' });
    });
  });

  describe('captcha after failures', () => {
    it('answers the second wrong password with 321, so the third try comes with a captcha and is checked', async () => {
      const ip = '10.4.1.1';
      const phone = '13700000006';
      await addUser(t.db, ids.tenant1, phone, [{ enterpriseId: ids.xinghe }]);
      expect(await login(phone, 'Wrong#Pass1', ip)).toEqual({
        code: Code.error,
        msg: 'Incorrect phone number or password',
        data: null,
      });
      // The failure that makes the captcha mandatory says so itself, with the wrong-password message
      // (in the caller's language).
      const second = await call(
        t.app,
        userApi.loginByPassword,
        { phone, password: 'Wrong#Pass1' },
        { ip, lang: 'zh' },
      );
      expect(second).toEqual({ code: Code.captchaRequired, msg: '手机号或密码错误', data: null });

      // So the third try comes with the captcha: it is checked, and the right password signs in.
      const image = await call(t.app, userApi.imageCaptcha, {}, { ip });
      const ok = await login(phone, PASSWORD, ip, {
        captchaId: image.data.captchaId,
        captchaCode: drawn.text,
      });
      expect(ok.code).toBe(200);
      expect(ok.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('keeps answering wrong passwords with 321 while the captcha is required, and a lock with 999', async () => {
      const ip = '10.4.1.3';
      await addUser(t.db, ids.tenant1, '13700000005', [{ enterpriseId: ids.xinghe }]);
      const withCaptcha = async (password: string) => {
        const captchaId = await plantCaptcha(t.db, ids.tenant1, 'kmnp', t.clock.now());
        return login('13700000005', password, ip, { captchaId, captchaCode: 'kmnp' });
      };
      expect((await withCaptcha('Wrong#Pass1')).code).toBe(Code.error);
      for (let i = 2; i <= 4; i++)
        expect(await withCaptcha('Wrong#Pass1')).toEqual({
          code: Code.captchaRequired,
          msg: 'Incorrect phone number or password',
          data: null,
        });
      expect(await withCaptcha('Wrong#Pass1')).toMatchObject({
        code: Code.error,
        msg: expect.stringMatching(/locked/),
      });
    });

    it('needs the image code after two failures, checks it before the password, and clears on success', async () => {
      const ip = '10.4.0.1';
      const phone = '13800000004';
      expect((await login(phone, 'Wrong#Pass1', ip)).code).toBe(Code.error);
      expect((await login(phone, 'Wrong#Pass1', ip)).code).toBe(Code.captchaRequired);

      // Even the right password is not looked at without a captcha.
      const needed = await login(phone, PASSWORD, ip);
      expect(needed).toEqual({
        code: Code.captchaRequired,
        msg: 'Please enter the image verification code',
        data: null,
      });

      const image = await call(t.app, userApi.imageCaptcha, {}, { ip });
      expect(image.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(image.data.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
      expect(drawn.text).toHaveLength(4);
      const wrongAnswer = drawn.text === 'aaaa' ? 'bbbb' : 'aaaa';
      const wrongCaptcha = await login(phone, PASSWORD, ip, {
        captchaId: image.data.captchaId,
        captchaCode: wrongAnswer,
      });
      expect(wrongCaptcha).toMatchObject({
        code: Code.captchaRequired,
        msg: 'Image verification code error, please try again',
      });

      // A captcha is good for one attempt only, right or wrong.
      const reused = await login(phone, PASSWORD, ip, {
        captchaId: image.data.captchaId,
        captchaCode: drawn.text,
      });
      expect(reused.code).toBe(Code.captchaRequired);

      const fresh = await call(t.app, userApi.imageCaptcha, {}, { ip });
      // Answers are not case-sensitive.
      const ok = await login(phone, PASSWORD, ip, {
        captchaId: fresh.data.captchaId,
        captchaCode: drawn.text.toUpperCase(),
      });
      expect(ok.code).toBe(200);

      const rows = await t.db.select().from(loginFailure).where(eq(loginFailure.tenantId, ids.tenant1));
      expect(rows.filter((r) => r.key === `acct:${phone}` || r.key === `ip:${ip}`)).toEqual([]);
      // With the counters cleared, one more failure does not bring the captcha back.
      expect((await login(phone, 'Wrong#Pass1', ip)).code).toBe(Code.error);
      expect((await login(phone, PASSWORD, ip)).code).toBe(200);
    });

    it('counts failures per address across accounts, and per account across addresses', async () => {
      const ip = '10.4.0.2';
      await login('13711110001', 'Wrong#Pass1', ip);
      await login('13711110002', 'Wrong#Pass1', ip);
      expect((await login('13800000002', PASSWORD, ip)).code).toBe(Code.captchaRequired);
      expect((await login('13800000002', PASSWORD, '10.4.0.3')).code).toBe(200);

      await login('13711110003', 'Wrong#Pass1', '10.4.0.4');
      await login('13711110003', 'Wrong#Pass1', '10.4.0.5');
      expect((await login('13711110003', 'Wrong#Pass1', '10.4.0.6')).code).toBe(Code.captchaRequired);
    });

    it('applies to work-number sign-in as well', async () => {
      const ip = '10.4.0.7';
      const emp = (extra: Record<string, unknown> = {}) =>
        call(t.app, userApi.loginByEmpNo, { empNo: 'E0003', password: 'Wrong#Pass1', ...extra }, { ip });
      expect(await emp()).toMatchObject({ code: Code.error, msg: 'Incorrect work number or password' });
      expect(await emp()).toMatchObject({
        code: Code.captchaRequired,
        msg: 'Incorrect work number or password',
      });
      expect((await emp()).code).toBe(Code.captchaRequired);
      const captchaId = await plantCaptcha(t.db, ids.tenant1, 'wxyz', t.clock.now());
      const res = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'E0003', password: PASSWORD, captchaId, captchaCode: 'WXYZ' },
        { ip },
      );
      expect(res.code).toBe(200);
    });

    it("does not take another tenant's captcha or an expired one", async () => {
      const ip = '10.4.0.8';
      await login('13711110009', 'Wrong#Pass1', ip);
      await login('13711110009', 'Wrong#Pass1', ip);
      const foreign = await plantCaptcha(t.db, ids.tenant2, 'abcd', t.clock.now());
      expect((await login('13711110009', 'x', ip, { captchaId: foreign, captchaCode: 'abcd' })).msg).toBe(
        'Image verification code error, please try again',
      );
      const old = await plantCaptcha(
        t.db,
        ids.tenant1,
        'abcd',
        new Date(t.clock.now().getTime() - 6 * 60_000),
      );
      expect((await login('13711110009', 'x', ip, { captchaId: old, captchaCode: 'abcd' })).code).toBe(
        Code.captchaRequired,
      );
    });
  });

  describe('lockout', () => {
    it('locks the account for 15 minutes after five failures, whatever the address', async () => {
      await addUser(t.db, ids.tenant1, '13700000003', [{ enterpriseId: ids.xinghe, empNo: 'L0003' }]);
      const phone = '13700000003';
      const attempt = async (password: string, ip: string) => {
        const captchaId = await plantCaptcha(t.db, ids.tenant1, 'kmnp', t.clock.now());
        return login(phone, password, ip, { captchaId, captchaCode: 'kmnp' });
      };
      for (let i = 1; i <= 3; i++)
        expect((await attempt('Wrong#Pass1', `10.5.0.${i}`)).msg).toBe('Incorrect phone number or password');
      // The work number reaches the same account, so it counts towards the same lock.
      const captchaId = await plantCaptcha(t.db, ids.tenant1, 'kmnp', t.clock.now());
      const viaEmp = await call(
        t.app,
        userApi.loginByEmpNo,
        { empNo: 'L0003', password: 'Wrong#Pass1', captchaId, captchaCode: 'kmnp' },
        { ip: '10.5.0.4' },
      );
      expect(viaEmp.msg).toBe('Incorrect work number or password');
      const fifth = await attempt('Wrong#Pass1', '10.5.0.5');
      expect(fifth).toMatchObject({
        code: Code.error,
        msg: 'Too many failed sign-ins. The account is locked, try again in 15 minutes',
      });
      expect((await accountOf(t.db, ids.tenant1, phone)).lockedUntil).not.toBeNull();

      t.clock.advance(5 * 60_000);
      const stillLocked = await attempt(PASSWORD, '10.5.0.6');
      expect(stillLocked.msg).toBe(
        'Too many failed sign-ins. The account is locked, try again in 10 minutes',
      );

      t.clock.advance(10 * 60_000 + 1000);
      // The failure window has passed as well, so no captcha is needed either.
      const after = await login(phone, PASSWORD, '10.5.0.7');
      expect(after.code).toBe(200);
      expect((await accountOf(t.db, ids.tenant1, phone)).lockedUntil).toBeNull();
    });

    it('lets an SMS sign-in through a lock and lifts it', async () => {
      await addUser(t.db, ids.tenant1, '13700000004', [{ enterpriseId: ids.xinghe }]);
      await t.db
        .update(userAccount)
        .set({ lockedUntil: new Date(t.clock.now().getTime() + 10 * 60_000) })
        .where(and(eq(userAccount.tenantId, ids.tenant1), eq(userAccount.phone, '13700000004')));
      expect((await login('13700000004', PASSWORD, '10.5.1.1')).msg).toMatch(/locked/);
      const code = await requestCode(t.app, '13700000004', 1, { ip: '10.5.1.1' });
      expect(
        (await call(t.app, userApi.loginBySmsCode, { phone: '13700000004', code }, { ip: '10.5.1.1' })).code,
      ).toBe(200);
      expect((await login('13700000004', PASSWORD, '10.5.1.1')).code).toBe(200);
    });
  });
});
