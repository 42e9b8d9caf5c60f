import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseReaction } from '../../db/schema-course';
import type { MemberScope } from '../../shared/member-scope';
import { num } from '../../shared/sql';
import { REACTION_BOOKMARK, REACTION_LIKE } from './figures';
import { memberReader } from '../../shared/member-scope';
import { findCourse } from './view';

/**
 * Turns a like or bookmark on or off. A delete that finds the caller's row turns it off; otherwise an insert
 * that ignores a row already there turns it on. Neither step can fail on a second click racing the first: both
 * answer a state that was true at some moment, and the count read after it.
 */
async function toggle(
  db: Db,
  scope: MemberScope,
  courseId: string,
  kind: number,
  now: Date,
): Promise<{ on: 0 | 1; count: number }> {
  const found = await findCourse(db, memberReader(scope), courseId);
  const key = and(
    eq(courseReaction.tenantId, scope.tenantId),
    eq(courseReaction.courseId, found.id),
    eq(courseReaction.kind, kind),
  );
  const removed = await db
    .delete(courseReaction)
    .where(and(key, eq(courseReaction.userId, scope.userId)))
    .returning({ userId: courseReaction.userId });
  if (removed.length === 0) {
    await db
      .insert(courseReaction)
      .values({ tenantId: scope.tenantId, courseId: found.id, userId: scope.userId, kind, gmtCreate: now })
      .onConflictDoNothing();
  }
  const [row] = await db
    .select({
      n: sql<number>`cast(count(*) as int)`,
      mine: sql<number>`cast(count(*) filter (where ${courseReaction.userId} = ${scope.userId}) as int)`,
    })
    .from(courseReaction)
    .where(key);
  return { on: num(row?.mine) > 0 ? 1 : 0, count: num(row?.n) };
}

export async function toggleAdmire(
  db: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<{ admired: 0 | 1; admireCount: number }> {
  const { on, count } = await toggle(db, scope, courseId, REACTION_LIKE, now);
  return { admired: on, admireCount: count };
}

export async function toggleCollect(
  db: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<{ collected: 0 | 1; collectCount: number }> {
  const { on, count } = await toggle(db, scope, courseId, REACTION_BOOKMARK, now);
  return { collected: on, collectCount: count };
}
