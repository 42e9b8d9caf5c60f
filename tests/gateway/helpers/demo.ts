import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../gateway/db/client';
import { enterprise, tenant, userAccount, website } from '../../../gateway/db/schema';
import { issueToken } from '../../../gateway/http/tokens';
import type { TestApp } from './app';

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`demo data: ${what} missing`);
  return row;
}

/** Ids of the seeded demo rows, looked up by their natural keys. */
export async function demoRefs(db: Db) {
  const t1 = await one(db.select().from(tenant).where(eq(tenant.name, 'Praxis Demo')), 'tenant 1');
  const t2 = await one(db.select().from(tenant).where(eq(tenant.name, '北辰物流 Tenant')), 'tenant 2');
  const site = (domain: string) => one(db.select().from(website).where(eq(website.domain, domain)), domain);
  const ent = (tenantId: string, name: string) =>
    one(
      db
        .select()
        .from(enterprise)
        .where(and(eq(enterprise.tenantId, tenantId), eq(enterprise.name, name))),
      name,
    );
  const user = (tenantId: string, phone: string) =>
    one(
      db
        .select()
        .from(userAccount)
        .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.phone, phone))),
      phone,
    );
  return {
    tenant1: t1.id,
    tenant2: t2.id,
    localhost: await site('localhost'),
    bound: await site('127.0.0.1'),
    other: await site('other.localhost'),
    xinghe: await ent(t1.id, '星河科技'),
    yuanshan: await ent(t1.id, '远山制造'),
    beichen: await ent(t2.id, '北辰物流'),
    learner: await user(t1.id, '13800000001'),
    admin: await user(t1.id, '13800000002'),
    otherUser: await user(t2.id, '13900000001'),
  };
}
export type DemoRefs = Awaited<ReturnType<typeof demoRefs>>;

/** A token issued straight into the database (tests of other modules need not go through sign-in). */
export async function tokenFor(
  t: TestApp,
  who: { tenantId: string; userId: string; enterpriseId: string | null; websiteId: string },
): Promise<string> {
  return (await issueToken(t.db, who, t.clock.now())).token;
}
