import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';
import { trigramIndex } from './trigram';

/*
 * Live sessions. The status is derived from the times and the replay when read (not started before the start,
 * live until the end, then replay pending until `replay_key` is set, then finished), never stored.
 */

export const liveRoom = pgTable(
  'live_room',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    liveName: text('live_name').notNull(),
    cover: text('cover').notNull().default(''),
    lecturerName: text('lecturer_name').notNull().default(''),
    introduce: text('introduce').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The media directory whose segments the gateway loops as the room's live stream. */
    streamKey: text('stream_key').notNull().default(''),
    /** The replay (an HLS playlist or an mp4 under the media root) once recorded. */
    replayKey: text('replay_key'),
    replayDuration: integer('replay_duration').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('live_room_ent_idx').on(t.tenantId, t.enterpriseId, t.startTime),
    trigramIndex('live_room_name_trgm', t.liveName),
    trigramIndex('live_room_introduce_trgm', t.introduce),
  ],
);

/** A member's time in a room: joined, seconds watched live, where a replay stopped. */
export const liveViewer = pgTable(
  'live_viewer',
  {
    tenantId: tenantCol(),
    roomId: ref('room_id').notNull(),
    userId: ref('user_id').notNull(),
    watchSeconds: integer('watch_seconds').notNull().default(0),
    replayPosition: real('replay_position').notNull().default(0),
    lastWatchTime: timestamp('last_watch_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roomId, t.userId] })],
);
