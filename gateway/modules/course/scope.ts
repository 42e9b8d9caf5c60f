import { and, eq, type SQL } from 'drizzle-orm';
import type { Site } from '../../http/context';
import { course } from '../../db/schema';
import type { MemberScope } from '../../shared/member-scope';

/**
 * Who reads courses: a member of a company (the token's), or a visitor of a site bound to one company. A visitor
 * has no user, sees public courses only and never gets personal fields.
 */
export interface CourseReader {
  tenantId: string;
  enterpriseId: string;
  /** Null for a visitor. */
  userId: string | null;
}

export function memberReader(scope: MemberScope): CourseReader {
  return { tenantId: scope.tenantId, enterpriseId: scope.enterpriseId, userId: scope.userId };
}

/**
 * The visitor of a site: only a site bound to one company has a catalogue to show (a site of several companies
 * would have to pick one, and a visitor has not chosen). Null when the site is not bound.
 */
export function visitorReader(site: Site): CourseReader | null {
  return site.eid === null ? null : { tenantId: site.tenantId, enterpriseId: site.eid, userId: null };
}

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
