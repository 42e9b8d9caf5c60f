import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { QrStatus, userApi } from '../../../contract/user';
import { loadConfig } from '../../../gateway/config';
import { isLoopback } from '../../../gateway/http/loopback';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { call } from './support';

/*
 * The demo hooks (SMS outbox, captcha answers, the QR confirm page and the confirm call behind it) let whoever
 * uses them sign in as anyone: they answer clients on the gateway's own machine only, and exist only in a
 * demo that is not a real deployment.
 */

const PHONE = '13800000001';
const REMOTE = '203.0.113.9';
const PROXY = '127.0.0.1';

interface From {
  /** The socket's address (the client, or the proxy in front of the gateway). */
  socket: string;
  /** X-Forwarded-For as the proxy sends it. */
  forwarded?: string;
}

function inject(app: FastifyInstance, url: string, query: Record<string, string>, from: From) {
  return app.inject({
    method: 'GET',
    url,
    query,
    headers: {
      host: 'localhost',
      'accept-language': 'en',
      ...(from.forwarded ? { 'x-forwarded-for': from.forwarded } : {}),
    },
    remoteAddress: from.socket,
  });
}

/** What an address that does not exist answers. */
async function missing(app: FastifyInstance): Promise<{ status: number; body: string }> {
  const res = await inject(app, '/gateway/demo/no-such-hook', {}, { socket: PROXY });
  return { status: res.statusCode, body: res.body };
}

function expectMissing(res: LightMyRequestResponse, absent: { status: number; body: string }) {
  expect(res.statusCode).toBe(404);
  expect(absent.status).toBe(404);
  expect(res.body).toBe(absent.body);
}

/** Every hook, each with what a demo client on this machine gets from it. */
async function hooks(t: TestApp) {
  const sent = await call(t.app, userApi.sendSmsCode, { phone: PHONE, type: 1 }, { ip: '10.90.0.1' });
  expect(sent.code, sent.msg).toBe(200);
  const captcha = await call(t.app, userApi.imageCaptcha, {}, { ip: '10.90.0.1' });
  const ticket = await call(t.app, userApi.qrTicket, { provider: 'wecom' }, { ip: '10.90.0.1' });
  return {
    outbox: (from: From) => inject(t.app, '/gateway/demo/sms/outbox', { phone: PHONE }, from),
    captcha: (from: From) =>
      inject(t.app, '/gateway/demo/captcha/answer', { captchaId: captcha.data.captchaId }, from),
    confirmPage: (from: From) =>
      inject(t.app, '/gateway/user/api/user/qr/confirm/page', { ticket: ticket.data.ticket }, from),
    ticket: ticket.data.ticket,
  };
}

describe.each(dialects())('demo hooks in a demo behind one trusted proxy (%s)', (dialect) => {
  let t: TestApp;
  let absent: { status: number; body: string };
  let hook: Awaited<ReturnType<typeof hooks>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });
    absent = await missing(t.app);
    hook = await hooks(t);
  });
  afterAll(() => t.close());

  it('answer a client on this machine, directly or through the proxy', async () => {
    for (const from of [
      { socket: '127.0.0.1' },
      { socket: '::1' },
      { socket: PROXY, forwarded: '127.0.0.1' },
    ]) {
      const box = await hook.outbox(from);
      expect(box.statusCode).toBe(200);
      expect(box.json<{ code: number; data: { code: string }[] }>().data[0]?.code).toMatch(/^[0-9]{6}$/);
      const answer = await hook.captcha(from);
      expect(answer.json<{ code: number }>().code).toBe(Code.ok);
      const page = await hook.confirmPage(from);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('do not exist for a remote client, whether it comes directly or through the proxy', async () => {
    for (const from of [
      { socket: REMOTE },
      { socket: '10.1.2.3' },
      { socket: PROXY, forwarded: REMOTE },
      // A remote client naming itself loopback: the proxy appends the address it saw.
      { socket: PROXY, forwarded: `127.0.0.1, ${REMOTE}` },
    ]) {
      expectMissing(await hook.outbox(from), absent);
      expectMissing(await hook.captcha(from), absent);
      expectMissing(await hook.confirmPage(from), absent);
    }
  });

  it('let only a client on this machine confirm a demo QR ticket as someone', async () => {
    const confirm = (ip: string) =>
      call(t.app, userApi.qrConfirm, { ticket: hook.ticket, action: 'confirm', phone: PHONE }, { ip });
    // Anyone else is answered as if there were no demo: only the provider confirms.
    expect(await confirm(REMOTE)).toMatchObject({
      code: Code.error,
      msg: 'Please confirm in the app on your phone',
    });
    expect((await call(t.app, userApi.qrStatus, { ticket: hook.ticket })).data.status).toBe(QrStatus.waiting);
    expect(await confirm('127.0.0.1')).toMatchObject({ code: Code.ok });
  });
});

describe.each(dialects())('demo hooks outside a demo (%s)', (dialect) => {
  const cases: [string, Record<string, string>][] = [
    ['in production mode', { NODE_ENV: 'production' }],
    ['on a PostgreSQL server without DEMO=1', { DATABASE_URL: 'postgres://db.example/praxis' }],
    ['when DEMO=0', { DEMO: '0' }],
  ];
  it.each(cases)('do not exist %s, even for this machine', async (_name, env) => {
    const demo = loadConfig(env).demo;
    expect(demo).toBe(false);
    const t = await createTestApp({ dialect, config: { demo } });
    try {
      const absent = await missing(t.app);
      const captcha = await call(t.app, userApi.imageCaptcha, {}, { ip: '10.90.1.1' });
      const local = { socket: '127.0.0.1' };
      expectMissing(await inject(t.app, '/gateway/demo/sms/outbox', { phone: PHONE }, local), absent);
      expectMissing(
        await inject(t.app, '/gateway/demo/captcha/answer', { captchaId: captcha.data.captchaId }, local),
        absent,
      );
      expect(
        (await inject(t.app, '/gateway/user/api/user/qr/confirm/page', { ticket: 'x' }, local)).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('exist on a PostgreSQL server with DEMO=1, for this machine only', async () => {
    const demo = loadConfig({ DATABASE_URL: 'postgres://db.example/praxis', DEMO: '1' }).demo;
    expect(demo).toBe(true);
    const t = await createTestApp({ dialect, config: { demo } });
    try {
      const hook = await hooks(t);
      expect((await hook.outbox({ socket: '127.0.0.1' })).statusCode).toBe(200);
      expect((await hook.captcha({ socket: '127.0.0.1' })).json<{ code: number }>().code).toBe(Code.ok);
      expect((await hook.confirmPage({ socket: '127.0.0.1' })).statusCode).toBe(200);
      const absent = await missing(t.app);
      expectMissing(await hook.outbox({ socket: REMOTE }), absent);
      expectMissing(await hook.captcha({ socket: REMOTE }), absent);
      expectMissing(await hook.confirmPage({ socket: REMOTE }), absent);
    } finally {
      await t.close();
    }
  });
});

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.3.2.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    ['localhost', false],
    ['', false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});
