import { and, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { AnnouncementRecord, AnnouncementView, PublicAnnouncementView } from '../../../contract/notice';
import type { Site } from '../../http/context';
import type { Db } from '../../db/client';
import { announcement, announcementComment, announcementUser } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { plainSummary, sanitizeHtml } from '../../shared/sanitize';
import { keywordMatchIn, snippetAround, type SearchWindow } from '../../shared/keyword-search';

const mineJoin = (scope: MemberScope) =>
  and(
    eq(announcementUser.tenantId, announcement.tenantId),
    eq(announcementUser.announcementId, announcement.id),
    eq(announcementUser.userId, scope.userId),
  );

/** Published, enabled announcements of the caller's company that the caller has not deleted. */
function visible(scope: MemberScope, now: Date): SQL {
  return and(
    eq(announcement.tenantId, scope.tenantId),
    eq(announcement.enterpriseId, scope.enterpriseId),
    eq(announcement.statusId, 1),
    lte(announcement.publishTime, now),
    or(isNull(announcementUser.isHidden), eq(announcementUser.isHidden, 0)),
  ) as SQL;
}

const isReadSql = sql<number>`coalesce(${announcementUser.isRead}, 0)`;

function recordColumns() {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    publisher: announcement.publisher,
    publishTime: announcement.publishTime,
    isRead: isReadSql,
    isAdmire: sql<number>`coalesce(${announcementUser.isAdmire}, 0)`,
    admireCount: sql<number>`(select cast(count(*) as int) from ${announcementUser} au
      where au.tenant_id = ${announcement.tenantId} and au.announcement_id = ${announcement.id}
      and au.is_admire = 1)`,
    commentCount: sql<number>`(select cast(count(*) as int) from ${announcementComment} c
      where c.tenant_id = ${announcement.tenantId} and c.announcement_id = ${announcement.id})`,
  };
}

type Row = {
  id: string;
  title: string;
  content: string;
  publisher: string;
  publishTime: Date;
  isRead: number;
  isAdmire: number;
  admireCount: number;
  commentCount: number;
};

function toRecord(r: Row): AnnouncementRecord {
  return {
    id: r.id,
    title: r.title,
    summary: plainSummary(r.content),
    publisher: r.publisher,
    publishTime: formatDateTime(new Date(r.publishTime)),
    isRead: Number(r.isRead) === 1 ? 1 : 0,
    isAdmire: Number(r.isAdmire) === 1 ? 1 : 0,
    admireCount: Number(r.admireCount),
    commentCount: Number(r.commentCount),
  };
}

export async function announcementPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; isRead?: 0 | 1 },
  now: Date,
): Promise<Page<AnnouncementRecord>> {
  const where = and(
    visible(scope, now),
    q.isRead === undefined ? undefined : sql`${isReadSql} = ${q.isRead}`,
  );
  const [total] = await db
    .select({ n: count() })
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(where);
  const rows = await db
    .select(recordColumns())
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(where)
    .orderBy(desc(announcement.publishTime), desc(announcement.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(rows.map(toRecord), q, total?.n ?? 0);
}

export async function announcementCounts(
  db: Db,
  scope: MemberScope,
  now: Date,
): Promise<{ totalCount: number; readCount: number; unreadCount: number }> {
  const [row] = await db
    .select({ total: count(), read: sql<number>`cast(count(*) filter (where ${isReadSql} = 1) as int)` })
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(visible(scope, now));
  const totalCount = row?.total ?? 0;
  const readCount = Number(row?.read ?? 0);
  return { totalCount, readCount, unreadCount: totalCount - readCount };
}

/** Ids among `ids` (all when absent) visible to the caller, optionally only unread ones. */
async function visibleIds(
  db: Db,
  scope: MemberScope,
  ids: string[] | undefined,
  now: Date,
  unreadOnly: boolean,
): Promise<string[]> {
  const rows = await db
    .select({ id: announcement.id })
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(
      and(
        visible(scope, now),
        ids === undefined ? undefined : inArray(announcement.id, ids),
        unreadOnly ? sql`${isReadSql} = 0` : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

async function setMine(
  db: Db,
  scope: MemberScope,
  ids: string[],
  values: { isRead?: number; isAdmire?: number; isHidden?: number },
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(announcementUser)
    .values(
      ids.map((announcementId) => ({
        tenantId: scope.tenantId,
        announcementId,
        userId: scope.userId,
        ...values,
        gmtCreate: now,
        gmtModified: now,
      })),
    )
    .onConflictDoUpdate({
      target: [announcementUser.tenantId, announcementUser.announcementId, announcementUser.userId],
      set: { ...values, gmtModified: now },
    });
}

export async function readAnnouncements(
  db: Db,
  scope: MemberScope,
  target: { ids?: string[]; all?: 0 | 1 },
  now: Date,
): Promise<number> {
  const ids = await visibleIds(db, scope, target.all === 1 ? undefined : (target.ids ?? []), now, true);
  await setMine(db, scope, ids, { isRead: 1 }, now);
  return ids.length;
}

export async function hideAnnouncements(
  db: Db,
  scope: MemberScope,
  ids: string[],
  now: Date,
): Promise<number> {
  const found = await visibleIds(db, scope, ids, now, false);
  await setMine(db, scope, found, { isHidden: 1 }, now);
  return found.length;
}

async function visibleRow(db: Db, scope: MemberScope, id: string, now: Date): Promise<Row> {
  const [row] = await db
    .select(recordColumns())
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(and(visible(scope, now), eq(announcement.id, id)))
    .limit(1);
  if (!row) throw new BizError('notice.announcement.notFound');
  return row;
}

/** Throws unless the caller may see the announcement. */
export async function assertVisible(db: Db, scope: MemberScope, id: string, now: Date): Promise<void> {
  await visibleRow(db, scope, id, now);
}

export async function viewAnnouncement(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<AnnouncementView> {
  const row = await visibleRow(db, scope, id, now);
  if (Number(row.isRead) !== 1) await setMine(db, scope, [id], { isRead: 1 }, now);
  return { ...toRecord({ ...row, isRead: 1 }), content: sanitizeHtml(row.content) };
}

export async function toggleAdmire(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<{ isAdmire: 0 | 1; admireCount: number }> {
  const row = await visibleRow(db, scope, id, now);
  const next = Number(row.isAdmire) === 1 ? 0 : 1;
  await setMine(db, scope, [id], { isAdmire: next }, now);
  const after = await visibleRow(db, scope, id, now);
  return { isAdmire: next, admireCount: Number(after.admireCount) };
}

export interface AnnouncementMatch {
  id: string;
  title: string;
  summary: string;
  publisher: string;
  publishTime: Date;
  rank: number;
}

/**
 * Announcements the caller can see whose title or text (markup stripped) contains the keyword: title matches
 * first, then the newest.
 */
export async function searchAnnouncements(
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: SearchWindow,
  now: Date,
): Promise<{ total: number; rows: AnnouncementMatch[] }> {
  const match = keywordMatchIn(keyword, announcement.title, announcement.searchText);
  const where = and(visible(scope, now), match.where);
  const [total] = await db
    .select({ n: count() })
    .from(announcement)
    .leftJoin(announcementUser, mineJoin(scope))
    .where(where);
  const rows =
    window.limit === 0
      ? []
      : await db
          .select({
            id: announcement.id,
            title: announcement.title,
            content: announcement.content,
            publisher: announcement.publisher,
            publishTime: announcement.publishTime,
            rank: match.rank,
          })
          .from(announcement)
          .leftJoin(announcementUser, mineJoin(scope))
          .where(where)
          .orderBy(sql`${match.rank} desc`, desc(announcement.publishTime), desc(announcement.id))
          .limit(window.limit)
          .offset(window.offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: snippetAround(r.content, keyword),
      publisher: r.publisher,
      publishTime: new Date(r.publishTime),
      rank: Number(r.rank),
    })),
  };
}

/** A public announcement as a visitor of the site sees it (the site's company only, when it is bound). */
export async function publicAnnouncement(
  db: Db,
  site: Site,
  id: string,
  now: Date,
): Promise<PublicAnnouncementView> {
  const [row] = await db
    .select({
      id: announcement.id,
      title: announcement.title,
      content: announcement.content,
      publisher: announcement.publisher,
      publishTime: announcement.publishTime,
      admireCount: sql<number>`(select cast(count(*) as int) from ${announcementUser} au
        where au.tenant_id = ${announcement.tenantId} and au.announcement_id = ${announcement.id}
        and au.is_admire = 1)`,
      commentCount: sql<number>`(select cast(count(*) as int) from ${announcementComment} c
        where c.tenant_id = ${announcement.tenantId} and c.announcement_id = ${announcement.id})`,
    })
    .from(announcement)
    .where(
      and(
        eq(announcement.tenantId, site.tenantId),
        site.eid === null ? undefined : eq(announcement.enterpriseId, site.eid),
        eq(announcement.id, id),
        eq(announcement.statusId, 1),
        eq(announcement.isPublic, 1),
        lte(announcement.publishTime, now),
      ),
    )
    .limit(1);
  if (!row) throw new BizError('notice.announcement.notFound');
  return {
    id: row.id,
    title: row.title,
    summary: plainSummary(row.content),
    publisher: row.publisher,
    publishTime: formatDateTime(new Date(row.publishTime)),
    admireCount: Number(row.admireCount),
    commentCount: Number(row.commentCount),
    content: sanitizeHtml(row.content),
  };
}
