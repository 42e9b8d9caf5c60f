import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { CourseProgress, StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import { offsetOf, pageResult, type MemberScope } from '../notice/scope';
import { studyStatusOf, studyStatusRank } from './status';

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

/** The columns of a course with the member's progress, as `toCourseProgress` reads them. */
export function courseProgressColumns(progress: SQL, status: SQL<StudyStatus>) {
  return {
    courseId: course.id,
    courseName: course.courseName,
    cover: course.cover,
    lecturerName: course.lecturerName,
    totalDuration: course.totalDuration,
    studyProgress: sql<number>`${progress}`,
    lastStudyTime: courseUserProgress.lastStudyTime,
    studyStatus: status,
  };
}

export function toCourseProgress(r: {
  courseId: string;
  courseName: string;
  cover: string;
  lecturerName: string;
  totalDuration: number;
  studyProgress: number;
  lastStudyTime: Date | string | null;
  studyStatus: StudyStatus;
}): CourseProgress {
  return {
    courseId: r.courseId,
    courseName: r.courseName,
    cover: r.cover,
    lecturerName: r.lecturerName,
    totalDuration: r.totalDuration,
    studyProgress: Math.min(100, Math.max(0, Number(r.studyProgress))),
    studyStatus: Number(r.studyStatus) as StudyStatus,
    lastStudyTime: r.lastStudyTime ? formatDateTime(new Date(r.lastStudyTime)) : null,
  };
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

/** The member's enabled courses of the company with their progress. */
export async function courseProgressPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; studyStatusList?: StudyStatus[] | undefined },
): Promise<Page<CourseProgress>> {
  const progress = sql`${courseUserProgress.studyProgress}`;
  const status = courseStudyStatus(progress);
  const where = memberProgressRows(scope, status, q.studyStatusList);
  const join = progressCourseIsEnabled;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(courseUserProgress)
    .innerJoin(course, join)
    .where(where);
  const rows = await db
    .select(courseProgressColumns(progress, status))
    .from(courseUserProgress)
    .innerJoin(course, join)
    .where(where)
    .orderBy(...progressOrder(status))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(rows.map(toCourseProgress), q, Number(total?.n ?? 0));
}
