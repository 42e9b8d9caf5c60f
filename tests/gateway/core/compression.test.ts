import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

describe.each(dialects())('compressed answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  // Over a kilobyte of JSON: the site's navigation, which every page reads.
  const large = (encoding: string) =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/system/api/portal/nav/view',
      headers: { host: 'localhost', 'accept-encoding': encoding },
      payload: {},
    });
  // Under it: the key the sign-in encrypts with.
  const small = (encoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/gateway/system/api/sys/public/key',
      headers: { host: 'localhost', 'accept-encoding': encoding },
    });

  it('sends a large JSON answer in brotli or gzip, as the browser accepts, with the same content', async () => {
    const plain = await large('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json<{ code: number }>();
    expect(expected.code).toBe(200);

    const br = await large('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.75);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gz = await large('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('sends a small answer as it is', async () => {
    const res = await small('br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ code: number }>().code).toBe(200);
  });

  it('does not unpack a compressed request body: it is refused as unreadable, with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway/system/api/category/list',
      headers: { host: 'localhost', 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({})),
    });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ code: number; msg: string }>();
    expect(body.code).toBe(999);
    expect(body.msg.length).toBeGreaterThan(0);
  });
});
