import { and, eq, type SQL } from 'drizzle-orm';
import { AssessResult } from '../../../contract/offline-review';
import type { Db } from '../../db/client';
import { offlineCourse } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
import type { MemberScope } from '../../shared/member-scope';
import { requireLecturer, teachesCourse } from './teaching';

/*
 * Who reaches a course's attachments, assessments and attendance export (decision 0060). Any member of the
 * company sees an enabled course of it; the lecturer calls need a course the caller teaches. Another company's or
 * tenant's course is the same "not found" as an unknown id.
 */

export interface CourseFacts {
  id: string;
  courseName: string;
  passScore: number;
}

const facts = {
  id: offlineCourse.id,
  courseName: offlineCourse.courseName,
  passScore: offlineCourse.passScore,
};

const enabledOfCompany = (scope: MemberScope, courseId: string): SQL =>
  and(
    eq(offlineCourse.tenantId, scope.tenantId),
    eq(offlineCourse.enterpriseId, scope.enterpriseId),
    eq(offlineCourse.id, courseId),
    eq(offlineCourse.statusId, 1),
  ) as SQL;

/** An enabled course of the caller's company, or "not found". */
export async function visibleCourse(db: Db, scope: MemberScope, courseId: string): Promise<CourseFacts> {
  const [row] = await db.select(facts).from(offlineCourse).where(enabledOfCompany(scope, courseId)).limit(1);
  if (!row) throw new BizError('offline.courseNotFound');
  return row;
}

/** A course the caller teaches: 306 for a member who teaches nothing, "not found" for any other course. */
export async function taughtCourse(db: Db, scope: MemberScope, courseId: string): Promise<CourseFacts> {
  const ids = await requireLecturer(db, scope);
  const [row] = await db
    .select(facts)
    .from(offlineCourse)
    .where(and(enabledOfCompany(scope, courseId), teachesCourse(ids)))
    .limit(1);
  if (!row) throw new BizError('offline.courseNotFound');
  return row;
}

/** Whether the caller teaches the course, without refusing anyone (for reads a learner may make too). */
export async function teachesCourseById(db: Db, scope: MemberScope, courseId: string): Promise<boolean> {
  const ids = await lecturerIdsOf(db, scope);
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: offlineCourse.id })
    .from(offlineCourse)
    .where(and(enabledOfCompany(scope, courseId), teachesCourse(ids)))
    .limit(1);
  return row !== undefined;
}

/** Where a score stands against the course's pass score as it is now; pending without one. */
export function resultOf(score: number | null, passScore: number): AssessResult {
  if (score === null) return AssessResult.pending;
  return score >= passScore ? AssessResult.passed : AssessResult.failed;
}
