import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import { EvaluationState } from '../../../contract/offline-review.routes';
import type {
  EvaluationTask,
  evaluationTaskCount as evaluationTaskCountShape,
  evaluationTaskPageRequest,
} from '../../../contract/offline-review';
import type { Db } from '../../db/client';
import { lecturer } from '../../db/schema-course';
import { offlineEvaluation } from '../../db/schema-evaluation';
import { offlineCourse } from '../../db/schema-offline';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num, qualified } from '../../shared/sql';
import { deadlineSql, opensAtSql, stateOf, toTime } from './evaluation';
import { courseLearners } from './learners';
import { at } from './sessions';

/*
 * The caller's evaluation tasks (decision 0060): the enabled offline courses of their company they learn that
 * have a form and whose first session has begun, each to do, done or expired. Those to do come first, the
 * nearest deadline first; then the done and the expired, newest first (by submission, or by deadline).
 */

/** The caller's tasks as a subquery, with where each stands at `now`. */
function tasksOf(db: Db, scope: MemberScope, now: Date) {
  const submitted = qualified(offlineEvaluation.gmtSubmitted);
  const state = sql<number>`(case when ${submitted} is not null then ${EvaluationState.done}
    when ${deadlineSql} <= ${at(now)} then ${EvaluationState.expired} else ${EvaluationState.todo} end)`;
  return db
    .select({
      courseId: offlineCourse.id,
      courseName: offlineCourse.courseName,
      cover: offlineCourse.cover,
      lecturerName: sql<string>`coalesce(${lecturer.lecturerName}, '')`.as('lecturer_name'),
      opensAt: sql<Date>`${opensAtSql}`.as('opens_at'),
      deadline: sql<Date>`${deadlineSql}`.as('deadline'),
      gmtSubmitted: offlineEvaluation.gmtSubmitted,
      state: state.as('state'),
    })
    .from(offlineCourse)
    .leftJoin(
      lecturer,
      and(eq(lecturer.tenantId, offlineCourse.tenantId), eq(lecturer.id, offlineCourse.lecturerId)),
    )
    .leftJoin(
      offlineEvaluation,
      and(
        eq(offlineEvaluation.tenantId, offlineCourse.tenantId),
        eq(offlineEvaluation.courseId, offlineCourse.id),
        eq(offlineEvaluation.enterpriseId, offlineCourse.enterpriseId),
        eq(offlineEvaluation.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(offlineCourse.tenantId, scope.tenantId),
        eq(offlineCourse.enterpriseId, scope.enterpriseId),
        eq(offlineCourse.statusId, 1),
        isNotNull(offlineCourse.evaluationFormId),
        sql`${opensAtSql} <= ${at(now)}`,
        sql`exists (select 1 from (${courseLearners(scope, qualified(offlineCourse.id))}) l
          where l.user_id = ${scope.userId})`,
      ),
    )
    .as('task');
}

export async function evaluationTaskPage(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof evaluationTaskPageRequest>,
  now: Date,
): Promise<Page<EvaluationTask>> {
  const tasks = tasksOf(db, scope, now);
  const where: SQL | undefined = q.state === undefined ? undefined : eq(tasks.state, q.state);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(tasks)
    .where(where);
  const rows = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(
      sql`(case when ${tasks.state} = ${EvaluationState.todo} then 0 else 1 end)`,
      sql`(case when ${tasks.state} = ${EvaluationState.todo} then ${tasks.deadline} end) asc nulls last`,
      sql`coalesce(${tasks.gmtSubmitted}, ${tasks.deadline}) desc`,
      sql`${tasks.courseId} desc`,
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const list = rows.map((r): EvaluationTask => {
    const opensAt = toTime(r.opensAt) ?? now;
    const deadline = toTime(r.deadline) ?? now;
    const submitted = toTime(r.gmtSubmitted);
    return {
      courseId: r.courseId,
      courseName: r.courseName,
      cover: r.cover,
      lecturerName: r.lecturerName,
      // The same rule as the query's, read again from the times it returned.
      state: stateOf({ opensAt, deadline }, submitted, now),
      opensAt: formatDateTime(opensAt),
      deadline: formatDateTime(deadline),
      gmtSubmitted: submitted ? formatDateTime(submitted) : null,
    };
  });
  return pageResult(list, q, num(total?.n));
}

export async function evaluationTaskCount(
  db: Db,
  scope: MemberScope,
  now: Date,
): Promise<z.output<typeof evaluationTaskCountShape>> {
  const tasks = tasksOf(db, scope, now);
  const of = (state: EvaluationState) =>
    sql<number>`cast(count(*) filter (where ${tasks.state} = ${state}) as int)`;
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as int)`,
      todo: of(EvaluationState.todo),
      done: of(EvaluationState.done),
      expired: of(EvaluationState.expired),
    })
    .from(tasks);
  return { total: num(row?.total), todo: num(row?.todo), done: num(row?.done), expired: num(row?.expired) };
}
