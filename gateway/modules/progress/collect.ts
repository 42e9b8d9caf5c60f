import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { StudyCollect } from '../../../contract/progress';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { studyDay } from '../../db/schema-course';
import type { MemberScope } from '../../shared/member-scope';
import { statusCounts, studyStatusOf } from '../../shared/study-status';
import { dayOf } from './reports';

/** Days the week's figure covers: today and the six before it. */
const WEEK_DAYS = 7;

/**
 * The member's course study in figures. Counts run over the company's enabled courses, with the catalogue's
 * rule: a course without a progress row is not started. Seconds in all are the courses' studied time; today
 * and the week come from the per-day totals, on the gateway's calendar.
 */
export async function studyCollect(db: Db, scope: MemberScope, now: Date): Promise<StudyCollect> {
  const status = studyStatusOf(
    sql`(${courseUserProgress.studyProgress} >= 100)`,
    sql`(${courseUserProgress.studyProgress} > 0 or ${courseUserProgress.lastStudyTime} is not null)`,
  );
  const [counts] = await db
    .select(statusCounts(status))
    .from(course)
    .leftJoin(
      courseUserProgress,
      and(
        eq(courseUserProgress.tenantId, course.tenantId),
        eq(courseUserProgress.courseId, course.id),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
        eq(courseUserProgress.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(course.tenantId, scope.tenantId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.statusId, 1),
      ),
    );

  const [total] = await db
    .select({ seconds: sql<string | number>`coalesce(sum(${courseUserProgress.studyDuration}), 0)` })
    .from(courseUserProgress)
    .where(
      and(
        eq(courseUserProgress.tenantId, scope.tenantId),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
        eq(courseUserProgress.userId, scope.userId),
      ),
    );

  const today = dayOf(now);
  const weekStart = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (WEEK_DAYS - 1)));
  const [recent] = await db
    .select({
      today: sql<
        string | number
      >`coalesce(sum(${studyDay.studySeconds}) filter (where ${studyDay.day} = ${today}), 0)`,
      week: sql<string | number>`coalesce(sum(${studyDay.studySeconds}), 0)`,
    })
    .from(studyDay)
    .where(
      and(
        eq(studyDay.tenantId, scope.tenantId),
        eq(studyDay.enterpriseId, scope.enterpriseId),
        eq(studyDay.userId, scope.userId),
        gte(studyDay.day, weekStart),
        lte(studyDay.day, today),
      ),
    );

  return {
    courseCount: Number(counts?.totalCount ?? 0),
    notStartedCount: Number(counts?.notStartedCount ?? 0),
    learningCount: Number(counts?.learningCount ?? 0),
    learnedCount: Number(counts?.learnedCount ?? 0),
    studySeconds: Number(total?.seconds ?? 0),
    todaySeconds: Number(recent?.today ?? 0),
    weekSeconds: Number(recent?.week ?? 0),
  };
}
