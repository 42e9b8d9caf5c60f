import { and, eq, type SQL } from 'drizzle-orm';
import { courseCategory, lecturer } from '../../db/schema-course';
import { offlineCourse } from '../../db/schema-offline';
import type { MemberScope, Reader } from '../../shared/member-scope';

/** Who reads classroom courses: a member, or a visitor of a site bound to one company (public courses only). */
export type OfflineReader = Reader;

/** The reader as a member, or null for a visitor (who has no rows of their own to read). */
export function memberOf(reader: OfflineReader): MemberScope | null {
  return reader.userId === null ? null : { ...reader, userId: reader.userId };
}

/**
 * The courses a reader may see: enabled courses of the reader's company, and for a visitor only the public
 * ones. Another company's, another tenant's, a disabled or (to a visitor) a non-public course is the same
 * unknown id.
 */
export function readableCourse(reader: OfflineReader): SQL {
  return and(
    eq(offlineCourse.tenantId, reader.tenantId),
    eq(offlineCourse.enterpriseId, reader.enterpriseId),
    eq(offlineCourse.statusId, 1),
    reader.userId === null ? eq(offlineCourse.isPublic, 1) : undefined,
  ) as SQL;
}

/** A course's category (of its company) and its lecturer, as the course's page and the list join them. */
export const COURSE_CATEGORY = and(
  eq(courseCategory.tenantId, offlineCourse.tenantId),
  eq(courseCategory.id, offlineCourse.categoryId),
  eq(courseCategory.enterpriseId, offlineCourse.enterpriseId),
) as SQL;
export const COURSE_LECTURER = and(
  eq(lecturer.tenantId, offlineCourse.tenantId),
  eq(lecturer.id, offlineCourse.lecturerId),
) as SQL;
