import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { CreditRecord, CreditSummary } from '../../../contract/record';
import type { CreditSource } from '../../../contract/record.routes';
import type { Db } from '../../db/client';
import { creditRecord } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

const ofMember = (scope: MemberScope) =>
  and(
    eq(creditRecord.tenantId, scope.tenantId),
    eq(creditRecord.enterpriseId, scope.enterpriseId),
    eq(creditRecord.userId, scope.userId),
  );

/** Sums come back as numeric text on one driver and numbers on the other; one decimal place either way. */
const hours = (value: unknown): number => Math.round(Number(value ?? 0) * 10) / 10;

/**
 * The member's records, newest first. The running total is taken over all their records in the order they
 * were earned, before any filter or page, so each row shows the total as it stood once that record counted.
 */
export async function creditRecordPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; sourceType?: CreditSource | undefined },
): Promise<Page<CreditRecord>> {
  const ledger = db
    .select({
      id: creditRecord.id,
      sourceType: creditRecord.sourceType,
      sourceName: creditRecord.sourceName,
      creditHour: creditRecord.creditHour,
      gmtCreate: creditRecord.gmtCreate,
      runningTotal: sql<string>`sum(${creditRecord.creditHour})
        over (order by ${creditRecord.gmtCreate}, ${creditRecord.id})`.as('running_total'),
    })
    .from(creditRecord)
    .where(ofMember(scope))
    .as('ledger');
  const filter = q.sourceType === undefined ? undefined : eq(ledger.sourceType, q.sourceType);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(ledger)
    .where(filter);
  const rows = await db
    .select()
    .from(ledger)
    .where(filter)
    .orderBy(desc(ledger.gmtCreate), desc(ledger.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      sourceType: r.sourceType as CreditSource,
      sourceName: r.sourceName,
      creditHour: hours(r.creditHour),
      runningTotal: hours(r.runningTotal),
      gmtCreate: formatDateTime(r.gmtCreate),
    })),
    q,
    Number(total?.n ?? 0),
  );
}

export async function creditSummary(db: Db, scope: MemberScope, now: Date): Promise<CreditSummary> {
  const yearStart = new Date(now.getFullYear(), 0, 1);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${creditRecord.creditHour}), 0)`,
      year: sql<string>`coalesce(sum(${creditRecord.creditHour}) filter (where ${creditRecord.gmtCreate}
        >= cast(${yearStart.toISOString()} as timestamptz)), 0)`,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(creditRecord)
    .where(ofMember(scope));
  return {
    creditHour: hours(row?.total),
    yearCreditHour: hours(row?.year),
    recordCount: Number(row?.n ?? 0),
  };
}
