import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  ProjectApplyMode,
  ProjectApplyStatus,
  type ProjectApplicationItem,
} from '../../../contract/study-project';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { studyProject, studyProjectUser } from '../../db/schema-project';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

/*
 * Administrators' decisions on applications to the company's projects (decision 0059), as on task applications
 * (decision 0052): a queue by state, approving one or several, refusing one with a reason the member reads. Only
 * applications to projects of the administrator's own company that need approval, never their own.
 */

function companyApplications(scope: MemberScope) {
  return and(
    eq(studyProjectUser.tenantId, scope.tenantId),
    eq(studyProjectUser.enterpriseId, scope.enterpriseId),
    ne(studyProjectUser.userId, scope.userId),
  );
}

const projectOfApplication = and(
  eq(studyProject.tenantId, studyProjectUser.tenantId),
  eq(studyProject.id, studyProjectUser.projectId),
  eq(studyProject.enterpriseId, studyProjectUser.enterpriseId),
  eq(studyProject.applyMode, ProjectApplyMode.approval),
);

export async function projectApplicationPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; status?: 1 | 2 | 3 | undefined },
): Promise<Page<ProjectApplicationItem>> {
  const where = and(
    companyApplications(scope),
    q.status === undefined ? undefined : eq(studyProjectUser.applyStatus, q.status),
  );
  const [total] = await db
    .select({ n: count() })
    .from(studyProjectUser)
    .innerJoin(studyProject, projectOfApplication)
    .where(where);
  const rows = await db
    .select({
      id: studyProjectUser.id,
      projectId: studyProject.id,
      projectName: studyProject.projectName,
      name: userAccount.name,
      phone: userAccount.phone,
      status: studyProjectUser.applyStatus,
      reason: studyProjectUser.applyReason,
      applyTime: studyProjectUser.applyTime,
    })
    .from(studyProjectUser)
    .innerJoin(studyProject, projectOfApplication)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, studyProjectUser.tenantId), eq(userAccount.id, studyProjectUser.userId)),
    )
    .where(where)
    .orderBy(desc(studyProjectUser.applyTime), desc(studyProjectUser.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const list = rows.map((r): ProjectApplicationItem => ({
    id: r.id,
    projectId: r.projectId,
    projectName: r.projectName,
    name: r.name,
    phone: r.phone,
    status:
      r.status === ProjectApplyStatus.approved || r.status === ProjectApplyStatus.rejected
        ? r.status
        : ProjectApplyStatus.awaiting,
    reason: r.status === ProjectApplyStatus.rejected ? r.reason : '',
    applyTime: formatDateTime(new Date(r.applyTime)),
  }));
  return pageResult(list, q, Number(total?.n ?? 0));
}

/**
 * Approves one application awaiting approval, or refuses it with the reason the member reads. One already
 * decided (also by a concurrent decision) is refused, as is one the administrator may not decide.
 */
export async function auditProjectApplication(
  db: Db,
  scope: MemberScope,
  q: { id: string; status: 2 | 3; reason?: string | undefined },
  now: Date,
): Promise<null> {
  const [found] = await db
    .select({ id: studyProjectUser.id, status: studyProjectUser.applyStatus })
    .from(studyProjectUser)
    .innerJoin(studyProject, projectOfApplication)
    .where(and(companyApplications(scope), eq(studyProjectUser.id, q.id)));
  if (!found) throw new BizError('project.apply.notFound');
  if (found.status !== ProjectApplyStatus.awaiting) throw new BizError('project.apply.decided');
  const decided = await db
    .update(studyProjectUser)
    .set({
      applyStatus: q.status,
      applyReason: q.status === ProjectApplyStatus.rejected ? (q.reason ?? '') : '',
      auditTime: now,
      auditedBy: scope.userId,
      gmtModified: now,
    })
    .where(
      and(
        companyApplications(scope),
        eq(studyProjectUser.id, found.id),
        // Decided once: a concurrent decision on the same application finds it decided.
        eq(studyProjectUser.applyStatus, ProjectApplyStatus.awaiting),
      ),
    )
    .returning({ id: studyProjectUser.id });
  if (decided.length === 0) throw new BizError('project.apply.decided');
  return null;
}

/**
 * Approves those of the given applications still awaiting approval, as `auditProjectApplication` approves one
 * (who decided and when); the others (decided already, not the administrator's, unknown) are passed over. One
 * statement, so a concurrent decision on the same application leaves it decided once and counted once.
 */
export async function approveProjectApplications(
  db: Db,
  scope: MemberScope,
  ids: string[],
  now: Date,
): Promise<{ approved: number }> {
  const approvalProjects = db
    .select({ id: studyProject.id })
    .from(studyProject)
    .where(
      and(
        eq(studyProject.tenantId, scope.tenantId),
        eq(studyProject.enterpriseId, scope.enterpriseId),
        eq(studyProject.applyMode, ProjectApplyMode.approval),
      ),
    );
  const approved = await db
    .update(studyProjectUser)
    .set({
      applyStatus: ProjectApplyStatus.approved,
      applyReason: '',
      auditTime: now,
      auditedBy: scope.userId,
      gmtModified: now,
    })
    .where(
      and(
        companyApplications(scope),
        inArray(studyProjectUser.id, [...new Set(ids)]),
        inArray(studyProjectUser.projectId, approvalProjects),
        eq(studyProjectUser.applyStatus, ProjectApplyStatus.awaiting),
      ),
    )
    .returning({ id: studyProjectUser.id });
  return { approved: approved.length };
}
