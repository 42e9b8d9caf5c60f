import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { CourseProgress, StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import {
  courseStudyStatus,
  memberProgressRows,
  progressCourseIsEnabled,
  progressOrder,
} from '../../shared/course-progress';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

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
