import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { LiveCard, LiveView } from '../../../contract/live';
import { LiveStatus } from '../../../contract/live.routes';
import type { Db } from '../../db/client';
import { liveRoom, liveViewer } from '../../db/schema-live';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { dirOf } from '../../shared/media-keys';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { grantMedia } from '../media/grant';
import { LIVE_PLAYLIST } from '../media/live-playlist';

export type RoomRow = typeof liveRoom.$inferSelect;

/**
 * Where a room is at `now`, from its times and its replay (never stored): not started before the start, live
 * until the end, then waiting for its replay until one is recorded, then finished.
 */
export function liveStatusAt(
  room: Pick<RoomRow, 'startTime' | 'endTime' | 'replayKey'>,
  now: Date,
): LiveStatus {
  if (now.getTime() < room.startTime.getTime()) return LiveStatus.notStarted;
  if (now.getTime() < room.endTime.getTime()) return LiveStatus.live;
  return room.replayKey ? LiveStatus.finished : LiveStatus.replayPending;
}

/** Members who have joined the room (opened its page at least once). */
const viewerCount = sql<number>`(select cast(count(*) as int) from ${liveViewer}
  where ${liveViewer.tenantId} = ${liveRoom.tenantId} and ${liveViewer.roomId} = ${liveRoom.id})`;

/** The rooms a member sees: every room of their company (search reads them through here too). */
export function ofCompany(scope: MemberScope) {
  return and(eq(liveRoom.tenantId, scope.tenantId), eq(liveRoom.enterpriseId, scope.enterpriseId));
}

function cardOf(room: RoomRow, viewers: number, now: Date): LiveCard {
  const status = liveStatusAt(room, now);
  return {
    id: room.id,
    liveName: room.liveName,
    cover: room.cover,
    lecturerName: room.lecturerName,
    startTime: formatDateTime(room.startTime),
    endTime: formatDateTime(room.endTime),
    liveStatus: status,
    hasReplay: status === LiveStatus.finished ? 1 : 0,
    viewerCount: Number(viewers),
  };
}

/** The company's rooms: live now, then coming ones (soonest first), then past ones (latest first). */
export async function livePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<LiveCard>> {
  const at = sql`cast(${now.toISOString()} as timestamptz)`;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(liveRoom)
    .where(ofCompany(scope));
  const rows = await db
    .select({ room: liveRoom, viewers: viewerCount })
    .from(liveRoom)
    .where(ofCompany(scope))
    .orderBy(
      sql`(case when ${liveRoom.startTime} <= ${at} and ${at} < ${liveRoom.endTime} then 0
        when ${at} < ${liveRoom.startTime} then 1 else 2 end)`,
      sql`(case when ${at} < ${liveRoom.startTime} then ${liveRoom.startTime} end) asc`,
      sql`(case when ${liveRoom.endTime} <= ${at} then ${liveRoom.endTime} end) desc`,
      sql`${liveRoom.startTime} asc`,
      sql`${liveRoom.id} desc`,
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => cardOf(r.room, r.viewers, now)),
    q,
    Number(total?.n ?? 0),
  );
}

/** A room of the caller's company, or the same 999 whether it is unknown or another company's or tenant's. */
async function findRoom(db: Db, scope: MemberScope, id: string): Promise<{ room: RoomRow; viewers: number }> {
  const [found] = await db
    .select({ room: liveRoom, viewers: viewerCount })
    .from(liveRoom)
    .where(and(ofCompany(scope), eq(liveRoom.id, id)))
    .limit(1);
  if (!found) throw new BizError('live.notFound');
  return found;
}

async function viewerOf(db: Db, scope: MemberScope, roomId: string) {
  const [row] = await db
    .select()
    .from(liveViewer)
    .where(
      and(
        eq(liveViewer.tenantId, scope.tenantId),
        eq(liveViewer.roomId, roomId),
        eq(liveViewer.userId, scope.userId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Opens a room's page: the caller counts as a viewer from now (joining again moves the time the next leave is
 * measured from), and gets the room with where their replay stopped.
 */
export async function watchRoom(db: Db, scope: MemberScope, id: string, now: Date): Promise<LiveView> {
  const { room } = await findRoom(db, scope, id);
  const [viewer] = await db
    .insert(liveViewer)
    .values({
      tenantId: scope.tenantId,
      roomId: room.id,
      userId: scope.userId,
      lastWatchTime: now,
      gmtCreate: now,
      gmtModified: now,
    })
    .onConflictDoUpdate({
      target: [liveViewer.tenantId, liveViewer.roomId, liveViewer.userId],
      set: { lastWatchTime: now, gmtModified: now },
    })
    .returning({ replayPosition: liveViewer.replayPosition });
  // Counted after joining, so the caller sees themselves among the viewers.
  const { viewers } = await findRoom(db, scope, id);
  return {
    ...cardOf(room, viewers, now),
    introduce: room.introduce,
    replayDuration: room.replayKey ? room.replayDuration : 0,
    position: Math.min(viewer?.replayPosition ?? 0, room.replayDuration),
  };
}

/**
 * A granted address of the room's live playlist, while it is live. An `api` call: a visitor is asked to sign
 * in (999, not 301, so the portal does not treat the visitor as signed out).
 */
export async function roomWatchUrl(
  db: Db,
  scope: MemberScope | null,
  id: string,
  now: Date,
): Promise<{ url: string; expiresIn: number }> {
  if (!scope) throw new BizError('live.signIn');
  const { room } = await findRoom(db, scope, id);
  if (liveStatusAt(room, now) !== LiveStatus.live || !room.streamKey) throw new BizError('live.notLive');
  const grant = await grantMedia(db, scope, room.streamKey, now);
  // The playlist is written per room (its window follows the room's start), so the address names the room.
  return {
    url: `${grant.urlOf(room.streamKey + LIVE_PLAYLIST)}?room=${room.id}`,
    expiresIn: grant.expiresIn,
  };
}

/** The replay of a finished room: a granted address, its length, and where the caller stopped. */
export async function playbackWatch(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<{ url: string; totalDuration: number; position: number; expiresIn: number }> {
  const { room } = await findRoom(db, scope, id);
  if (liveStatusAt(room, now) !== LiveStatus.finished || !room.replayKey) throw new BizError('live.noReplay');
  const grant = await grantMedia(db, scope, dirOf(room.replayKey), now);
  const viewer = await viewerOf(db, scope, room.id);
  return {
    url: grant.urlOf(room.replayKey),
    totalDuration: room.replayDuration,
    position: Math.min(viewer?.replayPosition ?? 0, room.replayDuration),
    expiresIn: grant.expiresIn,
  };
}

/**
 * The caller leaves: the seconds watched are added, but never more than the time since they joined (or last
 * left), so a page that reports too much, or twice, cannot inflate them; a replay's position is kept within
 * the replay. One statement, so leaves racing from two tabs add up correctly.
 */
export async function leaveRoom(
  db: Db,
  scope: MemberScope,
  body: { id: string; watchSeconds: number; position?: number | undefined },
  now: Date,
): Promise<null> {
  const { room } = await findRoom(db, scope, body.id);
  const at = sql`cast(${now.toISOString()} as timestamptz)`;
  const elapsed = sql`greatest(0, floor(extract(epoch from (${at} - coalesce(${liveViewer.lastWatchTime}, ${at})))))`;
  const keepsPosition =
    body.position !== undefined && liveStatusAt(room, now) === LiveStatus.finished && room.replayKey !== null;
  await db
    .update(liveViewer)
    .set({
      watchSeconds: sql`${liveViewer.watchSeconds} + cast(least(cast(${body.watchSeconds} as int), ${elapsed}) as int)`,
      lastWatchTime: now,
      gmtModified: now,
      ...(keepsPosition ? { replayPosition: Math.min(body.position ?? 0, room.replayDuration) } : {}),
    })
    .where(
      and(
        eq(liveViewer.tenantId, scope.tenantId),
        eq(liveViewer.roomId, room.id),
        eq(liveViewer.userId, scope.userId),
      ),
    );
  return null;
}
