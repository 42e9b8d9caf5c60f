import { and, asc, eq } from 'drizzle-orm';
import { RegisterStatus, type SignIn } from '../../../contract/user';
import type { Db } from '../../db/client';
import { enterprise, enterpriseMember } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { issueToken } from '../../http/tokens';

export interface Membership {
  memberId: string;
  enterpriseId: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  enterpriseLogo: string;
  registerStatus: number;
  rejectReason: string;
  isAdmin: number;
  userType: number;
  empNo: string;
  creditHour: number;
  gmtCreate: Date;
}

/** Where a sign-in happens: the site's tenant, the site, and the company it is bound to (if any). */
export interface SignInScope {
  tenantId: string;
  websiteId: string;
  eid: string | null;
}

/** The user's memberships in the tenant, in the companies' display order; only `eid`'s when given. */
export async function loadMemberships(
  db: Db,
  tenantId: string,
  userId: string,
  eid: string | null,
): Promise<Membership[]> {
  const conditions = [eq(enterpriseMember.tenantId, tenantId), eq(enterpriseMember.userId, userId)];
  if (eid !== null) conditions.push(eq(enterpriseMember.enterpriseId, eid));
  return db
    .select({
      memberId: enterpriseMember.id,
      enterpriseId: enterpriseMember.enterpriseId,
      enterpriseName: enterprise.name,
      enterpriseNameEn: enterprise.nameEn,
      enterpriseLogo: enterprise.logo,
      registerStatus: enterpriseMember.registerStatus,
      rejectReason: enterpriseMember.rejectReason,
      isAdmin: enterpriseMember.isAdmin,
      userType: enterpriseMember.userType,
      empNo: enterpriseMember.empNo,
      creditHour: enterpriseMember.creditHour,
      gmtCreate: enterpriseMember.gmtCreate,
    })
    .from(enterpriseMember)
    .innerJoin(
      enterprise,
      and(
        eq(enterprise.tenantId, enterpriseMember.tenantId),
        eq(enterprise.id, enterpriseMember.enterpriseId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(enterprise.sort), asc(enterprise.id));
}

/** A company's name in the reader's language (English falls back to the Chinese name). */
export function enterpriseLabel(name: string, nameEn: string, locale: Locale): string {
  return locale === 'en' && nameEn.trim() !== '' ? nameEn : name;
}

/** The approved memberships a sign-in may use, or the reason there are none. */
export function usableMemberships(memberships: Membership[], siteBound: boolean): Membership[] {
  const approved = memberships.filter((m) => m.registerStatus === RegisterStatus.approved);
  if (approved.length > 0) return approved;
  if (memberships.some((m) => m.registerStatus === RegisterStatus.awaiting)) {
    throw new BizError('user.register.awaiting');
  }
  const rejected = memberships.find((m) => m.registerStatus === RegisterStatus.rejected);
  if (rejected) {
    throw rejected.rejectReason.trim() === ''
      ? new BizError('user.register.rejected')
      : new BizError('user.register.rejectedWithReason', { reason: rejected.rejectReason });
  }
  throw new BizError(siteBound ? 'user.signIn.notInSiteCompany' : 'user.signIn.noCompany');
}

/**
 * Issues the token of a successful sign-in: bound to the company when there is exactly one to enter, else
 * unbound and the portal asks which company.
 */
export async function completeSignIn(db: Db, scope: SignInScope, userId: string, now: Date): Promise<SignIn> {
  const usable = usableMemberships(
    await loadMemberships(db, scope.tenantId, userId, scope.eid),
    scope.eid !== null,
  );
  const only = usable.length === 1 ? usable[0] : undefined;
  const { token } = await issueToken(
    db,
    {
      tenantId: scope.tenantId,
      userId,
      enterpriseId: only ? only.enterpriseId : null,
      websiteId: scope.websiteId,
    },
    now,
  );
  return { token, chooseEnterprise: only ? 0 : 1 };
}
