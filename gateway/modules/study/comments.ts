import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { TaskComment } from '../../../contract/study-task';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { studyTaskComment } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num } from '../../shared/sql';
import { findAssignedTask } from './tasks';

/*
 * Comments on a study task among its learners, as course comments work: plain text stored as typed, newest
 * first, each member deleting only their own. Reading and writing start from the caller's assigned, published
 * task, so a task they cannot see is the task's "not found" whatever the id.
 */

const author = and(
  eq(userAccount.tenantId, studyTaskComment.tenantId),
  eq(userAccount.id, studyTaskComment.userId),
);

function columns() {
  return {
    id: studyTaskComment.id,
    taskId: studyTaskComment.taskId,
    userId: studyTaskComment.userId,
    nickname: userAccount.name,
    headPortrait: userAccount.headPortrait,
    content: studyTaskComment.content,
    gmtCreate: studyTaskComment.gmtCreate,
  };
}

type Row = {
  id: string;
  taskId: string;
  userId: string;
  nickname: string | null;
  headPortrait: string | null;
  content: string;
  gmtCreate: Date;
};

function toComment(r: Row, scope: MemberScope): TaskComment {
  return {
    id: r.id,
    taskId: r.taskId,
    userId: r.userId,
    nickname: r.nickname ?? '',
    headPortrait: r.headPortrait ?? '',
    // Sent as typed: the portal renders it as text, never as markup.
    content: r.content,
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    mine: r.userId === scope.userId ? 1 : 0,
  };
}

/** Comments of one of the caller's tasks, newest first. */
export async function taskCommentPage(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; pageCurrent: number; pageSize: number },
): Promise<Page<TaskComment>> {
  const task = await findAssignedTask(db, scope, q.taskId);
  const where = and(
    eq(studyTaskComment.tenantId, scope.tenantId),
    eq(studyTaskComment.enterpriseId, scope.enterpriseId),
    eq(studyTaskComment.taskId, task.id),
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(studyTaskComment)
    .where(where);
  const rows = await db
    .select(columns())
    .from(studyTaskComment)
    .leftJoin(userAccount, author)
    .where(where)
    .orderBy(desc(studyTaskComment.gmtCreate), desc(studyTaskComment.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toComment(r, scope)),
    q,
    num(total?.n),
  );
}

export async function saveTaskComment(
  db: Db,
  scope: MemberScope,
  input: { taskId: string; content: string },
  now: Date,
): Promise<TaskComment> {
  const task = await findAssignedTask(db, scope, input.taskId);
  const [created] = await db
    .insert(studyTaskComment)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      taskId: task.id,
      userId: scope.userId,
      content: input.content,
      gmtCreate: now,
    })
    .returning({ id: studyTaskComment.id });
  const [row] = created
    ? await db
        .select(columns())
        .from(studyTaskComment)
        .leftJoin(userAccount, author)
        .where(and(eq(studyTaskComment.tenantId, scope.tenantId), eq(studyTaskComment.id, created.id)))
        .limit(1)
    : [];
  if (!row) throw new Error('task comment not saved');
  return toComment(row, scope);
}

/**
 * Deletes one of the caller's own comments. Someone else's answers exactly like an unknown id, so an id reveals
 * nothing about comments the caller may not touch.
 */
export async function deleteTaskComment(db: Db, scope: MemberScope, id: string): Promise<void> {
  const removed = await db
    .delete(studyTaskComment)
    .where(
      and(
        eq(studyTaskComment.tenantId, scope.tenantId),
        eq(studyTaskComment.enterpriseId, scope.enterpriseId),
        eq(studyTaskComment.id, id),
        eq(studyTaskComment.userId, scope.userId),
      ),
    )
    .returning({ id: studyTaskComment.id });
  if (removed.length === 0) throw new BizError('study.comment.notFound');
}
