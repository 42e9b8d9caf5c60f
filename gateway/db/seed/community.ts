import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PostKind } from '../../../contract/community.routes';
import { plainSummary, sanitizeHtml } from '../../shared/sanitize';
import { communityComment, communityLike, communityPost } from '../schema-community';
import { HOUR_MS, MINUTE_MS, type SeedContext } from './context';
import { entry, phone, readSeedData, richText } from './seed-data';

/*
 * Each company's community (community.json): posts of every kind with their comments, answers and replies, an
 * accepted answer, and likes. Seeded posts earn no points, so every member's balance stays its ledger's sum.
 */

const FILE = 'community.json';

const kinds = { blog: PostKind.blog, question: PostKind.question, article: PostKind.article } as const;

const communityFile = z.record(
  z.string(),
  z.array(
    entry({
      kind: z.enum(['blog', 'question', 'article']),
      who: phone,
      title: z.string().min(1).max(100),
      hoursAgo: z.number().min(0),
      content: richText,
      /** Replies answer the comment's author. */
      comments: z
        .array(
          entry({
            who: phone,
            content: z.string(),
            replies: z.array(entry({ who: phone, content: z.string() })).default([]),
          }),
        )
        .default([]),
      /** A question's accepted answer, by its place among the comments. */
      accepted: z.number().int().min(0).optional(),
      likes: z.array(phone).default([]),
    }),
  ),
);

export async function seedCommunity({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, communityFile);
  for (const [key, posts] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    const { tenantId, enterpriseId } = company;
    const userOf = (phone: string) => refs.user(company, phone, FILE);
    for (const p of posts) {
      const at = new Date(now.getTime() - p.hoursAgo * HOUR_MS);
      const content = sanitizeHtml(p.content);
      const [post] = await tx
        .insert(communityPost)
        .values({
          tenantId,
          enterpriseId,
          userId: userOf(p.who),
          kind: kinds[p.kind],
          title: p.title,
          content,
          plainText: plainSummary(content, Number.MAX_SAFE_INTEGER),
          gmtCreate: at,
          gmtModified: at,
        })
        .returning({ id: communityPost.id });
      if (!post) throw new Error('seed: community post not created');
      let minute = 0;
      const commentIds: string[] = [];
      for (const c of p.comments) {
        const commentAt = new Date(at.getTime() + ++minute * 7 * MINUTE_MS);
        const [comment] = await tx
          .insert(communityComment)
          .values({
            tenantId,
            enterpriseId,
            postId: post.id,
            userId: userOf(c.who),
            content: c.content,
            gmtCreate: commentAt,
            gmtModified: commentAt,
          })
          .returning({ id: communityComment.id });
        if (!comment) throw new Error('seed: community comment not created');
        commentIds.push(comment.id);
        for (const r of c.replies) {
          const replyAt = new Date(at.getTime() + ++minute * 7 * MINUTE_MS);
          await tx.insert(communityComment).values({
            tenantId,
            enterpriseId,
            postId: post.id,
            userId: userOf(r.who),
            parentId: comment.id,
            replyUserId: userOf(c.who),
            content: r.content,
            gmtCreate: replyAt,
            gmtModified: replyAt,
          });
        }
      }
      if (p.accepted !== undefined) {
        const acceptedId = commentIds[p.accepted];
        if (acceptedId === undefined) throw new Error(`seed: ${FILE}: no comment ${p.accepted} to accept`);
        await tx
          .update(communityPost)
          .set({ acceptedId })
          .where(and(eq(communityPost.tenantId, tenantId), eq(communityPost.id, post.id)));
      }
      if (p.likes.length > 0) {
        await tx
          .insert(communityLike)
          .values(p.likes.map((who) => ({ tenantId, postId: post.id, userId: userOf(who), gmtCreate: at })));
      }
    }
  }
}
