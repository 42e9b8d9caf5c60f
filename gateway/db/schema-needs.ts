import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Training needs (decision 0061): a company's collections of what its members want to learn, their suggested
 * topics, and each member's answer. Keys lead with tenant_id like every table. Whether a collection is open is
 * read from its window and the clock, never stored.
 */

/** A company's collection, open from `start_time` to `end_time`. */
export const trainingNeeds = pgTable(
  'training_needs',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    title: text('title').notNull(),
    /** Plain text. */
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 published, 0 draft (not shown to members). */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('training_needs_ent_idx').on(t.tenantId, t.enterpriseId, t.endTime),
  ],
);

/** A suggested topic of a collection, in `sort` order; `course_id` when it is one of the company's courses. */
export const trainingNeedsTopic = pgTable(
  'training_needs_topic',
  {
    id: idCol(),
    tenantId: tenantCol(),
    needsId: ref('needs_id').notNull(),
    topicName: text('topic_name').notNull(),
    description: text('description').notNull().default(''),
    courseId: ref('course_id'),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('training_needs_topic_needs_idx').on(t.tenantId, t.needsId, t.sort),
  ],
);

/**
 * A member's answer to a collection, one row per member and collection: the remarks, when they first
 * submitted and when they last changed it. A repeated or concurrent submission can only touch this row, and
 * holds it while it replaces the topics.
 */
export const trainingNeedsUser = pgTable(
  'training_needs_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    needsId: ref('needs_id').notNull(),
    userId: ref('user_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.needsId, t.userId] }),
    uniqueIndex('training_needs_user_id_uq').on(t.tenantId, t.id),
    index('training_needs_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/**
 * One topic of a member's answer, in `sort` order: a suggested topic (`topic_id`) or one of their own
 * (`topic_name`, with `topic_id` null), with its `NeedsPriority` and `NeedsForm`.
 */
export const trainingNeedsAnswer = pgTable(
  'training_needs_answer',
  {
    tenantId: tenantCol(),
    needsId: ref('needs_id').notNull(),
    userId: ref('user_id').notNull(),
    sort: integer('sort').notNull(),
    topicId: ref('topic_id'),
    topicName: text('topic_name').notNull().default(''),
    priority: smallint('priority').notNull(),
    form: smallint('form').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.needsId, t.userId, t.sort] }),
    // The summary counts a collection's answers by topic.
    index('training_needs_answer_topic_idx').on(t.tenantId, t.needsId, t.topicId),
  ],
);
