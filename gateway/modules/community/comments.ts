import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PostKind, type CommunityComment, type CommunityReply } from '../../../contract/community';
import type { Page } from '../../../contract/envelope';
import { PointsRule } from '../../../contract/points.routes';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { communityComment, communityPost } from '../../db/schema-community';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope, Reader } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { awardPoints } from '../../shared/points-ledger';
import { postFor, viewPost } from './posts';

const author = alias(userAccount, 'author');
const answered = alias(userAccount, 'answered');

function selectComments(db: Db) {
  return db
    .select({
      id: communityComment.id,
      postId: communityComment.postId,
      parentId: communityComment.parentId,
      userId: communityComment.userId,
      content: communityComment.content,
      gmtCreate: communityComment.gmtCreate,
      userName: author.name,
      headPortrait: author.headPortrait,
      replyUserName: answered.name,
    })
    .from(communityComment)
    .leftJoin(
      author,
      and(eq(author.tenantId, communityComment.tenantId), eq(author.id, communityComment.userId)),
    )
    .leftJoin(
      answered,
      and(eq(answered.tenantId, communityComment.tenantId), eq(answered.id, communityComment.replyUserId)),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const mineOf = (r: Row, reader: Reader) => (reader.userId !== null && r.userId === reader.userId ? 1 : 0);

function toReply(r: Row, reader: Reader): CommunityReply {
  return {
    id: r.id,
    commentId: r.parentId ?? r.id,
    userId: r.userId,
    userName: r.userName ?? '',
    headPortrait: r.headPortrait ?? '',
    replyUserName: r.replyUserName ?? '',
    content: r.content,
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    isMine: mineOf(r, reader),
  };
}

function toComment(r: Row, replies: Row[], reader: Reader, acceptedId: string | null): CommunityComment {
  return {
    id: r.id,
    postId: r.postId,
    userId: r.userId,
    userName: r.userName ?? '',
    headPortrait: r.headPortrait ?? '',
    content: r.content,
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    isMine: mineOf(r, reader),
    isAccepted: r.id === acceptedId ? 1 : 0,
    replyList: replies.map((reply) => toReply(reply, reader)),
  };
}

const live = (tenantId: string) =>
  and(eq(communityComment.tenantId, tenantId), eq(communityComment.isDeleted, 0));

/** A post's top-level comments: a question's accepted answer first, then the newest first; replies oldest first. */
export async function commentPage(
  db: Db,
  reader: Reader | null,
  q: { pageCurrent: number; pageSize: number; postId: string },
): Promise<Page<CommunityComment>> {
  if (reader === null) throw new BizError('community.post.notFound');
  const post = await viewPost(db, reader, q.postId);
  const acceptedId = post.acceptedId === '' ? null : post.acceptedId;
  const topLevel = and(
    live(reader.tenantId),
    eq(communityComment.postId, q.postId),
    isNull(communityComment.parentId),
  );
  const [total] = await db.select({ n: count() }).from(communityComment).where(topLevel);
  const comments = await selectComments(db)
    .where(topLevel)
    .orderBy(
      desc(sql`${communityComment.id} = ${acceptedId ?? '0'}`),
      desc(communityComment.gmtCreate),
      desc(communityComment.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const ids = comments.map((c) => c.id);
  const replies =
    ids.length === 0
      ? []
      : await selectComments(db)
          .where(
            and(
              live(reader.tenantId),
              eq(communityComment.postId, q.postId),
              inArray(communityComment.parentId, ids),
            ),
          )
          .orderBy(asc(communityComment.gmtCreate), asc(communityComment.id));
  return pageResult(
    comments.map((c) =>
      toComment(
        c,
        replies.filter((r) => r.parentId === c.id),
        reader,
        acceptedId,
      ),
    ),
    q,
    total?.n ?? 0,
  );
}

async function rowById(db: Db, tenantId: string, id: string): Promise<Row> {
  const [row] = await selectComments(db)
    .where(and(eq(communityComment.tenantId, tenantId), eq(communityComment.id, id)))
    .limit(1);
  if (!row) throw new Error('community comment not saved');
  return row;
}

const commentSource = (id: string) => ({
  ruleCode: PointsRule.comment,
  sourceKind: 'community_comment',
  sourceId: id,
});

/** A comment (an answer on a question); its writer earns the comment rule's points, within the day's cap. */
export async function saveComment(
  db: Db,
  scope: MemberScope,
  input: { postId: string; content: string },
  now: Date,
): Promise<CommunityComment> {
  const id = await db.transaction(async (tx) => {
    await postFor(tx, scope, input.postId);
    const [created] = await tx
      .insert(communityComment)
      .values({ ...scope, postId: input.postId, content: input.content, gmtCreate: now, gmtModified: now })
      .returning({ id: communityComment.id });
    if (!created) throw new Error('community comment not saved');
    await awardPoints(tx, scope, commentSource(created.id), now);
    return created.id;
  });
  return toComment(await rowById(db, scope.tenantId, id), [], scope, null);
}

/** A standing top-level comment on a standing post of the member's company. */
async function commentFor(db: Db, scope: MemberScope, id: string) {
  const [comment] = await db
    .select({
      id: communityComment.id,
      postId: communityComment.postId,
      userId: communityComment.userId,
      parentId: communityComment.parentId,
    })
    .from(communityComment)
    .innerJoin(
      communityPost,
      and(
        eq(communityPost.tenantId, communityComment.tenantId),
        eq(communityPost.id, communityComment.postId),
        eq(communityPost.enterpriseId, scope.enterpriseId),
        eq(communityPost.isDeleted, 0),
      ),
    )
    .where(
      and(
        live(scope.tenantId),
        eq(communityComment.enterpriseId, scope.enterpriseId),
        eq(communityComment.id, id),
      ),
    )
    .limit(1);
  if (!comment) throw new BizError('community.comment.notFound');
  return comment;
}

export async function saveReply(
  db: Db,
  scope: MemberScope,
  input: { commentId: string; replyId?: string; content: string },
  now: Date,
): Promise<CommunityReply> {
  const id = await db.transaction(async (tx) => {
    const comment = await commentFor(tx, scope, input.commentId);
    if (comment.parentId !== null) throw new BizError('community.comment.notFound');
    let replyUserId = comment.userId;
    if (input.replyId !== undefined) {
      const answeredReply = await commentFor(tx, scope, input.replyId);
      if (answeredReply.parentId !== comment.id) throw new BizError('community.reply.notFound');
      replyUserId = answeredReply.userId;
    }
    const [created] = await tx
      .insert(communityComment)
      .values({
        ...scope,
        postId: comment.postId,
        parentId: comment.id,
        replyUserId,
        content: input.content,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: communityComment.id });
    if (!created) throw new Error('community reply not saved');
    await awardPoints(tx, scope, commentSource(created.id), now);
    return created.id;
  });
  return toReply(await rowById(db, scope.tenantId, id), scope);
}

/**
 * Deletes the member's own comment, answer or reply (kept, marked deleted), a comment with its replies. An
 * accepted answer stays: the question's author chose it.
 */
export async function deleteComment(db: Db, scope: MemberScope, id: string, now: Date): Promise<void> {
  const comment = await commentFor(db, scope, id);
  if (comment.userId !== scope.userId) throw new BizError('community.comment.notOwn');
  const post = await postFor(db, scope, comment.postId);
  if (post.acceptedId === comment.id) throw new BizError('community.comment.accepted');
  await db
    .update(communityComment)
    .set({ isDeleted: 1, gmtModified: now })
    .where(
      and(
        eq(communityComment.tenantId, scope.tenantId),
        eq(communityComment.postId, comment.postId),
        comment.parentId === null
          ? sql`(${communityComment.id} = ${id} or ${communityComment.parentId} = ${id})`
          : eq(communityComment.id, id),
      ),
    );
}

/**
 * The question's author accepts an answer of someone else, once (the first to arrive wins); the answer's author
 * earns the accepted-answer rule's points.
 */
export async function acceptAnswer(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<{ postId: string; acceptedId: string }> {
  return db.transaction(async (tx) => {
    const answer = await commentFor(tx, scope, id);
    if (answer.parentId !== null) throw new BizError('community.comment.notFound');
    const post = await postFor(tx, scope, answer.postId);
    if (post.kind !== PostKind.question) throw new BizError('community.accept.notQuestion');
    if (post.userId !== scope.userId) throw new BizError('community.accept.notAuthor');
    if (answer.userId === scope.userId) throw new BizError('community.accept.own');
    const [accepted] = await tx
      .update(communityPost)
      .set({ acceptedId: answer.id, gmtModified: now })
      .where(
        and(
          eq(communityPost.tenantId, scope.tenantId),
          eq(communityPost.id, post.id),
          isNull(communityPost.acceptedId),
        ),
      )
      .returning({ id: communityPost.id });
    if (!accepted) throw new BizError('community.accept.already');
    await awardPoints(
      tx,
      { tenantId: scope.tenantId, enterpriseId: scope.enterpriseId, userId: answer.userId },
      { ruleCode: PointsRule.answerAccepted, sourceKind: 'community_answer', sourceId: answer.id },
      now,
    );
    return { postId: post.id, acceptedId: answer.id };
  });
}
