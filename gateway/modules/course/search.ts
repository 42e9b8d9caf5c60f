import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { lecturer } from '../../db/schema-course';
import { keywordMatchIn, snippetAround, type SearchWindow } from '../../shared/keyword-search';
import { memberReader, type MemberScope } from '../../shared/member-scope';
import { lecturerJoin, lecturerNameSql } from './catalogue';
import { visibleCourse } from './scope';

export interface CourseMatch {
  id: string;
  courseName: string;
  summary: string;
  lecturerName: string;
  gmtCreate: Date;
  rank: number;
}

/**
 * The catalogue's courses the member may see whose name or introduction holds the keyword: name matches first,
 * then the newest, as the catalogue orders them.
 */
export async function searchCourses(
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: SearchWindow,
): Promise<{ total: number; rows: CourseMatch[] }> {
  const match = keywordMatchIn(keyword, course.courseName, course.searchText);
  const where = and(visibleCourse(memberReader(scope)), match.where);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(course)
    .where(where);
  const rows =
    window.limit === 0
      ? []
      : await db
          .select({
            id: course.id,
            courseName: course.courseName,
            introduce: course.introduce,
            lecturerName: lecturerNameSql,
            gmtCreate: course.gmtCreate,
            rank: match.rank,
          })
          .from(course)
          .leftJoin(lecturer, lecturerJoin)
          .where(where)
          .orderBy(sql`${match.rank} desc`, desc(course.gmtCreate), desc(course.id))
          .limit(window.limit)
          .offset(window.offset);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      courseName: r.courseName,
      summary: snippetAround(r.introduce, keyword),
      lecturerName: r.lecturerName ?? '',
      gmtCreate: new Date(r.gmtCreate),
      rank: Number(r.rank),
    })),
  };
}
