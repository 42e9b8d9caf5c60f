import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AttendanceStatus } from '../../contract/offline.routes';
import { ContentStatus } from '../../contract/study-task.routes';
import type { Db } from '../db/client';
import { course, courseUserProgress, exam, examAttempt } from '../db/schema';
import { offlineAttendance, offlineCourse, offlineSession } from '../db/schema-offline';
import { survey, surveyResponse } from '../db/schema-survey';
import type { MemberScope } from './member-scope';

/*
 * Where a member stands in a course, an exam, a survey or a classroom course, read from the kind's own records
 * (decisions 0051, 0058, 0059): course progress, exam attempts, a survey response, attendance. A study task's
 * contents and a study project's items name these the same way, so both read them through these fragments and
 * a course learned, an exam passed or a classroom course attended counts alike in either.
 *
 * A query joins the kind's rows with the join conditions below (each guarded by `when`, the condition that its
 * row is of that kind) and reads the status with the expressions below.
 */

const S = ContentStatus;

/** A column or expression of the outer query naming the tenant or the referenced id. */
type Ref = SQL | AnyColumn;

/** The member's attempts per exam: handed in, awaiting marking, still open, used, and the best mark. */
export function examAttemptStats(db: Db, scope: MemberScope) {
  return db
    .select({
      examId: examAttempt.examId,
      used: sql<number>`cast(count(*) as int)`.as('used'),
      finished: sql<number>`cast(count(*) filter (where ${examAttempt.finishTime} is not null) as int)`.as(
        'finished',
      ),
      pending: sql<number>`cast(count(*) filter (where ${examAttempt.state} <> 3) as int)`.as('pending'),
      best: sql<number | null>`cast(max(${examAttempt.score}) filter (where ${examAttempt.state} = 3)
        as double precision)`.as('best'),
      lastTry: sql<Date | null>`max(${examAttempt.startTime})`.as('last_try'),
    })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.tenantId, scope.tenantId),
        eq(examAttempt.enterpriseId, scope.enterpriseId),
        eq(examAttempt.userId, scope.userId),
      ),
    )
    .groupBy(examAttempt.examId)
    .as('attempt_stats');
}
export type ExamAttemptStats = ReturnType<typeof examAttemptStats>;

/**
 * The member's attendance per enabled classroom course among `courses` (a subquery of course ids): sessions,
 * those over and begun at `at`, the member's records in them (attended: present or late; excused: on leave),
 * and the first session's start and the last one's end.
 */
export function attendanceStats(db: Db, scope: MemberScope, at: SQL, courses: SQL) {
  const s = offlineSession;
  const a = offlineAttendance;
  const attended = sql`${a.status} in (${AttendanceStatus.present}, ${AttendanceStatus.late})`;
  return db
    .select({
      courseId: s.courseId,
      sessions: sql<number>`cast(count(*) as int)`.as('sessions'),
      over: sql<number>`cast(count(*) filter (where ${s.endTime} <= ${at}) as int)`.as('over'),
      begun: sql<number>`cast(count(*) filter (where ${s.startTime} <= ${at}) as int)`.as('begun'),
      recorded: sql<number>`cast(count(${a.status}) as int)`.as('recorded'),
      attended: sql<number>`cast(count(*) filter (where ${attended}) as int)`.as('attended'),
      excused: sql<number>`cast(count(*) filter (where ${a.status} = ${AttendanceStatus.leave}) as int)`.as(
        'excused',
      ),
      lastRecord: sql<Date | null>`max(${a.gmtModified})`.as('last_record'),
      firstStart: sql<Date | null>`min(${s.startTime})`.as('first_start'),
      lastEnd: sql<Date | null>`max(${s.endTime})`.as('last_end'),
    })
    .from(s)
    .innerJoin(
      offlineCourse,
      and(
        eq(offlineCourse.tenantId, s.tenantId),
        eq(offlineCourse.id, s.courseId),
        eq(offlineCourse.enterpriseId, s.enterpriseId),
        eq(offlineCourse.statusId, 1),
      ),
    )
    .leftJoin(
      a,
      and(
        eq(a.tenantId, s.tenantId),
        eq(a.sessionId, s.id),
        eq(a.enterpriseId, scope.enterpriseId),
        eq(a.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(s.tenantId, scope.tenantId),
        eq(s.enterpriseId, scope.enterpriseId),
        sql`${s.courseId} in (${courses})`,
      ),
    )
    .groupBy(s.courseId)
    .as('attendance_stats');
}
export type AttendanceStats = ReturnType<typeof attendanceStats>;

/** Joins an enabled course of the member's company. */
export const courseJoin = (scope: MemberScope, when: SQL, tenantId: Ref, refId: Ref) =>
  and(
    when,
    eq(course.tenantId, tenantId),
    eq(course.id, refId),
    eq(course.enterpriseId, scope.enterpriseId),
    eq(course.statusId, 1),
  );

/** Joins the member's progress row of the course. */
export const courseProgressJoin = (scope: MemberScope, when: SQL, tenantId: Ref, refId: Ref) =>
  and(
    when,
    eq(courseUserProgress.tenantId, tenantId),
    eq(courseUserProgress.courseId, refId),
    eq(courseUserProgress.userId, scope.userId),
    eq(courseUserProgress.enterpriseId, scope.enterpriseId),
  );

/** Joins an enabled exam of the member's company. */
export const examJoin = (scope: MemberScope, when: SQL, tenantId: Ref, refId: Ref) =>
  and(
    when,
    eq(exam.tenantId, tenantId),
    eq(exam.id, refId),
    eq(exam.enterpriseId, scope.enterpriseId),
    eq(exam.statusId, 1),
  );

/** Joins an enabled survey of the member's company. */
export const surveyJoin = (scope: MemberScope, when: SQL, tenantId: Ref, refId: Ref) =>
  and(
    when,
    eq(survey.tenantId, tenantId),
    eq(survey.id, refId),
    eq(survey.enterpriseId, scope.enterpriseId),
    eq(survey.statusId, 1),
  );

/** Joins the member's response to the survey. */
export const surveyResponseJoin = (scope: MemberScope, when: SQL, tenantId: Ref, refId: Ref) =>
  and(
    when,
    eq(surveyResponse.tenantId, tenantId),
    eq(surveyResponse.surveyId, refId),
    eq(surveyResponse.userId, scope.userId),
    eq(surveyResponse.enterpriseId, scope.enterpriseId),
  );

/** The member's progress in the joined course (0 without a row). */
export const courseProgressOf = () => sql<number>`coalesce(${courseUserProgress.studyProgress}, 0)`;

/** A course: done at 100, under way once any progress or study time is recorded. */
export function courseStatus(): SQL<ContentStatus> {
  const progress = courseProgressOf();
  return sql<ContentStatus>`(case when ${progress} >= 100 then ${S.done}
      when ${progress} > 0 or ${courseUserProgress.lastStudyTime} is not null then ${S.underway}
      else ${S.notStarted} end)`;
}

/**
 * An exam: done once the best mark reaches the pass mark; under way while an attempt awaits marking, or after a
 * failed one while the exam is still open; not passed once it closed (at `at`) or no attempt is left.
 */
export function examStatus(a: ExamAttemptStats, at: SQL): SQL<ContentStatus> {
  const closed = sql`(${at} >= ${exam.endTime} or coalesce(${a.used}, 0) >= ${exam.attemptLimit})`;
  return sql<ContentStatus>`(case when ${a.best} >= ${exam.passScore} then ${S.done}
      when coalesce(${a.pending}, 0) > 0 then ${S.underway}
      when coalesce(${a.finished}, 0) > 0 then (case when ${closed} then ${S.notPassed} else ${S.underway} end)
      else ${S.notStarted} end)`;
}

/** A survey: done once the member answered it. */
export function surveyStatus(): SQL<ContentStatus> {
  return sql<ContentStatus>`(case when ${surveyResponse.id} is null then ${S.notStarted} else ${S.done} end)`;
}

/**
 * A classroom course (decision 0058): done once every session is over and each was attended or excused, with
 * one attended at least; not passed when they are over otherwise; under way once a session began or the member
 * has a record.
 */
export function classroomStatus(o: AttendanceStats): SQL<ContentStatus> {
  const sessions = sql`coalesce(${o.sessions}, 0)`;
  const allOver = sql`(${sessions} > 0 and ${o.over} = ${sessions})`;
  return sql<ContentStatus>`(case
      when ${allOver} and ${o.attended} + ${o.excused} = ${sessions} and ${o.attended} > 0 then ${S.done}
      when ${allOver} then ${S.notPassed}
      when coalesce(${o.recorded}, 0) > 0 or coalesce(${o.begun}, 0) > 0 then ${S.underway}
      else ${S.notStarted} end)`;
}
