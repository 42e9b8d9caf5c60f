import { and, desc, eq, sql } from 'drizzle-orm';
import type { CourseComment } from '../../../contract/course';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { enterpriseMember, userAccount } from '../../db/schema';
import { courseComment } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num } from '../../shared/sql';
import { memberReader } from '../../shared/member-scope';
import { findCourse } from './view';

const author = and(
  eq(userAccount.tenantId, courseComment.tenantId),
  eq(userAccount.id, courseComment.userId),
);

function columns() {
  return {
    id: courseComment.id,
    courseId: courseComment.courseId,
    userId: courseComment.userId,
    nickname: userAccount.name,
    headPortrait: userAccount.headPortrait,
    content: courseComment.content,
    gmtCreate: courseComment.gmtCreate,
  };
}

type Row = {
  id: string;
  courseId: string;
  userId: string;
  nickname: string | null;
  headPortrait: string | null;
  content: string;
  gmtCreate: Date;
};

function toComment(r: Row, scope: MemberScope): CourseComment {
  return {
    id: r.id,
    courseId: r.courseId,
    userId: r.userId,
    nickname: r.nickname ?? '',
    headPortrait: r.headPortrait ?? '',
    // Stored as typed and sent as text: the portal renders it as text, never as markup.
    content: r.content,
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    mine: r.userId === scope.userId ? 1 : 0,
  };
}

/** Comments on a course the caller may see, newest first. */
export async function commentPage(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; pageCurrent: number; pageSize: number },
): Promise<Page<CourseComment>> {
  const found = await findCourse(db, memberReader(scope), q.courseId);
  const where = and(
    eq(courseComment.tenantId, found.tenantId),
    eq(courseComment.enterpriseId, found.enterpriseId),
    eq(courseComment.courseId, found.id),
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(courseComment)
    .where(where);
  const rows = await db
    .select(columns())
    .from(courseComment)
    .leftJoin(userAccount, author)
    .where(where)
    .orderBy(desc(courseComment.gmtCreate), desc(courseComment.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toComment(r, scope)),
    q,
    num(total?.n),
  );
}

/** Comments come from approved members of the course's company only (a token outlives a removed membership). */
async function assertMember(db: Db, scope: MemberScope): Promise<void> {
  const [member] = await db
    .select({ id: enterpriseMember.id })
    .from(enterpriseMember)
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, scope.userId),
        eq(enterpriseMember.registerStatus, 2),
      ),
    )
    .limit(1);
  if (!member) throw new BizError('course.commentNotMember');
}

export async function saveComment(
  db: Db,
  scope: MemberScope,
  input: { courseId: string; content: string },
  now: Date,
): Promise<CourseComment> {
  const found = await findCourse(db, memberReader(scope), input.courseId);
  await assertMember(db, scope);
  const [created] = await db
    .insert(courseComment)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      courseId: found.id,
      userId: scope.userId,
      content: input.content,
      gmtCreate: now,
    })
    .returning({ id: courseComment.id });
  const [row] = created
    ? await db
        .select(columns())
        .from(courseComment)
        .leftJoin(userAccount, author)
        .where(and(eq(courseComment.tenantId, scope.tenantId), eq(courseComment.id, created.id)))
        .limit(1)
    : [];
  if (!row) throw new Error('comment not saved');
  return toComment(row, scope);
}

/**
 * Deletes one of the caller's own comments. Someone else's comment answers exactly like an unknown id, so ids
 * reveal nothing about comments the caller may not touch.
 */
export async function deleteComment(db: Db, scope: MemberScope, id: string): Promise<void> {
  const removed = await db
    .delete(courseComment)
    .where(
      and(
        eq(courseComment.tenantId, scope.tenantId),
        eq(courseComment.enterpriseId, scope.enterpriseId),
        eq(courseComment.id, id),
        eq(courseComment.userId, scope.userId),
      ),
    )
    .returning({ id: courseComment.id });
  if (removed.length === 0) throw new BizError('course.commentNotFound');
}
