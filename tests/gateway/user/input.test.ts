import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/endpoint';
import { Code } from '../../../contract/envelope';
import { userAdminApi, userApi } from '../../../contract/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { PASSWORD, call, demoIds, signIn, type DemoIds } from './support';

type Case = [label: string, endpoint: Endpoint, body: Record<string, unknown>, message?: string];

const LONG = 'x'.repeat(2000);
const STRONG = 'Strong#Pass1';

/** Bad requests: each must answer 999 with a message (exact where given), never 200 or a generic failure. */
const BAD: Case[] = [
  ['login: nothing', userApi.loginByPassword, {}, 'Enter your phone number'],
  ['login: phone as a number', userApi.loginByPassword, { phone: 13800000001, password: PASSWORD }],
  [
    'login: malformed phone',
    userApi.loginByPassword,
    { phone: '12345', password: PASSWORD },
    'Enter a valid phone number',
  ],
  ['login: no password', userApi.loginByPassword, { phone: '13800000001' }, 'Enter your password'],
  [
    'login: oversized password',
    userApi.loginByPassword,
    { phone: '13800000001', password: LONG },
    'The password is too long',
  ],
  ['login: password as an object', userApi.loginByPassword, { phone: '13800000001', password: { $ne: '' } }],
  [
    'login: oversized captcha',
    userApi.loginByPassword,
    { phone: '13800000001', password: PASSWORD, captchaCode: LONG },
  ],
  ['emp no: missing', userApi.loginByEmpNo, { password: PASSWORD }, 'Enter your work number'],
  [
    'emp no: oversized',
    userApi.loginByEmpNo,
    { empNo: LONG, password: PASSWORD },
    'Enter a valid work number',
  ],
  [
    'sms login: letters',
    userApi.loginBySmsCode,
    { phone: '13800000001', code: 'abcdef' },
    'The SMS verification code is 6 digits',
  ],
  ['sms login: seven digits', userApi.loginBySmsCode, { phone: '13800000001', code: '1234567' }],
  [
    'send: unknown purpose',
    userApi.sendSmsCode,
    { phone: '13800000001', type: 4 },
    'Unknown verification code purpose',
  ],
  ['send: purpose as text', userApi.sendSmsCode, { phone: '13800000001', type: '1' }],
  ['send: no phone', userApi.sendSmsCode, { type: 1 }],
  [
    'check: no code',
    userApi.checkSmsCode,
    { phone: '13800000001', type: 1 },
    'Enter the SMS verification code',
  ],
  ['exists: no phone', userApi.checkPhoneExist, {}],
  [
    'qr: unknown provider',
    userApi.qrTicket,
    { provider: 'wechat' },
    'This QR sign-in method is not supported',
  ],
  ['qr status: oversized ticket', userApi.qrStatus, { ticket: LONG }],
  ['qr status: no ticket', userApi.qrStatus, {}],
  ['qr confirm: unknown action', userApi.qrConfirm, { ticket: 'abc', action: 'steal' }],
  ['qr confirm: malformed phone', userApi.qrConfirm, { ticket: 'abc', action: 'confirm', phone: '1' }],
  [
    'register: long name',
    userApi.register,
    { phone: '13710000001', code: '123456', name: LONG, password: STRONG, confirmPassword: STRONG },
    'The name must be at most 32 characters',
  ],
  [
    'register: bad company id',
    userApi.register,
    {
      phone: '13710000001',
      code: '123456',
      name: 'x',
      password: STRONG,
      confirmPassword: STRONG,
      enterpriseId: 'abc',
    },
    'Company is not a valid id',
  ],
  [
    'register: weak password',
    userApi.register,
    { phone: '13710000001', code: '123456', name: 'x', password: 'password', confirmPassword: 'password' },
  ],
  ['register status: no password', userApi.registerStatus, { phone: '13800000001' }],
  [
    'reset: passwords differ',
    userApi.resetPassword,
    { phone: '13800000001', code: '123456', password: STRONG, confirmPassword: 'Other#Pass1' },
    'The two passwords are inconsistent',
  ],
  [
    'reset: oversized password',
    userApi.resetPassword,
    { phone: '13800000001', code: '123456', password: LONG, confirmPassword: LONG },
  ],
];

const BAD_AUTHED: Case[] = [
  ['choose: no id', userApi.chooseEnterprise, {}],
  ['choose: id as a number', userApi.chooseEnterprise, { enterpriseId: 1 }],
  ['choose: zero id', userApi.chooseEnterprise, { enterpriseId: '0' }],
  ['choose: oversized id', userApi.chooseEnterprise, { enterpriseId: '9'.repeat(40) }],
  ['update: no confirmation', userApi.updatePassword, { oldPassword: PASSWORD, password: STRONG }],
  [
    'update: weak password',
    userApi.updatePassword,
    { oldPassword: PASSWORD, password: 'weak', confirmPassword: 'weak' },
  ],
];

const BAD_ADMIN: Case[] = [
  ['page: oversized page', userAdminApi.registerPage, { pageSize: 101 }],
  ['page: unknown status', userAdminApi.registerPage, { status: 9 }],
  ['audit: no id', userAdminApi.registerAudit, { status: 2 }],
  ['audit: awaiting is not a decision', userAdminApi.registerAudit, { id: '1', status: 1 }],
  ['audit: oversized reason', userAdminApi.registerAudit, { id: '1', status: 3, reason: LONG }],
];

describe.each(dialects())('user call input (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  let learner: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    ids = await demoIds(t.db);
    learner = (await signIn(t.app, '13800000001', { ip: '10.60.0.1' })).token;
    admin = (await signIn(t.app, '13800000002', { ip: '10.60.0.1' })).token;
  });
  afterAll(() => t.close());

  const expectRejected = (res: { code: number; msg: string; data: unknown }, message?: string) => {
    expect(res.code).toBe(Code.error);
    expect(res.data).toBeNull();
    expect(res.msg).not.toBe('');
    expect(res.msg).not.toBe('Something went wrong, please try again later');
    if (message) expect(res.msg).toBe(message);
  };

  it.each(BAD)('rejects %s', async (_label, endpoint, body, message) => {
    expectRejected(await call(t.app, endpoint, body, { ip: '10.60.1.1' }), message);
  });

  it.each(BAD_AUTHED)('rejects %s', async (_label, endpoint, body, message) => {
    expectRejected(await call(t.app, endpoint, body, { token: learner, ip: '10.60.1.2' }), message);
  });

  it.each(BAD_ADMIN)('rejects %s', async (_label, endpoint, body, message) => {
    expectRejected(await call(t.app, endpoint, body, { token: admin, ip: '10.60.1.3' }), message);
  });

  it('ignores fields it does not know (the portal adds its own flags)', async () => {
    const extra = {
      isShowErrTip: false,
      _No_dispose: true,
      tenantId: ids.tenant2,
      userId: '1',
      role: 'admin',
    };
    const login = await call(
      t.app,
      userApi.loginByPassword,
      { phone: '13800000002', password: PASSWORD, ...extra },
      { ip: '10.60.2.1' },
    );
    expect(login.code).toBe(200);
    const me = await call(t.app, userApi.currentUser, extra, { token: login.data.token });
    expect(me.data).toMatchObject({ name: '周敏', enterpriseId: ids.xinghe });
    const list = await call(t.app, userApi.registerEnterpriseList, extra);
    expect(list.code).toBe(200);
    const footer = await call(t.app, userApi.footerInfo, { ...extra, companyName: 'Injected' });
    expect(footer.data.companyName).not.toBe('Injected');
  });
});
