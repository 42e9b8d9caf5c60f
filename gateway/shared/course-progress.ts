import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudyStatus } from '../../contract/study';
import { course, courseUserProgress } from '../db/schema';
import type { MemberScope } from './member-scope';
import { studyStatusOf, studyStatusRank } from './study-status';

/*
 * "My courses": a member's progress rows joined to their enabled courses, filtered by learning status and in
 * one order. The list (study) and its export (progress) read them alike through these.
 */

/**
 * A course's learning status from the member's progress (0 where the member has no row yet): learned at 100,
 * learning once any progress or study time is recorded.
 */
export function courseStudyStatus(progress: SQL) {
  return studyStatusOf(
    sql`(${progress} >= 100)`,
    sql`(${progress} > 0 or ${courseUserProgress.lastStudyTime} is not null)`,
  );
}

/** Joins a member's progress row to its course, when the course is enabled. */
export const progressCourseIsEnabled = and(
  eq(course.tenantId, courseUserProgress.tenantId),
  eq(course.id, courseUserProgress.courseId),
  eq(course.enterpriseId, courseUserProgress.enterpriseId),
  eq(course.statusId, 1),
);

/** The member's progress rows of the company, of the given statuses when some are asked for. */
export function memberProgressRows(scope: MemberScope, status: SQL<StudyStatus>, statuses?: StudyStatus[]) {
  return and(
    eq(courseUserProgress.tenantId, scope.tenantId),
    eq(courseUserProgress.enterpriseId, scope.enterpriseId),
    eq(courseUserProgress.userId, scope.userId),
    statuses ? inArray(status, statuses) : undefined,
  );
}

/** "My courses" order: learning first (latest study first), then not started, then learned. */
export function progressOrder(status: SQL<StudyStatus>) {
  return [
    studyStatusRank(status),
    sql`${courseUserProgress.lastStudyTime} desc nulls last`,
    course.sort,
    desc(course.id),
  ];
}
