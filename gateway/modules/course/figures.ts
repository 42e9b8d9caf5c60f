import { sql, type SQL } from 'drizzle-orm';
import { ContentType } from '../../../contract/course.routes';
import { course, courseUserProgress } from '../../db/schema';
import { courseMark, courseNode, courseReaction } from '../../db/schema-course';
import { startedProgress } from '../../shared/study-status';

/*
 * A course's figures as correlated aggregates over its own rows, so one statement answers a whole page (and can
 * order by them) without a query per course. Each reads an index that leads with (tenant_id, course_id).
 */

/** Enabled nodes to study: everything but directories. */
export const periodCountSql = sql<number>`(select cast(count(*) as int) from ${courseNode} n
  where n.tenant_id = ${course.tenantId} and n.course_id = ${course.id} and n.status_id = 1
  and n.content_type <> ${ContentType.directory})`;

/** Members of the course's company who have started it. */
export const studyCountSql = sql<number>`(select cast(count(*) as int) from ${courseUserProgress} p
  where p.tenant_id = ${course.tenantId} and p.course_id = ${course.id}
  and p.enterprise_id = ${course.enterpriseId} and ${startedProgress('p')})`;

/** Members who have learned it (progress 100). */
export const learnedCountSql = sql<number>`(select cast(count(*) as int) from ${courseUserProgress} p
  where p.tenant_id = ${course.tenantId} and p.course_id = ${course.id}
  and p.enterprise_id = ${course.enterpriseId} and p.study_progress >= 100)`;

/** Average rating to one decimal, 0 while nobody has rated. */
export const markScoreSql = sql<number>`(select cast(coalesce(round(avg(m.score), 1), 0) as double precision)
  from ${courseMark} m where m.tenant_id = ${course.tenantId} and m.course_id = ${course.id})`;

export const markCountSql = sql<number>`(select cast(count(*) as int) from ${courseMark} m
  where m.tenant_id = ${course.tenantId} and m.course_id = ${course.id})`;

export const REACTION_LIKE = 1;
export const REACTION_BOOKMARK = 2;

export function reactionCountSql(kind: number): SQL<number> {
  return sql<number>`(select cast(count(*) as int) from ${courseReaction} r
    where r.tenant_id = ${course.tenantId} and r.course_id = ${course.id} and r.kind = ${kind})`;
}
