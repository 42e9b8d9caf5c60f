import { sql } from 'drizzle-orm';
import { type PasswordCost, hashPassword } from '../../shared/passwords';
import type { Db } from '../client';
import { agreement, enterprise, enterpriseMember, navItem, tenant, userAccount, website } from '../schema';
import { agreementsFor } from './agreements';
import { seedPortal } from './portal';
import { FILES, beichenFooter, beichenNav, demoNav, praxisFooter, xingheFooter, type NavSeed } from './sites';

export const DEMO_PASSWORD = 'Praxis@2026';

/** What main.ts prints and the README lists. */
export const DEMO_HOSTS = [
  { host: 'localhost', note: 'Praxis Demo, not bound to a company (asks which company)' },
  { host: '127.0.0.1', note: 'bound to 星河科技 (never asks for a company)' },
  { host: 'other.localhost', note: 'a second tenant (北辰物流), for isolation checks' },
] as const;

export const DEMO_ACCOUNTS = [
  { phone: '13800000001', name: '林晓', role: 'learner, member of 星河科技 (E0001) and 远山制造 (Y0001)' },
  { phone: '13800000002', name: '周敏', role: 'administrator of 星河科技 (E0002)' },
  { phone: '13800000003', name: '陈立', role: 'lecturer, 星河科技 (E0003)' },
  { phone: '13800000004', name: '王珊', role: 'institution user, 星河科技 (E0004)' },
  { phone: '13800000005', name: '赵宁', role: 'registered, awaiting approval (星河科技)' },
  { phone: '13800000006', name: '孙越', role: 'registration not approved (星河科技)' },
  { phone: '13900000001', name: '韩东', role: 'tenant 北辰物流 at other.localhost' },
] as const;

// Serialises concurrent first starts of several instances on one database.
const SEED_LOCK = 7_270_001;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface MemberSeed {
  enterpriseId: string;
  empNo?: string;
  isAdmin?: 0 | 1;
  userType?: 1 | 2 | 3;
  creditHour?: number;
  certificateCount?: number;
  registerStatus?: 1 | 2 | 3;
  rejectReason?: string;
  sort?: number;
}

async function addUser(
  tx: Tx,
  passwordHash: string,
  tenantId: string,
  phone: string,
  name: string,
  members: MemberSeed[],
): Promise<string> {
  const [user] = await tx
    .insert(userAccount)
    .values({ tenantId, phone, name, passwordHash })
    .returning({ id: userAccount.id });
  if (!user) throw new Error(`seed: user ${phone} not created`);
  for (const m of members) {
    await tx.insert(enterpriseMember).values({
      tenantId,
      userId: user.id,
      enterpriseId: m.enterpriseId,
      empNo: m.empNo ?? '',
      isAdmin: m.isAdmin ?? 0,
      userType: m.userType ?? 1,
      creditHour: m.creditHour ?? 0,
      certificateCount: m.certificateCount ?? 0,
      registerStatus: m.registerStatus ?? 2,
      rejectReason: m.rejectReason ?? '',
      sort: m.sort ?? 0,
    });
  }
  return user.id;
}

async function addNav(tx: Tx, tenantId: string, websiteId: string, items: NavSeed[]): Promise<void> {
  await tx
    .insert(navItem)
    .values(items.map((item, i) => ({ tenantId, websiteId, sort: (i + 1) * 10, ...item })));
}

async function addAgreements(
  tx: Tx,
  tenantId: string,
  platformZh: string,
  platformEn: string,
): Promise<void> {
  await tx.insert(agreement).values(agreementsFor(platformZh, platformEn).map((a) => ({ tenantId, ...a })));
}

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`seed: ${what} not created`);
  return row;
}

/**
 * Seeds the demo tenants (ARCHITECTURE §7) into an empty database. Does nothing when any tenant exists, so it
 * is safe to call on every start. Returns whether it seeded. Dates in the demo (tasks, exams, live sessions,
 * messages) are placed around `now`.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  options: { passwordCost?: PasswordCost } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: tenant.id }).from(tenant).limit(1);
    if (existing.length > 0) return false;
    // One hash for every demo account: the password is public (printed at start-up), so accounts sharing a
    // salt reveal nothing, and one hash at the full cost takes seconds where eight would take most of a minute.
    const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);

    // Tenant 1: Praxis Demo, two companies, a site for each way of working.
    const t1 = (await insertOne(tx.insert(tenant).values({ name: 'Praxis Demo' }).returning(), 'tenant 1'))
      .id;
    const xinghe = await insertOne(
      tx
        .insert(enterprise)
        .values({
          tenantId: t1,
          name: '星河科技',
          nameEn: 'Xinghe Tech',
          logo: `${FILES}/xinghe-logo.svg`,
          allowRegister: 1,
          registerApproval: 1,
          sort: 1,
        })
        .returning(),
      'enterprise 星河科技',
    );
    const yuanshan = await insertOne(
      tx
        .insert(enterprise)
        .values({
          tenantId: t1,
          name: '远山制造',
          nameEn: 'Yuanshan Manufacturing',
          logo: `${FILES}/yuanshan-logo.svg`,
          allowRegister: 1,
          registerApproval: 0,
          sort: 2,
        })
        .returning(),
      'enterprise 远山制造',
    );
    const localSite = await insertOne(
      tx
        .insert(website)
        .values({
          tenantId: t1,
          domain: 'localhost',
          eid: null,
          title: 'Praxis 企业学习平台',
          ico: `${FILES}/favicon.svg`,
          logo: `${FILES}/praxis-logo.svg`,
          clientName: 'Praxis Demo',
          amapKeyId: '',
          amapKeySecret: '',
          mobileSite: '',
          registerEnabled: 1,
          qrProviders: ['wecom', 'dingtalk'],
          footer: { ...praxisFooter },
        })
        .returning(),
      'website localhost',
    );
    const boundSite = await insertOne(
      tx
        .insert(website)
        .values({
          tenantId: t1,
          domain: '127.0.0.1',
          eid: xinghe.id,
          title: '星河科技学习中心',
          ico: `${FILES}/xinghe-icon.svg`,
          logo: `${FILES}/xinghe-learning-logo.svg`,
          clientName: 'Praxis Demo',
          amapKeyId: '',
          amapKeySecret: '',
          mobileSite: '',
          registerEnabled: 1,
          qrProviders: ['wecom', 'dingtalk'],
          footer: { ...xingheFooter },
        })
        .returning(),
      'website 127.0.0.1',
    );
    await addNav(tx, t1, localSite.id, demoNav);
    await addNav(tx, t1, boundSite.id, demoNav);
    await addAgreements(tx, t1, 'Praxis 企业学习平台', 'Praxis Learning Platform');

    const learner = await addUser(tx, passwordHash, t1, '13800000001', '林晓', [
      { enterpriseId: xinghe.id, empNo: 'E0001', creditHour: 36.5, certificateCount: 4, sort: 1 },
      { enterpriseId: yuanshan.id, empNo: 'Y0001', creditHour: 12, certificateCount: 1, sort: 2 },
    ]);
    const admin = await addUser(tx, passwordHash, t1, '13800000002', '周敏', [
      { enterpriseId: xinghe.id, empNo: 'E0002', isAdmin: 1, creditHour: 52, certificateCount: 6 },
    ]);
    const lecturer = await addUser(tx, passwordHash, t1, '13800000003', '陈立', [
      { enterpriseId: xinghe.id, empNo: 'E0003', userType: 2, creditHour: 88.5, certificateCount: 9 },
    ]);
    const institution = await addUser(tx, passwordHash, t1, '13800000004', '王珊', [
      { enterpriseId: xinghe.id, empNo: 'E0004', userType: 3, creditHour: 20, certificateCount: 2 },
    ]);
    await addUser(tx, passwordHash, t1, '13800000005', '赵宁', [
      { enterpriseId: xinghe.id, registerStatus: 1 },
    ]);
    await addUser(tx, passwordHash, t1, '13800000006', '孙越', [
      { enterpriseId: xinghe.id, registerStatus: 3, rejectReason: '工号信息不完整，请联系人事部门' },
    ]);

    // Tenant 2: another customer on the same gateway, only there to prove isolation.
    const t2 = (
      await insertOne(tx.insert(tenant).values({ name: '北辰物流 Tenant' }).returning(), 'tenant 2')
    ).id;
    const beichen = await insertOne(
      tx
        .insert(enterprise)
        .values({
          tenantId: t2,
          name: '北辰物流',
          nameEn: 'Beichen Logistics',
          logo: `${FILES}/beichen-logo.svg`,
          allowRegister: 1,
          registerApproval: 1,
          sort: 1,
        })
        .returning(),
      'enterprise 北辰物流',
    );
    const otherSite = await insertOne(
      tx
        .insert(website)
        .values({
          tenantId: t2,
          domain: 'other.localhost',
          eid: null,
          title: '北辰物流培训平台',
          ico: `${FILES}/favicon.svg`,
          logo: `${FILES}/beichen-logo.svg`,
          clientName: '北辰物流',
          amapKeyId: '',
          amapKeySecret: '',
          // The mobile site of this tenant lives on the same host under /h5 (it is a separate product).
          mobileSite: '/h5',
          registerEnabled: 1,
          qrProviders: ['dingtalk'],
          footer: { ...beichenFooter },
        })
        .returning(),
      'website other.localhost',
    );
    await addNav(tx, t2, otherSite.id, beichenNav);
    await addAgreements(tx, t2, '北辰物流培训平台', 'Beichen Logistics Training Platform');
    const otherUser = await addUser(tx, passwordHash, t2, '13900000001', '韩东', [
      { enterpriseId: beichen.id, empNo: 'B0001', creditHour: 15, certificateCount: 1 },
    ]);

    await seedPortal(
      tx,
      {
        tenant1: t1,
        tenant2: t2,
        xinghe: xinghe.id,
        yuanshan: yuanshan.id,
        beichen: beichen.id,
        learner,
        admin,
        lecturer,
        institution,
        otherUser,
        passwordHash,
      },
      now,
    );
    return true;
  });
}
