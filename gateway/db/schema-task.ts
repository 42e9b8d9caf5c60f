import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * A study task's phases and their contents, and each member's state in a content that keeps its own (decision
 * 0051). Courses, exams and surveys keep their state in their own tables; image-text, offline training,
 * practical operation and job evaluation contents keep it here. Keys lead with tenant_id like every table.
 */

/** A phase of a task, in order; with `require_previous` it opens once the phase before it is learned. */
export const studyTaskPhase = pgTable(
  'study_task_phase',
  {
    id: idCol(),
    tenantId: tenantCol(),
    taskId: ref('task_id').notNull(),
    phaseName: text('phase_name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1: locked until every content of the previous phase is done. */
    requirePrevious: smallint('require_previous').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_task_phase_task_idx').on(t.tenantId, t.taskId),
  ],
);

/**
 * One content of a phase (its id is the spec's `phaseContentId`). `content_type` follows the spec's node types
 * with 1 for a course; `ref_id` names the course, exam or survey; the other kinds are described here.
 */
export const studyTaskContent = pgTable(
  'study_task_content',
  {
    id: idCol(),
    tenantId: tenantCol(),
    taskId: ref('task_id').notNull(),
    phaseId: ref('phase_id').notNull(),
    contentType: smallint('content_type').notNull(),
    /** The course, exam or survey; null for the kinds described in this row. */
    refId: ref('ref_id'),
    /** The content's own title (image-text, training, practical, evaluation); courses, exams and surveys use theirs. */
    contentName: text('content_name').notNull().default(''),
    /** Sanitised rich text: the image-text's body, the practical's instructions, the evaluation's description. */
    body: text('body').notNull().default(''),
    /** What the practical answer or the evaluation is judged by (plain text). */
    criteria: text('criteria').notNull().default(''),
    /** The offline training's place or the evaluation's assessor. */
    place: text('place').notNull().default(''),
    /** The training session's time; the practical's deadline is `end_time`. */
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** The mark a practical answer or an evaluation needs (of 100). */
    passScore: numeric('pass_score', { precision: 5, scale: 1, mode: 'number' }),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_task_content_task_idx').on(t.tenantId, t.taskId),
    index('study_task_content_ref_idx').on(t.tenantId, t.contentType, t.refId),
  ],
);

/**
 * A member's state in an image-text, offline training, practical or evaluation content: 1 under way (read,
 * answer handed in, signed in), 2 done (read to the end, attended, marked and passed), 3 not passed.
 */
export const studyTaskContentUser = pgTable(
  'study_task_content_user',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    contentId: ref('content_id').notNull(),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    status: smallint('status').notNull().default(1),
    score: numeric('score', { precision: 5, scale: 1, mode: 'number' }),
    /** The assessor's comment on a practical answer or an evaluation. */
    comment: text('comment').notNull().default(''),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.contentId, t.userId] }),
    index('study_task_content_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.taskId),
  ],
);

/**
 * A member's answer to a practical content: text and uploaded files (`upload_file` ids, in order), replaced by
 * each hand-in until it is marked. Where it stands (awaiting its mark, passed, not passed), the mark and the
 * assessor's comment are the member's `study_task_content_user` row.
 */
export const studyTaskPracticalAnswer = pgTable(
  'study_task_practical_answer',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    contentId: ref('content_id').notNull(),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    answerText: text('answer_text').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('practical_answer_uq').on(t.tenantId, t.contentId, t.userId),
    index('practical_answer_ent_idx').on(t.tenantId, t.enterpriseId, t.submitTime),
  ],
);

/**
 * A learner's comment on a study task, as typed (plain text, shown as text). Read by task, newest first; the
 * task's company is kept so a comment never reaches another company's members.
 */
export const studyTaskComment = pgTable(
  'study_task_comment',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    content: text('content').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_task_comment_task_idx').on(t.tenantId, t.taskId, t.gmtCreate),
  ],
);
