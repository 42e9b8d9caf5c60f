import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, RequestOf, ResponseOf } from '../../../contract/endpoint';
import { Code, type Envelope } from '../../../contract/envelope';
import { systemApi } from '../../../contract/system';
import { userAdminApi, userApi } from '../../../contract/user';
import { buildApp } from '../../../gateway/app';
import { type Config, loadConfig } from '../../../gateway/config';
import { initDatabase } from '../../../gateway/db/init';
import { createSite, parseSiteArgs, SiteRequestError } from '../../../gateway/db/provision';
import { enterprise, navItem, tenant, userAccount, website } from '../../../gateway/db/schema';
import { runSiteCreate } from '../../../gateway/site-create';
import { DEMO_PASSWORD, callApi, signInAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoRefs } from '../helpers/demo';
import { createScratchDatabase, dialects } from '../helpers/dialects';
import { TEST_PASSWORD_COST } from '../helpers/password-cost';

/*
 * `npm run site:create` (gateway/site-create.ts): the first site of a real deployment, with an administrator
 * whose random password is printed once (decision 45).
 */

const HOST = 'learn.example.com';
const ARGS = ['--host', HOST, '--company', '星河科技', '--admin-phone', '13800000009'];

/** What the command wrote, and its exit code. */
async function runCommand(argv: string[], makeConfig: () => Config) {
  let out = '';
  let err = '';
  const code = await runSiteCreate(argv, makeConfig, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

/** The password as printed: alone on its indented line. */
function printedPassword(out: string): string {
  const match = /^ {4}(\S+)$/m.exec(out);
  if (!match?.[1]) throw new Error(`no password in:\n${out}`);
  return match[1];
}

/** One call over real HTTP to the gateway at `origin`, on the site of `host`. */
function httpCall<E extends Endpoint>(
  origin: string,
  host: string,
  endpoint: E,
  body: RequestOf<E>,
  token?: string,
): Promise<Envelope<ResponseOf<E>>> {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const url = new URL(`${origin}/gateway${endpoint.path}`);
  if (readsQuery) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) url.searchParams.set(k, String(v));
  }
  const payload = readsQuery ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { host, 'accept-language': 'zh-CN' };
  if (payload) headers['content-type'] = 'application/json';
  if (token) headers.token = token;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: endpoint.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<ResponseOf<E>>),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('site:create arguments', () => {
  const never = (): Config => {
    throw new Error('the configuration must not be read for bad arguments');
  };

  it.each([
    [[], /--host is required\n--company is required\n--admin-phone is required/],
    [
      ['--host', 'https://learn.example.com', '--company', 'A', '--admin-phone', '13800000009'],
      /without scheme/,
    ],
    [
      ['--host', 'learn.example.com:8443', '--company', 'A', '--admin-phone', '13800000009'],
      /without scheme, port/,
    ],
    [['--host', 'bad-.example.com', '--company', 'A', '--admin-phone', '13800000009'], /not a host name/],
    [['--host', `${'a'.repeat(64)}.example.com`, '--company', 'A', '--admin-phone', '13800000009'], /1–63/],
    [['--host', '10.0.0.300', '--company', 'A', '--admin-phone', '13800000009'], /nor an IPv4 address/],
    [['--host', HOST, '--company', '   ', '--admin-phone', '13800000009'], /--company must not be empty/],
    [['--host', HOST, '--company', 'x'.repeat(65), '--admin-phone', '13800000009'], /at most 64 characters/],
    [['--host', HOST, '--company', 'A\nB', '--admin-phone', '13800000009'], /one line of text/],
    [['--host', HOST, '--company', 'A', '--admin-phone', '12800000009'], /--admin-phone must be a mobile/],
    [['--host', HOST, '--company', 'A', '--admin-phone', '1380000000'], /--admin-phone must be a mobile/],
    [[...ARGS, '--admin-name', 'n'.repeat(33)], /--admin-name must be at most 32 characters/],
    [[...ARGS, '--title', ''], /--title must not be empty/],
    [[...ARGS, '--password', 'mine'], /Unknown option '--password'/],
    [[...ARGS, 'extra'], /positional argument/],
  ])('refuses %j with a message and the usage', async (argv, message) => {
    const run = await runCommand(argv, never);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toMatch(message);
    expect(run.err).toContain('usage: npm run site:create -- --host');
  });

  it('takes the host in any case, and defaults the name and title', () => {
    expect(
      parseSiteArgs([
        '--host',
        ' Learn.Example.COM ',
        '--company',
        ' 星河科技 ',
        '--admin-phone',
        '13800000009',
      ]),
    ).toEqual({
      host: HOST,
      company: '星河科技',
      adminPhone: '13800000009',
      adminName: '管理员',
      title: '星河科技学习平台',
    });
    expect(parseSiteArgs([...ARGS, '--admin-name', '周敏', '--title', '星河学院'])).toMatchObject({
      adminName: '周敏',
      title: '星河学院',
    });
    expect(() => parseSiteArgs(['--host', 'localhost:80'])).toThrow(SiteRequestError);
  });

  it('refuses a configuration the gateway would refuse', async () => {
    const run = await runCommand(ARGS, () => loadConfig({ DATABASE_URL: 'mysql://db/praxis' }));
    expect(run.code).toBe(2);
    expect(run.err).toContain('DATABASE_URL must start with postgres://');
  });
});

describe.each(dialects())('npm run site:create on a new database (%s)', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let env: Record<string, string>;
  const makeConfig = (): Config => ({
    ...loadConfig({
      ...env,
      NODE_ENV: 'production',
      STATIC_DIR: '/nonexistent/praxis-dist',
      LOG_LEVEL: 'silent',
    }),
    passwordCost: TEST_PASSWORD_COST,
  });

  beforeAll(async () => {
    if (dialect === 'postgres') {
      const scratch = await createScratchDatabase();
      cleanups.push(scratch.drop);
      env = { DATABASE_URL: scratch.url };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'praxis-site-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  let password = '';

  it('creates the site, and its administrator signs in on that host over HTTP and sees the portal frame', async () => {
    const run = await runCommand([...ARGS, '--admin-name', '周敏'], makeConfig);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`on https://${HOST} (bound to 星河科技)`);
    expect(run.out).toContain('change the password at once');
    password = printedPassword(run.out);
    // The password rule (decision 4), with room to spare.
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{20}$/);

    const db = await initDatabase(makeConfig());
    const app = await buildApp({ config: makeConfig(), db: db.db });
    try {
      // Only the new site: the command never seeds the demo.
      expect(db).toMatchObject({ seeded: false, demoPresent: false });
      const [users] = await db.db.select({ n: count() }).from(userAccount);
      expect(users?.n).toBe(1);
      const [stored] = await db.db.select({ hash: userAccount.passwordHash }).from(userAccount);
      expect(stored?.hash).toMatch(/^scrypt\$/);
      expect(stored?.hash).not.toContain(password);

      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const wrong = await httpCall(origin, HOST, userApi.loginByPassword, {
        phone: '13800000009',
        password: `${password}x`,
      });
      expect(wrong.code).not.toBe(Code.ok);
      const login = await httpCall(origin, HOST, userApi.loginByPassword, { phone: '13800000009', password });
      expect(login).toMatchObject({ code: Code.ok, data: { chooseEnterprise: 0 } });
      const token = login.data.token;

      const me = await httpCall(origin, HOST, userApi.currentUser, {}, token);
      expect(me).toMatchObject({ code: Code.ok, data: { name: '周敏', isAdmin: 1 } });
      const site = await httpCall(origin, HOST, systemApi.websiteView, {});
      expect(site).toMatchObject({ code: Code.ok, data: { domain: HOST, websiteTitle: '星河科技学习平台' } });
      expect(site.data.eid).not.toBeNull();
      const nav = await httpCall(origin, HOST, systemApi.portalNavView, {}, token);
      expect(nav.code).toBe(Code.ok);
      expect(nav.data.contentList.map((n) => [n.navName, n.targetAddr, n.statusId])).toEqual([
        ['首页', '/', 1],
        ['知识库', '/knowledge', 1],
        ['讲师', '/lecturer', 1],
        ['排行榜', '/home/rank', 1],
      ]);
      const footer = await httpCall(origin, HOST, userApi.footerInfo, {});
      expect(footer).toMatchObject({ code: Code.ok, data: { companyName: '星河科技' } });
      const terms = await httpCall(origin, HOST, systemApi.agreementView, { type: 1 });
      expect(terms.code).toBe(Code.ok);
      expect(terms.data.content).toContain('星河科技学习平台');
      // The back office opens for the administrator: the company's one member is the administrator.
      const members = await httpCall(
        origin,
        HOST,
        userAdminApi.registerPage,
        { pageCurrent: 1, pageSize: 10 },
        token,
      );
      expect(members.code).toBe(Code.ok);
      expect(members.data.list.map((m) => [m.phone, m.status])).toEqual([['13800000009', 2]]);
      // No demo host answers.
      const demo = await httpCall(origin, 'localhost', systemApi.websiteView, {});
      expect(demo.code).toBe(Code.error);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('refuses a second site on the same host and changes nothing', async () => {
    const run = await runCommand(
      ['--host', 'LEARN.example.com', '--company', '远山制造', '--admin-phone', '13900000009'],
      makeConfig,
    );
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(`refused, a site already answers on ${HOST}; nothing was changed`);
    const db = await initDatabase(makeConfig());
    try {
      const [tenants] = await db.db.select({ n: count() }).from(tenant);
      const [users] = await db.db.select({ n: count() }).from(userAccount);
      expect({ tenants: tenants?.n, users: users?.n }).toEqual({ tenants: 1, users: 1 });
    } finally {
      await db.close();
    }
  });

  it('adds a second site on another host as a tenant of its own', async () => {
    const run = await runCommand(
      ['--host', 'train.example.org', '--company', '远山制造', '--admin-phone', '13800000009'],
      makeConfig,
    );
    expect(run.code).toBe(0);
    const db = await initDatabase(makeConfig());
    try {
      const sites = await db.db.select({ domain: website.domain, tenantId: website.tenantId }).from(website);
      expect(sites.map((s) => s.domain).sort()).toEqual([HOST, 'train.example.org']);
      expect(new Set(sites.map((s) => s.tenantId)).size).toBe(2);
    } finally {
      await db.close();
    }
  });
});

describe.each(dialects())('a provisioned site beside the demo tenants (%s)', (dialect) => {
  let t: TestApp;
  let password = '';
  let companyId = '';

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const created = await createSite(t.db, parseSiteArgs(ARGS), { passwordCost: TEST_PASSWORD_COST });
    password = created.password;
    companyId = created.enterpriseId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('its administrator sees only the new tenant', async () => {
    const refs = await demoRefs(t.db);
    const admin = await signInAs(t.app, '13800000009', HOST, { password });
    expect(admin.enterpriseId).toBeNull();
    // One company, the new one: not the demo's company of the same name.
    const companies = await callApi(t.app, userApi.enterpriseList, {}, { host: HOST, token: admin.token });
    expect(companies.data.map((c) => c.id)).toEqual([companyId]);
    expect(companyId).not.toBe(refs.xinghe.id);
    // The demo's applicant waiting in the demo's 星河科技 is not in this administrator's queue.
    const waiting = await callApi(
      t.app,
      userAdminApi.registerPage,
      { pageCurrent: 1, pageSize: 10, status: 1 },
      { host: HOST, token: admin.token },
    );
    expect(waiting).toMatchObject({ code: Code.ok, data: { totalCount: 0 } });
    const members = await callApi(
      t.app,
      userAdminApi.registerPage,
      { pageCurrent: 1, pageSize: 10 },
      { host: HOST, token: admin.token },
    );
    expect(members.data.list.map((m) => m.phone)).toEqual(['13800000009']);
    // Another tenant's site is neither readable by domain nor usable with this token.
    const other = await callApi(t.app, systemApi.websiteView, { domain: 'localhost' }, { host: HOST });
    expect(other.code).toBe(Code.error);
    const elsewhere = await callApi(
      t.app,
      userApi.currentUser,
      {},
      { host: '127.0.0.1', token: admin.token },
    );
    expect(elsewhere.code).not.toBe(Code.ok);
    const nav = await callApi(t.app, systemApi.portalNavView, {}, { host: HOST, token: admin.token });
    expect(nav.data.contentList).toHaveLength(4);
    const [rows] = await t.db.select({ n: count() }).from(navItem).where(eq(navItem.tenantId, refs.tenant1));
    expect(rows?.n).toBeGreaterThan(4);
  });

  it('keeps the two tenants’ accounts apart both ways', async () => {
    const demoAdmin = await callApi(
      t.app,
      userApi.loginByPassword,
      { phone: '13800000002', password: DEMO_PASSWORD },
      { host: HOST },
    );
    expect(demoAdmin.code).not.toBe(Code.ok);
    const newAdmin = await callApi(
      t.app,
      userApi.loginByPassword,
      { phone: '13800000009', password },
      { host: '127.0.0.1' },
    );
    expect(newAdmin.code).not.toBe(Code.ok);
    // The demo keeps working beside it.
    expect((await signInAs(t.app, '13800000002', '127.0.0.1')).token).not.toBe('');
    const [company] = await t.db.select().from(enterprise).where(eq(enterprise.id, companyId));
    expect(company).toMatchObject({ name: '星河科技', allowRegister: 0, registerApproval: 1 });
  });
});
