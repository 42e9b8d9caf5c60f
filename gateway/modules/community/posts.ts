import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CommunityPost, CommunityPostView, PostKind } from '../../../contract/community';
import type { Page } from '../../../contract/envelope';
import { PointsRule } from '../../../contract/points.routes';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { communityComment, communityLike, communityPost } from '../../db/schema-community';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope, Reader } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { awardPoints } from '../../shared/points-ledger';
import { sanitizeHtml } from '../../shared/sanitize';
import { containsPattern, qualified } from '../../shared/sql';
import { cleanContent, publishPictures } from './pictures';

/** Posts a reader may see: standing posts of the reader's company. */
export function standing(reader: { tenantId: string; enterpriseId: string }): SQL {
  return and(
    eq(communityPost.tenantId, reader.tenantId),
    eq(communityPost.enterpriseId, reader.enterpriseId),
    eq(communityPost.isDeleted, 0),
  ) as SQL;
}

const likeCount = sql<number>`(select cast(count(*) as int) from ${communityLike} l
  where l.tenant_id = ${qualified(communityPost.tenantId)} and l.post_id = ${qualified(communityPost.id)})`;
const commentCount = sql<number>`(select cast(count(*) as int) from ${communityComment} c
  where c.tenant_id = ${qualified(communityPost.tenantId)} and c.post_id = ${qualified(communityPost.id)}
  and c.is_deleted = 0)`;

function postColumns(reader: Reader) {
  return {
    id: communityPost.id,
    kind: communityPost.kind,
    title: communityPost.title,
    content: communityPost.content,
    plainText: communityPost.plainText,
    userId: communityPost.userId,
    acceptedId: communityPost.acceptedId,
    gmtCreate: communityPost.gmtCreate,
    gmtModified: communityPost.gmtModified,
    userName: userAccount.name,
    headPortrait: userAccount.headPortrait,
    likeCount,
    commentCount,
    isLike:
      reader.userId === null
        ? sql<number>`0`
        : sql<number>`(select cast(count(*) as int) from ${communityLike} l
            where l.tenant_id = ${qualified(communityPost.tenantId)}
            and l.post_id = ${qualified(communityPost.id)} and l.user_id = ${reader.userId})`,
  };
}

function selectPosts(db: Db, reader: Reader) {
  return db
    .select(postColumns(reader))
    .from(communityPost)
    .leftJoin(
      userAccount,
      and(eq(userAccount.tenantId, communityPost.tenantId), eq(userAccount.id, communityPost.userId)),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function summaryOf(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function toPost(r: Row, reader: Reader): CommunityPost {
  return {
    id: r.id,
    kind: r.kind as PostKind,
    title: r.title,
    summary: summaryOf(r.plainText),
    userId: r.userId,
    userName: r.userName ?? '',
    headPortrait: r.headPortrait ?? '',
    likeCount: Number(r.likeCount),
    commentCount: Number(r.commentCount),
    isLike: Number(r.isLike) > 0 ? 1 : 0,
    isMine: reader.userId !== null && r.userId === reader.userId ? 1 : 0,
    acceptedId: r.acceptedId ?? '',
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
    gmtModified: formatDateTime(new Date(r.gmtModified)),
  };
}

function toView(r: Row, reader: Reader): CommunityPostView {
  // Stored sanitised; sanitised again on the way out, as every rich text is.
  return { ...toPost(r, reader), content: sanitizeHtml(r.content) };
}

/** Title or text contains the keyword, ignoring case. */
function matches(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    sql`${communityPost.title} ilike ${pattern}`,
    sql`${communityPost.plainText} ilike ${pattern}`,
  ) as SQL;
}

async function pageOf(
  db: Db,
  reader: Reader,
  where: SQL | undefined,
  q: { pageCurrent: number; pageSize: number; order?: number },
): Promise<Page<CommunityPost>> {
  const [total] = await db.select({ n: count() }).from(communityPost).where(where);
  const order =
    q.order === 2
      ? [desc(sql`${likeCount} * 2 + ${commentCount}`), desc(communityPost.gmtCreate), desc(communityPost.id)]
      : [desc(communityPost.gmtCreate), desc(communityPost.id)];
  const rows = await selectPosts(db, reader)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toPost(r, reader)),
    q,
    total?.n ?? 0,
  );
}

/** One kind of posts of the reader's company; a site without a company of its own has none for visitors. */
export async function postPage(
  db: Db,
  reader: Reader | null,
  q: { pageCurrent: number; pageSize: number; kind: PostKind; keyword?: string; order: number },
): Promise<Page<CommunityPost>> {
  if (reader === null) return pageResult([], q, 0);
  const where = and(
    standing(reader),
    eq(communityPost.kind, q.kind),
    q.keyword === undefined ? undefined : matches(q.keyword),
  );
  return pageOf(db, reader, where, q);
}

export async function minePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; kind?: PostKind },
): Promise<Page<CommunityPost>> {
  const where = and(
    standing(scope),
    eq(communityPost.userId, scope.userId),
    q.kind === undefined ? undefined : eq(communityPost.kind, q.kind),
  );
  return pageOf(db, scope, where, q);
}

async function rowOf(db: Db, reader: Reader, id: string): Promise<Row> {
  const [row] = await selectPosts(db, reader)
    .where(and(standing(reader), eq(communityPost.id, id)))
    .limit(1);
  if (!row) throw new BizError('community.post.notFound');
  return row;
}

export async function viewPost(db: Db, reader: Reader | null, id: string): Promise<CommunityPostView> {
  if (reader === null) throw new BizError('community.post.notFound');
  return toView(await rowOf(db, reader, id), reader);
}

/** A standing post of the member's company, for a write on it. */
export async function postFor(db: Db, scope: MemberScope, id: string) {
  const [post] = await db
    .select({
      id: communityPost.id,
      kind: communityPost.kind,
      userId: communityPost.userId,
      acceptedId: communityPost.acceptedId,
    })
    .from(communityPost)
    .where(and(standing(scope), eq(communityPost.id, id)))
    .limit(1);
  if (!post) throw new BizError('community.post.notFound');
  return post;
}

/** Publishes a post; its author earns the post rule's points, within the day's cap. */
export async function savePost(
  db: Db,
  scope: MemberScope,
  input: { kind: PostKind; title: string; content: string },
  now: Date,
): Promise<CommunityPostView> {
  const id = await db.transaction(async (tx) => {
    const clean = await cleanContent(tx, scope, input.content, null);
    const [created] = await tx
      .insert(communityPost)
      .values({
        ...scope,
        kind: input.kind,
        title: input.title,
        content: clean.content,
        plainText: clean.plainText,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: communityPost.id });
    if (!created) throw new Error('community post not saved');
    await publishPictures(tx, scope, created.id, clean.pictures, now);
    await awardPoints(
      tx,
      scope,
      { ruleCode: PointsRule.post, sourceKind: 'community_post', sourceId: created.id },
      now,
    );
    return created.id;
  });
  return viewPost(db, scope, id);
}

async function ownPost(db: Db, scope: MemberScope, id: string) {
  const post = await postFor(db, scope, id);
  if (post.userId !== scope.userId) throw new BizError('community.post.notOwn');
  return post;
}

export async function editPost(
  db: Db,
  scope: MemberScope,
  input: { id: string; title: string; content: string },
  now: Date,
): Promise<CommunityPostView> {
  await db.transaction(async (tx) => {
    await ownPost(tx, scope, input.id);
    const clean = await cleanContent(tx, scope, input.content, input.id);
    await tx
      .update(communityPost)
      .set({ title: input.title, content: clean.content, plainText: clean.plainText, gmtModified: now })
      .where(and(standing(scope), eq(communityPost.id, input.id)));
    await publishPictures(tx, scope, input.id, clean.pictures, now);
  });
  return viewPost(db, scope, input.id);
}

/** Deletes the member's own post (kept, marked deleted): it leaves every list, and its pictures stop. */
export async function deletePost(db: Db, scope: MemberScope, id: string, now: Date): Promise<void> {
  await ownPost(db, scope, id);
  await db
    .update(communityPost)
    .set({ isDeleted: 1, gmtModified: now })
    .where(and(standing(scope), eq(communityPost.id, id)));
}

/** Sets or takes back the member's like; the key keeps it to one like however many arrive at once. */
export async function likePost(
  db: Db,
  scope: MemberScope,
  input: { id: string; isLike: 0 | 1 },
  now: Date,
): Promise<{ isLike: 0 | 1; likeCount: number }> {
  await postFor(db, scope, input.id);
  const mine = and(
    eq(communityLike.tenantId, scope.tenantId),
    eq(communityLike.postId, input.id),
    eq(communityLike.userId, scope.userId),
  );
  if (input.isLike === 1) {
    await db
      .insert(communityLike)
      .values({ tenantId: scope.tenantId, postId: input.id, userId: scope.userId, gmtCreate: now })
      .onConflictDoNothing();
  } else {
    await db.delete(communityLike).where(mine);
  }
  const [likes] = await db
    .select({ n: count() })
    .from(communityLike)
    .where(and(eq(communityLike.tenantId, scope.tenantId), eq(communityLike.postId, input.id)));
  return { isLike: input.isLike, likeCount: likes?.n ?? 0 };
}
