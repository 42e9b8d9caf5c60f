import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as course from '../../../contract/course';
import { endpoint, type Endpoint } from '../../../contract/endpoint';
import * as examPaper from '../../../contract/exam-paper';
import * as exam from '../../../contract/exam';
import * as exportArea from '../../../contract/export';
import * as lecturer from '../../../contract/lecturer';
import * as library from '../../../contract/library';
import * as live from '../../../contract/live';
import * as notice from '../../../contract/notice';
import * as progress from '../../../contract/progress';
import * as rank from '../../../contract/rank';
import * as search from '../../../contract/search';
import * as studyTask from '../../../contract/study-task';
import * as study from '../../../contract/study';
import * as survey from '../../../contract/survey';
import * as system from '../../../contract/system';
import * as user from '../../../contract/user';
import { route } from '../../../gateway/http/route';
import { callApi, signInAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

function isEndpoint(value: unknown): value is Endpoint {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Partial<Endpoint>;
  return typeof e.path === 'string' && typeof e.method === 'string' && e.request instanceof z.ZodType;
}

/** Every endpoint the contract declares, found by walking its modules (nested groups such as rank boards too). */
function contractEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const visit = (value: unknown, depth: number) => {
    if (isEndpoint(value)) found.set(`${value.method} ${value.path}`, value);
    else if (value !== null && typeof value === 'object' && depth < 3)
      for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  const modules = [
    course,
    examPaper,
    exam,
    exportArea,
    lecturer,
    library,
    live,
    notice,
    progress,
    rank,
    search,
    studyTask,
    study,
    survey,
    system,
    user,
  ];
  for (const m of modules) visit(m, 0);
  return [...found.values()];
}

/**
 * A field of the request that takes text, or any declared field, or an undeclared one. A token in the body
 * (the beacon's) is left out: it is checked as a credential before the request is validated.
 */
function textField(e: Endpoint): string {
  const shape = e.request instanceof z.ZodObject ? (e.request.shape as Record<string, z.ZodType>) : {};
  const keys = Object.keys(shape).filter((k) => k !== 'token');
  return keys.find((k) => shape[k]?.safeParse('abc').success) ?? keys[0] ?? 'note';
}

// An endpoint of this test that echoes what it was given, to show what passes the check.
const echo = endpoint({
  method: 'POST',
  path: '/test/api/echo',
  request: z.object({ content: z.string(), items: z.array(z.object({ text: z.string() })).optional() }),
  response: z.object({ content: z.string() }),
});

describe.each(dialects())('control characters in requests (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      extend: (app) => route(app, echo, async ({ body }) => ({ content: body.content })),
    });
    token = (await signInAs(t.app, '13800000002')).token;
  });
  afterAll(() => t.close());

  it('refuses NUL in the fields the portal sends most, naming the field in both languages', async () => {
    const signIn = await callApi(t.app, user.userApi.loginByPassword, {
      phone: '13800000001',
      password: 'Praxis@2026\u0000',
    });
    expect(signIn).toEqual({ status: 200, code: 999, msg: '密码含有不允许的控制字符', data: null });
    const en = await callApi(
      t.app,
      user.userApi.loginByPassword,
      { phone: '1380000\u00000001', password: 'x' },
      { lang: 'en' },
    );
    expect(en).toMatchObject({
      code: 999,
      msg: 'Phone number contains a control character, which is not allowed',
    });
  });

  it('refuses other control characters too, in nested fields', async () => {
    const esc = await callApi(t.app, echo, { content: 'ok', items: [{ text: 'a\u001bb' }] }, { lang: 'en' });
    expect(esc).toMatchObject({ code: 999 });
    expect(esc.msg).toMatch(/^\S.* contains a control character/);
    const del = await callApi(t.app, echo, { content: 'a\u007f' });
    expect(del).toMatchObject({ code: 999, msg: expect.stringContaining('控制字符') });
  });

  it('keeps tabs and line breaks of multi-line text', async () => {
    const res = await callApi(t.app, echo, { content: 'line one\r\nline two\tend' });
    expect(res).toMatchObject({ code: 200, data: { content: 'line one\r\nline two\tend' } });
  });

  it('answers 999 naming the field on every contract endpoint, never the generic failure', async () => {
    const endpoints = contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let served = 0;
    for (const e of endpoints) {
      const field = textField(e);
      for (const lang of ['zh', 'en'] as const) {
        const res = await callApi(t.app, e, { [field]: 'a\u0000b' }, { token, lang });
        // An endpoint of the contract the gateway does not serve yet answers 404; everything else must refuse.
        if (res.status === 404) continue;
        served += 1;
        const expected = lang === 'zh' ? '含有不允许的控制字符' : 'contains a control character';
        if (res.code !== 999 || !res.msg.includes(expected) || res.msg.startsWith(expected))
          failures.push(`${e.method} ${e.path} (${field}, ${lang}): ${res.status} ${res.code} ${res.msg}`);
      }
    }
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(2 * 100);
  });
});
