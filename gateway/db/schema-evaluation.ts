import {
  index,
  integer,
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
 * Evaluations of offline courses (decision 0060): a company's forms and their questions, and each learner's
 * evaluation of a course with its answers. Keys lead with tenant_id like every table.
 */

/** A company's evaluation form; a course names the one its learners fill in (`offline_course.evaluation_form_id`). */
export const evaluationForm = pgTable(
  'evaluation_form',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    title: text('title').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('evaluation_form_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** A question of a form: `target` is `EvaluationTarget` (course, lecturer), `kind` `QuestionKind` (rating, text). */
export const evaluationQuestion = pgTable(
  'evaluation_question',
  {
    id: idCol(),
    tenantId: tenantCol(),
    formId: ref('form_id').notNull(),
    target: smallint('target').notNull(),
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    /** 1 when it must be answered. */
    required: smallint('required').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('evaluation_question_form_idx').on(t.tenantId, t.formId, t.sort),
  ],
);

/**
 * A learner's evaluation of a course, given once: the unique key makes "once" hold under concurrent submits on
 * any number of gateway processes. It keeps the form answered, the course's lecturer at the time (whom its
 * lecturer questions rate) and the average of its ratings. `user_id` lets the learner read their own back; what
 * a lecturer reads of an anonymous course never names it.
 */
export const offlineEvaluation = pgTable(
  'offline_evaluation',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    formId: ref('form_id').notNull(),
    lecturerId: ref('lecturer_id'),
    /** Over its ratings, to one decimal; 0 when it has none. */
    average: numeric('average', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    gmtSubmitted: timestamp('gmt_submitted', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('offline_evaluation_uq').on(t.tenantId, t.courseId, t.userId),
    index('offline_evaluation_course_idx').on(t.tenantId, t.courseId, t.gmtSubmitted),
    index('offline_evaluation_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
    index('offline_evaluation_lecturer_idx').on(t.tenantId, t.lecturerId, t.gmtSubmitted),
  ],
);

/** One answer of an evaluation: a score for a rating question, words for a text question. */
export const offlineEvaluationAnswer = pgTable(
  'offline_evaluation_answer',
  {
    tenantId: tenantCol(),
    evaluationId: ref('evaluation_id').notNull(),
    questionId: ref('question_id').notNull(),
    score: smallint('score'),
    answerText: text('answer_text'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.evaluationId, t.questionId] }),
    index('offline_evaluation_answer_question_idx').on(t.tenantId, t.questionId),
  ],
);
