import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberPoints, tenant } from '../db/schema';
import { pointsLedger, pointsRule } from '../db/schema-points';
import { BizError } from '../http/errors';
import type { MemberScope } from './member-scope';

/*
 * The one path by which a member's points change (decision 0063). Every change locks the member's balance row
 * first, so two changes of one member queue and each reads the balance the other committed; the ledger row and
 * the new balance are written in the caller's transaction, so the balance is always the ledger's sum.
 */

/** An entry asked for: what it is for, and where it comes from (unique per member and rule). */
export interface PointsSource {
  ruleCode: string;
  sourceKind: string;
  sourceId: string;
}

/** The source kind of a sign-in's entry; its id is the day signed. */
export const SIGN_IN_SOURCE = 'sign_in_day';

export interface PostedEntry {
  id: string;
  amount: number;
  balanceAfter: number;
  day: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('yyyy-MM-dd') a moment falls on in a zone. */
export function dayIn(zone: string, at: Date): string {
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

/** The day `days` after (negative: before) a 'yyyy-MM-dd' day. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The member's day of `now`: the tenant's zone decides when a day starts, not the server's. */
export async function tenantDay(db: Db, tenantId: string, now: Date): Promise<string> {
  const [row] = await db.select({ zone: tenant.timeZone }).from(tenant).where(eq(tenant.id, tenantId));
  return dayIn(row?.zone ?? 'Asia/Shanghai', now);
}

/**
 * Locks the member's balance row, creating it at 0 when missing, and answers the balance. `on conflict do
 * update` waits for a concurrent holder and returns the row as it committed.
 */
export async function lockBalance(tx: Db, scope: MemberScope, now: Date): Promise<number> {
  const [row] = await tx
    .insert(memberPoints)
    .values({ ...scope, integral: 0, gmtCreate: now, gmtModified: now })
    .onConflictDoUpdate({
      target: [memberPoints.tenantId, memberPoints.enterpriseId, memberPoints.userId],
      set: { gmtModified: now },
    })
    .returning({ integral: memberPoints.integral });
  if (!row) throw new Error('member_points row not locked');
  return row.integral;
}

const entryColumns = {
  id: pointsLedger.id,
  amount: pointsLedger.amount,
  balanceAfter: pointsLedger.balanceAfter,
  day: pointsLedger.localDay,
};

const ofMember = (scope: MemberScope) =>
  and(
    eq(pointsLedger.tenantId, scope.tenantId),
    eq(pointsLedger.enterpriseId, scope.enterpriseId),
    eq(pointsLedger.userId, scope.userId),
  );

/** The entry already written for this source, if any. */
export async function entryOf(db: Db, scope: MemberScope, source: PointsSource): Promise<PostedEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(pointsLedger)
    .where(
      and(
        ofMember(scope),
        eq(pointsLedger.ruleCode, source.ruleCode),
        eq(pointsLedger.sourceKind, source.sourceKind),
        eq(pointsLedger.sourceId, source.sourceId),
      ),
    );
  return row ?? null;
}

async function writeEntry(
  tx: Db,
  scope: MemberScope,
  source: PointsSource,
  amount: number,
  balance: number,
  day: string,
  now: Date,
): Promise<PostedEntry> {
  const balanceAfter = balance + amount;
  const [row] = await tx
    .insert(pointsLedger)
    .values({ ...scope, ...source, amount, balanceAfter, localDay: day, gmtCreate: now })
    .returning(entryColumns);
  if (!row) throw new Error('points_ledger row not written');
  await tx
    .update(memberPoints)
    .set({ integral: balanceAfter, gmtModified: now })
    .where(
      and(
        eq(memberPoints.tenantId, scope.tenantId),
        eq(memberPoints.enterpriseId, scope.enterpriseId),
        eq(memberPoints.userId, scope.userId),
      ),
    );
  return row;
}

/**
 * Awards a rule's points for a source, inside the caller's transaction: `amount` when given (the sign-in's
 * streak bonus), the rule's points otherwise, cut to what the daily cap leaves. Answers the entry, the one
 * written before for the same source, or null when the rule is missing or disabled or the cap is reached (an
 * award is a side effect: it never fails the action that earned it).
 */
export async function awardPoints(
  tx: Db,
  scope: MemberScope,
  source: PointsSource,
  now: Date,
  amount?: number,
): Promise<PostedEntry | null> {
  const balance = await lockBalance(tx, scope, now);
  const done = await entryOf(tx, scope, source);
  if (done) return done;
  const [rule] = await tx
    .select({ points: pointsRule.points, dailyCap: pointsRule.dailyCap, statusId: pointsRule.statusId })
    .from(pointsRule)
    .where(
      and(
        eq(pointsRule.tenantId, scope.tenantId),
        eq(pointsRule.enterpriseId, scope.enterpriseId),
        eq(pointsRule.ruleCode, source.ruleCode),
      ),
    );
  if (!rule || rule.statusId !== 1) return null;
  const day = await tenantDay(tx, scope.tenantId, now);
  let award = amount ?? rule.points;
  if (rule.dailyCap !== null) {
    const [earned] = await tx
      .select({ total: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
      .from(pointsLedger)
      .where(
        and(
          ofMember(scope),
          eq(pointsLedger.ruleCode, source.ruleCode),
          eq(pointsLedger.localDay, day),
          gt(pointsLedger.amount, 0),
        ),
      );
    award = Math.min(award, rule.dailyCap - Number(earned?.total ?? 0));
  }
  if (award <= 0) return null;
  return writeEntry(tx, scope, source, award, balance, day, now);
}

/**
 * Spends `cost` points for a source (an exchange in the mall), inside the caller's transaction. Refused, with
 * nothing written, when the balance does not cover it; a repeat of the same source answers the first entry.
 */
export async function spendPoints(
  tx: Db,
  scope: MemberScope,
  source: PointsSource,
  cost: number,
  now: Date,
): Promise<PostedEntry> {
  if (!Number.isInteger(cost) || cost <= 0)
    throw new Error(`points: a cost must be a positive integer (${cost})`);
  const balance = await lockBalance(tx, scope, now);
  const done = await entryOf(tx, scope, source);
  if (done) return done;
  if (balance < cost) throw new BizError('points.insufficient', { balance, cost });
  const day = await tenantDay(tx, scope.tenantId, now);
  return writeEntry(tx, scope, source, -cost, balance, day, now);
}

/**
 * Gives back `amount` points spent for a source (a cancelled exchange), inside the caller's transaction. A repeat
 * of the same source answers the first entry.
 */
export async function refundPoints(
  tx: Db,
  scope: MemberScope,
  source: PointsSource,
  amount: number,
  now: Date,
): Promise<PostedEntry> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`points: a refund must be a positive integer (${amount})`);
  const balance = await lockBalance(tx, scope, now);
  const done = await entryOf(tx, scope, source);
  if (done) return done;
  const day = await tenantDay(tx, scope.tenantId, now);
  return writeEntry(tx, scope, source, amount, balance, day, now);
}
