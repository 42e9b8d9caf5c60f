import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MsgCollect, MsgNotice } from '../../../contract/notice';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { msgNotice } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

function mine(scope: MemberScope): SQL {
  return and(
    eq(msgNotice.tenantId, scope.tenantId),
    eq(msgNotice.enterpriseId, scope.enterpriseId),
    eq(msgNotice.userId, scope.userId),
  ) as SQL;
}

export async function messagePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; isRead?: 0 | 1; msgType?: 1 | 2 | 3 | 4 },
): Promise<Page<MsgNotice>> {
  const where = and(
    mine(scope),
    q.isRead === undefined ? undefined : eq(msgNotice.isRead, q.isRead),
    q.msgType === undefined ? undefined : eq(msgNotice.msgType, q.msgType),
  );
  const [total] = await db.select({ n: count() }).from(msgNotice).where(where);
  const rows = await db
    .select()
    .from(msgNotice)
    .where(where)
    .orderBy(desc(msgNotice.gmtCreate), desc(msgNotice.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      msgType: r.msgType as MsgNotice['msgType'],
      msgTitle: r.title,
      msgContent: r.content,
      isRead: r.isRead === 1 ? 1 : 0,
      gmtCreate: formatDateTime(r.gmtCreate),
    })),
    q,
    total?.n ?? 0,
  );
}

export async function unreadMessageCount(db: Db, scope: MemberScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(msgNotice)
    .where(and(mine(scope), eq(msgNotice.isRead, 0)));
  return row?.n ?? 0;
}

export async function readMessages(
  db: Db,
  scope: MemberScope,
  target: { ids?: string[]; all?: 0 | 1 },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(msgNotice)
    .set({ isRead: 1, readTime: now, gmtModified: now })
    .where(
      and(
        mine(scope),
        eq(msgNotice.isRead, 0),
        target.all === 1 ? undefined : inArray(msgNotice.id, target.ids ?? []),
      ),
    )
    .returning({ id: msgNotice.id });
  return rows.length;
}

export async function deleteMessages(db: Db, scope: MemberScope, ids: string[]): Promise<number> {
  const rows = await db
    .delete(msgNotice)
    .where(and(mine(scope), inArray(msgNotice.id, ids)))
    .returning({ id: msgNotice.id });
  return rows.length;
}

export async function collectMessages(db: Db, scope: MemberScope): Promise<MsgCollect> {
  const rows = await db
    .select({
      msgType: msgNotice.msgType,
      total: count(),
      unread: sql<number>`cast(count(*) filter (where ${msgNotice.isRead} = 0) as int)`,
    })
    .from(msgNotice)
    .where(mine(scope))
    .groupBy(msgNotice.msgType)
    .orderBy(msgNotice.msgType);
  const typeList = rows.map((r) => ({
    msgType: r.msgType as MsgCollect['typeList'][number]['msgType'],
    totalCount: Number(r.total),
    unreadCount: Number(r.unread),
  }));
  const totalCount = typeList.reduce((sum, r) => sum + r.totalCount, 0);
  const unreadCount = typeList.reduce((sum, r) => sum + r.unreadCount, 0);
  return { totalCount, readCount: totalCount - unreadCount, unreadCount, typeList };
}
