import { and, eq, sql } from 'drizzle-orm';
import {
  ProjectApplyMode,
  ProjectApplyStatus,
  type ProjectApplication,
} from '../../../contract/study-project';
import type { Db } from '../../db/client';
import { studyProject, studyProjectAdmire, studyProjectUser } from '../../db/schema-project';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { num } from '../../shared/sql';
import { ofCompany } from './items';
import { applyStatusOf, callerRow } from './projects';

/*
 * Joining, applying to and liking a project (decision 0059). One row per member and project in each table, so a
 * repeated or concurrent call can only touch the same row.
 */

/** The published project of the company with the caller's row, or the project's "not found". */
async function findProject(db: Db, scope: MemberScope, projectId: string) {
  const [row] = await db
    .select({
      id: studyProject.id,
      applyMode: studyProject.applyMode,
      endTime: studyProject.endTime,
      applyStatus: studyProjectUser.applyStatus,
      applyReason: studyProjectUser.applyReason,
      applyTime: studyProjectUser.applyTime,
    })
    .from(studyProject)
    .leftJoin(studyProjectUser, callerRow(scope))
    .where(and(ofCompany(scope), eq(studyProject.id, projectId)));
  if (!row) throw new BizError('project.notFound');
  return row;
}

function applicationOf(row: Awaited<ReturnType<typeof findProject>>): ProjectApplication {
  const applyStatus = applyStatusOf(row.applyStatus);
  return {
    projectId: row.id,
    applyStatus,
    applyReason: applyStatus === ProjectApplyStatus.rejected ? (row.applyReason ?? '') : '',
    applyTime: row.applyTime === null ? null : formatDateTime(new Date(row.applyTime)),
  };
}

/**
 * Joins a project open to all (in at once) or applies to one that needs approval (awaiting an administrator).
 * Repeated while awaiting or once in it changes nothing, even after the end; otherwise (no row yet, or not
 * approved before) it is refused once the project has ended.
 */
export async function applyToProject(
  db: Db,
  scope: MemberScope,
  projectId: string,
  now: Date,
): Promise<ProjectApplication> {
  const project = await findProject(db, scope, projectId);
  const current = applyStatusOf(project.applyStatus);
  if (current === ProjectApplyStatus.awaiting || current === ProjectApplyStatus.approved) {
    return applicationOf(project);
  }
  if (now.getTime() > new Date(project.endTime).getTime()) throw new BizError('project.ended');
  const status =
    project.applyMode === ProjectApplyMode.approval
      ? ProjectApplyStatus.awaiting
      : ProjectApplyStatus.approved;
  const fresh = { applyStatus: status, applyReason: '', applyTime: now, auditTime: null, auditedBy: null };
  await db
    .insert(studyProjectUser)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      projectId: project.id,
      userId: scope.userId,
      ...fresh,
      gmtCreate: now,
      gmtModified: now,
    })
    .onConflictDoUpdate({
      target: [studyProjectUser.tenantId, studyProjectUser.projectId, studyProjectUser.userId],
      set: { ...fresh, gmtModified: now },
      // Only a refusal is applied over: a concurrent application that got there first stays as it is.
      setWhere: eq(studyProjectUser.applyStatus, ProjectApplyStatus.rejected),
    });
  return applicationOf(await findProject(db, scope, projectId));
}

/** Likes the project, or takes the like back; answers where it now stands and how many like it. */
export async function toggleAdmire(
  db: Db,
  scope: MemberScope,
  projectId: string,
  now: Date,
): Promise<{ admired: 0 | 1; admireCount: number }> {
  const project = await findProject(db, scope, projectId);
  const mine = and(
    eq(studyProjectAdmire.tenantId, scope.tenantId),
    eq(studyProjectAdmire.projectId, project.id),
    eq(studyProjectAdmire.enterpriseId, scope.enterpriseId),
    eq(studyProjectAdmire.userId, scope.userId),
  );
  const removed = await db
    .delete(studyProjectAdmire)
    .where(mine)
    .returning({ id: studyProjectAdmire.projectId });
  if (removed.length === 0) {
    await db
      .insert(studyProjectAdmire)
      .values({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        projectId: project.id,
        userId: scope.userId,
        gmtCreate: now,
      })
      .onConflictDoNothing();
  }
  const [count] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(studyProjectAdmire)
    .where(
      and(eq(studyProjectAdmire.tenantId, scope.tenantId), eq(studyProjectAdmire.projectId, project.id)),
    );
  return { admired: removed.length === 0 ? 1 : 0, admireCount: num(count?.n) };
}
