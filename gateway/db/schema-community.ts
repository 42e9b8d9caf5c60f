import { index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';
import { trigramIndex } from './trigram';

/*
 * The community (decision 0065): posts of a company's members, their comments and replies (a question's top-level
 * comments are its answers), likes, and the pictures published with posts.
 */

/** A blog post (1), question (2) or info article (3); `content` is sanitised HTML, `plain_text` its text. */
export const communityPost = pgTable(
  'community_post',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The content without markup, for search and summaries. */
    plainText: text('plain_text').notNull(),
    /** A question's accepted answer (a `community_comment`). */
    acceptedId: ref('accepted_id'),
    isDeleted: smallint('is_deleted').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('community_post_kind_idx').on(t.tenantId, t.enterpriseId, t.kind, t.gmtCreate),
    index('community_post_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
    // Search matches titles and text with LIKE '%…%' (decision 0064).
    trigramIndex('community_post_title_trgm', t.title),
    trigramIndex('community_post_text_trgm', t.plainText),
  ],
);

/** Comments and answers (`parent_id` null) and replies to them (`parent_id` the comment). */
export const communityComment = pgTable(
  'community_comment',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    parentId: ref('parent_id'),
    replyUserId: ref('reply_user_id'),
    content: text('content').notNull(),
    isDeleted: smallint('is_deleted').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('community_comment_post_idx').on(t.tenantId, t.postId, t.parentId),
  ],
);

/** One member's like of a post: at most one, so two likes at once still make one. */
export const communityLike = pgTable(
  'community_like',
  {
    tenantId: tenantCol(),
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.postId, t.userId] })],
);

/**
 * A picture published with a post: one of its author's uploads under a random public name, served to whoever
 * may read the post (visitors too) while the post stands.
 */
export const communityPicture = pgTable(
  'community_picture',
  {
    tenantId: tenantCol(),
    /** 32 random bytes, base64url. */
    name: text('name').notNull(),
    enterpriseId: ref('enterprise_id').notNull(),
    postId: ref('post_id').notNull(),
    uploadId: ref('upload_id').notNull(),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.name] }),
    uniqueIndex('community_picture_upload_uq').on(t.tenantId, t.postId, t.uploadId),
  ],
);
