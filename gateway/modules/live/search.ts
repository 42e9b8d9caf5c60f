import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRoom } from '../../db/schema-live';
import { keywordMatch, snippetAround, type SearchWindow } from '../../shared/keyword-search';
import type { MemberScope } from '../../shared/member-scope';
import { ofCompany } from './rooms';

export interface RoomMatch {
  id: string;
  liveName: string;
  summary: string;
  lecturerName: string;
  startTime: Date;
  rank: number;
}

/** The company's rooms whose name or introduction holds the keyword: name matches first, then the latest start. */
export async function searchRooms(
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: SearchWindow,
): Promise<{ total: number; rows: RoomMatch[] }> {
  const match = keywordMatch(keyword, liveRoom.liveName, liveRoom.introduce);
  const where = and(ofCompany(scope), match.where);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(liveRoom)
    .where(where);
  const rows =
    window.limit === 0
      ? []
      : await db
          .select({
            id: liveRoom.id,
            liveName: liveRoom.liveName,
            introduce: liveRoom.introduce,
            lecturerName: liveRoom.lecturerName,
            startTime: liveRoom.startTime,
            rank: match.rank,
          })
          .from(liveRoom)
          .where(where)
          .orderBy(sql`${match.rank} desc`, desc(liveRoom.startTime), desc(liveRoom.id))
          .limit(window.limit)
          .offset(window.offset);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      liveName: r.liveName,
      summary: snippetAround(r.introduce, keyword),
      lecturerName: r.lecturerName,
      startTime: new Date(r.startTime),
      rank: Number(r.rank),
    })),
  };
}
