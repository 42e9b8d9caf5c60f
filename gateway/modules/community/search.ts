import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { PostKind } from '../../../contract/community.routes';
import type { SearchHit } from '../../../contract/search';
import { SearchType } from '../../../contract/search-type';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { communityPost } from '../../db/schema-community';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { containsPattern } from '../../shared/sql';
import { standing } from './posts';

/** A hit with its time and rank: 2 when the title holds the keyword, 1 when only the text does. */
export type CommunityHit = SearchHit & { at: Date; rank: number };

/** The search's finder of one kind of post: its total, and the best `limit` hits after `offset`. */
export type CommunityFinder = (
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: { limit: number; offset: number },
  now: Date,
) => Promise<{ total: number; hits: CommunityHit[] }>;

/** Plain text around the first match, so a hit shows why it was found. */
function snippet(text: string, keyword: string, max = 120): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at <= 30) return text.length > max ? `${text.slice(0, max)}…` : text;
  const start = at - 30;
  const end = Math.min(text.length, start + max);
  return `…${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function finderOf(kind: PostKind, type: SearchType): CommunityFinder {
  return async (db, scope, keyword, window) => {
    const pattern = containsPattern(keyword);
    const inTitle = sql`${communityPost.title} ilike ${pattern}`;
    const where = and(
      standing(scope),
      eq(communityPost.kind, kind),
      or(inTitle, sql`${communityPost.plainText} ilike ${pattern}`),
    ) as SQL;
    const rank = sql<number>`case when ${inTitle} then 2 else 1 end`;
    const [total] = await db.select({ n: count() }).from(communityPost).where(where);
    const rows =
      window.limit === 0
        ? []
        : await db
            .select({
              id: communityPost.id,
              title: communityPost.title,
              plainText: communityPost.plainText,
              gmtCreate: communityPost.gmtCreate,
              userName: userAccount.name,
              rank,
            })
            .from(communityPost)
            .leftJoin(
              userAccount,
              and(eq(userAccount.tenantId, communityPost.tenantId), eq(userAccount.id, communityPost.userId)),
            )
            .where(where)
            .orderBy(desc(rank), desc(communityPost.gmtCreate), desc(communityPost.id))
            .limit(window.limit)
            .offset(window.offset);
    return {
      total: total?.n ?? 0,
      hits: rows.map((r) => ({
        type,
        id: r.id,
        title: r.title,
        summary: snippet(r.plainText, keyword),
        source: r.userName ?? '',
        gmtCreate: formatDateTime(new Date(r.gmtCreate)),
        at: new Date(r.gmtCreate),
        rank: Number(r.rank),
      })),
    };
  };
}

/** Blog posts (search type 6). */
export const findBlogPosts = finderOf(PostKind.blog, SearchType.blog);
/** Questions (search type 7). */
export const findQuestions = finderOf(PostKind.question, SearchType.question);
/** Community info articles (search type 8, beside announcements). */
export const findInfoArticles = finderOf(PostKind.article, SearchType.info);
