import { and, eq, type SQL } from 'drizzle-orm';
import { offlineCourse } from '../../db/schema-offline';
import type { Site } from '../../http/context';
import type { MemberScope } from '../../shared/member-scope';

/**
 * Who reads classroom courses: a member of a company (the token's), or a visitor of a site bound to one company.
 * A visitor has no user: public courses only, and nothing personal (no enrolment, no attendance).
 */
export interface OfflineReader {
  tenantId: string;
  enterpriseId: string;
  /** Null for a visitor. */
  userId: string | null;
}

export function memberReader(scope: MemberScope): OfflineReader {
  return { tenantId: scope.tenantId, enterpriseId: scope.enterpriseId, userId: scope.userId };
}

/**
 * The visitor of a site. Only a site bound to one company has courses to show (on a site of several a visitor
 * has not chosen one), so null when the site is not bound.
 */
export function visitorReader(site: Site): OfflineReader | null {
  return site.eid === null ? null : { tenantId: site.tenantId, enterpriseId: site.eid, userId: null };
}

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
