import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/** A data directory that cannot be used; start-up prints the message as is. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * The extensions every PGlite of the gateway loads: search's trigram indexes need pg_trgm's code whenever a
 * row of an indexed table is written or searched. Tests and benches that open a PGlite themselves load them too.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Files a data directory may hold besides a database: nothing PGlite would trip over. */
const HARMLESS = new Set(['.DS_Store', 'Thumbs.db', '.gitkeep']);

/**
 * Refuses a directory that holds something other than a PGlite database (PGlite would write its files among
 * them, or fail obscurely). Answers whether a database is already there.
 */
function checkDataDir(dir: string): boolean {
  if (!existsSync(dir)) return false;
  const entries = readdirSync(dir).filter((name) => !HARMLESS.has(name));
  if (entries.length === 0) return false;
  // PGlite, like PostgreSQL, keeps the server version at the top of every data directory.
  if (existsSync(join(dir, 'PG_VERSION'))) return true;
  throw new DataDirError(
    `DATA_DIR ${resolve(dir)} is not empty and is not a Praxis database; choose an empty or new directory.`,
  );
}

export function damagedDataDir(dir: string, cause: unknown): DataDirError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new DataDirError(
    `The database in ${resolve(dir)} could not be opened (it may be damaged): ${reason}. ` +
      'Restore it from a backup, or move the directory away to start with a new demo database.',
  );
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
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    checkDataDir(config.dataDir);
    mkdirSync(config.dataDir, { recursive: true });
    try {
      client = await PGlite.create(config.dataDir, { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      // A damaged directory makes PGlite's WebAssembly abort ("Aborted()") or fail while starting up.
      throw damagedDataDir(config.dataDir, err);
    }
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
