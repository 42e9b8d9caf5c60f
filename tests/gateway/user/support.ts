import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { Envelope } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import type { Db } from '../../../gateway/db/client';
import { captcha, enterprise, enterpriseMember, userAccount, website } from '../../../gateway/db/schema';
import { hashPassword } from '../../../gateway/shared/passwords';
import { TEST_PASSWORD_COST } from '../helpers/password-cost';

export const PASSWORD = 'Praxis@2026';
export const NEW_PASSWORD = 'Fresh#Pass2027';

export interface UserCallOptions {
  host?: string;
  token?: string;
  lang?: 'zh' | 'en';
  /** Client address; sign-in failures are counted per address, so tests keep theirs apart. */
  ip?: string;
}

const ACCEPT_LANGUAGE = { zh: 'zh-CN,zh;q=0.9', en: 'en-US,en;q=0.9' } as const;

/** Like the shared callApi, plus a client address (inject's remoteAddress). */
export async function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  body: RequestOf<E> | Record<string, unknown> = {},
  options: UserCallOptions = {},
): Promise<Envelope<ResponseOf<E>>> {
  const headers: Record<string, string> = {
    host: options.host ?? 'localhost',
    'accept-language': ACCEPT_LANGUAGE[options.lang ?? 'en'],
  };
  if (options.token) headers.token = options.token;
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const query: Record<string, string> = {};
  if (readsQuery) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>))
      if (v !== undefined) query[k] = String(v);
  }
  const res = await app.inject({
    method: endpoint.method,
    url: `/gateway${endpoint.path}`,
    headers,
    remoteAddress: options.ip ?? '10.0.0.1',
    ...(readsQuery ? { query } : { payload: body as Record<string, unknown> }),
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${endpoint.path}`);
  return res.json<Envelope<ResponseOf<E>>>();
}

export interface DemoIds {
  tenant1: string;
  tenant2: string;
  localSite: string;
  boundSite: string;
  otherSite: string;
  xinghe: string;
  yuanshan: string;
  beichen: string;
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`demo data missing: ${what}`);
  return row;
}

export async function demoIds(db: Db): Promise<DemoIds> {
  const site = (domain: string) => one(db.select().from(website).where(eq(website.domain, domain)), domain);
  const company = (name: string) => one(db.select().from(enterprise).where(eq(enterprise.name, name)), name);
  const local = await site('localhost');
  const bound = await site('127.0.0.1');
  const other = await site('other.localhost');
  return {
    tenant1: local.tenantId,
    tenant2: other.tenantId,
    localSite: local.id,
    boundSite: bound.id,
    otherSite: other.id,
    xinghe: (await company('星河科技')).id,
    yuanshan: (await company('远山制造')).id,
    beichen: (await company('北辰物流')).id,
  };
}

export async function accountOf(db: Db, tenantId: string, phone: string) {
  return one(
    db
      .select()
      .from(userAccount)
      .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.phone, phone))),
    phone,
  );
}

/** A user of tenant 1 with memberships as given (for cases the demo data does not cover). */
export async function addUser(
  db: Db,
  tenantId: string,
  phone: string,
  memberships: { enterpriseId: string; registerStatus?: number; empNo?: string; isAdmin?: number }[],
): Promise<string> {
  const [user] = await db
    .insert(userAccount)
    .values({
      tenantId,
      phone,
      name: `Test ${phone.slice(-4)}`,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
    })
    .returning({ id: userAccount.id });
  if (!user) throw new Error('user not created');
  for (const m of memberships) {
    await db.insert(enterpriseMember).values({
      tenantId,
      userId: user.id,
      enterpriseId: m.enterpriseId,
      registerStatus: m.registerStatus ?? 2,
      empNo: m.empNo ?? '',
      isAdmin: m.isAdmin ?? 0,
    });
  }
  return user.id;
}

/** A captcha whose answer the test knows (the image itself cannot be read by a test). */
export async function plantCaptcha(db: Db, tenantId: string, answer: string, now: Date): Promise<string> {
  const id = `test-${Math.random().toString(36).slice(2)}`;
  await db.insert(captcha).values({
    id,
    tenantId,
    answerHash: createHash('sha256').update(answer.toLowerCase()).digest('hex'),
    expiresAt: new Date(now.getTime() + 5 * 60_000),
    gmtCreate: now,
  });
  return id;
}

export interface OutboxMessage {
  id: string;
  phone: string;
  body: string;
  code: string;
  gmtCreate: string;
}

export async function readOutbox(
  app: FastifyInstance,
  phone: string,
  host = 'localhost',
): Promise<{ status: number; envelope: Envelope<OutboxMessage[]> | null }> {
  const res = await app.inject({
    method: 'GET',
    url: '/gateway/demo/sms/outbox',
    query: { phone },
    headers: { host },
  });
  return {
    status: res.statusCode,
    envelope: res.statusCode === 200 ? res.json<Envelope<OutboxMessage[]>>() : null,
  };
}

/** Sends a code and reads it back from the demo outbox. */
export async function requestCode(
  app: FastifyInstance,
  phone: string,
  type: 1 | 2 | 3,
  options: UserCallOptions = {},
): Promise<string> {
  const sent = await call(app, userApi.sendSmsCode, { phone, type }, options);
  if (sent.code !== 200) throw new Error(`send code to ${phone} failed: ${sent.code} ${sent.msg}`);
  const box = await readOutbox(app, phone, options.host);
  const code = box.envelope?.data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Signs in by password and, when asked, chooses the named company (or the first). */
export async function signIn(
  app: FastifyInstance,
  phone: string,
  options: UserCallOptions & { password?: string; company?: string } = {},
): Promise<{ token: string; chooseEnterprise: 0 | 1 }> {
  const res = await call(
    app,
    userApi.loginByPassword,
    { phone, password: options.password ?? PASSWORD },
    options,
  );
  if (res.code !== 200) throw new Error(`sign-in of ${phone} failed: ${res.code} ${res.msg}`);
  return res.data;
}

export async function signInToCompany(
  app: FastifyInstance,
  phone: string,
  company: string,
  options: UserCallOptions = {},
): Promise<string> {
  const first = await signIn(app, phone, options);
  if (first.chooseEnterprise === 0) return first.token;
  const list = await call(app, userApi.enterpriseList, {}, { ...options, token: first.token });
  const target = list.data.find((e) => e.name === company || e.id === company);
  if (!target) throw new Error(`${phone} cannot enter ${company}`);
  const chosen = await call(
    app,
    userApi.chooseEnterprise,
    { enterpriseId: target.id },
    { ...options, token: first.token },
  );
  if (chosen.code !== 200) throw new Error(`choosing ${company} failed: ${chosen.msg}`);
  return chosen.data.token;
}
