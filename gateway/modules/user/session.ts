import { RegisterStatus, type Enterprise, type SessionUser, type SignIn } from '../../../contract/user';
import type { Db } from '../../db/client';
import type { Auth, Site } from '../../http/context';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { issueToken, revokeToken } from '../../http/tokens';
import { heldCount } from '../certificate/held';
import { findAccountById, maskPhone } from './accounts';
import { enterpriseLabel, loadMemberships, type Membership } from './memberships';

async function approvedMemberships(db: Db, auth: Auth, eid: string | null): Promise<Membership[]> {
  const all = await loadMemberships(db, auth.tenantId, auth.userId, eid);
  return all.filter((m) => m.registerStatus === RegisterStatus.approved);
}

/** The signed-in user; company fields stay empty until a company has been chosen. */
export async function currentUser(db: Db, auth: Auth, locale: Locale, now: Date): Promise<SessionUser> {
  const account = await findAccountById(db, auth.tenantId, auth.userId);
  if (!account) throw new BizError('user.notFound');
  const member = auth.enterpriseId ? (await approvedMemberships(db, auth, auth.enterpriseId))[0] : undefined;
  return {
    id: account.id,
    name: account.name,
    phone: maskPhone(account.phone),
    empNo: member?.empNo ?? '',
    headPortrait: account.headPortrait,
    isAdmin: member?.isAdmin === 1 ? 1 : 0,
    userType: member?.userType ?? 1,
    creditHour: member ? Number(member.creditHour) : 0,
    certificateCount: member
      ? await heldCount(
          db,
          { tenantId: auth.tenantId, enterpriseId: member.enterpriseId, userId: auth.userId },
          now,
        )
      : 0,
    enterpriseId: member?.enterpriseId ?? null,
    enterpriseName: member ? enterpriseLabel(member.enterpriseName, member.enterpriseNameEn, locale) : '',
    enterpriseLogo: member?.enterpriseLogo ?? '',
  };
}

/** Companies the user may enter from this site (only the bound one on a bound site). */
export async function enterpriseList(db: Db, auth: Auth, site: Site, locale: Locale): Promise<Enterprise[]> {
  const members = await approvedMemberships(db, auth, site.eid);
  return members.map((m) => ({
    id: m.enterpriseId,
    name: enterpriseLabel(m.enterpriseName, m.enterpriseNameEn, locale),
    logo: m.enterpriseLogo,
    current: m.enterpriseId === auth.enterpriseId ? 1 : 0,
  }));
}

/** A new token bound to the chosen company; the token used to ask stops working. */
export async function chooseEnterprise(
  db: Db,
  auth: Auth,
  site: Site,
  enterpriseId: string,
  now: Date,
): Promise<SignIn> {
  const members = await approvedMemberships(db, auth, site.eid);
  if (!members.some((m) => m.enterpriseId === enterpriseId)) throw new BizError('user.enterprise.notMember');
  const { token } = await issueToken(
    db,
    { tenantId: auth.tenantId, userId: auth.userId, enterpriseId, websiteId: site.id },
    now,
  );
  await revokeToken(db, auth.tokenHash, 'replaced', now);
  return { token, chooseEnterprise: 0 };
}

export async function logout(db: Db, auth: Auth, now: Date): Promise<void> {
  await revokeToken(db, auth.tokenHash, 'logout', now);
}
