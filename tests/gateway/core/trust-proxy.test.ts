import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { loadConfig } from '../../../gateway/config';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

/** The per-address allowance of the phone check (gateway/modules/user/routes.ts). */
const PHONE_EXIST_PER_MINUTE = 30;

describe('TRUST_PROXY', () => {
  it('takes no proxy, a hop count, or the addresses of the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.1,', 'proxy.example', '*'])(
    'refuses %s with a message that says what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .* is neither a hop count \(0, 1, 2, …\) nor a comma-separated list of proxy addresses or CIDRs/,
      );
    },
  );
});

describe('demo mode', () => {
  it('is on for npm start and off in a real deployment', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/praxis' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/praxis', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('refuses DEMO=1 in production mode and DEMO values other than 0 and 1', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '1' })).toThrow(
      /DEMO: DEMO=1 cannot be used with NODE_ENV=production/,
    );
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/DEMO: DEMO must be 0 or 1/);
  });
});

describe.each(dialects())('client address behind one trusted proxy (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });
  });
  afterAll(() => t.close());

  /** A phone check through the proxy on this machine, with X-Forwarded-For as the proxy passes it on. */
  const check = async (forwarded: string, host = 'localhost') => {
    const res = await t.app.inject({
      method: userApi.checkPhoneExist.method,
      url: `/gateway${userApi.checkPhoneExist.path}`,
      headers: { host, 'accept-language': 'en', 'x-forwarded-for': forwarded },
      query: { phone: '13800000001' },
      remoteAddress: '127.0.0.1',
    });
    return res.json<{ code: number; msg: string }>();
  };

  it('is the address the proxy saw, whatever X-Forwarded-For the client sent itself', async () => {
    // The client claims a new address on every call; the proxy appends the one it really came from.
    for (let i = 0; i < PHONE_EXIST_PER_MINUTE; i++) {
      const r = await check(`10.9.${i}.1, 10.8.${i}.2, 198.51.100.7`);
      expect(r.code, r.msg).toBe(Code.ok);
    }
    expect(await check('10.9.99.1, 10.8.99.2, 198.51.100.7')).toMatchObject({
      code: Code.error,
      msg: 'Too many requests, please try again later',
    });
    // Another client behind the same proxy has an allowance of its own.
    expect((await check('198.51.100.8')).code).toBe(Code.ok);
  });

  it('takes the host and scheme from the proxy only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/gateway/system/api/website/view',
      headers: {
        host: 'internal:8080',
        'x-forwarded-host': '127.0.0.1',
        'x-forwarded-proto': 'https',
      },
      remoteAddress: '127.0.0.1',
    });
    expect(res.json<{ data: { domain: string } }>().data.domain).toBe('127.0.0.1');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe.each(dialects())('proxies named by address (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      config: { trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy },
    });
  });
  afterAll(() => t.close());

  const view = (remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/gateway/system/api/website/view',
      headers: { host: 'localhost', 'x-forwarded-host': '127.0.0.1', 'x-forwarded-proto': 'https' },
      remoteAddress,
    });

  it('believe the proxy, and not a client that reaches the gateway directly', async () => {
    const proxied = await view('127.0.0.1');
    expect(proxied.json<{ data: { domain: string } }>().data.domain).toBe('127.0.0.1');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    const direct = await view('198.51.100.7');
    expect(direct.json<{ data: { domain: string } }>().data.domain).toBe('localhost');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
