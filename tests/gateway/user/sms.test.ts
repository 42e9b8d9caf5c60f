import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { smsCode } from '../../../gateway/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { call, demoIds, readOutbox, requestCode, type DemoIds } from './support';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(dialects())('SMS codes (%s)', (dialect) => {
  let t: TestApp;
  let ids: DemoIds;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      config: { logLevel: 'debug' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    ids = await demoIds(t.db);
  });
  afterAll(() => t.close());

  const send = (phone: string, type: 1 | 2 | 3, ip = '10.20.0.1', host = 'localhost') =>
    call(t.app, userApi.sendSmsCode, { phone, type }, { ip, host });
  const check = (phone: string, code: string, type: 1 | 2 | 3 = 1) =>
    call(t.app, userApi.checkSmsCode, { phone, code, type }, { ip: '10.20.0.1' });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a six-digit code to the outbox, stored only as a hash, and answers resendAfter', async () => {
    const res = await call(
      t.app,
      userApi.sendSmsCode,
      { phone: '13800000001', type: 1 },
      { ip: '10.20.0.1', lang: 'zh' },
    );
    expect(res).toEqual({ code: 200, msg: '', data: { resendAfter: 60 } });
    const box = await readOutbox(t.app, '13800000001');
    const message = box.envelope?.data[0];
    expect(message?.body).toMatch(/^【Praxis】验证码 [0-9]{6}，5 分钟内有效。/);
    expect(message?.phone).toBe('13800000001');
    expect(message?.code).toMatch(/^[0-9]{6}$/);
    const rows = await t.db
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.tenantId, ids.tenant1), eq(smsCode.phone, '13800000001')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(message?.code);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 5 * MINUTE);
  });

  it('allows one send per phone per minute and says how long to wait', async () => {
    await send('13800000002', 3);
    t.clock.advance(20 * SECOND);
    const early = await send('13800000002', 1);
    expect(early).toEqual({
      code: Code.error,
      msg: 'Please wait 40 seconds before requesting another code',
      data: null,
    });
    const zh = await call(
      t.app,
      userApi.sendSmsCode,
      { phone: '13800000002', type: 3 },
      { lang: 'zh', ip: '10.20.0.1' },
    );
    expect(zh.msg).toBe('请 40 秒后再获取验证码');
    t.clock.advance(40 * SECOND);
    expect((await send('13800000002', 1)).code).toBe(200);
  });

  it('checks purposes against accounts', async () => {
    expect(await send('13711112222', 1)).toMatchObject({
      code: Code.error,
      msg: 'This phone number is not registered',
    });
    expect(await send('13711112222', 3)).toMatchObject({
      code: Code.error,
      msg: 'This phone number is not registered',
    });
    expect(await send('13800000003', 2)).toMatchObject({
      code: Code.error,
      msg: 'This phone number is already registered',
    });
    expect((await send('13711112222', 2)).code).toBe(200);
  });

  it('verifies without consuming, replaces older codes, and kills a code after five wrong tries', async () => {
    const first = await requestCode(t.app, '13800000004', 1, { ip: '10.20.0.2' });
    expect(await check('13800000004', first)).toEqual({ code: 200, msg: '', data: null });
    expect((await check('13800000004', first)).code).toBe(200);

    t.clock.advance(61 * SECOND);
    const second = await requestCode(t.app, '13800000004', 1, { ip: '10.20.0.2' });
    const box = await readOutbox(t.app, '13800000004');
    expect(box.envelope?.data.map((m) => m.code)).toEqual([second, first]);
    expect(box.envelope?.data[0]?.body).toMatch(
      /^\[Praxis\] Your verification code is [0-9]{6}, valid for 5 minutes/,
    );
    const rows = await t.db
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.tenantId, ids.tenant1), eq(smsCode.phone, '13800000004')));
    // The first code was retired when the second was sent.
    expect(rows.filter((r) => r.expiresAt.getTime() > t.clock.now().getTime())).toHaveLength(1);

    for (let i = 0; i < 5; i++) {
      expect(await check('13800000004', wrongOf(second))).toEqual({
        code: Code.error,
        msg: 'Verification code error',
        data: null,
      });
    }
    expect(await check('13800000004', second)).toMatchObject({
      code: Code.error,
      msg: 'Verification code expired, please request a new one',
    });
    const zh = await call(
      t.app,
      userApi.checkSmsCode,
      { phone: '13800000004', code: wrongOf(second), type: 1 },
      { lang: 'zh' },
    );
    expect(zh.msg).toBe('验证码已失效，请重新获取');
  });

  it('expires codes after five minutes', async () => {
    const code = await requestCode(t.app, '13800000003', 1, { ip: '10.20.0.3' });
    t.clock.advance(4 * MINUTE + 59 * SECOND);
    expect((await check('13800000003', code)).code).toBe(200);
    t.clock.advance(2 * SECOND);
    expect((await check('13800000003', code)).msg).toBe(
      'Verification code expired, please request a new one',
    );
  });

  it('keeps codes apart by purpose and answers "error" when none was sent', async () => {
    const reset = await requestCode(t.app, '13800000005', 3, { ip: '10.20.0.4' });
    expect((await check('13800000005', reset, 3)).code).toBe(200);
    expect((await check('13800000005', reset, 1)).msg).toBe('Verification code error');
    expect((await check('13800000006', '000000', 1)).msg).toBe('Verification code error');
  });

  it('limits a phone to ten codes a day', async () => {
    const phone = '13712340000';
    for (let i = 0; i < 10; i++) {
      expect((await send(phone, 2, `10.21.0.${i}`)).code).toBe(200);
      t.clock.advance(61 * SECOND);
    }
    const eleventh = await send(phone, 2, '10.21.1.1');
    expect(eleventh).toEqual({
      code: Code.error,
      msg: "This phone number has reached today's limit of verification codes. Please try tomorrow",
      data: null,
    });
    t.clock.advance(24 * 60 * MINUTE - 9 * 61 * SECOND);
    expect((await send(phone, 2, '10.21.1.1')).code).toBe(200);
  });

  it('limits an address to thirty codes an hour', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await send(`1360000${String(i).padStart(4, '0')}`, 2, ip)).code).toBe(200);
    }
    const limited = await send('13600009999', 2, ip);
    expect(limited).toEqual({
      code: Code.error,
      msg: 'Too many verification codes requested, please try again later',
      data: null,
    });
    expect((await send('13600009999', 2, '10.22.0.2')).code).toBe(200);
    t.clock.advance(61 * MINUTE);
    expect((await send('13600009998', 2, ip)).code).toBe(200);
  });

  it('keeps outboxes apart by tenant and validates the phone', async () => {
    await send('13900000001', 1, '10.23.0.1', 'other.localhost');
    expect((await readOutbox(t.app, '13900000001', 'other.localhost')).envelope?.data).toHaveLength(1);
    expect((await readOutbox(t.app, '13900000001', 'localhost')).envelope?.data).toEqual([]);
    expect((await readOutbox(t.app, 'abc')).envelope).toMatchObject({ code: Code.error, data: null });
    const unknownHost = await readOutbox(t.app, '13900000001', 'nowhere.example');
    expect(unknownHost.envelope?.code).toBe(Code.error);
  });

  it('never writes a code to the log', async () => {
    const code = await requestCode(t.app, '13800000001', 1, { ip: '10.24.0.1' }).catch(async () => {
      t.clock.advance(61 * SECOND);
      return requestCode(t.app, '13800000001', 1, { ip: '10.24.0.1' });
    });
    await check('13800000001', code);
    await call(t.app, userApi.loginBySmsCode, { phone: '13800000001', code }, { ip: '10.24.0.1' });
    const log = logLines.join('');
    expect(log).toContain('/gateway/user/api/user/send/verification/code');
    expect(log).not.toContain(code);
  });
});

describe.each(dialects())('SMS outside demo mode (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { demo: false } });
  });
  afterAll(() => t.close());

  it('has no outbox and refuses to pretend a code was sent', async () => {
    expect((await readOutbox(t.app, '13800000001')).status).toBe(404);
    const res = await call(
      t.app,
      userApi.sendSmsCode,
      { phone: '13800000001', type: 1 },
      { ip: '10.25.0.1' },
    );
    expect(res).toEqual({
      code: Code.error,
      msg: 'Text messages are not configured, so verification codes cannot be sent',
      data: null,
    });
    // The failed send does not hold the phone's one-minute slot.
    const again = await call(
      t.app,
      userApi.sendSmsCode,
      { phone: '13800000001', type: 1 },
      { ip: '10.25.0.1' },
    );
    expect(again.msg).toBe('Text messages are not configured, so verification codes cannot be sent');
  });
});
