import { and, asc, eq } from 'drizzle-orm';
import { RegisterStatus, SmsPurpose } from '../../../contract/user';
import type { Db } from '../../db/client';
import { enterprise, enterpriseMember, userAccount, website } from '../../db/schema';
import type { Site } from '../../http/context';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { type PasswordCost, hashPassword } from '../../shared/passwords';
import { findAccountByPhone } from './accounts';
import { enterpriseLabel, loadMemberships } from './memberships';
import { checkPassword } from './password-sign-in';
import { verifyCode } from './sms-codes';

export interface OpenEnterprise {
  id: string;
  name: string;
  approval: 0 | 1;
}

async function siteAllowsRegistration(db: Db, site: Site): Promise<boolean> {
  const rows = await db
    .select({ registerEnabled: website.registerEnabled })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  return rows[0]?.registerEnabled === 1;
}

/** Companies one may apply to from this site: the bound company only, else the tenant's open companies. */
export async function openEnterprises(db: Db, site: Site, locale: Locale): Promise<OpenEnterprise[]> {
  if (!(await siteAllowsRegistration(db, site))) return [];
  const conditions = [eq(enterprise.tenantId, site.tenantId), eq(enterprise.allowRegister, 1)];
  if (site.eid !== null) conditions.push(eq(enterprise.id, site.eid));
  const rows = await db
    .select({
      id: enterprise.id,
      name: enterprise.name,
      nameEn: enterprise.nameEn,
      registerApproval: enterprise.registerApproval,
    })
    .from(enterprise)
    .where(and(...conditions))
    .orderBy(asc(enterprise.sort), asc(enterprise.id));
  return rows.map((r) => ({
    id: r.id,
    name: enterpriseLabel(r.name, r.nameEn, locale),
    approval: r.registerApproval === 1 ? 1 : 0,
  }));
}

export interface RegisterInput {
  phone: string;
  code: string;
  name: string;
  password: string;
  enterpriseId?: string | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates the account and its application; approved at once unless the company reviews sign-ups. */
export async function register(
  db: Db,
  site: Site,
  locale: Locale,
  input: RegisterInput,
  now: Date,
  cost?: PasswordCost,
): Promise<{ status: 1 | 2 }> {
  const open = await openEnterprises(db, site, locale);
  const wanted = site.eid ?? input.enterpriseId;
  if (wanted === undefined) throw new BizError('user.register.enterpriseRequired');
  const target = open.find((e) => e.id === wanted);
  if (!target)
    throw new BizError(site.eid !== null ? 'user.register.closed' : 'user.register.enterpriseNotOpen');
  if (await findAccountByPhone(db, site.tenantId, input.phone)) throw new BizError('user.phone.registered');

  await verifyCode(db, {
    tenantId: site.tenantId,
    phone: input.phone,
    purpose: SmsPurpose.register,
    code: input.code,
    now,
    consume: true,
  });

  const status = target.approval === 1 ? RegisterStatus.awaiting : RegisterStatus.approved;
  const passwordHash = await hashPassword(input.password, cost);
  try {
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(userAccount)
        .values({
          tenantId: site.tenantId,
          phone: input.phone,
          name: input.name,
          passwordHash,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning({ id: userAccount.id });
      if (!account) throw new Error('user insert returned nothing');
      await tx.insert(enterpriseMember).values({
        tenantId: site.tenantId,
        enterpriseId: target.id,
        userId: account.id,
        registerStatus: status,
        gmtCreate: now,
        gmtModified: now,
      });
    });
  } catch (error) {
    // Two registrations of one phone at once: the unique index lets exactly one through.
    if (isUniqueViolation(error)) throw new BizError('user.phone.registered');
    throw error;
  }
  return { status };
}

/**
 * Where the caller's application stands, proven by phone and password (a sign-in attempt for the failure
 * counters and the lock). The site's company on a bound site, else the latest application.
 */
export async function applicationStatus(
  db: Db,
  site: Site,
  locale: Locale,
  input: { phone: string; password: string; ip: string; cost?: PasswordCost | undefined },
  now: Date,
): Promise<{ status: 1 | 2 | 3; enterpriseName: string; reason: string }> {
  const account = await checkPassword({
    db,
    site,
    ip: input.ip,
    now,
    cost: input.cost,
    kind: 'acct',
    subject: input.phone,
    password: input.password,
    captcha: null,
    candidates: async () => {
      const found = await findAccountByPhone(db, site.tenantId, input.phone);
      return found ? [found] : [];
    },
  });
  const memberships = await loadMemberships(db, site.tenantId, account.id, site.eid);
  const latest = [...memberships].sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime())[0];
  if (!latest)
    throw new BizError(site.eid !== null ? 'user.signIn.notInSiteCompany' : 'user.signIn.noCompany');
  const status = latest.registerStatus;
  return {
    status: status === 1 || status === 3 ? status : 2,
    enterpriseName: enterpriseLabel(latest.enterpriseName, latest.enterpriseNameEn, locale),
    reason: status === RegisterStatus.rejected ? latest.rejectReason : '',
  };
}
