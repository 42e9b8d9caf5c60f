import { inArray, sql, type SQL } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
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
