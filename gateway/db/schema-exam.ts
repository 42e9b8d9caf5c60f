import { sql } from 'drizzle-orm';
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
 * Timed exams: the paper of an exam (sections and questions) and, per attempt (`exam_attempt` in schema.ts),
 * the answers saved by sequence number and the event log proctors read.
 */

/** A section of an exam's paper ("一、单项选择题"). */
export const examSection = pgTable(
  'exam_section',
  {
    id: idCol(),
    tenantId: tenantCol(),
    examId: ref('exam_id').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('exam_section_exam_idx').on(t.tenantId, t.examId, t.sort),
  ],
);

export interface ProblemOptionRow {
  optionKey: string;
  content: string;
}

/**
 * A question. Composite questions (type 6) hold the material; their children point at them with `parent_id`
 * and are answered one by one. `answer_key` holds what counts as correct, one list per part: the correct keys
 * of a choice question as one list; for a fill-in question one list per blank of the texts accepted there
 * (alternatives); empty for short answers (marked by a person) and composite questions.
 */
export const examProblem = pgTable(
  'exam_problem',
  {
    id: idCol(),
    tenantId: tenantCol(),
    examId: ref('exam_id').notNull(),
    sectionId: ref('section_id').notNull(),
    parentId: ref('parent_id'),
    /** 1 single, 2 multiple, 3 true/false, 4 fill-in, 5 short answer, 6 composite. */
    problemType: smallint('problem_type').notNull(),
    /** Rich text, sanitised when served. */
    content: text('content').notNull(),
    /** Points; a composite question's points are the sum of its children's. */
    score: numeric('score', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    options: jsonb('options')
      .$type<ProblemOptionRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    answerKey: jsonb('answer_key')
      .$type<string[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    analysis: text('analysis').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('exam_problem_exam_idx').on(t.tenantId, t.examId, t.sort),
  ],
);

/**
 * The latest answer of an attempt to one question. A save writes it only with a higher sequence number than
 * the stored one, so retries and saves arriving out of order never overwrite a newer answer.
 */
export const examAttemptAnswer = pgTable(
  'exam_attempt_answer',
  {
    tenantId: tenantCol(),
    attemptId: ref('attempt_id').notNull(),
    problemId: ref('problem_id').notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    seq: integer('seq').notNull(),
    /** Points earned: set by hand-in for objective questions, by a marker for short answers. */
    earned: numeric('earned', { precision: 6, scale: 1, mode: 'number' }),
    comment: text('comment'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.attemptId, t.problemId] })],
);

/**
 * What happened during an attempt, for proctors: start, answer saves (one row per save call), events the
 * browser reports (switch, warning, offline, online, clock hidden/shown) and the hand-in with who and why.
 */
export const examAttemptEvent = pgTable(
  'exam_attempt_event',
  {
    id: idCol(),
    tenantId: tenantCol(),
    attemptId: ref('attempt_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The browser's sequence number for reported events; null for the gateway's own rows. */
    seq: integer('seq'),
    /** When the browser saw it (events reported after going back online arrive late). */
    clientTime: timestamp('client_time', { withTimezone: true }),
    /** start: deadline; save: answers and highest seq; finish: reason and who (user id, null for the gateway). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The gateway clock's time of the row. */
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('exam_event_attempt_idx').on(t.tenantId, t.attemptId, t.id),
    // A retried report (same type and sequence number) is stored, and counted, once.
    uniqueIndex('exam_event_seq_uq')
      .on(t.tenantId, t.attemptId, t.eventType, t.seq)
      .where(sql`${t.seq} is not null`),
  ],
);
