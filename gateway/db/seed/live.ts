import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { mediaInfo } from '../../media/manifest';
import { enterpriseMember } from '../schema';
import { liveRoom, liveViewer } from '../schema-live';
import { FILES, MINUTE_MS, type SeedContext, type Tx } from './context';
import { entry, readSeedData } from './seed-data';

/*
 * Each company's live rooms (live.json) with the colleagues who joined them; the learner has joined none.
 * Times are relative to the seed time.
 */

const FILE = 'live.json';

/** Every live room of the demo loops these segments (see scripts/make-demo-media.sh). */
export const DEMO_STREAM = 'demo/live/loop/';
/** The recorded replay of the finished session. */
export const DEMO_REPLAY = 'demo/live/replay/index.m3u8';

/** Minutes in a day. */
const DAY = 24 * 60;

/** A time relative to the seed time: days and minutes, added (negative: earlier). */
const offset = z
  .strictObject({ days: z.number().int().default(0), minutes: z.number().int().default(0) })
  .transform((o) => o.days * DAY + o.minutes);

const liveFile = z.record(
  z.string(),
  z.array(
    entry({
      liveName: z.string(),
      lecturerName: z.string(),
      /** course-NN.jpg of gateway/assets/covers. */
      cover: z.number().int().min(1),
      introduce: z.string(),
      start: offset,
      end: offset,
      /** Finished with the demo replay. */
      replay: z.boolean().default(false),
      /** How many colleagues have joined, and how long each watched (seconds). */
      viewers: z.number().int().min(0),
      watchSeconds: z.number().int().min(0),
    }),
  ),
);

/** Members of the company other than `except`, in member order (the "colleagues" who joined a room). */
async function colleagues(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  except: string,
): Promise<string[]> {
  const rows = await tx
    .select({ userId: enterpriseMember.userId })
    .from(enterpriseMember)
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.registerStatus, 2),
        ne(enterpriseMember.userId, except),
      ),
    )
    .orderBy(asc(enterpriseMember.sort), asc(enterpriseMember.userId));
  return rows.map((r) => r.userId);
}

export async function seedLiveRooms({ tx, refs, now }: SeedContext): Promise<void> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);
  const replay = mediaInfo(DEMO_REPLAY);
  for (const [key, rooms] of Object.entries(readSeedData(FILE, liveFile))) {
    const company = refs.company(key, FILE);
    const { tenantId, enterpriseId } = company;
    const people = await colleagues(tx, company, refs.learnerOf(company, FILE));
    for (const seed of rooms) {
      const [room] = await tx
        .insert(liveRoom)
        .values({
          tenantId,
          enterpriseId,
          liveName: seed.liveName,
          cover: `${FILES}/covers/course-${String(seed.cover).padStart(2, '0')}.jpg`,
          lecturerName: seed.lecturerName,
          introduce: seed.introduce,
          startTime: at(seed.start),
          endTime: at(seed.end),
          streamKey: DEMO_STREAM,
          replayKey: seed.replay ? DEMO_REPLAY : null,
          replayDuration: seed.replay ? (replay.duration ?? 0) : 0,
          gmtCreate: at(Math.min(seed.start, 0) - 7 * DAY),
        })
        .returning({ id: liveRoom.id });
      if (!room) throw new Error(`seed: live room ${seed.liveName} not created`);
      const joined = people.slice(0, seed.viewers);
      if (joined.length === 0) continue;
      const joinedAt = at(Math.max(seed.start, Math.min(seed.end, 0) - 60));
      await tx.insert(liveViewer).values(
        joined.map((userId, i) => ({
          tenantId,
          roomId: room.id,
          userId,
          watchSeconds: Math.max(60, seed.watchSeconds - i * 90),
          replayPosition: seed.replay ? Math.min(replay.duration ?? 0, 8 + i * 5) : 0,
          lastWatchTime: joinedAt,
          gmtCreate: joinedAt,
        })),
      );
    }
  }
}
