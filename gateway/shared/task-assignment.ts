import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studyTask, studyTaskUser } from '../db/schema';
import type { MemberScope } from './member-scope';

/** Joins an assignment to its task, when the task is published (drafts are never the learner's). */
export const publishedTaskOfAssignment = and(
  eq(studyTask.tenantId, studyTaskUser.tenantId),
  eq(studyTask.id, studyTaskUser.taskId),
  eq(studyTask.enterpriseId, studyTaskUser.enterpriseId),
  eq(studyTask.statusId, 1),
);

/**
 * Whether `taskId` is a published task of the member's company assigned to the member: an unknown id, a draft,
 * another company's or tenant's task and one assigned to others all answer false.
 */
export async function isAssignedTask(db: Db, scope: MemberScope, taskId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studyTask.id })
    .from(studyTaskUser)
    .innerJoin(studyTask, publishedTaskOfAssignment)
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
        eq(studyTaskUser.taskId, taskId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
