import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseMember } from '../../db/schema';
import { liveRoom } from '../../db/schema-live';

/*
 * The demo has no streaming origin: a room's "live" stream is a loop of short segments in its stream
 * directory, and its playlist is written on each request as a sliding window over an endless repetition of
 * that loop, positioned by the time since the room started. Every viewer, on every gateway, computes the same
 * window at the same moment, so they all see the same second of the "broadcast".
 */

/** The name, under a room's stream directory, of the generated playlist (no such file exists). */
export const LIVE_PLAYLIST = 'live.m3u8';
/** Every loop segment lasts this long (scripts/make-demo-media.sh cuts them so). */
export const LIVE_SEGMENT_SECONDS = 4;
/** Segments in each playlist: what a player buffers ahead of the live edge. */
export const LIVE_WINDOW = 3;

const MAX_BIGINT = 2n ** 63n - 1n;
const SEGMENT = /^seg(\d+)\.ts$/;
const segmentCache = new Map<string, string[]>();

/** The loop's segment names in order (seg0.ts, seg1.ts, ...); read once per directory. */
export async function loopSegments(streamDir: string): Promise<string[]> {
  const cached = segmentCache.get(streamDir);
  if (cached) return cached;
  let names: string[];
  try {
    names = await readdir(streamDir);
  } catch {
    return [];
  }
  const segments = names
    .map((name) => SEGMENT.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => m[0]);
  if (segments.length > 0) segmentCache.set(streamDir, segments);
  return segments;
}

/**
 * The live playlist at `now` of a stream that began at `startedAt`: the media sequence is the number of whole
 * segments since the start, the window holds LIVE_WINDOW segments from there, and a discontinuity precedes
 * each segment where the loop begins again (its timestamps restart). No ENDLIST: the player keeps reloading.
 */
export function livePlaylistText(segments: readonly string[], startedAt: Date, now: Date): string {
  if (segments.length === 0) throw new Error('a live loop needs at least one segment');
  const loop = segments.length;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  const sequence = Math.floor(elapsed / (LIVE_SEGMENT_SECONDS * 1000));
  // Discontinuities before the first listed segment: one per restart of the loop strictly before it.
  const discontinuities = sequence > 0 ? Math.floor((sequence - 1) / loop) : 0;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${sequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`,
  ];
  for (let n = sequence; n < sequence + LIVE_WINDOW; n += 1) {
    const index = n % loop;
    if (index === 0 && n > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${LIVE_SEGMENT_SECONDS.toFixed(3)},`, segments[index] ?? '');
  }
  return lines.join('\n') + '\n';
}

/**
 * The playlist of room `roomId` whose stream directory is `streamKey`, for a member of the room's company, while
 * the room is live; null for an unknown room, another tenant's or company's, one streaming elsewhere, or one not
 * live at `now`.
 */
export async function roomLivePlaylist(
  db: Db,
  mediaRoot: string,
  viewer: { tenantId: string; userId: string },
  streamKey: string,
  roomId: string,
  now: Date,
): Promise<string | null> {
  if (!/^[1-9]\d{0,18}$/.test(roomId) || BigInt(roomId) > MAX_BIGINT) return null;
  const [room] = await db
    .select({ startTime: liveRoom.startTime })
    .from(liveRoom)
    .innerJoin(
      enterpriseMember,
      and(
        eq(enterpriseMember.tenantId, liveRoom.tenantId),
        eq(enterpriseMember.enterpriseId, liveRoom.enterpriseId),
        eq(enterpriseMember.userId, viewer.userId),
        eq(enterpriseMember.registerStatus, 2),
      ),
    )
    .where(
      and(
        eq(liveRoom.tenantId, viewer.tenantId),
        eq(liveRoom.id, roomId),
        eq(liveRoom.streamKey, streamKey),
        lte(liveRoom.startTime, now),
        gt(liveRoom.endTime, now),
      ),
    )
    .limit(1);
  if (!room) return null;
  const segments = await loopSegments(join(mediaRoot, streamKey));
  return segments.length === 0 ? null : livePlaylistText(segments, room.startTime, now);
}
