import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lecturer } from '../db/schema-course';
import type { MemberScope } from './member-scope';

/**
 * The lecturer rows of the caller's company the caller signs in as (`lecturer.user_id`); empty for a member who
 * teaches nothing. Whatever a lecturer page lists (offline courses, study projects) starts from these.
 */
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
