import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../contract/envelope';
import { QrStatus, userApi } from '../../../contract/user';
import {
  dingtalkDriver,
  qrDriverFor,
  wecomDriver,
  type HttpRequest,
} from '../../../gateway/modules/user/qr-providers';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { call } from './support';

const SECOND = 1000;

describe.each(dialects())('QR sign-in with the demo provider (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const ticketFor = async (host = 'localhost', provider: 'wecom' | 'dingtalk' = 'wecom') => {
    const res = await call(t.app, userApi.qrTicket, { provider }, { host });
    if (res.code !== 200) throw new Error(res.msg);
    return res.data;
  };
  const status = (ticket: string, host = 'localhost') => call(t.app, userApi.qrStatus, { ticket }, { host });
  // The demo confirm plays the phone app on this machine: it answers loopback clients only.
  const act = (ticket: string, action: 'scan' | 'confirm' | 'cancel', phone?: string, host = 'localhost') =>
    call(
      t.app,
      userApi.qrConfirm,
      { ticket, action, ...(phone ? { phone } : {}) },
      { host, ip: '127.0.0.1' },
    );

  it('issues a ticket whose QR opens the confirm page on the same origin', async () => {
    const res = await call(t.app, userApi.qrTicket, { provider: 'dingtalk' });
    expect(res.code).toBe(200);
    expect(res.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.expiresIn).toBe(120);
    const url = new URL(res.data.qrContent);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/gateway/user/api/user/qr/confirm/page');
    expect(url.searchParams.get('ticket')).toBe(res.data.ticket);
    expect(url.searchParams.get('provider')).toBe('dingtalk');
    expect(await status(res.data.ticket)).toEqual({
      code: 200,
      msg: '',
      data: { status: QrStatus.waiting, expiresIn: 120, signIn: null },
    });
  });

  it('goes waiting → scanned → confirmed and hands the sign-in over exactly once', async () => {
    const { ticket } = await ticketFor();
    expect(await act(ticket, 'scan')).toMatchObject({ code: 200, data: { status: QrStatus.scanned } });
    t.clock.advance(10 * SECOND);
    expect((await status(ticket)).data).toEqual({ status: QrStatus.scanned, expiresIn: 110, signIn: null });

    expect(await act(ticket, 'confirm')).toMatchObject({
      code: Code.error,
      msg: 'Please enter the phone number',
    });
    expect(await act(ticket, 'confirm', '13711119999')).toMatchObject({
      code: Code.error,
      msg: 'This phone number is not a user of this site',
    });
    // Another tenant's user is not a user of this site either.
    expect((await act(ticket, 'confirm', '13900000001')).msg).toBe(
      'This phone number is not a user of this site',
    );
    // A pending application cannot sign in, and the ticket stays open.
    expect((await act(ticket, 'confirm', '13800000005')).msg).toBe('Your registration is awaiting approval');

    expect(await act(ticket, 'confirm', '13800000001')).toMatchObject({
      code: 200,
      data: { status: QrStatus.confirmed },
    });
    const first = await status(ticket);
    expect(first.data.status).toBe(QrStatus.confirmed);
    expect(first.data.signIn).toMatchObject({ chooseEnterprise: 1 });
    const token = first.data.signIn?.token ?? '';
    const companies = await call(t.app, userApi.enterpriseList, {}, { token });
    expect(companies.data).toHaveLength(2);

    const second = await status(ticket);
    expect(second.data).toMatchObject({ status: QrStatus.confirmed, signIn: null });
    expect(await act(ticket, 'cancel')).toMatchObject({
      code: Code.error,
      msg: 'This QR code has already been used, please refresh and try again',
    });
  });

  it('signs in straight to the company on a bound site', async () => {
    const { ticket } = await ticketFor('127.0.0.1');
    await act(ticket, 'scan', undefined, '127.0.0.1');
    await act(ticket, 'confirm', '13800000001', '127.0.0.1');
    const res = await status(ticket, '127.0.0.1');
    expect(res.data.signIn?.chooseEnterprise).toBe(0);
    const me = await call(
      t.app,
      userApi.currentUser,
      {},
      { token: res.data.signIn?.token ?? '', host: '127.0.0.1' },
    );
    expect(me.data.enterpriseName).toBe('Xinghe Tech');
  });

  it('can be cancelled from the phone', async () => {
    const { ticket } = await ticketFor();
    await act(ticket, 'scan');
    expect(await act(ticket, 'cancel')).toMatchObject({ code: 200, data: { status: QrStatus.cancelled } });
    expect((await status(ticket)).data).toMatchObject({ status: QrStatus.cancelled, signIn: null });
    expect((await act(ticket, 'confirm', '13800000001')).code).toBe(Code.error);
  });

  it('expires after two minutes', async () => {
    const { ticket } = await ticketFor();
    t.clock.advance(119 * SECOND);
    expect((await status(ticket)).data).toMatchObject({ status: QrStatus.waiting, expiresIn: 1 });
    t.clock.advance(2 * SECOND);
    expect((await status(ticket)).data).toEqual({ status: QrStatus.expired, expiresIn: 0, signIn: null });
    expect(await act(ticket, 'scan')).toMatchObject({
      code: Code.error,
      msg: 'The QR code has expired, please refresh and try again',
    });
    expect((await act(ticket, 'confirm', '13800000001')).code).toBe(Code.error);
  });

  it("does not know unknown tickets or another tenant's", async () => {
    expect(await status('not-a-ticket')).toMatchObject({
      code: Code.error,
      msg: 'Invalid QR code, please refresh and try again',
    });
    const { ticket } = await ticketFor();
    expect((await status(ticket, 'other.localhost')).code).toBe(Code.error);
    expect((await act(ticket, 'scan', undefined, 'other.localhost')).code).toBe(Code.error);
  });

  it('only offers the providers the site lists', async () => {
    const res = await call(t.app, userApi.qrTicket, { provider: 'wecom' }, { host: 'other.localhost' });
    expect(res).toEqual({
      code: Code.error,
      msg: 'This QR sign-in method is not available on this site',
      data: null,
    });
    expect(
      (await call(t.app, userApi.qrTicket, { provider: 'dingtalk' }, { host: 'other.localhost' })).code,
    ).toBe(200);
    expect((await call(t.app, userApi.qrTicket, { provider: 'wechat' })).code).toBe(Code.error);
  });

  it("serves a confirm page in the reader's language, with everything escaped", async () => {
    const { ticket } = await ticketFor();
    const page = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/api/user/qr/confirm/page',
      query: { ticket, provider: 'wecom' },
      headers: { host: 'localhost', 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('<title>Confirm QR sign-in</title>');
    expect(page.body).toContain('Praxis 企业学习平台');
    expect(page.body).toContain('WeCom');
    expect(page.body).toContain('value="13800000001"');
    expect(page.body).toContain(ticket);

    const zh = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/api/user/qr/confirm/page',
      query: { ticket, provider: 'dingtalk' },
      headers: { host: '127.0.0.1', 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toContain('扫码登录确认');
    expect(zh.body).toContain('星河科技学习中心');
    expect(zh.body).toContain('钉钉');

    const hostile = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/api/user/qr/confirm/page',
      query: { ticket: '"><script>alert(1)</script>' },
      headers: { host: 'localhost' },
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(hostile.body).not.toContain('"><script>');
  });
});

describe.each(dialects())('QR sign-in configuration (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { demo: false } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('refuses QR sign-in when no provider is configured outside demo mode', async () => {
    const res = await call(t.app, userApi.qrTicket, { provider: 'wecom' });
    expect(res).toEqual({
      code: Code.error,
      msg: 'This QR sign-in method has not been configured',
      data: null,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/api/user/qr/confirm/page?ticket=x',
      headers: { host: 'localhost' },
    });
    expect(page.statusCode).toBe(404);
    const callback = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/callback/qr/wecom?state=x&code=y',
      headers: { host: 'localhost' },
    });
    expect(callback.statusCode).toBe(404);
  });

  it('sends a configured DingTalk sign-in through the provider and its callback', async () => {
    vi.stubEnv('QR_DINGTALK_APP_KEY', 'ding-key');
    vi.stubEnv('QR_DINGTALK_APP_SECRET', 'ding-secret');
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (url.endsWith('/oauth2/userAccessToken')) {
        expect(JSON.parse(String(init.body))).toEqual({
          clientId: 'ding-key',
          clientSecret: 'ding-secret',
          code: 'auth-code-1',
          grantType: 'authorization_code',
        });
        return Response.json({ accessToken: 'at-1' });
      }
      expect((init.headers as Record<string, string>)['x-acs-dingtalk-access-token']).toBe('at-1');
      return Response.json({ mobile: '13800000002', unionId: 'u-1' });
    });

    const ticket = await call(t.app, userApi.qrTicket, { provider: 'dingtalk' });
    const url = new URL(ticket.data.qrContent);
    expect(url.origin + url.pathname).toBe('https://login.dingtalk.com/oauth2/auth');
    expect(url.searchParams.get('client_id')).toBe('ding-key');
    expect(url.searchParams.get('state')).toBe(ticket.data.ticket);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/gateway/user/callback/qr/dingtalk');

    // Only the provider may confirm a real provider's ticket.
    const forged = await call(t.app, userApi.qrConfirm, {
      ticket: ticket.data.ticket,
      action: 'confirm',
      phone: '13800000001',
    });
    expect(forged).toMatchObject({ code: Code.error, msg: 'Please confirm in the app on your phone' });

    const callback = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/callback/qr/dingtalk',
      query: { state: ticket.data.ticket, authCode: 'auth-code-1' },
      headers: { host: 'localhost', 'accept-language': 'en' },
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('Signed in. Please continue on your computer');
    expect(calls).toEqual([
      'POST https://api.dingtalk.com/v1.0/oauth2/userAccessToken',
      'GET https://api.dingtalk.com/v1.0/contact/users/me',
    ]);
    const polled = await call(t.app, userApi.qrStatus, { ticket: ticket.data.ticket });
    expect(polled.data).toMatchObject({ status: QrStatus.confirmed, signIn: { chooseEnterprise: 0 } });
  });

  it('shows a failure page when the provider refuses, and leaves the ticket open', async () => {
    vi.stubEnv('QR_DINGTALK_APP_KEY', 'ding-key');
    vi.stubEnv('QR_DINGTALK_APP_SECRET', 'ding-secret');
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 400 }));
    const ticket = await call(t.app, userApi.qrTicket, { provider: 'dingtalk' });
    const callback = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/callback/qr/dingtalk',
      query: { state: ticket.data.ticket, code: 'bad' },
      headers: { host: 'localhost' },
    });
    expect(callback.statusCode).toBe(502);
    expect((await call(t.app, userApi.qrStatus, { ticket: ticket.data.ticket })).data.status).toBe(
      QrStatus.waiting,
    );

    // Declining in the app comes back without a code and cancels the ticket.
    const declined = await t.app.inject({
      method: 'GET',
      url: '/gateway/user/callback/qr/dingtalk',
      query: { state: ticket.data.ticket },
      headers: { host: 'localhost' },
    });
    expect(declined.statusCode).toBe(200);
    expect((await call(t.app, userApi.qrStatus, { ticket: ticket.data.ticket })).data.status).toBe(
      QrStatus.cancelled,
    );
  });
});

describe('QR providers', () => {
  const scripted = (answers: Record<string, unknown>) => {
    const seen: HttpRequest[] = [];
    const http = async (request: HttpRequest) => {
      seen.push(request);
      const key = Object.keys(answers).find((k) => request.url.includes(k));
      if (!key) throw new Error(`unexpected ${request.url}`);
      return answers[key];
    };
    return { seen, http };
  };

  it("exchanges a WeCom code for the member's mobile", async () => {
    const { seen, http } = scripted({
      '/gettoken?': { errcode: 0, access_token: 'wx-at' },
      '/auth/getuserinfo?': { errcode: 0, userid: 'LinXiao' },
      '/user/get?': { errcode: 0, mobile: '+86 13800000001' },
    });
    const driver = wecomDriver({ corpId: 'corp', agentId: '1000002', secret: 's3cret' }, http);
    expect(await driver.exchangeCode?.('c0de')).toEqual({ phone: '13800000001', providerUserId: 'LinXiao' });
    expect(seen.map((r) => r.url)).toEqual([
      'https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=corp&corpsecret=s3cret',
      'https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo?access_token=wx-at&code=c0de',
      'https://qyapi.weixin.qq.com/cgi-bin/user/get?access_token=wx-at&userid=LinXiao',
    ]);
    const content = new URL(driver.qrContent('tkt', 'https://learn.example.com'));
    expect(content.origin + content.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(content.searchParams)).toMatchObject({
      appid: 'corp',
      agentid: '1000002',
      state: 'tkt',
      redirect_uri: 'https://learn.example.com/gateway/user/callback/qr/wecom',
    });
  });

  it('fails instead of guessing when WeCom refuses or hides the mobile', async () => {
    const refused = wecomDriver(
      { corpId: 'c', agentId: 'a', secret: 's' },
      scripted({ '/gettoken?': { errcode: 40001 } }).http,
    );
    await expect(refused.exchangeCode?.('x')).rejects.toThrow(/gettoken failed/);
    const hidden = wecomDriver(
      { corpId: 'c', agentId: 'a', secret: 's' },
      scripted({
        '/gettoken?': { errcode: 0, access_token: 'at' },
        '/auth/getuserinfo?': { errcode: 0, userid: 'u' },
        '/user/get?': { errcode: 0 },
      }).http,
    );
    await expect(hidden.exchangeCode?.('x')).rejects.toThrow(/mobile/);
    const dingtalk = dingtalkDriver({ appKey: 'k', appSecret: 's' }, scripted({ userAccessToken: {} }).http);
    await expect(dingtalk.exchangeCode?.('x')).rejects.toThrow(/accessToken/);
  });

  it('picks the real provider only when fully configured, the demo one only in demo mode', () => {
    expect(qrDriverFor('wecom', { demo: true, env: {} })?.kind).toBe('demo');
    expect(qrDriverFor('wecom', { demo: false, env: {} })).toBeNull();
    expect(
      qrDriverFor('wecom', { demo: false, env: { QR_WECOM_CORP_ID: 'c', QR_WECOM_AGENT_ID: 'a' } }),
    ).toBeNull();
    expect(
      qrDriverFor('wecom', {
        demo: true,
        env: { QR_WECOM_CORP_ID: 'c', QR_WECOM_AGENT_ID: 'a', QR_WECOM_SECRET: 's' },
      })?.kind,
    ).toBe('oauth');
    expect(
      qrDriverFor('dingtalk', { demo: false, env: { QR_DINGTALK_APP_KEY: 'k', QR_DINGTALK_APP_SECRET: 's' } })
        ?.kind,
    ).toBe('oauth');
  });
});
