import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../gateway/db/client';
import { userAccount } from '../../../gateway/db/schema';
import type { TestApp } from '../helpers/app';
import { demoRefs, tokenFor, type DemoRefs } from '../helpers/demo';

/** Tokens for the people the portal-shell tests act as, issued straight into the database. */
export interface Callers {
  refs: DemoRefs;
  /** 13800000001 in 星河科技 on localhost. */
  learner: string;
  /** 13800000001 in 远山制造. */
  learnerYuanshan: string;
  /** 13800000002 (administrator) in 星河科技. */
  admin: string;
  /** 13800000003 in 星河科技. */
  lecturer: string;
  /** Tenant 2's user on other.localhost. */
  other: string;
}

export async function userId(db: Db, tenantId: string, phone: string): Promise<string> {
  const [row] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.phone, phone)));
  if (!row) throw new Error(`no user ${phone}`);
  return row.id;
}

export async function callers(t: TestApp): Promise<Callers> {
  const refs = await demoRefs(t.db);
  const at = (userId: string, enterpriseId: string, tenantId = refs.tenant1, websiteId = refs.localhost.id) =>
    tokenFor(t, { tenantId, userId, enterpriseId, websiteId });
  return {
    refs,
    learner: await at(refs.learner.id, refs.xinghe.id),
    learnerYuanshan: await at(refs.learner.id, refs.yuanshan.id),
    admin: await at(refs.admin.id, refs.xinghe.id),
    lecturer: await at(await userId(t.db, refs.tenant1, '13800000003'), refs.xinghe.id),
    other: await at(refs.otherUser.id, refs.beichen.id, refs.tenant2, refs.other.id),
  };
}

export const OTHER_HOST = 'other.localhost';
