import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type PasswordCost, hashPassword } from '../shared/passwords';
import type { Db } from './client';
import { agreement, enterprise, enterpriseMember, navItem, tenant, userAccount, website } from './schema';
import { FILES } from './seed/context';
import { agreementRows } from './seed/sites';

/*
 * The first site of a real deployment (`npm run site:create`, decision 45): a tenant, its company, a site bound
 * to it on one host, and an administrator with a random password shown once. The demo is never involved.
 */

/** What the operator asks for, checked. */
export interface SiteRequest {
  host: string;
  company: string;
  adminPhone: string;
  adminName: string;
  title: string;
}

/** Arguments that do not describe a site; the message lists every problem, one a line. */
export class SiteRequestError extends Error {}

/** A site already answers on the host: nothing was created. */
export class SiteExistsError extends Error {}

export const SITE_CREATE_USAGE = [
  'usage: npm run site:create -- --host <host name> --company <company name> --admin-phone <phone>',
  '                              [--admin-name <name>] [--title <site title>]',
  '  --host         the host name the site answers on (learn.example.com), without scheme, port or path',
  '  --company      the company (enterprise) the site is bound to, up to 64 characters',
  '  --admin-phone  the administrator signs in with this mobile number (11 digits, 1[3-9]…)',
  '  --admin-name   the administrator’s name (default 管理员), up to 32 characters',
  '  --title        the site’s title (default: the company name followed by 学习平台), up to 64 characters',
].join('\n');

const DEFAULT_ADMIN_NAME = '管理员';

// A printable line of text: no control characters, no surrounding spaces (they would end up in titles).
const line = (what: string, max: number) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !/\p{Cc}/u.test(v), `${what} must be one line of text, without control characters`);

/** A DNS name of letters, digits and hyphens (IDN in its xn-- form), or an IPv4 address; lower-cased. */
const hostName = z
  .string({ message: '--host is required' })
  .trim()
  .toLowerCase()
  .superRefine((host, ctx) => {
    const problem = hostProblem(host);
    if (problem) ctx.addIssue({ code: 'custom', message: `--host "${host}" ${problem}` });
  });

function hostProblem(host: string): string | null {
  if (host === '') return 'must not be empty';
  if (/[/:@?#\s]/.test(host)) {
    return 'is not a host name: give the name alone (learn.example.com), without scheme, port or path';
  }
  if (host.length > 253) return 'is longer than 253 characters';
  const labels = host.split('.');
  if (labels.every((l) => /^[0-9]+$/.test(l))) {
    return labels.length === 4 && labels.every((l) => Number(l) <= 255 && String(Number(l)) === l)
      ? null
      : 'is neither a host name nor an IPv4 address';
  }
  for (const label of labels) {
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) {
      return 'is not a host name: each dot-separated part is 1–63 letters, digits or hyphens, not starting or ending with a hyphen';
    }
  }
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return 'ends in a number: not a host name';
  return null;
}

const siteRequest = z.object({
  host: hostName,
  company: line('--company', 64),
  adminPhone: z
    .string({ message: '--admin-phone is required' })
    .trim()
    .regex(/^1[3-9][0-9]{9}$/, '--admin-phone must be a mobile number of 11 digits starting 13–19'),
  adminName: line('--admin-name', 32).default(DEFAULT_ADMIN_NAME),
  title: line('--title', 64).optional(),
});

/** Reads the command's arguments; throws SiteRequestError naming every problem. */
export function parseSiteArgs(argv: string[]): SiteRequest {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        company: { type: 'string' },
        'admin-phone': { type: 'string' },
        'admin-name': { type: 'string' },
        title: { type: 'string' },
      },
    }));
  } catch (err) {
    throw new SiteRequestError(err instanceof Error ? err.message : String(err));
  }
  const parsed = siteRequest.safeParse({
    host: values.host,
    company: values.company,
    adminPhone: values['admin-phone'],
    adminName: values['admin-name'],
    title: values.title,
  });
  if (!parsed.success) throw new SiteRequestError(parsed.error.issues.map((i) => i.message).join('\n'));
  const { title, ...rest } = parsed.data;
  return { ...rest, title: title ?? `${rest.company}学习平台` };
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@#%+=-_!?';
const ALPHABET = LOWER + UPPER + DIGITS + SPECIAL;
const PASSWORD_LENGTH = 20;

/**
 * A random password that meets the password rule (decision 4): 20 characters of 65 (about 120 bits), none
 * that look alike, drawn again until all four classes are in it.
 */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from({ length: PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
      '',
    );
    const has = (set: string) => [...password].some((c) => set.includes(c));
    if (has(LOWER) && has(UPPER) && has(DIGITS) && has(SPECIAL)) return password;
  }
}

/**
 * What a new site shows in its header: the demo's entries that need no content of the demo (its help centre
 * and hotline are the demo's own). Operators change them in the nav_item table.
 */
const DEFAULT_NAVIGATION = [
  { navName: '首页', navNameEn: 'Home', targetAddr: '/' },
  { navName: '知识库', navNameEn: 'Knowledge', targetAddr: '/knowledge' },
  { navName: '讲师', navNameEn: 'Lecturers', targetAddr: '/lecturer' },
  { navName: '排行榜', navNameEn: 'Rankings', targetAddr: '/home/rank' },
] as const;

/** What was created; the password is in no log and nowhere else: the caller shows it once. */
export interface CreatedSite {
  tenantId: string;
  enterpriseId: string;
  websiteId: string;
  userId: string;
  password: string;
}

// Two provisioning runs for one host wait for each other, so the second one sees the first one's site.
const PROVISION_LOCK = 7_270_002;

/**
 * Creates the tenant, its company, the site on `request.host` bound to it (navigation, footer, agreements) and
 * the administrator, in one transaction. Sign-up stays closed (and would need approval): the administrator
 * opens it. Throws SiteExistsError when any tenant's site already answers on the host.
 */
export async function createSite(
  db: Db,
  request: SiteRequest,
  options: { passwordCost?: PasswordCost; now?: Date } = {},
): Promise<CreatedSite> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password, options.passwordCost);
  const year = (options.now ?? new Date()).getFullYear();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROVISION_LOCK})`);
    const taken = await tx
      .select({ id: website.id })
      .from(website)
      .where(eq(website.domain, request.host))
      .limit(1);
    if (taken.length > 0) throw new SiteExistsError(`a site already answers on ${request.host}`);

    const [t] = await tx.insert(tenant).values({ name: request.company }).returning({ id: tenant.id });
    if (!t) throw new Error('tenant not created');
    const tenantId = t.id;
    const [company] = await tx
      .insert(enterprise)
      .values({ tenantId, name: request.company, allowRegister: 0, registerApproval: 1, sort: 1 })
      .returning({ id: enterprise.id });
    if (!company) throw new Error('company not created');
    const [site] = await tx
      .insert(website)
      .values({
        tenantId,
        domain: request.host,
        eid: company.id,
        title: request.title,
        ico: `${FILES}/favicon.svg`,
        logo: `${FILES}/praxis-logo.svg`,
        clientName: request.company,
        registerEnabled: 0,
        qrProviders: [],
        footer: { companyName: request.company, copyright: `© ${year} ${request.company}`, links: [] },
      })
      .returning({ id: website.id });
    if (!site) throw new Error('site not created');
    await tx.insert(navItem).values(
      DEFAULT_NAVIGATION.map((item, i) => ({
        tenantId,
        websiteId: site.id,
        ...item,
        targetType: 1,
        targetOpenNewPage: 0,
        statusId: 1,
        sort: (i + 1) * 10,
      })),
    );
    await tx.insert(agreement).values(agreementRows(tenantId, { zh: request.title, en: request.title }));
    const [user] = await tx
      .insert(userAccount)
      .values({ tenantId, phone: request.adminPhone, name: request.adminName, passwordHash })
      .returning({ id: userAccount.id });
    if (!user) throw new Error('administrator not created');
    await tx.insert(enterpriseMember).values({
      tenantId,
      enterpriseId: company.id,
      userId: user.id,
      isAdmin: 1,
      registerStatus: 2,
      sort: 1,
    });
    return { tenantId, enterpriseId: company.id, websiteId: site.id, userId: user.id, password };
  });
}
