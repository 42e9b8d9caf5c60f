import { and, eq } from 'drizzle-orm';
import type { ResponseOf } from '../../../contract/endpoint';
import type { userApi } from '../../../contract/user';
import type { Db } from '../../db/client';
import { website } from '../../db/schema';
import type { Site } from '../../http/context';
import type { Locale } from '../../i18n/locale';

export type FooterInfo = ResponseOf<typeof userApi.footerInfo>;

const TEXT_FIELDS = ['companyName', 'copyright', 'icp', 'address', 'phone', 'email'] as const;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function links(value: unknown): FooterInfo['links'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const name = str((item as Record<string, unknown>).name);
    const url = str((item as Record<string, unknown>).url);
    // Only web and mail links reach the page: a stored `javascript:` URL must not become a clickable link.
    return name && url && /^(https?:\/\/|mailto:|\/)/i.test(url) ? [{ name, url }] : [];
  });
}

/**
 * The site's footer. `website.footer` holds the fields (strings) and `links`; an optional `en` object
 * overrides any of them for English readers. Missing fields are empty strings.
 */
export async function footerInfo(db: Db, site: Site, locale: Locale): Promise<FooterInfo> {
  const rows = await db
    .select({ footer: website.footer, clientName: website.clientName })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  const row = rows[0];
  const base: Record<string, unknown> = row?.footer ?? {};
  const en = base.en;
  const source: Record<string, unknown> =
    locale === 'en' && en !== null && typeof en === 'object'
      ? { ...base, ...(en as Record<string, unknown>) }
      : base;
  const info: FooterInfo = {
    companyName: '',
    copyright: '',
    icp: '',
    address: '',
    phone: '',
    email: '',
    links: links(source.links),
  };
  for (const key of TEXT_FIELDS) info[key] = str(source[key]) ?? '';
  if (info.companyName === '') info.companyName = row?.clientName ?? '';
  return info;
}
