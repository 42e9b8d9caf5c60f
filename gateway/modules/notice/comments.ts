import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '../../../contract/envelope';
import type { AnnouncementComment, AnnouncementReply } from '../../../contract/notice';
import type { Db } from '../../db/client';
import { announcement, announcementComment, userAccount } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { assertVisible } from './announcements';

const author = alias(userAccount, 'author');
const answered = alias(userAccount, 'answered');

const columns = {
  id: announcementComment.id,
  parentId: announcementComment.parentId,
  userId: announcementComment.userId,
  content: announcementComment.content,
  gmtCreate: announcementComment.gmtCreate,
  userName: author.name,
  headPortrait: author.headPortrait,
  replyUserName: answered.name,
};

function selectComments(db: Db, tenantId: string) {
  return db
    .select(columns)
    .from(announcementComment)
    .leftJoin(
      author,
      and(eq(author.tenantId, announcementComment.tenantId), eq(author.id, announcementComment.userId)),
    )
    .leftJoin(
      answered,
      and(eq(answered.tenantId, tenantId), eq(answered.id, announcementComment.replyUserId)),
    );
}

type Row = {
  id: string;
  parentId: string | null;
  userId: string;
  content: string;
  gmtCreate: Date;
  userName: string | null;
  headPortrait: string | null;
  replyUserName: string | null;
};

function toReply(r: Row, scope: MemberScope): AnnouncementReply {
  return {
    id: r.id,
    commentId: r.parentId ?? r.id,
    userId: r.userId,
    userName: r.userName ?? '',
    headPortrait: r.headPortrait ?? '',
    replyUserName: r.replyUserName ?? '',
    content: r.content,
    gmtCreate: formatDateTime(r.gmtCreate),
    isMine: r.userId === scope.userId ? 1 : 0,
  };
}

function toComment(r: Row, replies: Row[], scope: MemberScope): AnnouncementComment {
  return {
    id: r.id,
    userId: r.userId,
    userName: r.userName ?? '',
    headPortrait: r.headPortrait ?? '',
    content: r.content,
    gmtCreate: formatDateTime(r.gmtCreate),
    isMine: r.userId === scope.userId ? 1 : 0,
    replyList: replies.map((reply) => toReply(reply, scope)),
  };
}

export async function commentPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; announcementId: string },
  now: Date,
): Promise<Page<AnnouncementComment>> {
  await assertVisible(db, scope, q.announcementId, now);
  const topLevel = and(
    eq(announcementComment.tenantId, scope.tenantId),
    eq(announcementComment.announcementId, q.announcementId),
    isNull(announcementComment.parentId),
  );
  const [total] = await db.select({ n: count() }).from(announcementComment).where(topLevel);
  const comments = await selectComments(db, scope.tenantId)
    .where(topLevel)
    .orderBy(desc(announcementComment.gmtCreate), desc(announcementComment.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const ids = comments.map((c) => c.id);
  const replies =
    ids.length === 0
      ? []
      : await selectComments(db, scope.tenantId)
          .where(
            and(
              eq(announcementComment.tenantId, scope.tenantId),
              eq(announcementComment.announcementId, q.announcementId),
              inArray(announcementComment.parentId, ids),
            ),
          )
          .orderBy(asc(announcementComment.gmtCreate), asc(announcementComment.id));
  return pageResult(
    comments.map((c) =>
      toComment(
        c,
        replies.filter((r) => r.parentId === c.id),
        scope,
      ),
    ),
    q,
    total?.n ?? 0,
  );
}

async function rowById(db: Db, scope: MemberScope, id: string): Promise<Row | undefined> {
  const [row] = await selectComments(db, scope.tenantId)
    .where(and(eq(announcementComment.tenantId, scope.tenantId), eq(announcementComment.id, id)))
    .limit(1);
  return row;
}

export async function saveComment(
  db: Db,
  scope: MemberScope,
  input: { announcementId: string; content: string },
  now: Date,
): Promise<AnnouncementComment> {
  await assertVisible(db, scope, input.announcementId, now);
  const [created] = await db
    .insert(announcementComment)
    .values({
      tenantId: scope.tenantId,
      announcementId: input.announcementId,
      userId: scope.userId,
      content: input.content,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: announcementComment.id });
  const row = created ? await rowById(db, scope, created.id) : undefined;
  if (!row) throw new Error('comment not saved');
  return toComment(row, [], scope);
}

/** A top-level comment on an announcement the caller may see. */
async function visibleComment(db: Db, scope: MemberScope, commentId: string, now: Date) {
  const [comment] = await db
    .select({
      id: announcementComment.id,
      announcementId: announcementComment.announcementId,
      userId: announcementComment.userId,
    })
    .from(announcementComment)
    .where(
      and(
        eq(announcementComment.tenantId, scope.tenantId),
        eq(announcementComment.id, commentId),
        isNull(announcementComment.parentId),
      ),
    )
    .limit(1);
  if (!comment) throw new BizError('notice.comment.notFound');
  try {
    await assertVisible(db, scope, comment.announcementId, now);
  } catch {
    throw new BizError('notice.comment.notFound');
  }
  return comment;
}

export async function saveReply(
  db: Db,
  scope: MemberScope,
  input: { commentId: string; replyId?: string; content: string },
  now: Date,
): Promise<AnnouncementReply> {
  const comment = await visibleComment(db, scope, input.commentId, now);
  let replyUserId = comment.userId;
  if (input.replyId !== undefined) {
    const [answeredReply] = await db
      .select({ userId: announcementComment.userId })
      .from(announcementComment)
      .where(
        and(
          eq(announcementComment.tenantId, scope.tenantId),
          eq(announcementComment.id, input.replyId),
          eq(announcementComment.parentId, comment.id),
        ),
      )
      .limit(1);
    if (!answeredReply) throw new BizError('notice.reply.notFound');
    replyUserId = answeredReply.userId;
  }
  const [created] = await db
    .insert(announcementComment)
    .values({
      tenantId: scope.tenantId,
      announcementId: comment.announcementId,
      userId: scope.userId,
      parentId: comment.id,
      replyUserId,
      content: input.content,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: announcementComment.id });
  const row = created ? await rowById(db, scope, created.id) : undefined;
  if (!row) throw new Error('reply not saved');
  return toReply(row, scope);
}

/** Deletes one of the caller's own replies on an announcement of the caller's company. */
export async function deleteReply(db: Db, scope: MemberScope, id: string): Promise<void> {
  const [reply] = await db
    .select({ id: announcementComment.id, userId: announcementComment.userId })
    .from(announcementComment)
    .innerJoin(
      announcement,
      and(
        eq(announcement.tenantId, announcementComment.tenantId),
        eq(announcement.id, announcementComment.announcementId),
      ),
    )
    .where(
      and(
        eq(announcementComment.tenantId, scope.tenantId),
        eq(announcementComment.id, id),
        isNotNull(announcementComment.parentId),
        eq(announcement.enterpriseId, scope.enterpriseId),
      ),
    )
    .limit(1);
  if (!reply) throw new BizError('notice.reply.notFound');
  if (reply.userId !== scope.userId) throw new BizError('notice.reply.notOwn');
  await db
    .delete(announcementComment)
    .where(and(eq(announcementComment.tenantId, scope.tenantId), eq(announcementComment.id, id)));
}
