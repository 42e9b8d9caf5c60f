import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { LecturerCard, LecturerDetail, LecturerRankItem } from '../../../contract/lecturer';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { courseMark, lecturer } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern, num } from '../../shared/sql';
import { startedProgress } from '../../shared/study-status';

/** The lecturer's enabled courses, as a join condition on `c`. */
const taught = sql`c.tenant_id = ${lecturer.tenantId} and c.enterprise_id = ${lecturer.enterpriseId}
  and c.lecturer_id = ${lecturer.id} and c.status_id = 1`;

/**
 * Enabled lecturers of the caller's company with their figures, each a correlated aggregate over the lecturer's
 * enabled courses: how many there are, how many members started any of them (a member counts once), and the
 * average of every rating they received, to one decimal.
 */
function lecturerFigures(db: Db, scope: MemberScope, extra?: SQL) {
  return db
    .select({
      id: lecturer.id,
      lecturerName: lecturer.lecturerName,
      headImg: lecturer.headImg,
      position: lecturer.position,
      introduce: lecturer.introduce,
      sort: lecturer.sort,
      courseCount: sql<number>`(select cast(count(*) as int) from ${course} c where ${taught})`.as(
        'course_count',
      ),
      studyCount: sql<number>`(select cast(count(distinct p.user_id) as int) from ${courseUserProgress} p
        join ${course} c on c.tenant_id = p.tenant_id and c.id = p.course_id and c.enterprise_id = p.enterprise_id
        where ${taught} and ${startedProgress('p')})`.as('study_count'),
      markScore: sql<number>`(select cast(coalesce(round(avg(m.score), 1), 0) as double precision)
        from ${courseMark} m join ${course} c on c.tenant_id = m.tenant_id and c.id = m.course_id
        where ${taught})`.as('mark_score'),
    })
    .from(lecturer)
    .where(
      and(
        eq(lecturer.tenantId, scope.tenantId),
        eq(lecturer.enterpriseId, scope.enterpriseId),
        eq(lecturer.statusId, 1),
        extra,
      ),
    )
    .as('lecturer_figures');
}

type FigureRow = {
  id: string;
  lecturerName: string;
  headImg: string;
  position: string;
  introduce: string;
  courseCount: number;
  studyCount: number;
  markScore: number;
};

function toCard(r: FigureRow): LecturerCard {
  return {
    id: r.id,
    lecturerName: r.lecturerName,
    headImg: r.headImg,
    position: r.position,
    introduce: r.introduce,
    courseCount: num(r.courseCount),
    studyCount: num(r.studyCount),
    markScore: num(r.markScore),
  };
}

async function cardPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
  extra?: SQL,
): Promise<Page<LecturerCard>> {
  const figures = lecturerFigures(db, scope, extra);
  const [total] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(figures);
  const rows = await db
    .select()
    .from(figures)
    .orderBy(asc(figures.sort), asc(figures.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(rows.map(toCard), q, num(total?.n));
}

/** Enabled lecturers in the company's order. */
export function lecturerPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
): Promise<Page<LecturerCard>> {
  return cardPage(db, scope, q);
}

/** Lecturers whose name or title contains the keyword (taken literally), in the company's order. */
export function lecturerQueryPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; keyword: string },
): Promise<Page<LecturerCard>> {
  const pattern = containsPattern(q.keyword);
  return cardPage(
    db,
    scope,
    q,
    sql`(${lecturer.lecturerName} ilike ${pattern} or ${lecturer.position} ilike ${pattern})`,
  );
}

/**
 * Lecturers numbered 1..n by how many members studied their courses, then by rating, then by name (compared by
 * code point, so every database orders the same way) and id: each lecturer has one number, whatever page shows it.
 */
function ranked(db: Db, scope: MemberScope) {
  const f = lecturerFigures(db, scope);
  return db
    .select({
      id: f.id,
      lecturerName: f.lecturerName,
      headImg: f.headImg,
      position: f.position,
      introduce: f.introduce,
      courseCount: f.courseCount,
      studyCount: f.studyCount,
      markScore: f.markScore,
      rank: sql<number>`cast(row_number() over (order by ${f.studyCount} desc, ${f.markScore} desc,
        ${f.lecturerName} collate "C", ${f.id}) as int)`.as('rank'),
    })
    .from(f)
    .as('lecturer_rank');
}

export async function lecturerRank(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
): Promise<Page<LecturerRankItem>> {
  const table = ranked(db, scope);
  const [total] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(table);
  const rows = await db.select().from(table).orderBy(asc(table.rank)).limit(q.pageSize).offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({ ...toCard(r), rank: num(r.rank) })),
    q,
    num(total?.n),
  );
}

/** One enabled lecturer of the caller's company with figures and rank; anything else is the same 999. */
export async function lecturerDetail(db: Db, scope: MemberScope, id: string): Promise<LecturerDetail> {
  const table = ranked(db, scope);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new BizError('lecturer.notFound');
  return { ...toCard(row), rank: num(row.rank) };
}
