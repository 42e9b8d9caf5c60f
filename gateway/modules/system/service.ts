import { and, asc, eq } from 'drizzle-orm';
import type { EnumName, EnumOption, NavItem, Website } from '../../../contract/system';
import type { Db } from '../../db/client';
import { agreement, enterprise, navItem, website } from '../../db/schema';
import type { Auth, Site } from '../../http/context';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { SitePolicy } from '../../plugins/security-headers';

const QR_PROVIDERS = ['wecom', 'dingtalk'] as const;
type QrProviderName = (typeof QR_PROVIDERS)[number];
const isQrProvider = (p: string): p is QrProviderName => (QR_PROVIDERS as readonly string[]).includes(p);

type WebsiteRow = typeof website.$inferSelect;

function toWebsite(row: WebsiteRow): Website {
  return {
    id: row.id,
    eid: row.eid,
    domain: row.domain,
    websiteTitle: row.title,
    websiteIco: row.ico,
    logo: row.logo,
    clientName: row.clientName,
    amapKeyId: row.amapKeyId,
    amapKeySecret: row.amapKeySecret,
    mobileSite: row.mobileSite,
    registerEnabled: row.registerEnabled === 1 ? 1 : 0,
    qrProviders: row.qrProviders.filter(isQrProvider),
  };
}

/**
 * The site for the request host, or for `domain` when given. Another domain is only answered when it is a
 * site of the same tenant, so one tenant's portal cannot read another tenant's configuration.
 */
export async function viewWebsite(db: Db, site: Site, domain: string | undefined): Promise<Website> {
  const wanted = domain ? domain.toLowerCase() : site.domain;
  const rows = await db
    .select()
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.domain, wanted)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new BizError('site.notFound');
  return toWebsite(row);
}

/** What the site's portal page policy depends on: who may frame it, and whether it loads the maps script. */
export async function sitePolicy(db: Db, site: Site): Promise<SitePolicy> {
  const rows = await db
    .select({
      frameAncestors: website.frameAncestors,
      amapKeyId: website.amapKeyId,
      amapKeySecret: website.amapKeySecret,
    })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  const row = rows[0];
  return {
    frameAncestors: row?.frameAncestors ?? '',
    // The same rule as the portal's: both parts of the key, or no maps.
    maps: Boolean(row && row.amapKeyId.trim() !== '' && row.amapKeySecret.trim() !== ''),
  };
}

/** The agreement in the reader's language, else in Chinese (every tenant has that one). */
export async function viewAgreement(db: Db, site: Site, type: number, locale: Locale) {
  const rows = await db
    .select()
    .from(agreement)
    .where(and(eq(agreement.tenantId, site.tenantId), eq(agreement.type, type)));
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'zh') ?? rows[0];
  if (!row) throw new BizError('agreement.notFound');
  return {
    type: row.type,
    title: row.title,
    content: row.content,
    gmtModified: formatDateTime(row.gmtModified),
  };
}

const ENUM_CODES: Record<EnumName, readonly number[]> = {
  LearningStatus: [1, 2, 3],
  ExamStatus: [1, 2, 3, 4, 5, 6],
  CertificateStatus: [1, 2],
  RegisterStatus: [1, 2, 3],
  ReadStatus: [0, 1],
  ResourceType: [2, 3, 4, 5, 6],
  ContentType: [2, 3, 4, 5, 6, 7, 8],
  LiveStatus: [1, 2, 3, 4],
};

export function listEnum(name: EnumName, translate: (key: string) => string): EnumOption[] {
  return ENUM_CODES[name].map((code) => ({ code, desc: translate(`enum.${name}.${code}`) }));
}

/** Every nav entry of the site, disabled ones included (the portal decides what to show by statusId). */
export async function listNav(db: Db, site: Site, locale: Locale): Promise<NavItem[]> {
  const rows = await db
    .select()
    .from(navItem)
    .where(and(eq(navItem.tenantId, site.tenantId), eq(navItem.websiteId, site.id)))
    .orderBy(asc(navItem.sort), asc(navItem.id));
  return rows.map((r) => ({
    id: r.id,
    navName: locale === 'en' && r.navNameEn ? r.navNameEn : r.navName,
    targetAddr: r.targetAddr,
    targetType: r.targetType,
    targetOpenNewPage: r.targetOpenNewPage === 1 ? 1 : 0,
    statusId: r.statusId === 1 ? 1 : 0,
    sort: r.sort,
  }));
}

/** The chosen company's logo for a signed-in caller, else (or when the company has none) the site's. */
export async function headerLogo(db: Db, site: Site, auth: Auth | null): Promise<string> {
  if (auth?.enterpriseId) {
    const rows = await db
      .select({ logo: enterprise.logo })
      .from(enterprise)
      .where(and(eq(enterprise.tenantId, auth.tenantId), eq(enterprise.id, auth.enterpriseId)))
      .limit(1);
    const logo = rows[0]?.logo;
    if (logo) return logo;
  }
  const rows = await db
    .select({ logo: website.logo })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  return rows[0]?.logo ?? '';
}
