import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exam, examUser } from '../../db/schema';
import { keywordMatch, snippetAround, type SearchWindow } from '../../shared/keyword-search';
import type { MemberScope } from '../../shared/member-scope';
import { publishedExam, recordsOf } from './records';

export interface ExamMatch {
  /** The member's exam record, which opens the exam's page. */
  id: string;
  examName: string;
  summary: string;
  startTime: Date;
  rank: number;
}

/**
 * The member's published exams whose name or rules hold the keyword: name matches first, then the latest
 * window.
 */
export async function searchExams(
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: SearchWindow,
): Promise<{ total: number; rows: ExamMatch[] }> {
  const match = keywordMatch(keyword, exam.examName, exam.description);
  const where = and(recordsOf(scope), match.where);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(examUser)
    .innerJoin(exam, publishedExam)
    .where(where);
  const rows =
    window.limit === 0
      ? []
      : await db
          .select({
            id: examUser.id,
            examName: exam.examName,
            description: exam.description,
            startTime: exam.startTime,
            rank: match.rank,
          })
          .from(examUser)
          .innerJoin(exam, publishedExam)
          .where(where)
          .orderBy(sql`${match.rank} desc`, desc(exam.startTime), desc(examUser.id))
          .limit(window.limit)
          .offset(window.offset);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      examName: r.examName,
      summary: snippetAround(r.description, keyword),
      startTime: new Date(r.startTime),
      rank: Number(r.rank),
    })),
  };
}
