import { and, eq, sql } from 'drizzle-orm';
import { memberPoints } from '../../../gateway/db/schema';
import { pointsLedger, pointsSignIn } from '../../../gateway/db/schema-points';
import type { MemberScope } from '../../../gateway/shared/member-scope';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { callers, userId, type Callers } from '../notice/support';

export const DAY_MS = 86_400_000;
export const DAY = /^\d{4}-\d\d-\d\d$/;

export interface PointsDemo {
  c: Callers;
  /** A member of 星河科技 by phone. */
  scopeOf: (phone: string) => Promise<MemberScope>;
  /** A token of a member of 星河科技 by phone, issued at the clock's time. */
  member: (phone: string) => Promise<string>;
}

export async function pointsDemo(t: TestApp): Promise<PointsDemo> {
  const c = await callers(t);
  const scopeOf = async (phone: string) => ({
    tenantId: c.refs.tenant1,
    enterpriseId: c.refs.xinghe.id,
    userId: await userId(t.db, c.refs.tenant1, phone),
  });
  return {
    c,
    scopeOf,
    member: async (phone) => tokenFor(t, { ...(await scopeOf(phone)), websiteId: c.refs.localhost.id }),
  };
}

const ofMember = (scope: MemberScope) =>
  and(
    eq(pointsLedger.tenantId, scope.tenantId),
    eq(pointsLedger.enterpriseId, scope.enterpriseId),
    eq(pointsLedger.userId, scope.userId),
  );

/** What is stored for a member: their balance, their ledger's entries and sum, their sign-ins. */
export async function stored(t: TestApp, scope: MemberScope) {
  const [balance] = await t.db
    .select({ integral: memberPoints.integral })
    .from(memberPoints)
    .where(
      and(
        eq(memberPoints.tenantId, scope.tenantId),
        eq(memberPoints.enterpriseId, scope.enterpriseId),
        eq(memberPoints.userId, scope.userId),
      ),
    );
  const [ledger] = await t.db
    .select({ n: sql<string>`count(*)`, sum: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(ofMember(scope));
  const [signIns] = await t.db
    .select({ n: sql<string>`count(*)` })
    .from(pointsSignIn)
    .where(
      and(
        eq(pointsSignIn.tenantId, scope.tenantId),
        eq(pointsSignIn.enterpriseId, scope.enterpriseId),
        eq(pointsSignIn.userId, scope.userId),
      ),
    );
  return {
    integral: balance?.integral ?? null,
    entries: Number(ledger?.n ?? 0),
    sum: Number(ledger?.sum ?? 0),
    signIns: Number(signIns?.n ?? 0),
  };
}
