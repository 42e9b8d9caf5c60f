import type { Config } from '../config';
import { sql } from 'drizzle-orm';
import { damagedDataDir, openDb, type OpenDb } from './client';
import { migrate } from './migrate';
import { demoDataPresent, seedDemo } from './seed/demo';

/**
 * A PGlite directory that holds tables but none of Praxis's is someone else's database, or what is left of
 * ours: migrating into it would mix the two, so the start stops and says what to do.
 */
async function expectPraxisTables(opened: OpenDb, config: Pick<Config, 'dataDir'>): Promise<void> {
  if (opened.dialect !== 'pglite') return;
  const result = await opened.db.execute<{ ours: boolean; others: boolean }>(sql`
    select
      exists (select 1 from information_schema.tables where table_schema = 'drizzle') as ours,
      exists (select 1 from information_schema.tables where table_schema = 'public') as others`);
  const row = (result as unknown as { rows: { ours: boolean; others: boolean }[] }).rows[0];
  if (row && !row.ours && row.others) {
    throw damagedDataDir(config.dataDir, new Error("it holds tables, but none of Praxis's"));
  }
}

/**
 * Opens the configured database and applies pending migrations; seeds the demo tenants into an empty one only
 * when `seedDemo` asks for them (absent: never). Says whether it seeded, and whether the demo is there at all
 * (seeded now or before), so start-up can warn about accounts with a published password.
 */
export async function initDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'passwordCost'> & Partial<Pick<Config, 'seedDemo'>>,
): Promise<OpenDb & { seeded: boolean; demoPresent: boolean }> {
  const opened = await openDb(config);
  try {
    await expectPraxisTables(opened, config);
    await migrate(opened.db, opened.dialect);
    const seeded =
      config.seedDemo === true &&
      (await seedDemo(opened.db, new Date(), { passwordCost: config.passwordCost }));
    const demoPresent = seeded || (await demoDataPresent(opened.db));
    return { ...opened, seeded, demoPresent };
  } catch (err) {
    await opened.close();
    throw err;
  }
}
