import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LecturerCourse } from '../../../contract/course';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { courseCategory, lecturer } from '../../db/schema-course';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern, num } from '../../shared/sql';
import { categoryJoin } from './catalogue';
import { learnedCountSql, markScoreSql, periodCountSql, studyCountSql } from './figures';

/**
 * Courses of the company taught by a lecturer the caller signs in as (`lecturer.user_id`), enabled or not: a
 * lecturer follows their own courses whatever their state. A member who is no lecturer simply has none.
 */
function ownCourses(scope: MemberScope, keyword: string | undefined): SQL {
  return and(
    eq(course.tenantId, scope.tenantId),
    eq(course.enterpriseId, scope.enterpriseId),
    sql`${course.lecturerId} in (select l.id from ${lecturer} l where l.tenant_id = ${scope.tenantId}
      and l.enterprise_id = ${scope.enterpriseId} and l.user_id = ${scope.userId})`,
    keyword === undefined ? undefined : sql`${course.courseName} ilike ${containsPattern(keyword)}`,
  ) as SQL;
}

export function lecturerCoursePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; keyword?: string | undefined },
): Promise<Page<LecturerCourse>> {
  return followedCoursePage(db, ownCourses(scope, q.keyword), q);
}

/** A page of the courses `where` picks, enabled or not, newest first, with their learners and rating. */
export async function followedCoursePage(
  db: Db,
  where: SQL,
  q: { pageCurrent: number; pageSize: number },
): Promise<Page<LecturerCourse>> {
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(course)
    .where(where);
  const rows = await db
    .select({
      id: course.id,
      courseName: course.courseName,
      cover: course.cover,
      categoryName: courseCategory.categoryName,
      totalDuration: course.totalDuration,
      periodCount: periodCountSql,
      studyCount: studyCountSql,
      learnedCount: learnedCountSql,
      markScore: markScoreSql,
      statusId: course.statusId,
      gmtCreate: course.gmtCreate,
    })
    .from(course)
    .leftJoin(courseCategory, categoryJoin)
    .where(where)
    .orderBy(desc(course.gmtCreate), desc(course.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      courseName: r.courseName,
      cover: r.cover,
      categoryName: r.categoryName ?? '',
      totalDuration: Math.max(0, r.totalDuration),
      periodCount: num(r.periodCount),
      studyCount: num(r.studyCount),
      learnedCount: num(r.learnedCount),
      markScore: num(r.markScore),
      statusId: r.statusId === 1 ? 1 : 0,
      gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    })),
    q,
    num(total?.n),
  );
}

export async function lecturerCourseCount(
  db: Db,
  scope: MemberScope,
  q: { keyword?: string | undefined },
): Promise<{ totalCount: number; enabledCount: number }> {
  const [row] = await db
    .select({
      n: sql<number>`cast(count(*) as int)`,
      enabled: sql<number>`cast(count(*) filter (where ${course.statusId} = 1) as int)`,
    })
    .from(course)
    .where(ownCourses(scope, q.keyword));
  return { totalCount: num(row?.n), enabledCount: num(row?.enabled) };
}
