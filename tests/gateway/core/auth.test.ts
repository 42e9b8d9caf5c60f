import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint';
import { issueToken, revokeToken, TOKEN_TTL_MS } from '../../../gateway/http/tokens';
import { route } from '../../../gateway/http/route';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoRefs } from '../helpers/demo';
import { dialects } from '../helpers/dialects';

const who = z.object({ userId: z.string().nullable(), enterpriseId: z.string().nullable() });
const probeApi = {
  open: endpoint({ method: 'GET', path: '/test/api/who', request: z.object({}), response: who }),
  member: endpoint({ method: 'GET', path: '/test/auth/who', request: z.object({}), response: who }),
  anyCompany: endpoint({
    method: 'GET',
    path: '/test/auth/who/any',
    request: z.object({}),
    response: who,
    noEnterprise: true,
  }),
  admin: endpoint({
    method: 'GET',
    path: '/test/admin/who',
    request: z.object({ n: z.string() }),
    response: who,
  }),
};

describe.each(dialects())('token auth (%s)', (dialect) => {
  let t: TestApp;
  let ids: {
    tenant: string;
    site: string;
    xinghe: string;
    yuanshan: string;
    learner: string;
    admin: string;
    otherTenant: string;
    otherSite: string;
    otherEnterprise: string;
    otherUser: string;
  };
  const whoAmI = async ({ auth }: { auth: { userId: string; enterpriseId: string | null } | null }) => ({
    userId: auth?.userId ?? null,
    enterpriseId: auth?.enterpriseId ?? null,
  });
  const issue = (userId: string, enterpriseId: string | null, tenantId = ids.tenant, websiteId = ids.site) =>
    issueToken(t.db, { tenantId, userId, enterpriseId, websiteId }, t.clock.now());

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      extend: (app) => {
        route(app, probeApi.open, whoAmI);
        route(app, probeApi.member, whoAmI);
        route(app, probeApi.anyCompany, whoAmI);
        route(app, probeApi.admin, whoAmI);
      },
    });
    const r = await demoRefs(t.db);
    ids = {
      tenant: r.tenant1,
      site: r.localhost.id,
      xinghe: r.xinghe.id,
      yuanshan: r.yuanshan.id,
      learner: r.learner.id,
      admin: r.admin.id,
      otherTenant: r.tenant2,
      otherSite: r.other.id,
      otherEnterprise: r.beichen.id,
      otherUser: r.otherUser.id,
    };
  });
  afterAll(() => t.close());

  it('accepts a valid token and tells the handler who calls', async () => {
    const { token } = await issue(ids.learner, ids.xinghe);
    const res = await callApi(t.app, probeApi.member, {}, { token });
    expect(res).toMatchObject({ code: 200, data: { userId: ids.learner, enterpriseId: ids.xinghe } });
  });

  it("answers 301 without a token, in the reader's language", async () => {
    const zh = await callApi(t.app, probeApi.member, {});
    expect(zh).toEqual({ status: 200, code: 301, msg: '请先登录', data: null });
    const en = await callApi(t.app, probeApi.member, {}, { lang: 'en' });
    expect(en.msg).toBe('Please sign in first');
  });

  it('answers 301 once the token is a day old', async () => {
    const { token } = await issue(ids.learner, ids.xinghe);
    t.clock.advance(TOKEN_TTL_MS - 1000);
    expect((await callApi(t.app, probeApi.member, {}, { token })).code).toBe(200);
    t.clock.advance(2000);
    const res = await callApi(t.app, probeApi.member, {}, { token, lang: 'en' });
    expect(res).toMatchObject({ code: 301, msg: 'Your session has expired, please sign in again' });
  });

  it('answers 302 for an unknown token', async () => {
    const res = await callApi(t.app, probeApi.member, {}, { token: 'not-a-token' });
    expect(res).toMatchObject({ code: 302, msg: '登录状态已失效，请重新登录', data: null });
  });

  it('answers 302 for a revoked token', async () => {
    const { token, hash } = await issue(ids.learner, ids.xinghe);
    await revokeToken(t.db, hash, 'logout', t.clock.now());
    const res = await callApi(t.app, probeApi.member, {}, { token });
    expect(res.code).toBe(302);
  });

  it("answers 302 for a token of another tenant used on this tenant's site", async () => {
    const { token } = await issue(ids.otherUser, ids.otherEnterprise, ids.otherTenant, ids.otherSite);
    expect((await callApi(t.app, probeApi.member, {}, { token, host: 'other.localhost' })).code).toBe(200);
    const res = await callApi(t.app, probeApi.member, {}, { token, host: 'localhost' });
    expect(res.code).toBe(302);
    const open = await callApi(t.app, probeApi.open, {}, { token, host: 'localhost' });
    expect(open).toMatchObject({ code: 200, data: { userId: null } });
  });

  it('asks to choose a company first, unless the endpoint works without one', async () => {
    const { token } = await issue(ids.learner, null);
    const zh = await callApi(t.app, probeApi.member, {}, { token });
    expect(zh).toEqual({ status: 200, code: 999, msg: '请先选择企业', data: null });
    const en = await callApi(t.app, probeApi.member, {}, { token, lang: 'en' });
    expect(en.msg).toBe('Please choose a company first');
    const any = await callApi(t.app, probeApi.anyCompany, {}, { token });
    expect(any).toMatchObject({ code: 200, data: { userId: ids.learner, enterpriseId: null } });
  });

  it("lets administrators of the token's company through admin paths, and answers 306 to others", async () => {
    const admin = await issue(ids.admin, ids.xinghe);
    expect((await callApi(t.app, probeApi.admin, { n: '1' }, { token: admin.token })).code).toBe(200);
    const learner = await issue(ids.learner, ids.xinghe);
    const res = await callApi(t.app, probeApi.admin, { n: '1' }, { token: learner.token, lang: 'en' });
    expect(res).toMatchObject({ code: 306, msg: 'You do not have permission to do this', data: null });
    // Administrator of 星河科技 only: a token for another company of the same user is not enough.
    const elsewhere = await issue(ids.admin, ids.yuanshan);
    expect((await callApi(t.app, probeApi.admin, { n: '1' }, { token: elsewhere.token })).code).toBe(306);
    expect((await callApi(t.app, probeApi.admin, { n: '1' }, {})).code).toBe(301);
  });

  it('checks auth before validation, so anonymous callers learn nothing about the input', async () => {
    const res = await callApi(t.app, probeApi.admin, {}, {});
    expect(res.code).toBe(301);
  });

  it('gives public endpoints the caller when a valid token comes along, and ignores a bad one', async () => {
    const { token } = await issue(ids.learner, ids.yuanshan);
    const withToken = await callApi(t.app, probeApi.open, {}, { token });
    expect(withToken).toMatchObject({ code: 200, data: { userId: ids.learner, enterpriseId: ids.yuanshan } });
    const bad = await callApi(t.app, probeApi.open, {}, { token: 'garbage' });
    expect(bad).toMatchObject({ code: 200, data: { userId: null, enterpriseId: null } });
  });

  it('answers bad input of an authorised caller with 999, never with an auth code', async () => {
    const res = await callApi(
      t.app,
      probeApi.admin,
      {},
      { token: (await issue(ids.admin, ids.xinghe)).token },
    );
    expect(res).toMatchObject({ code: 999, msg: 'n不能为空' });
  });
});
