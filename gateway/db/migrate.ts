import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Db, Dialect } from './client';
import type * as schema from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Held while migrating a PostgreSQL server (the demo seed holds 7_270_001). */
const MIGRATE_LOCK = 7_270_002;

/**
 * The extensions the migrations' indexes use. Created here rather than in the generated migration, which is
 * written afresh from the schema; pg_trgm is a trusted extension, so the database's owner may create it.
 */
const CREATE_EXTENSIONS = 'create extension if not exists pg_trgm';

/** Applies the SQL migrations not yet recorded in the database (the same files on both drivers). */
export async function migrate(db: Db, dialect: Dialect): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (dialect === 'pglite') {
    await db.execute(sql.raw(CREATE_EXTENSIONS));
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, config);
    return;
  }
  // Gateways started together on a new database would each find no migration applied and run the same
  // CREATE TABLEs, and all but one would fail. One connection holds a lock for the whole run, so the others
  // wait and then find nothing left to apply. A connection that dies drops its lock with it.
  const pool = (db as unknown as NodePgDatabase<typeof schema> & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await client.query(CREATE_EXTENSIONS);
    await migrateNodePg(drizzleNodePg({ client }), config);
    await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]);
  } catch (err) {
    // Closing the connection instead of returning it to the pool releases a lock still held.
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  client.release();
}
