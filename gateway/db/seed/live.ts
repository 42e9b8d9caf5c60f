import { and, asc, eq, ne } from 'drizzle-orm';
import { mediaInfo } from '../../media/manifest';
import type { Db } from '../client';
import { enterpriseMember } from '../schema';
import { liveRoom, liveViewer } from '../schema-live';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE_MS = 60_000;
/** Minutes in a day (the seeds give times in minutes from the seed time). */
const DAY = 24 * 60;

/** Every live room of the demo loops these segments (see scripts/make-demo-media.sh). */
export const DEMO_STREAM = 'demo/live/loop/';
/** The recorded replay of the finished session. */
export const DEMO_REPLAY = 'demo/live/replay/index.m3u8';

export interface LiveRoomSeed {
  liveName: string;
  lecturerName: string;
  /** course-NN.jpg of gateway/assets/covers. */
  cover: number;
  introduce: string;
  /** Start and end relative to the seed time, in minutes. */
  startMinutes: number;
  endMinutes: number;
  replay?: boolean;
  /** How many colleagues have joined, and how long each watched (seconds). */
  viewers: number;
  watchSeconds: number;
}

/**
 * 星河科技: one room live now (and for the next 30 days, so the demo still shows a live room days later), one
 * tomorrow, one that ended yesterday and waits for its replay, and one finished with its replay.
 */
export const xingheLiveRooms: LiveRoomSeed[] = [
  {
    liveName: '星河学习平台季度学习简报',
    lecturerName: '郑佳',
    cover: 11,
    introduce:
      '每季度一次的学习简报：回顾本季度各部门的学习数据，介绍下季度的必修课程与考试安排，并现场解答大家在学习平台上遇到的问题。直播期间可随时进入，错过的内容可在结束后观看回放。',
    startMinutes: -10,
    endMinutes: 30 * DAY,
    viewers: 6,
    watchSeconds: 420,
  },
  {
    liveName: '信息安全月：钓鱼邮件识别实战',
    lecturerName: '陈立',
    cover: 12,
    introduce:
      '通过十几封真实改编的钓鱼邮件，演示如何从发件人、链接和附件三个方面识别可疑邮件，以及误点之后 30 分钟内应当做什么。适合全体员工参加。',
    startMinutes: DAY,
    endMinutes: DAY + 90,
    viewers: 0,
    watchSeconds: 0,
  },
  {
    liveName: '新员工答疑会（第 12 期）',
    lecturerName: '何静',
    cover: 13,
    introduce:
      '面向入职三个月内的新同事，集中解答考勤、报销、学习平台和信息安全方面的常见问题。回放正在整理中，整理完成后将在本页提供。',
    startMinutes: -(DAY + 120),
    endMinutes: -(DAY + 60),
    viewers: 4,
    watchSeconds: 2_700,
  },
  {
    liveName: '2025 年度培训规划发布会',
    lecturerName: '吴昊',
    cover: 14,
    introduce:
      '发布 2025 年度培训规划：每位员工全年不少于 40 学时，信息安全类课程全员覆盖，新员工第一周完成入职培训。本场直播已结束，可观看回放。',
    startMinutes: -5 * DAY,
    endMinutes: -5 * DAY + 60,
    replay: true,
    viewers: 5,
    watchSeconds: 1_800,
  },
];

/** 远山制造: one room, live now, so company isolation is visible while it runs. */
export const yuanshanLiveRooms: LiveRoomSeed[] = [
  {
    liveName: '安全生产月启动仪式',
    lecturerName: '邓峰',
    cover: 10,
    introduce: '安全生产月启动仪式直播：回顾上一年的安全生产情况，发布本月的隐患排查与应急演练安排。',
    startMinutes: -5,
    endMinutes: 30 * DAY,
    viewers: 1,
    watchSeconds: 300,
  },
];

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

/** The company's live rooms with colleagues who joined them; the learner (`userId`) has joined none. */
export async function seedLiveRooms(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string; userId: string },
  rooms: LiveRoomSeed[],
  now: Date,
): Promise<string[]> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);
  const people = await colleagues(tx, scope, scope.userId);
  const replay = mediaInfo(DEMO_REPLAY);
  const ids: string[] = [];
  for (const seed of rooms) {
    const [room] = await tx
      .insert(liveRoom)
      .values({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        liveName: seed.liveName,
        cover: `/gateway/files/covers/course-${String(seed.cover).padStart(2, '0')}.jpg`,
        lecturerName: seed.lecturerName,
        introduce: seed.introduce,
        startTime: at(seed.startMinutes),
        endTime: at(seed.endMinutes),
        streamKey: DEMO_STREAM,
        replayKey: seed.replay ? DEMO_REPLAY : null,
        replayDuration: seed.replay ? (replay.duration ?? 0) : 0,
        gmtCreate: at(Math.min(seed.startMinutes, 0) - 7 * DAY),
      })
      .returning({ id: liveRoom.id });
    if (!room) throw new Error(`seed: live room ${seed.liveName} not created`);
    ids.push(room.id);
    const joined = people.slice(0, seed.viewers);
    if (joined.length === 0) continue;
    const joinedAt = at(Math.max(seed.startMinutes, Math.min(seed.endMinutes, 0) - 60));
    await tx.insert(liveViewer).values(
      joined.map((userId, i) => ({
        tenantId: scope.tenantId,
        roomId: room.id,
        userId,
        watchSeconds: Math.max(60, seed.watchSeconds - i * 90),
        replayPosition: seed.replay ? Math.min(replay.duration ?? 0, 8 + i * 5) : 0,
        lastWatchTime: joinedAt,
        gmtCreate: joinedAt,
      })),
    );
  }
  return ids;
}
