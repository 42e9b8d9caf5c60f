import { z } from 'zod';
import { qrProvider, userApi } from '../../../contract/user';
import { agreement, enterprise, enterpriseMember, navItem, tenant, userAccount, website } from '../schema';
import { FILES, SeedRefs, type Tx } from './context';
import { bit, entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Tenants, their companies and sites (footer, top navigation), the service agreement and privacy policy, and
 * the demo accounts: sites.json and agreements.json. File names (logos, icons) are images of gateway/assets.
 */

const footerFields = z.strictObject(userApi.footerInfo.response.shape);

const navEntry = entry({
  navName: z.string(),
  navNameEn: z.string(),
  targetAddr: z.string(),
  /** 90 plain link, 99 plain text, 1 internal route. */
  targetType: z.number().int().nullable(),
  targetOpenNewPage: bit,
  statusId: bit,
});

const membership = entry({
  company: z.string(),
  empNo: z.string().default(''),
  isAdmin: bit.default(0),
  /** 1 learner, 2 lecturer, 3 institution user. */
  userType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  creditHour: z.number().min(0).default(0),
  certificateCount: z.number().int().min(0).default(0),
  /** 1 awaiting approval, 2 approved, 3 refused. */
  registerStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  rejectReason: z.string().default(''),
  sort: z.number().int().default(0),
});

const sitesFile = z.strictObject({
  /** Every demo account's password (printed at start-up). */
  password: z.string().min(8),
  /** Top navigations by name; a website names the one it shows. */
  navigation: z.record(z.string(), z.array(navEntry)),
  tenants: z.array(
    entry({
      name: z.string(),
      /** The platform's name in the agreements. */
      platform: z.strictObject({ zh: z.string(), en: z.string() }),
      companies: z.array(
        entry({
          key: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a key of lower-case letters'),
          name: z.string(),
          nameEn: z.string(),
          logo: z.string(),
          allowRegister: bit,
          registerApproval: bit,
          learner: phone,
        }),
      ),
      websites: z.array(
        entry({
          domain: z.string(),
          /** What start-up prints beside the address. */
          about: z.string(),
          /** The company the site is bound to, or null for a site that asks. */
          company: z.string().nullable(),
          title: z.string(),
          ico: z.string(),
          logo: z.string(),
          clientName: z.string(),
          mobileSite: z.string(),
          registerEnabled: bit,
          qrProviders: z.array(qrProvider),
          navigation: z.string(),
          footer: z.strictObject({ ...footerFields.shape, en: footerFields.optional() }),
        }),
      ),
      accounts: z.array(
        entry({ phone, name: z.string(), role: z.string(), memberships: z.array(membership).min(1) }),
      ),
    }),
  ),
});

const agreementsFile = z.array(
  entry({
    /** 1 service agreement, 2 privacy policy. */
    type: z.union([z.literal(1), z.literal(2)]),
    locale: z.enum(['zh', 'en']),
    title: z.string(),
    /** Lines of sanitised HTML (p, h3, ul, li); `{platform}` is the tenant's platform name. */
    lines: z.array(z.string()).min(1),
  }),
);

let sites: z.output<typeof sitesFile> | undefined;

/**
 * A tenant's service agreement and privacy policy (zh and en) from agreements.json, naming its platform. The
 * demo seeds them, and a provisioned site starts with the same texts (gateway/db/provision.ts).
 */
export function agreementRows(tenantId: string, platform: { zh: string; en: string }) {
  return readSeedData('agreements.json', agreementsFile).map((a) => ({
    tenantId,
    type: a.type,
    locale: a.locale,
    title: a.title,
    content: a.lines.join('\n').replaceAll('{platform}', a.locale === 'zh' ? platform.zh : platform.en),
  }));
}

/** sites.json, read once (start-up prints its hosts and accounts). */
export function siteData(): z.output<typeof sitesFile> {
  sites ??= readSeedData('sites.json', sitesFile);
  return sites;
}

/** Seeds the tenants with their companies, sites and accounts; answers the references the families use. */
export async function seedSites(tx: Tx, passwordHash: string): Promise<SeedRefs> {
  const data = siteData();
  const refs = new SeedRefs();
  const file = 'sites.json';
  for (const t of data.tenants) {
    const [row] = await tx.insert(tenant).values({ name: t.name }).returning({ id: tenant.id });
    if (!row) throw new Error(`seed: tenant ${t.name} not created`);
    const tenantId = row.id;
    const companies = await tx
      .insert(enterprise)
      .values(
        t.companies.map((c, i) => ({
          tenantId,
          name: c.name,
          nameEn: c.nameEn,
          logo: `${FILES}/${c.logo}`,
          allowRegister: c.allowRegister,
          registerApproval: c.registerApproval,
          sort: i + 1,
        })),
      )
      .returning({ id: enterprise.id });
    t.companies.forEach((c, i) =>
      refs.addCompany({
        key: c.key,
        name: c.name,
        tenantId,
        enterpriseId: companies[i]?.id ?? '',
        learner: c.learner,
      }),
    );

    const sites = await tx
      .insert(website)
      .values(
        t.websites.map((w) => ({
          tenantId,
          domain: w.domain,
          eid: w.company === null ? null : refs.company(w.company, file).enterpriseId,
          title: w.title,
          ico: `${FILES}/${w.ico}`,
          logo: `${FILES}/${w.logo}`,
          clientName: w.clientName,
          amapKeyId: '',
          amapKeySecret: '',
          mobileSite: w.mobileSite,
          registerEnabled: w.registerEnabled,
          qrProviders: w.qrProviders,
          footer: w.footer,
        })),
      )
      .returning({ id: website.id });
    const nav = t.websites.flatMap((w, i) => {
      const items = data.navigation[w.navigation];
      if (!items) throw seedDataError(file, `no navigation "${w.navigation}" for ${w.domain}`);
      return items.map(({ note: _note, ...item }, j) => ({
        tenantId,
        websiteId: sites[i]?.id ?? '',
        sort: (j + 1) * 10,
        ...item,
      }));
    });
    if (nav.length > 0) await tx.insert(navItem).values(nav);
    await tx.insert(agreement).values(agreementRows(tenantId, t.platform));

    for (const a of t.accounts) {
      const [user] = await tx
        .insert(userAccount)
        .values({ tenantId, phone: a.phone, name: a.name, passwordHash })
        .returning({ id: userAccount.id });
      if (!user) throw new Error(`seed: user ${a.phone} not created`);
      refs.addUser(tenantId, a.phone, user.id);
      for (const { note: _note, company, certificateCount, ...m } of a.memberships) {
        const c = refs.company(company, file);
        if (c.tenantId !== tenantId)
          throw seedDataError(file, `${a.phone} joins ${company} of another tenant`);
        await tx
          .insert(enterpriseMember)
          .values({ tenantId, userId: user.id, enterpriseId: c.enterpriseId, ...m });
        refs.holdCertificates(tenantId, c.enterpriseId, user.id, certificateCount);
      }
    }
  }
  return refs;
}
