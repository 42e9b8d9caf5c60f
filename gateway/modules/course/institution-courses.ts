import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InstitutionView, LecturerCourse } from '../../../contract/course';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { course, courseUserProgress, enterpriseMember, institution } from '../../db/schema';
import { courseMark } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { containsPattern, num } from '../../shared/sql';
import { startedProgress } from '../../shared/study-status';
import { followedCoursePage } from './lecturer-courses';

/*
 * The institution center (spec §6): an institution user (userType 3) of the company follows the courses their
 * institution provides to it, enabled or not. Anyone else is refused as without permission (306), which the
 * portal shows as its permission page.
 */

const INSTITUTION_USER = 3;

/** The caller's institution in the token's company, or "no permission". */
async function myInstitution(db: Db, scope: MemberScope) {
  const [row] = await db
    .select({ id: institution.id, name: institution.name, intro: institution.intro })
    .from(enterpriseMember)
    .innerJoin(
      institution,
      and(
        eq(institution.tenantId, enterpriseMember.tenantId),
        eq(institution.id, enterpriseMember.institutionId),
        eq(institution.enterpriseId, enterpriseMember.enterpriseId),
      ),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, scope.userId),
        eq(enterpriseMember.userType, INSTITUTION_USER),
        eq(enterpriseMember.registerStatus, 2),
      ),
    )
    .limit(1);
  if (!row) throw new BizError('auth.noPermission', {}, 306);
  return row;
}

function institutionCourses(scope: MemberScope, institutionId: string, keyword?: string): SQL {
  return and(
    eq(course.tenantId, scope.tenantId),
    eq(course.enterpriseId, scope.enterpriseId),
    eq(course.institutionId, institutionId),
    keyword === undefined ? undefined : sql`${course.courseName} ilike ${containsPattern(keyword)}`,
  ) as SQL;
}

export async function institutionCoursePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; keyword?: string | undefined },
): Promise<Page<LecturerCourse>> {
  const mine = await myInstitution(db, scope);
  return followedCoursePage(db, institutionCourses(scope, mine.id, q.keyword), q);
}

export async function institutionView(db: Db, scope: MemberScope): Promise<InstitutionView> {
  const mine = await myInstitution(db, scope);
  const own = institutionCourses(scope, mine.id);
  const [counts] = await db
    .select({
      n: sql<number>`cast(count(*) as int)`,
      enabled: sql<number>`cast(count(*) filter (where ${course.statusId} = 1) as int)`,
    })
    .from(course)
    .where(own);
  const [learners] = await db
    .select({
      started: sql<number>`cast(count(distinct ${courseUserProgress.userId})
        filter (where ${startedProgress('course_user_progress')}) as int)`,
      learned: sql<number>`cast(count(distinct ${courseUserProgress.userId})
        filter (where ${courseUserProgress.studyProgress} >= 100) as int)`,
    })
    .from(courseUserProgress)
    .innerJoin(
      course,
      and(eq(course.tenantId, courseUserProgress.tenantId), eq(course.id, courseUserProgress.courseId)),
    )
    .where(and(own, eq(courseUserProgress.enterpriseId, scope.enterpriseId)));
  const [marks] = await db
    .select({
      score: sql<number>`cast(coalesce(round(avg(${courseMark.score}), 1), 0) as double precision)`,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(courseMark)
    .innerJoin(course, and(eq(course.tenantId, courseMark.tenantId), eq(course.id, courseMark.courseId)))
    .where(own);
  return {
    id: mine.id,
    name: mine.name,
    intro: mine.intro,
    courseCount: num(counts?.n),
    enabledCount: num(counts?.enabled),
    learnerCount: num(learners?.started),
    learnedCount: num(learners?.learned),
    markScore: num(marks?.score),
    markCount: num(marks?.n),
  };
}
