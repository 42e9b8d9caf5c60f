import { and, eq, type SQL } from 'drizzle-orm';
import { course } from '../../db/schema';
import type { Reader } from '../../shared/member-scope';

/** Who reads courses: a member, or a visitor of a site bound to one company (public courses only). */
export type CourseReader = Reader;

/**
 * The courses a reader may see: enabled courses of the reader's company, and for a visitor only the public ones.
 * Every course call starts from here, so another company's, another tenant's or a disabled course is the same
 * unknown id.
 */
export function visibleCourse(reader: CourseReader): SQL {
  return and(
    eq(course.tenantId, reader.tenantId),
    eq(course.enterpriseId, reader.enterpriseId),
    eq(course.statusId, 1),
    reader.userId === null ? eq(course.isPublic, 1) : undefined,
  ) as SQL;
}
