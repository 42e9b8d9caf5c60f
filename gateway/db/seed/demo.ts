import { and, eq, inArray, sql } from 'drizzle-orm';
import { type PasswordCost, hashPassword } from '../../shared/passwords';
import type { Db } from '../client';
import { tenant, website } from '../schema';
import { seedAnnouncements } from './announcements';
import { seedCommunity } from './community';
import { seedCourses } from './courses';
import { seedCertificates } from './certificates';
import { seedCredits } from './credits';
import { seedExports } from './exports';
import { seedPlans } from './plans';
import { seedMall } from './mall';
import { seedPoints } from './points';
import { seedPosts } from './posts';
import { seedProjects } from './project';
import { seedNeeds } from './needs';
import { seedInstitutions } from './institutions';
import { seedLearning } from './learning';
import { seedLibrary } from './library';
import { seedLiveRooms } from './live';
import { seedMessages } from './messages';
import { seedOffline } from './offline';
import { seedOfflineEvaluations } from './offline-evaluation';
import { seedOfflineAssess } from './offline-assess';
import { seedRanking } from './ranking';
import { seedSites, siteData } from './sites';
import { seedSurveys } from './surveys';
import { seedTaskPhases } from './task-phases';

/*
 * The demo tenants (ARCHITECTURE §7). Their content is data (./data, decision 39); the builders of this folder
 * turn it into rows.
 */

export const DEMO_PASSWORD = siteData().password;

/** What main.ts prints and the README lists. */
export const DEMO_HOSTS = siteData().tenants.flatMap((t) =>
  t.websites.map((w) => ({ host: w.domain, note: w.about })),
);

export const DEMO_ACCOUNTS = siteData().tenants.flatMap((t) =>
  t.accounts.map((a) => ({ phone: a.phone, name: a.name, role: a.role })),
);

/**
 * Whether the demo tenants are in the database: a site on a demo host belonging to a tenant of the demo's name.
 * Their accounts share the published password, so start-up warns outside demo mode.
 */
export async function demoDataPresent(db: Db): Promise<boolean> {
  const hosts = DEMO_HOSTS.map((h) => h.host);
  const tenants = siteData().tenants.map((t) => t.name);
  const rows = await db
    .select({ id: website.id })
    .from(website)
    .innerJoin(tenant, eq(tenant.id, website.tenantId))
    .where(and(inArray(website.domain, hosts), inArray(tenant.name, tenants)))
    .limit(1);
  return rows.length > 0;
}

// Serialises concurrent first starts of several instances on one database.
const SEED_LOCK = 7_270_001;

/**
 * Seeds the demo tenants into an empty database. Does nothing when any tenant exists, so it is safe to call on
 * every start. Returns whether it seeded. Dates in the demo (tasks, exams, live sessions, messages) are placed
 * around `now`.
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
    const refs = await seedSites(tx, passwordHash);
    const ctx = { tx, refs, now };
    // Family by family in this order: ids are numbered as rows arrive, and the tests know the demo's ids.
    await seedMessages(ctx);
    const files = await seedLibrary(ctx);
    await seedAnnouncements(ctx, files);
    await seedExports(ctx);
    await seedRanking(ctx, passwordHash);
    const learning = await seedLearning(ctx);
    const surveys = await seedSurveys(ctx);
    await seedCourses(ctx, learning, surveys);
    await seedLiveRooms(ctx);
    await seedCredits(ctx, learning);
    await seedTaskPhases(ctx, learning, surveys);
    await seedInstitutions(ctx, learning);
    await seedCertificates(ctx);
    await seedPlans(ctx);
    await seedPosts(ctx);
    await seedOffline(ctx);
    await seedOfflineEvaluations(ctx);
    await seedOfflineAssess(ctx);
    await seedProjects(ctx);
    await seedNeeds(ctx);
    const mallLedger = await seedMall(ctx);
    await seedPoints(ctx, mallLedger);
    await seedCommunity(ctx);
    return true;
  });
}
