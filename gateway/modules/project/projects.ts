import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import {
  ProjectApplyMode,
  ProjectApplyStatus,
  type ProjectDetail,
  type ProjectItem,
  type ProjectRow,
  type projectCount,
  type projectPageRequest,
} from '../../../contract/study-project';
import type { ContentStatus } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { lecturer } from '../../db/schema-course';
import {
  studyProject,
  studyProjectAdmire,
  studyProjectLecturer,
  studyProjectStage,
  studyProjectUser,
} from '../../db/schema-project';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { sanitizeHtml } from '../../shared/sanitize';
import { containsPattern, num, qualified } from '../../shared/sql';
import { windowOf } from '../../shared/task-time';
import { atClock, memberItems, ofCompany, progressOf, projectStats } from './items';

/*
 * The company's published projects as a member sees them (decision 0059): the list, its counts and one project
 * with every item and the caller's state in it. Another company's or tenant's project, a draft and an unknown id
 * are the same "not found".
 */

// The project's columns as correlated subqueries name them (see `qualified`).
const projectRef = qualified(studyProject.id);
const projectTenant = qualified(studyProject.tenantId);

/** Stages of the project, as SQL over `study_project`. */
export const stageCountSql = sql<number>`(select cast(count(*) as int) from ${studyProjectStage} st
  where st.tenant_id = ${projectTenant} and st.project_id = ${projectRef})`;

/** Members in the project (approved), as SQL over `study_project`. */
export const learnerCountSql = sql<number>`(select cast(count(*) as int) from ${studyProjectUser} pu
  where pu.tenant_id = ${projectTenant} and pu.project_id = ${projectRef}
    and pu.apply_status = ${ProjectApplyStatus.approved})`;

/** Joins the caller's own row of the project, when they have one. */
export const callerRow = (scope: MemberScope) =>
  and(
    eq(studyProjectUser.tenantId, studyProject.tenantId),
    eq(studyProjectUser.projectId, studyProject.id),
    eq(studyProjectUser.enterpriseId, scope.enterpriseId),
    eq(studyProjectUser.userId, scope.userId),
  );

/** The caller's application status as the contract has it (none without a row). */
export function applyStatusOf(value: number | null): ProjectApplyStatus {
  return value === ProjectApplyStatus.awaiting ||
    value === ProjectApplyStatus.approved ||
    value === ProjectApplyStatus.rejected
    ? value
    : ProjectApplyStatus.none;
}

/** Published projects of the company with the caller's place, figures and progress. */
function projectRows(db: Db, scope: MemberScope, now: Date) {
  const stats = projectStats(db, scope, atClock(now));
  return db
    .select({
      id: studyProject.id,
      projectName: studyProject.projectName,
      cover: studyProject.cover,
      introduce: studyProject.introduce,
      startTime: studyProject.startTime,
      endTime: studyProject.endTime,
      applyMode: studyProject.applyMode,
      creditHour: studyProject.creditHour,
      applyStatus: studyProjectUser.applyStatus,
      applyReason: studyProjectUser.applyReason,
      applyTime: studyProjectUser.applyTime,
      stageCount: stageCountSql,
      itemCount: sql<number>`coalesce(${stats.itemCount}, 0)`,
      doneCount: sql<number>`coalesce(${stats.doneCount}, 0)`,
      progress: progressOf(stats),
      learnerCount: learnerCountSql,
      admireCount: sql<number>`(select cast(count(*) as int) from ${studyProjectAdmire} ad
        where ad.tenant_id = ${projectTenant} and ad.project_id = ${projectRef})`,
      admired: sql<boolean>`exists (select 1 from ${studyProjectAdmire} ad
        where ad.tenant_id = ${projectTenant} and ad.project_id = ${projectRef}
          and ad.enterprise_id = ${scope.enterpriseId} and ad.user_id = ${scope.userId})`,
    })
    .from(studyProject)
    .leftJoin(studyProjectUser, callerRow(scope))
    .leftJoin(stats, eq(stats.projectId, studyProject.id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof projectRows>>[number];

function toRow(r: Row, now: Date): ProjectRow {
  const applyStatus = applyStatusOf(r.applyStatus);
  const startTime = new Date(r.startTime);
  const endTime = new Date(r.endTime);
  return {
    projectId: r.id,
    projectName: r.projectName,
    cover: r.cover,
    startTime: formatDateTime(startTime),
    endTime: formatDateTime(endTime),
    window: windowOf({ startTime, endTime }, now),
    applyMode: r.applyMode === ProjectApplyMode.approval ? ProjectApplyMode.approval : ProjectApplyMode.open,
    applyStatus,
    stageCount: num(r.stageCount),
    itemCount: num(r.itemCount),
    learnerCount: num(r.learnerCount),
    admireCount: num(r.admireCount),
    creditHour: Math.max(0, Number(r.creditHour)),
    // Progress counts for members who are in the project only.
    studyProgress: applyStatus === ProjectApplyStatus.approved ? Math.min(100, num(r.progress)) : 0,
  };
}

const byKeyword = (keyword: string | undefined): SQL | undefined =>
  keyword === undefined || keyword === ''
    ? undefined
    : sql`${studyProject.projectName} ilike ${containsPattern(keyword)}`;

export async function projectPage(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof projectPageRequest>,
  now: Date,
): Promise<Page<ProjectRow>> {
  const where = and(
    ofCompany(scope),
    byKeyword(q.keyword),
    q.joined === 1 ? isNotNull(studyProjectUser.userId) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(studyProject)
    .leftJoin(studyProjectUser, callerRow(scope))
    .where(where);
  const rows = await projectRows(db, scope, now)
    .where(where)
    .orderBy(desc(studyProject.startTime), desc(studyProject.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toRow(r, now)),
    q,
    num(total?.n),
  );
}

export async function projectCounts(db: Db, scope: MemberScope): Promise<z.output<typeof projectCount>> {
  const [row] = await db
    .select({
      all: sql<number>`cast(count(*) as int)`,
      joined: sql<number>`cast(count(${studyProjectUser.userId}) as int)`,
      awaiting: sql<number>`cast(count(*) filter (where ${studyProjectUser.applyStatus} =
        ${ProjectApplyStatus.awaiting}) as int)`,
    })
    .from(studyProject)
    .leftJoin(studyProjectUser, callerRow(scope))
    .where(ofCompany(scope));
  return { all: num(row?.all), joined: num(row?.joined), awaiting: num(row?.awaiting) };
}

const at = (value: Date | string | null): string | null =>
  value === null ? null : formatDateTime(new Date(value));

export async function projectDetail(
  db: Db,
  scope: MemberScope,
  projectId: string,
  now: Date,
): Promise<ProjectDetail> {
  const [row] = await projectRows(db, scope, now).where(
    and(ofCompany(scope), eq(studyProject.id, projectId)),
  );
  if (!row) throw new BizError('project.notFound');
  const [lecturers, stages, items] = await Promise.all([
    db
      .select({
        lecturerId: lecturer.id,
        lecturerName: lecturer.lecturerName,
        headImg: lecturer.headImg,
        position: lecturer.position,
      })
      .from(studyProjectLecturer)
      .innerJoin(
        lecturer,
        and(
          eq(lecturer.tenantId, studyProjectLecturer.tenantId),
          eq(lecturer.id, studyProjectLecturer.lecturerId),
          eq(lecturer.enterpriseId, scope.enterpriseId),
          eq(lecturer.statusId, 1),
        ),
      )
      .where(
        and(eq(studyProjectLecturer.tenantId, scope.tenantId), eq(studyProjectLecturer.projectId, row.id)),
      )
      .orderBy(asc(studyProjectLecturer.sort), asc(lecturer.id)),
    db
      .select({ id: studyProjectStage.id, name: studyProjectStage.stageName })
      .from(studyProjectStage)
      .where(and(eq(studyProjectStage.tenantId, scope.tenantId), eq(studyProjectStage.projectId, row.id)))
      .orderBy(asc(studyProjectStage.sort), asc(studyProjectStage.id)),
    (() => {
      const rows = memberItems(db, scope, atClock(now), row.id).as('items');
      return db.select().from(rows).orderBy(asc(rows.sort), asc(rows.itemId));
    })(),
  ]);
  const application = applyStatusOf(row.applyStatus);
  return {
    ...toRow(row, now),
    introduce: sanitizeHtml(row.introduce),
    applyReason: application === ProjectApplyStatus.rejected ? (row.applyReason ?? '') : '',
    applyTime: at(row.applyTime),
    admired: row.admired ? 1 : 0,
    doneCount: num(row.doneCount),
    lecturers,
    stages: stages.map((s) => ({
      stageId: s.id,
      stageName: s.name,
      items: items
        .filter((i) => i.stageId === s.id)
        .map((i): ProjectItem => ({
          itemId: i.itemId,
          itemType: i.itemType as ProjectItem['itemType'],
          refId: i.refId,
          itemName: i.itemName,
          status: Number(i.status) as ContentStatus,
          studyProgress: Math.max(0, Math.min(100, num(i.progress))),
          startTime: at(i.startTime),
          endTime: at(i.endTime),
        })),
    })),
  };
}
