import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint';
import { id } from '../../../contract/envelope';
import { RULE_MESSAGE_KEYS, password, personName, phone } from '../../../contract/rules';
import { systemApi } from '../../../contract/system';
import { coreMessages } from '../../../gateway/i18n/core';
import { route } from '../../../gateway/http/route';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

const form = endpoint({
  method: 'POST',
  path: '/test/api/form',
  request: z.object({
    phone,
    password,
    name: personName,
    enterpriseId: id.optional(),
    domain: z.string().max(20).optional(),
    pageSize: z.number().int().min(1).optional(),
  }),
  response: z.object({ keys: z.array(z.string()) }),
});

const query = endpoint({
  method: 'GET',
  path: '/test/api/query',
  request: z.object({ pageCurrent: z.coerce.number().int().min(1), ticket: z.string().min(1).max(8) }),
  response: z.object({ pageCurrent: z.number() }),
});

const valid = { phone: '13800000001', password: 'Praxis@2026', name: '林晓' };

describe('message catalogues', () => {
  it('translate every rule key of the contract in both languages', () => {
    for (const key of RULE_MESSAGE_KEYS) {
      expect(coreMessages.zh[key], `zh ${key}`).toMatch(/\S/);
      expect(coreMessages.en[key], `en ${key}`).toMatch(/\S/);
    }
  });

  it('have the same keys in zh and en', () => {
    expect(Object.keys(coreMessages.en).sort()).toEqual(Object.keys(coreMessages.zh).sort());
  });
});

describe.each(dialects())('request validation (%s)', (dialect) => {
  let t: TestApp;
  const seen: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      extend: (app) => {
        route(app, form, async ({ body }) => {
          seen.push(body);
          return { keys: Object.keys(body).sort() };
        });
        route(app, query, async ({ body }) => ({ pageCurrent: body.pageCurrent }));
      },
    });
  });
  afterAll(() => t.close());

  it('passes valid input to the handler', async () => {
    const res = await callApi(t.app, form, valid);
    expect(res.code).toBe(200);
    expect(res.data.keys).toEqual(['name', 'password', 'phone']);
  });

  it('ignores unknown fields, client flags included', async () => {
    const res = await callApi(t.app, form, { ...valid, isShowErrTip: false, _No_dispose: true, admin: 1 });
    expect(res.code).toBe(200);
    expect(res.data.keys).toEqual(['name', 'password', 'phone']);
    expect(seen.at(-1)).not.toHaveProperty('isShowErrTip');
  });

  it('names a missing field (rule message) in Chinese and English', async () => {
    const zh = await callApi(t.app, form, { password: valid.password, name: valid.name });
    expect(zh).toEqual({ status: 200, code: 999, msg: '请输入手机号', data: null });
    const en = await callApi(t.app, form, { password: valid.password, name: valid.name }, { lang: 'en' });
    expect(en).toMatchObject({ code: 999, msg: 'Enter your phone number', data: null });
  });

  it('names a malformed field', async () => {
    const zh = await callApi(t.app, form, { ...valid, phone: '12345' });
    expect(zh.msg).toBe('手机号格式不正确');
    const en = await callApi(t.app, form, { ...valid, phone: '12345' }, { lang: 'en' });
    expect(en.msg).toBe('Enter a valid phone number');
  });

  it('rejects a wrong type', async () => {
    const zh = await callApi(t.app, form, { ...valid, pageSize: 'ten' });
    expect(zh).toMatchObject({ code: 999, msg: '每页条数类型不正确' });
    const en = await callApi(t.app, form, { ...valid, pageSize: 'ten' }, { lang: 'en' });
    expect(en.msg).toBe('Page size has the wrong type');
    const rule = await callApi(t.app, form, { ...valid, phone: 13800000001 });
    expect(rule.code).toBe(999);
  });

  it('rejects an oversize string', async () => {
    const zh = await callApi(t.app, form, { ...valid, domain: 'x'.repeat(21) });
    expect(zh).toMatchObject({ code: 999, msg: '域名超出长度或取值上限（最大 20）' });
    const en = await callApi(t.app, form, { ...valid, domain: 'x'.repeat(21) }, { lang: 'en' });
    expect(en.msg).toBe('Domain is too long or too large (at most 20)');
    const name = await callApi(t.app, form, { ...valid, name: '名'.repeat(33) }, { lang: 'en' });
    expect(name.msg).toBe('The name must be at most 32 characters');
  });

  it('checks the password rule', async () => {
    const res = await callApi(t.app, form, { ...valid, password: 'password' }, { lang: 'en' });
    expect(res.code).toBe(999);
    expect(res.msg).toContain('8–30 characters');
  });

  it('names the field of an invalid id', async () => {
    const zh = await callApi(t.app, form, { ...valid, enterpriseId: 'abc' });
    expect(zh.msg).toBe('企业不是有效的编号');
    const en = await callApi(t.app, form, { ...valid, enterpriseId: '-1' }, { lang: 'en' });
    expect(en.msg).toBe('Company is not a valid id');
  });

  it('reads GET requests from the query string, coercing numbers', async () => {
    const ok = await callApi(t.app, query, { pageCurrent: 3, ticket: 'abc' });
    expect(ok).toMatchObject({ code: 200, data: { pageCurrent: 3 } });
    const missing = await callApi(t.app, query, { pageCurrent: 1 });
    expect(missing.msg).toBe('二维码票据不能为空');
    const small = await callApi(t.app, query, { pageCurrent: 0, ticket: 'a' }, { lang: 'en' });
    expect(small.msg).toBe('Page number is too short or too small (at least 1)');
  });

  it('validates the contract endpoints the same way', async () => {
    const res = await callApi(t.app, systemApi.enumList, { enumName: 'Nope' }, { lang: 'en' });
    expect(res).toMatchObject({ code: 999, msg: 'Unknown enumeration name', data: null });
    const zh = await callApi(t.app, systemApi.agreementView, { type: 7 });
    expect(zh).toMatchObject({ code: 999, msg: '类型超出长度或取值上限（最大 2）' });
  });

  it('rejects a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/form',
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '[1,2]',
    });
    expect(res.json()).toEqual({ code: 999, msg: 'The request has the wrong type', data: null });
  });
});
