import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The database as the gateway sees it: the same pg-core API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Dialect = 'pglite' | 'postgres';

export interface OpenDb {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PGlite without files (tests). */
  inMemory?: boolean;
  /** In memory only: start from this data directory (a `dumpDataDir()` of a migrated, seeded database). */
  loadDataDir?: Blob;
}

export async function openDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDbOptions = {},
): Promise<OpenDb> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    client.release();
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return { db, dialect: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    client = await PGlite.create(config.dataDir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
