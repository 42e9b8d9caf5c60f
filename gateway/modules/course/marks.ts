import { and, eq, sql } from 'drizzle-orm';
import type { MarkView } from '../../../contract/course';
import type { Db } from '../../db/client';
import { courseMark } from '../../db/schema-course';
import type { MemberScope } from '../../shared/member-scope';
import { num } from '../../shared/sql';
import { memberReader } from '../../shared/member-scope';
import type { CourseRef } from './tree';
import { findCourse } from './view';

const scoreCount = (score: number) =>
  sql<number>`cast(count(*) filter (where ${courseMark.score} = ${score}) as int)`;

/** The course's ratings in one statement: average to one decimal, count, one count per score, and the caller's. */
async function marksOf(db: Db, scope: MemberScope, found: CourseRef): Promise<MarkView> {
  const [row] = await db
    .select({
      average: sql<number>`cast(coalesce(round(avg(${courseMark.score}), 1), 0) as double precision)`,
      n: sql<number>`cast(count(*) as int)`,
      s1: scoreCount(1),
      s2: scoreCount(2),
      s3: scoreCount(3),
      s4: scoreCount(4),
      s5: scoreCount(5),
      myScore: sql<
        number | null
      >`max(${courseMark.score}) filter (where ${courseMark.userId} = ${scope.userId})`,
      myRemark: sql<
        string | null
      >`max(${courseMark.remark}) filter (where ${courseMark.userId} = ${scope.userId})`,
    })
    .from(courseMark)
    .where(and(eq(courseMark.tenantId, found.tenantId), eq(courseMark.courseId, found.id)));
  const myScore = row?.myScore === null || row?.myScore === undefined ? null : num(row.myScore);
  return {
    courseId: found.id,
    averageScore: num(row?.average),
    markCount: num(row?.n),
    // One count per score from MARK_MIN (1) to MARK_MAX (5).
    distribution: [row?.s1, row?.s2, row?.s3, row?.s4, row?.s5].map((n) => num(n)),
    myScore,
    myRemark: myScore === null ? null : (row?.myRemark ?? ''),
  };
}

export async function markView(db: Db, scope: MemberScope, courseId: string): Promise<MarkView> {
  const found = await findCourse(db, memberReader(scope), courseId);
  return marksOf(db, scope, found);
}

/** Rates a course; a member's second rating replaces the first (one row per member and course). */
export async function saveMark(
  db: Db,
  scope: MemberScope,
  input: { courseId: string; score: number; remark?: string | undefined },
  now: Date,
): Promise<MarkView> {
  const found = await findCourse(db, memberReader(scope), input.courseId);
  const remark = input.remark ?? '';
  await db
    .insert(courseMark)
    .values({
      tenantId: scope.tenantId,
      courseId: found.id,
      userId: scope.userId,
      score: input.score,
      remark,
      gmtCreate: now,
      gmtModified: now,
    })
    .onConflictDoUpdate({
      target: [courseMark.tenantId, courseMark.courseId, courseMark.userId],
      set: { score: input.score, remark, gmtModified: now },
    });
  return marksOf(db, scope, found);
}
