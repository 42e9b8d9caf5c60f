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
} from 'drizzle-orm/pg-core';
import { bytea, created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Offline (classroom) courses, their sessions, who enrolled, and attendance by a rotating code (decision 0058).
 * Keys lead with tenant_id like every table.
 */

/** A classroom course of a company, with its lecturer (`lecturer`), place and the grace a late check-in gets. */
export const offlineCourse = pgTable(
  'offline_course',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseName: text('course_name').notNull(),
    cover: text('cover').notNull().default(''),
    /** Sanitised rich text. */
    introduce: text('introduce').notNull().default(''),
    /** A category of `course_category`, when it has one. */
    categoryId: ref('category_id'),
    /** The lecturer who teaches every session without one of its own. */
    lecturerId: ref('lecturer_id'),
    place: text('place').notNull().default(''),
    creditHour: numeric('credit_hour', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    /** Minutes after a session begins within which a check-in still counts as present. */
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(10),
    /** 1: evaluations reach the lecturer without the learner's name. */
    anonymousEvaluation: smallint('anonymous_evaluation').notNull().default(0),
    /** The company's evaluation form its learners fill in (decision 0060); none: the course is not evaluated. */
    evaluationFormId: ref('evaluation_form_id'),
    /** When evaluations close; none: `EVALUATION_OPEN_DAYS` after the last session ends. */
    evaluationDeadline: timestamp('evaluation_deadline', { withTimezone: true }),
    /** The lowest assessment score that passes (decision 0060). */
    passScore: smallint('pass_score').notNull().default(60),
    /** 1: visitors of a site bound to the company may read it. */
    isPublic: smallint('is_public').notNull().default(0),
    /** 1 enabled, 0 disabled (no longer shown to anyone). */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('offline_course_ent_idx').on(t.tenantId, t.enterpriseId),
    index('offline_course_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

/**
 * One class of a course. `code_secret` (random bytes written by whoever creates the row) signs the session's
 * codes, so a code is checked against this row alone, on any gateway instance.
 */
export const offlineSession = pgTable(
  'offline_session',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    sessionName: text('session_name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Empty: the course's place. */
    place: text('place').notNull().default(''),
    /** Its own lecturer, when not the course's. */
    lecturerId: ref('lecturer_id'),
    codeSecret: bytea('code_secret').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('offline_session_course_idx').on(t.tenantId, t.courseId, t.startTime),
    index('offline_session_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

/** A member who enrolled in a course: themself, or put there by an administrator (`enrolled_by`). */
export const offlineEnrolment = pgTable(
  'offline_enrolment',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    enrolledBy: ref('enrolled_by'),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.userId] }),
    index('offline_enrolment_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/**
 * A learner's attendance in one session, one row per learner and session, so a repeated or concurrent scan
 * can only touch the same row. `status` is `AttendanceStatus`, `source` `AttendanceSource`; the code issue
 * times are kept for audit.
 */
export const offlineAttendance = pgTable(
  'offline_attendance',
  {
    tenantId: tenantCol(),
    sessionId: ref('session_id').notNull(),
    userId: ref('user_id').notNull(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    status: smallint('status').notNull(),
    source: smallint('source').notNull(),
    /** The lecturer (a user) who marked it by hand; null for a scan. */
    markedBy: ref('marked_by'),
    checkInTime: timestamp('check_in_time', { withTimezone: true }),
    checkOutTime: timestamp('check_out_time', { withTimezone: true }),
    /** When the scanned check-in and check-out codes were issued. */
    codeIssuedAt: timestamp('code_issued_at', { withTimezone: true }),
    outCodeIssuedAt: timestamp('out_code_issued_at', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId, t.userId] }),
    index('offline_attendance_course_idx').on(t.tenantId, t.courseId, t.userId),
    index('offline_attendance_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/** A file of a course (an `upload_file` its lecturer uploaded), in the lecturer's order (decision 0060). */
export const offlineAttachment = pgTable(
  'offline_attachment',
  {
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    fileId: ref('file_id').notNull(),
    enterpriseId: ref('enterprise_id').notNull(),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId, t.fileId] })],
);

/**
 * The lecturer's assessment of a learner of a course, one per learner, replaced when given again (decision
 * 0060). Whether it passes is read against the course's pass score; its files are `upload_file` ids in order.
 */
export const offlineAssessment = pgTable(
  'offline_assessment',
  {
    tenantId: tenantCol(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    enterpriseId: ref('enterprise_id').notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    /** The lecturer (a user) who gave it last. */
    assessorId: ref('assessor_id').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.userId] }),
    index('offline_assessment_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);
