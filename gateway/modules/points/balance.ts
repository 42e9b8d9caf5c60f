import { and, asc, count, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import {
  PointsDirection,
  PointsEntry,
  type PointsRecord,
  type PointsRuleItem,
  type PointsSummary,
  type pointsRecordRequest,
} from '../../../contract/points';
import type { Db } from '../../db/client';
import { memberPoints } from '../../db/schema';
import { pointsLedger, pointsRule } from '../../db/schema-points';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { tenantDay } from '../../shared/points-ledger';

/* A member's balance, the ledger behind it and the company's rules (decision 0063). Reads only. */

const ofMember = (scope: MemberScope) =>
  and(
    eq(pointsLedger.tenantId, scope.tenantId),
    eq(pointsLedger.enterpriseId, scope.enterpriseId),
    eq(pointsLedger.userId, scope.userId),
  );

export async function ruleList(db: Db, scope: MemberScope): Promise<PointsRuleItem[]> {
  const rows = await db
    .select({
      ruleCode: pointsRule.ruleCode,
      points: pointsRule.points,
      dailyCap: pointsRule.dailyCap,
      streakEvery: pointsRule.streakEvery,
      streakBonus: pointsRule.streakBonus,
      statusId: pointsRule.statusId,
    })
    .from(pointsRule)
    .where(and(eq(pointsRule.tenantId, scope.tenantId), eq(pointsRule.enterpriseId, scope.enterpriseId)))
    .orderBy(asc(pointsRule.sort), asc(pointsRule.id));
  return rows.map((r) => ({ ...r, statusId: r.statusId === 1 ? 1 : 0 }));
}

export async function pointsSummary(db: Db, scope: MemberScope, now: Date): Promise<PointsSummary> {
  const today = await tenantDay(db, scope.tenantId, now);
  const [rules, [balance], [totals], earnedToday] = await Promise.all([
    ruleList(db, scope),
    db
      .select({ integral: memberPoints.integral })
      .from(memberPoints)
      .where(
        and(
          eq(memberPoints.tenantId, scope.tenantId),
          eq(memberPoints.enterpriseId, scope.enterpriseId),
          eq(memberPoints.userId, scope.userId),
        ),
      ),
    db
      .select({
        // A refund gives back what was spent: it lowers the spent total rather than counting as earned.
        earned: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} > 0
          and ${pointsLedger.ruleCode} <> ${PointsEntry.mallRefund}), 0)`,
        spent: sql<string>`coalesce(-sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} < 0
          or ${pointsLedger.ruleCode} = ${PointsEntry.mallRefund}), 0)`,
      })
      .from(pointsLedger)
      .where(ofMember(scope)),
    db
      .select({ ruleCode: pointsLedger.ruleCode, total: sql<string>`sum(${pointsLedger.amount})` })
      .from(pointsLedger)
      .where(and(ofMember(scope), eq(pointsLedger.localDay, today), gt(pointsLedger.amount, 0)))
      .groupBy(pointsLedger.ruleCode),
  ]);
  const todayOf = new Map(earnedToday.map((r) => [r.ruleCode, Number(r.total)]));
  return {
    balance: balance?.integral ?? 0,
    earnedTotal: Number(totals?.earned ?? 0),
    spentTotal: Number(totals?.spent ?? 0),
    today,
    rules: rules.map((r) => ({ ...r, earnedToday: todayOf.get(r.ruleCode) ?? 0 })),
  };
}

export async function recordPage(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof pointsRecordRequest>,
): Promise<Page<PointsRecord>> {
  // Refunds belong with the spending they undo.
  const refund = eq(pointsLedger.ruleCode, PointsEntry.mallRefund);
  const direction: SQL | undefined =
    q.direction === PointsDirection.earned
      ? and(gt(pointsLedger.amount, 0), ne(pointsLedger.ruleCode, PointsEntry.mallRefund))
      : q.direction === PointsDirection.spent
        ? or(lt(pointsLedger.amount, 0), refund)
        : undefined;
  const where = and(ofMember(scope), direction);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        ruleCode: pointsLedger.ruleCode,
        amount: pointsLedger.amount,
        balanceAfter: pointsLedger.balanceAfter,
        sourceKind: pointsLedger.sourceKind,
        sourceId: pointsLedger.sourceId,
        day: pointsLedger.localDay,
        gmtCreate: pointsLedger.gmtCreate,
      })
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, gmtCreate: formatDateTime(r.gmtCreate) })),
    q,
    total?.n ?? 0,
  );
}
