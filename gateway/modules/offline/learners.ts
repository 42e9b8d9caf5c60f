import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PhaseContentType } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { enterpriseMember, studyTask, studyTaskUser } from '../../db/schema';
import { offlineEnrolment } from '../../db/schema-offline';
import { studyTaskContent } from '../../db/schema-task';
import type { MemberScope } from '../../shared/member-scope';

/** A course id: a value, or a column or expression of the outer query. */
type CourseRef = SQL | AnyColumn | string;

/**
 * The learners of an offline course, as a subquery of user ids for `in (…)`: approved members of the company who
 * enrolled in it, or who are assigned a published study task holding it as an offline training (decision 0058).
 * Every call that asks who the learners are asks here. `courseId` may be a value or a column of the outer query.
 */
export function courseLearners(
  scope: Pick<MemberScope, 'tenantId' | 'enterpriseId'>,
  courseId: CourseRef,
): SQL {
  return sql`select m.user_id from ${enterpriseMember} m
    where m.tenant_id = ${scope.tenantId} and m.enterprise_id = ${scope.enterpriseId} and m.register_status = 2
      and (exists (select 1 from ${offlineEnrolment} e
          where e.tenant_id = m.tenant_id and e.enterprise_id = m.enterprise_id and e.course_id = ${courseId}
            and e.user_id = m.user_id)
        or exists (select 1 from ${studyTaskUser} u
          join ${studyTask} t on t.tenant_id = u.tenant_id and t.id = u.task_id
            and t.enterprise_id = u.enterprise_id and t.status_id = 1
          join ${studyTaskContent} c on c.tenant_id = u.tenant_id and c.task_id = u.task_id
            and c.content_type = ${PhaseContentType.offlineTraining} and c.ref_id = ${courseId}
          where u.tenant_id = m.tenant_id and u.enterprise_id = m.enterprise_id and u.user_id = m.user_id))`;
}

/** Whether the member is a learner of the course (see `courseLearners`). */
export async function isLearnerOf(
  db: Db,
  scope: Pick<MemberScope, 'tenantId' | 'enterpriseId'>,
  courseId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(enterpriseMember)
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, userId),
        sql`${enterpriseMember.userId} in (${courseLearners(scope, courseId)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many learners the course has, as SQL. */
export function learnerCountSql(
  scope: Pick<MemberScope, 'tenantId' | 'enterpriseId'>,
  courseId: CourseRef,
): SQL<number> {
  return sql<number>`(select cast(count(*) as int) from (${courseLearners(scope, courseId)}) learners)`;
}
