import type { Config } from '../config';
import { openDb, type OpenDb } from './client';
import { migrate } from './migrate';
import { seedDemo } from './seed/demo';

/** Opens the configured database, applies pending migrations and seeds the demo tenants into an empty one. */
export async function initDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<OpenDb & { seeded: boolean }> {
  const opened = await openDb(config);
  try {
    await migrate(opened.db, opened.dialect);
    const seeded = await seedDemo(opened.db);
    return { ...opened, seeded };
  } catch (err) {
    await opened.close();
    throw err;
  }
}
