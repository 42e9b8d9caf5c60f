import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { RankBoard, RankCurrent, RankItem } from '../../../contract/rank';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { heldCountSql } from '../certificate/held';

/** What each board ranks by: points, credit hours, or the certificates held now (the header's figures). */
const VALUE: Record<RankBoard, (now: Date) => SQL> = {
  integral: () => sql`coalesce(${memberPoints.integral}, 0)`,
  creditHour: () => sql`cast(${enterpriseMember.creditHour} as double precision)`,
  certificate: (now) =>
    heldCountSql(
      {
        tenantId: sql`${enterpriseMember.tenantId}`,
        enterpriseId: sql`${enterpriseMember.enterpriseId}`,
        userId: sql`${enterpriseMember.userId}`,
      },
      sql`cast(${now.toISOString()} as timestamptz)`,
    ),
};

/** Approved, enabled members of the caller's company with their value and rank (equal values share one). */
function ranked(db: Db, scope: MemberScope, board: RankBoard, now: Date) {
  const value = VALUE[board](now);
  return db
    .select({
      userId: sql<string>`cast(${enterpriseMember.userId} as text)`.as('user_id'),
      name: sql<string>`${userAccount.name}`.as('name'),
      headPortrait: sql<string>`${userAccount.headPortrait}`.as('head_portrait'),
      department: sql<string>`coalesce(${memberPoints.department}, '')`.as('department'),
      value: sql<number>`${value}`.as('value'),
      rank: sql<number>`cast(rank() over (order by ${value} desc) as int)`.as('rank'),
    })
    .from(enterpriseMember)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, enterpriseMember.tenantId), eq(userAccount.id, enterpriseMember.userId)),
    )
    .leftJoin(
      memberPoints,
      and(
        eq(memberPoints.tenantId, enterpriseMember.tenantId),
        eq(memberPoints.enterpriseId, enterpriseMember.enterpriseId),
        eq(memberPoints.userId, enterpriseMember.userId),
      ),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.registerStatus, 2),
        eq(userAccount.statusId, 1),
      ),
    )
    .as('ranked');
}

function toItem(r: {
  rank: number;
  userId: string;
  name: string;
  headPortrait: string;
  value: number;
  department: string;
}): RankItem {
  return {
    rank: Number(r.rank),
    userId: String(r.userId),
    name: r.name,
    headPortrait: r.headPortrait,
    value: Number(r.value),
    department: r.department,
  };
}

export async function rankPage(
  db: Db,
  scope: MemberScope,
  board: RankBoard,
  q: { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<RankItem>> {
  const table = ranked(db, scope, board, now);
  const [total] = await db.select({ n: count() }).from(table);
  const rows = await db
    .select()
    .from(table)
    .orderBy(asc(table.rank), asc(sql`cast(${table.userId} as bigint)`))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(rows.map(toItem), q, total?.n ?? 0);
}

export async function rankCurrent(
  db: Db,
  scope: MemberScope,
  board: RankBoard,
  now: Date,
): Promise<RankCurrent> {
  const table = ranked(db, scope, board, now);
  const [total] = await db.select({ n: count() }).from(table);
  const [row] = await db.select().from(table).where(eq(table.userId, scope.userId)).limit(1);
  if (!row) throw new BizError('user.enterprise.notMember');
  return { ...toItem(row), totalCount: total?.n ?? 0 };
}
