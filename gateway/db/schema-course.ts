import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Courses beyond the first slice (`course` and `course_user_progress` live in schema.ts): categories,
 * lecturers, the content tree, resources and their media, what a learner did with each node, and the social
 * parts (comments, ratings, likes, bookmarks). Every table leads its keys and indexes with tenant_id.
 */

/** A company's course category; `parent_id` 0 at the top. */
export const courseCategory = pgTable(
  'course_category',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    parentId: ref('parent_id').notNull().default('0'),
    categoryName: text('category_name').notNull(),
    sort: integer('sort').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('course_category_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** A lecturer of a company; `user_id` links the member account a lecturer signs in with, when there is one. */
export const lecturer = pgTable(
  'lecturer',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id'),
    lecturerName: text('lecturer_name').notNull(),
    headImg: text('head_img').notNull().default(''),
    /** Job title. */
    position: text('position').notNull().default(''),
    /** Plain text. */
    introduce: text('introduce').notNull().default(''),
    statusId: smallint('status_id').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('lecturer_ent_idx').on(t.tenantId, t.enterpriseId),
    index('lecturer_user_idx').on(t.tenantId, t.userId),
  ],
);

/** An image of an image-set resource, or an entry of an archive. */
export interface MediaImage {
  key: string;
  name: string;
  width: number;
  height: number;
}
export interface ArchiveEntryRow {
  name: string;
  size: number;
  directory: 0 | 1;
}
/** A playable rendition: `key` is a file (mp4, mp3, m4a) or an HLS playlist under the media root. */
export interface PlayKey {
  definition: string;
  format: 'hls' | 'mp4' | 'mp3' | 'm4a';
  key: string;
}

/**
 * A resource of a company's library: a media file and what the player needs to show it. `file_key` and the
 * other keys are paths under the gateway's media root; media links are granted per tenant and directory.
 */
export const resource = pgTable(
  'resource',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    resourceName: text('resource_name').notNull(),
    /** 2 video, 3 audio, 4 document, 5 image, 6 archive. */
    resourceType: smallint('resource_type').notNull(),
    /** Documents: pdf, doc, docx, xls, xlsx, ppt, pptx, txt. */
    docType: text('doc_type'),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** Seconds of video or audio. */
    duration: integer('duration').notNull().default(0),
    /** Pages of a document (1 for txt); images of an image set. */
    pageCount: integer('page_count').notNull().default(0),
    /** A PDF rendition of an office document. */
    pdfKey: text('pdf_key'),
    playKeys: jsonb('play_keys')
      .$type<PlayKey[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    images: jsonb('images')
      .$type<MediaImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archiveEntries: jsonb('archive_entries')
      .$type<ArchiveEntryRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Seconds an image set or a txt file must stay open to count as studied (0: the default). */
    dwellSeconds: integer('dwell_seconds').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('resource_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** An image-text lesson: rich text (sanitised when stored) and a dwell time. */
export const imageText = pgTable(
  'image_text',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    dwellSeconds: integer('dwell_seconds').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A node of a course's content tree: a chapter (content type 2) holding periods, or a period — a resource
 * (1, `resource_id`), an image-text lesson (4, `image_text_id`), an exam (3) or survey (5) by `target_id`.
 * Its id is the `subResourceId` of the calls.
 */
export const courseNode = pgTable(
  'course_node',
  {
    id: idCol(),
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    parentId: ref('parent_id').notNull().default('0'),
    nodeName: text('node_name').notNull(),
    contentType: smallint('content_type').notNull(),
    resourceId: ref('resource_id'),
    imageTextId: ref('image_text_id'),
    targetId: ref('target_id'),
    sort: integer('sort').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('course_node_course_idx').on(t.tenantId, t.courseId, t.sort),
  ],
);

/** What one member did in one node of one course. Positions and progress only ever rise. */
export const courseNodeUser = pgTable(
  'course_node_user',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    courseId: ref('course_id').notNull(),
    nodeId: ref('node_id').notNull(),
    /** Where the member left off: seconds, or a 1-based page / image. */
    position: real('position').notNull().default(0),
    /** The furthest point reached. */
    maxPosition: real('max_position').notNull().default(0),
    /** Pages or images seen, as a sorted list, for documents and image sets. */
    seenPages: jsonb('seen_pages')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    studySeconds: integer('study_seconds').notNull().default(0),
    studyProgress: smallint('study_progress').notNull().default(0),
    finished: smallint('finished').notNull().default(0),
    /** Highest report sequence seen; the player starts each opening's sequence from the clock's milliseconds. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastStudyTime: timestamp('last_study_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.courseId, t.nodeId] }),
    index('course_node_user_course_idx').on(t.tenantId, t.courseId, t.nodeId),
  ],
);

/** Study time per member and day, for the study summary (today, this week, in all). */
export const studyDay = pgTable(
  'study_day',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    /** 'yyyy-MM-dd' in the gateway's zone. */
    day: text('day').notNull(),
    studySeconds: integer('study_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.enterpriseId, t.userId, t.day] })],
);

/** A member went idle while studying a node (the attendance "hang up"). */
export const studyHangUp = pgTable(
  'study_hang_up',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    courseId: ref('course_id').notNull(),
    nodeId: ref('node_id').notNull(),
    idleSeconds: integer('idle_seconds').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_hang_up_user_idx').on(t.tenantId, t.userId, t.gmtCreate),
  ],
);

/** A file that goes with a course. */
export const courseware = pgTable(
  'courseware',
  {
    id: idCol(),
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    coursewareName: text('courseware_name').notNull(),
    fileKey: text('file_key').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('courseware_course_idx').on(t.tenantId, t.courseId),
  ],
);

export const courseComment = pgTable(
  'course_comment',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    content: text('content').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('course_comment_course_idx').on(t.tenantId, t.courseId, t.gmtCreate),
  ],
);

/** One rating per member and course; a new one replaces it. */
export const courseMark = pgTable(
  'course_mark',
  {
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    score: smallint('score').notNull(),
    remark: text('remark').notNull().default(''),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId, t.userId] })],
);

/** Likes (`kind` 1) and bookmarks (`kind` 2) of courses. */
export const courseReaction = pgTable(
  'course_reaction',
  {
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    kind: smallint('kind').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.kind, t.userId] }),
    index('course_reaction_user_idx').on(t.tenantId, t.userId, t.kind),
  ],
);

/**
 * A short-lived grant to read media under one directory of the media root, for one member of one tenant. The
 * address carries the token; only its SHA-256 is stored.
 */
export const mediaGrant = pgTable(
  'media_grant',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: tenantCol(),
    userId: ref('user_id').notNull(),
    /** A key prefix ending in '/': every file under it may be read with this grant. */
    dir: text('dir').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash] }), index('media_grant_exp_idx').on(t.tenantId, t.expiresAt)],
);
