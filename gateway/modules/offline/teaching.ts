import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { lecturer } from '../../db/schema-course';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { qualified } from '../../shared/sql';

/*
 * Who teaches (decision 0058): the member whose `lecturer.user_id` is the course's or the session's lecturer.
 * A member who is no lecturer of their company gets 306 on every lecturer call; a lecturer asking about what
 * they do not teach gets the same "not found" as an unknown id.
 */

// The course's columns as correlated subqueries name them (see `qualified`).
const courseRef = qualified(offlineCourse.id);
const courseTenant = qualified(offlineCourse.tenantId);

/** The lecturer rows of the caller's company the caller signs in as; empty for a member who teaches nothing. */
export async function lecturerIdsOf(db: Db, scope: MemberScope): Promise<string[]> {
  const rows = await db
    .select({ id: lecturer.id })
    .from(lecturer)
    .where(
      and(
        eq(lecturer.tenantId, scope.tenantId),
        eq(lecturer.enterpriseId, scope.enterpriseId),
        eq(lecturer.userId, scope.userId),
      ),
    );
  return rows.map((r) => r.id);
}

/** The caller's lecturer rows, or 306 when there are none. */
export async function requireLecturer(db: Db, scope: MemberScope): Promise<string[]> {
  const ids = await lecturerIdsOf(db, scope);
  if (ids.length === 0) throw new BizError('offline.notLecturer', {}, Code.noPermission);
  return ids;
}

/** The caller teaches the session (its own lecturer, or the course's), as SQL over the two tables. */
export function teachesSession(ids: string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`(${inArray(offlineSession.lecturerId, ids)} or ${inArray(offlineCourse.lecturerId, ids)})`;
}

/** The caller teaches the course or one of its sessions, as SQL over `offline_course`. */
export function teachesCourse(ids: string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`(${inArray(offlineCourse.lecturerId, ids)} or exists (select 1 from ${offlineSession} ts
    where ts.tenant_id = ${courseTenant} and ts.course_id = ${courseRef}
      and ts.lecturer_id in ${ids}))`;
}
