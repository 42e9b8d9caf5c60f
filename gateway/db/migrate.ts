import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db, Dialect } from './client';
import type * as schema from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations not yet recorded in the database (the same files on both drivers). */
export async function migrate(db: Db, dialect: Dialect): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (dialect === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, config);
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase<typeof schema>, config);
  }
}
