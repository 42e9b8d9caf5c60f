import type { Auth, Site } from '../http/context';
import { BizError } from '../http/errors';

/** Whose rows a call may touch: one member (user) of one company of one tenant. */
export interface MemberScope {
  tenantId: string;
  enterpriseId: string;
  userId: string;
}

/** `auth` endpoints always carry a caller with a chosen company (the route layer refuses them otherwise). */
export function memberScope(auth: Auth | null): MemberScope {
  if (auth === null) throw new BizError('auth.tokenMissing', {}, 301);
  if (auth.enterpriseId === null) throw new BizError('auth.chooseCompany');
  return { tenantId: auth.tenantId, enterpriseId: auth.enterpriseId, userId: auth.userId };
}

/**
 * Who reads what a site shows members and visitors alike (courses, classroom courses): a member of a company, or
 * a visitor of a site bound to one company, who has no user and so sees public rows only and nothing personal.
 */
export interface Reader {
  tenantId: string;
  enterpriseId: string;
  /** Null for a visitor. */
  userId: string | null;
}

export function memberReader(scope: MemberScope): Reader {
  return { tenantId: scope.tenantId, enterpriseId: scope.enterpriseId, userId: scope.userId };
}

/**
 * The visitor of a site: only a site bound to one company has rows to show (a site of several companies would
 * have to pick one, and a visitor has not chosen). Null when the site is not bound.
 */
export function visitorReader(site: Site): Reader | null {
  return site.eid === null ? null : { tenantId: site.tenantId, enterpriseId: site.eid, userId: null };
}
