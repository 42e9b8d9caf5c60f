import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint';
import { systemApi } from '../../../contract/system';
import { BizError } from '../../../gateway/http/errors';
import { route } from '../../../gateway/http/route';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

const probeApi = {
  echo: endpoint({
    method: 'POST',
    path: '/test/api/echo',
    request: z.object({ word: z.string().max(10).optional() }),
    response: z.object({ word: z.string() }),
  }),
  failBiz: endpoint({ method: 'GET', path: '/test/api/fail/biz', request: z.object({}), response: z.null() }),
  failBug: endpoint({ method: 'GET', path: '/test/api/fail/bug', request: z.object({}), response: z.null() }),
  leaky: endpoint({
    method: 'GET',
    path: '/test/api/leaky',
    request: z.object({}),
    response: z.object({ name: z.string() }),
  }),
  badShape: endpoint({
    method: 'GET',
    path: '/test/api/bad/shape',
    request: z.object({}),
    response: z.object({ count: z.number() }),
  }),
};

describe.each(dialects())('envelope and errors (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      extend: (app) => {
        route(app, probeApi.echo, async ({ body }) => ({ word: body.word ?? 'none' }));
        route(app, probeApi.failBiz, async () => {
          throw new BizError('auth.noPermission', {}, 306);
        });
        route(app, probeApi.failBug, async () => {
          throw new Error('database exploded at /secret/path');
        });
        route(app, probeApi.leaky, async () => ({ name: 'ok', passwordHash: 'scrypt$should-not-leak' }));
        route(app, probeApi.badShape, async () => ({ count: 'many' }));
      },
    });
  });
  afterAll(() => t.close());

  it('wraps data as {code: 200, msg: "", data} with HTTP 200', async () => {
    const res = await callApi(t.app, probeApi.echo, { word: 'hi' });
    expect(res).toEqual({ status: 200, code: 200, msg: '', data: { word: 'hi' } });
  });

  it('answers the health check with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gateway/health', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '', data: { status: 'ok' } });
  });

  it('answers the health check with 503 while the database does not answer, and 200 once it does again', async () => {
    const warm = await t.app.inject({
      method: 'GET',
      url: '/gateway/health',
      headers: { host: 'localhost' },
    });
    expect(warm.statusCode).toBe(200);
    const execute = t.db.execute.bind(t.db);
    Object.assign(t.db, { execute: () => Promise.reject(new Error('connection refused')) });
    try {
      const down = await t.app.inject({
        method: 'GET',
        url: '/gateway/health',
        headers: { host: 'localhost' },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 999, data: null });
    } finally {
      Object.assign(t.db, { execute });
    }
    const up = await t.app.inject({ method: 'GET', url: '/gateway/health', headers: { host: 'localhost' } });
    expect(up.statusCode).toBe(200);
  });

  it('marks API answers as not cacheable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/echo',
      headers: { host: 'localhost' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts a POST without a body, with an empty JSON body and with an empty object', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/echo',
      headers: { host: 'localhost' },
    });
    expect(none.json()).toMatchObject({ code: 200, data: { word: 'none' } });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/echo',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toMatchObject({ code: 200, data: { word: 'none' } });
    const obj = await callApi(t.app, probeApi.echo, {});
    expect(obj.code).toBe(200);
  });

  it('answers malformed JSON with 999 and a localised message', async () => {
    const zh = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/echo',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"word": ',
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toEqual({ code: 999, msg: '请求内容不是有效的 JSON', data: null });
    const en = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/echo',
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '[1,',
    });
    expect(en.json()).toEqual({ code: 999, msg: 'The request body is not valid JSON', data: null });
  });

  it('turns a BizError into its code and translated message', async () => {
    const zh = await callApi(t.app, probeApi.failBiz, {});
    expect(zh).toMatchObject({ status: 200, code: 306, msg: '没有访问权限', data: null });
    const en = await callApi(t.app, probeApi.failBiz, {}, { lang: 'en' });
    expect(en.msg).toBe('You do not have permission to do this');
  });

  it('turns any other failure into a generic 999 without details', async () => {
    const res = await callApi(t.app, probeApi.failBug, {});
    expect(res).toEqual({ status: 200, code: 999, msg: '系统繁忙，请稍后再试', data: null });
    const en = await callApi(t.app, probeApi.failBug, {}, { lang: 'en' });
    expect(en.msg).toBe('Something went wrong, please try again later');
    expect(JSON.stringify(en)).not.toContain('secret');
  });

  it('strips fields a handler returns beyond the contract', async () => {
    const res = await callApi(t.app, probeApi.leaky, {});
    expect(res.data).toEqual({ name: 'ok' });
  });

  it('treats a response that breaks the contract as a server failure', async () => {
    const res = await callApi(t.app, probeApi.badShape, {});
    expect(res.code).toBe(999);
    expect(res.data).toBeNull();
  });

  it('answers an unknown host with 999 "site not found" in the reader\'s language', async () => {
    const zh = await callApi(t.app, systemApi.websiteView, {}, { host: 'nowhere.example.com' });
    expect(zh).toEqual({ status: 200, code: 999, msg: '未找到该域名对应的站点', data: null });
    const en = await callApi(t.app, systemApi.websiteView, {}, { host: 'nowhere.example.com', lang: 'en' });
    expect(en.msg).toBe('No site is configured for this domain');
  });

  it('finds the site by host regardless of case and port', async () => {
    const res = await callApi(t.app, systemApi.websiteView, {}, { host: 'LocalHost:8080' });
    expect(res.code).toBe(200);
    expect(res.data.domain).toBe('localhost');
  });

  it('ignores X-Forwarded-Host unless the gateway trusts a proxy', async () => {
    const res = await callApi(
      t.app,
      systemApi.websiteView,
      {},
      {
        host: 'localhost',
        headers: { 'x-forwarded-host': '127.0.0.1' },
      },
    );
    expect(res.data.domain).toBe('localhost');
  });

  it('answers an unknown /gateway path with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/gateway/nope/api/nothing',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 999, msg: '接口不存在', data: null });
  });
});

describe.each(dialects())('behind a trusted proxy (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());

  it('finds the site by X-Forwarded-Host', async () => {
    const res = await callApi(
      t.app,
      systemApi.websiteView,
      {},
      {
        host: 'internal:8080',
        headers: { 'x-forwarded-host': '127.0.0.1:443' },
      },
    );
    expect(res.code).toBe(200);
    expect(res.data.domain).toBe('127.0.0.1');
  });
});
