import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Surveys: a company's questionnaires, who was asked, and what they answered. Like every tenant-owned table,
 * each leads its keys and indexes with tenant_id; ids are 64-bit integers read and written as decimal strings.
 */

/** A company's survey; answers are taken between the start and end times. */
export const survey = pgTable(
  'survey',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 1: results never tie an answer to a person. */
    anonymous: smallint('anonymous').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 published, 0 draft. */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('survey_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** A question of a survey; the columns a type does not use keep their defaults. */
export const surveyQuestion = pgTable(
  'survey_question',
  {
    id: idCol(),
    tenantId: tenantCol(),
    surveyId: ref('survey_id').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 single, 2 multiple, 3 text, 4 rating. */
    questionType: smallint('question_type').notNull(),
    title: text('title').notNull(),
    required: smallint('required').notNull().default(1),
    /** Choice questions: [{optionKey, content}] in the order shown. */
    options: jsonb('options').$type<{ optionKey: string; content: string }[]>().notNull().default([]),
    minChoices: integer('min_choices').notNull().default(1),
    /** Multiple choice; 0 means every option may be chosen. */
    maxChoices: integer('max_choices').notNull().default(0),
    maxLength: integer('max_length').notNull().default(500),
    scaleMax: smallint('scale_max').notNull().default(5),
    lowLabel: text('low_label').notNull().default(''),
    highLabel: text('high_label').notNull().default(''),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('survey_question_idx').on(t.tenantId, t.surveyId, t.sort),
  ],
);

/** A survey given to a member. */
export const surveyUser = pgTable(
  'survey_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    surveyId: ref('survey_id').notNull(),
    userId: ref('user_id').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('survey_user_uq').on(t.tenantId, t.surveyId, t.userId),
    index('survey_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/**
 * A member's submission. The unique key makes "only once" hold under concurrent submits on any number of
 * gateway processes. `user_id` stays so the member can read their own answers back; results of an anonymous
 * survey never read it.
 */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    surveyId: ref('survey_id').notNull(),
    userId: ref('user_id').notNull(),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('survey_response_uq').on(t.tenantId, t.surveyId, t.userId),
  ],
);

/**
 * One answer value: a row per chosen option of a choice question, one row for a text or a rating. Results
 * are counts over these rows.
 */
export const surveyAnswer = pgTable(
  'survey_answer',
  {
    id: idCol(),
    tenantId: tenantCol(),
    surveyId: ref('survey_id').notNull(),
    responseId: ref('response_id').notNull(),
    questionId: ref('question_id').notNull(),
    optionKey: text('option_key'),
    answerText: text('answer_text'),
    rating: smallint('rating'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('survey_answer_question_idx').on(t.tenantId, t.surveyId, t.questionId),
    index('survey_answer_response_idx').on(t.tenantId, t.responseId),
  ],
);
