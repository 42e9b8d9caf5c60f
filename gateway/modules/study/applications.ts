import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { TaskApplicationItem } from '../../../contract/study-task';
import { TaskApplyMode, TaskApplyStatus } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { studyTask, studyTaskUser, userAccount } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

/*
 * Administrators' decisions on applications to the company's tasks (decision 0052), as on registrations: a queue
 * by state, approving one or several, refusing one with a reason the learner reads. Only applications to the
 * administrator's own company, never their own.
 */

/** Applications (rows past "not applied") to tasks of the administrator's company that learners apply for. */
function companyApplications(scope: MemberScope) {
  return and(
    eq(studyTaskUser.tenantId, scope.tenantId),
    eq(studyTaskUser.enterpriseId, scope.enterpriseId),
    ne(studyTaskUser.applyStatus, TaskApplyStatus.none),
    ne(studyTaskUser.userId, scope.userId),
  );
}

const taskOfApplication = and(
  eq(studyTask.tenantId, studyTaskUser.tenantId),
  eq(studyTask.id, studyTaskUser.taskId),
  eq(studyTask.enterpriseId, studyTaskUser.enterpriseId),
  eq(studyTask.applyMode, TaskApplyMode.approval),
);

export async function applicationPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; status?: 1 | 2 | 3 | undefined },
): Promise<Page<TaskApplicationItem>> {
  const where = and(
    companyApplications(scope),
    q.status === undefined ? undefined : eq(studyTaskUser.applyStatus, q.status),
  );
  const [total] = await db
    .select({ n: count() })
    .from(studyTaskUser)
    .innerJoin(studyTask, taskOfApplication)
    .where(where);
  const rows = await db
    .select({
      id: studyTaskUser.id,
      taskId: studyTask.id,
      taskName: studyTask.taskName,
      name: userAccount.name,
      phone: userAccount.phone,
      status: studyTaskUser.applyStatus,
      reason: studyTaskUser.applyReason,
      applyTime: studyTaskUser.applyTime,
      created: studyTaskUser.gmtCreate,
    })
    .from(studyTaskUser)
    .innerJoin(studyTask, taskOfApplication)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, studyTaskUser.tenantId), eq(userAccount.id, studyTaskUser.userId)),
    )
    .where(where)
    .orderBy(desc(studyTaskUser.applyTime), desc(studyTaskUser.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const list = rows.map((r): TaskApplicationItem => ({
    id: r.id,
    taskId: r.taskId,
    taskName: r.taskName,
    name: r.name,
    phone: r.phone,
    status: r.status === 2 || r.status === 3 ? r.status : 1,
    reason: r.status === TaskApplyStatus.rejected ? r.reason : '',
    applyTime: formatDateTime(r.applyTime ?? r.created),
  }));
  return pageResult(list, q, Number(total?.n ?? 0));
}

/** Ids of the given applications that belong to the company's tasks learners apply for, still awaiting. */
async function awaitingOf(db: Db, scope: MemberScope, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: studyTaskUser.id })
    .from(studyTaskUser)
    .innerJoin(studyTask, taskOfApplication)
    .where(
      and(
        companyApplications(scope),
        inArray(studyTaskUser.id, [...new Set(ids)]),
        eq(studyTaskUser.applyStatus, TaskApplyStatus.awaiting),
      ),
    );
  return rows.map((r) => r.id);
}

async function decide(
  db: Db,
  scope: MemberScope,
  ids: string[],
  status: 2 | 3,
  reason: string,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await db
    .update(studyTaskUser)
    .set({ applyStatus: status, applyReason: reason, auditTime: now, gmtModified: now })
    .where(
      and(
        companyApplications(scope),
        inArray(studyTaskUser.id, ids),
        // Decided once: a concurrent decision on the same application finds it decided.
        eq(studyTaskUser.applyStatus, TaskApplyStatus.awaiting),
      ),
    )
    .returning({ id: studyTaskUser.id });
  return updated.length;
}

/** Approves one awaiting application, or refuses it with the reason the learner reads. */
export async function auditApplication(
  db: Db,
  scope: MemberScope,
  q: { id: string; status: 2 | 3; reason?: string | undefined },
  now: Date,
): Promise<null> {
  const [found] = await awaitingOf(db, scope, [q.id]);
  const decided = found
    ? await decide(
        db,
        scope,
        [found],
        q.status,
        q.status === TaskApplyStatus.rejected ? (q.reason ?? '') : '',
        now,
      )
    : 0;
  if (decided === 0) throw new BizError('study.apply.notAwaiting');
  return null;
}

/** Approves those of the given applications still awaiting; the others are passed over. */
export async function approveApplications(
  db: Db,
  scope: MemberScope,
  ids: string[],
  now: Date,
): Promise<{ approved: number }> {
  return {
    approved: await decide(db, scope, await awaitingOf(db, scope, ids), TaskApplyStatus.approved, '', now),
  };
}
