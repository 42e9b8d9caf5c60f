import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ContentStatus } from '../../../contract/study-task.routes';
import { ProjectItemType } from '../../../contract/study-project.routes';
import type { Db } from '../../db/client';
import { course, courseUserProgress, exam } from '../../db/schema';
import { offlineCourse } from '../../db/schema-offline';
import { studyProject, studyProjectItem } from '../../db/schema-project';
import { survey, surveyResponse } from '../../db/schema-survey';
import {
  attendanceStats,
  classroomStatus,
  courseJoin,
  courseProgressJoin,
  courseProgressOf,
  courseStatus,
  examAttemptStats,
  examJoin,
  examStatus,
  surveyJoin,
  surveyResponseJoin,
  surveyStatus,
} from '../../shared/content-standing';
import type { MemberScope } from '../../shared/member-scope';

/*
 * Where a member stands in each item of the company's projects (decision 0059), read from the item's own
 * records exactly as a study task's contents are (gateway/shared/content-standing.ts): progress made in the
 * catalogue, in a task or in a project is the same progress.
 */

const P = ProjectItemType;

/** The gateway's clock as SQL, so an exam closes and a session ends when the clock says. */
export const atClock = (now: Date): SQL => sql`cast(${now.toISOString()} as timestamptz)`;

/** Published projects of the caller's company, as SQL over `study_project`. */
export function ofCompany(scope: MemberScope): SQL {
  return and(
    eq(studyProject.tenantId, scope.tenantId),
    eq(studyProject.enterpriseId, scope.enterpriseId),
    eq(studyProject.statusId, 1),
  ) as SQL;
}

/**
 * One row per item of the company's published projects (of one project when `projectId` is given) with where
 * the member stands in it, dropping an item whose course, classroom course, exam or survey is gone or disabled.
 */
export function memberItems(db: Db, scope: MemberScope, at: SQL, projectId?: string) {
  const i = studyProjectItem;
  const is = (type: ProjectItemType) => sql`${i.itemType} = ${type}`;
  const a = examAttemptStats(db, scope);
  // Only the classroom courses the company's projects hold.
  const o = attendanceStats(
    db,
    scope,
    at,
    sql`select pi.ref_id from ${studyProjectItem} pi join ${studyProject} pp
      on pp.tenant_id = pi.tenant_id and pp.id = pi.project_id
      where pi.tenant_id = ${scope.tenantId} and pi.item_type = ${P.offlineCourse}
        and pp.enterprise_id = ${scope.enterpriseId} and pp.status_id = 1${
          projectId === undefined ? sql`` : sql` and pi.project_id = ${projectId}`
        }`,
  );
  const status = sql<ContentStatus>`(case
    when ${is(P.course)} then ${courseStatus()}
    when ${is(P.exam)} then ${examStatus(a, at)}
    when ${is(P.survey)} then ${surveyStatus()}
    else ${classroomStatus(o)}
  end)`;
  const progress = sql<number>`(case when ${is(P.course)} then ${courseProgressOf()}
    when ${status} = ${ContentStatus.done} then 100 else 0 end)`;
  const when = (column: 'start' | 'end') =>
    sql<Date | null>`(case when ${is(P.exam)} then ${column === 'start' ? exam.startTime : exam.endTime}
      when ${is(P.survey)} then ${column === 'start' ? survey.startTime : survey.endTime}
      when ${is(P.offlineCourse)} then ${column === 'start' ? o.firstStart : o.lastEnd}
      else null end)`;
  return db
    .select({
      projectId: i.projectId,
      stageId: i.stageId,
      itemId: i.id,
      itemType: i.itemType,
      refId: i.refId,
      sort: i.sort,
      itemName: sql<string>`coalesce(${course.courseName}, ${offlineCourse.courseName}, ${exam.examName},
        ${survey.title}, '')`.as('item_name'),
      status: status.as('status'),
      progress: progress.as('progress'),
      startTime: when('start').as('start_time'),
      endTime: when('end').as('end_time'),
    })
    .from(i)
    .innerJoin(
      studyProject,
      and(
        eq(studyProject.tenantId, i.tenantId),
        eq(studyProject.id, i.projectId),
        eq(studyProject.enterpriseId, scope.enterpriseId),
        eq(studyProject.statusId, 1),
      ),
    )
    .leftJoin(course, courseJoin(scope, is(P.course), i.tenantId, i.refId))
    .leftJoin(courseUserProgress, courseProgressJoin(scope, is(P.course), i.tenantId, i.refId))
    .leftJoin(
      offlineCourse,
      and(
        is(P.offlineCourse),
        eq(offlineCourse.tenantId, i.tenantId),
        eq(offlineCourse.id, i.refId),
        eq(offlineCourse.enterpriseId, scope.enterpriseId),
        eq(offlineCourse.statusId, 1),
      ),
    )
    .leftJoin(o, and(is(P.offlineCourse), eq(o.courseId, i.refId)))
    .leftJoin(exam, examJoin(scope, is(P.exam), i.tenantId, i.refId))
    .leftJoin(a, and(is(P.exam), eq(a.examId, i.refId)))
    .leftJoin(survey, surveyJoin(scope, is(P.survey), i.tenantId, i.refId))
    .leftJoin(surveyResponse, surveyResponseJoin(scope, is(P.survey), i.tenantId, i.refId))
    .where(
      and(
        eq(i.tenantId, scope.tenantId),
        projectId === undefined ? undefined : eq(i.projectId, projectId),
        sql`(${course.id} is not null or ${offlineCourse.id} is not null or ${exam.id} is not null
          or ${survey.id} is not null)`,
      ),
    );
}

/** Per project of the company: its items, and those the member has done. */
export function projectStats(db: Db, scope: MemberScope, at: SQL) {
  const rows = memberItems(db, scope, at).as('member_items');
  return db
    .select({
      projectId: rows.projectId,
      itemCount: sql<number>`cast(count(*) as int)`.as('item_count'),
      doneCount: sql<number>`cast(count(*) filter (where ${rows.status} = ${ContentStatus.done}) as int)`.as(
        'done_count',
      ),
    })
    .from(rows)
    .groupBy(rows.projectId)
    .as('project_stats');
}
export type ProjectStats = ReturnType<typeof projectStats>;

/** A project's progress for a member: its items done over its items, as a whole percentage rounded down. */
export function progressOf(stats: ProjectStats): SQL<number> {
  return sql<number>`coalesce(cast(floor(${stats.doneCount} * 100.0 / nullif(${stats.itemCount}, 0)) as int), 0)`;
}
