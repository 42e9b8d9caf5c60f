import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS, openDb, type Db, type Dialect } from '../../../gateway/db/client';
import { migrate } from '../../../gateway/db/migrate';
import * as schema from '../../../gateway/db/schema';
import { createScratchDatabase, dialects, type ScratchDatabase } from '../helpers/dialects';

/*
 * gateway/db/citus/distribute.sql names every table of the schema once. Citus is not installed here, so the
 * script runs on a plain database where its two functions are stubs that write down each call; the test then
 * holds the calls to the rules Citus and docs/decisions/0043-citus-distribution.md set.
 */

const DB_DIR = fileURLToPath(new URL('../../../gateway/db/', import.meta.url));
const SCRIPT = readFileSync(`${DB_DIR}citus/distribute.sql`, 'utf8');
/** Owned by a tenant but read before the tenant is known (the site of the request host): a reference table. */
const SHARED_TENANT_TABLES = ['website'];

const STUBS = `
  CREATE TABLE citus_call (relation text NOT NULL, kind text NOT NULL, dist_column text, colocate_with text);
  CREATE FUNCTION create_distributed_table(
    table_name regclass, distribution_column text, colocate_with text DEFAULT 'default'
  ) RETURNS void LANGUAGE sql AS $$
    INSERT INTO citus_call VALUES (table_name::text, 'distributed', distribution_column, colocate_with)
  $$;
  CREATE FUNCTION create_reference_table(table_name regclass) RETURNS void LANGUAGE sql AS $$
    INSERT INTO citus_call VALUES (table_name::text, 'reference', NULL, NULL)
  $$;`;

/** Every table the Drizzle schema files declare (drizzle.config.ts: gateway/db/schema*.ts). */
async function schemaTables(): Promise<string[]> {
  const names: string[] = [];
  for (const file of readdirSync(DB_DIR).filter((f) => /^schema.*\.ts$/.test(f))) {
    const module = (await import(`${DB_DIR}${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (is(value, PgTable)) names.push(getTableConfig(value).name);
    }
  }
  return names.sort();
}

/** Tables the script hands to Citus, as often as it names them. */
function scriptTables(): string[] {
  return [...SCRIPT.matchAll(/create_(?:distributed|reference)_table\('([a-z_]+)'/g)]
    .map((m) => m[1] ?? '')
    .sort();
}

describe('the Citus distribution script', () => {
  it('names every table of the schema exactly once, and no other', async () => {
    const tables = await schemaTables();
    expect(tables.length).toBeGreaterThan(50);
    expect(scriptTables()).toEqual(tables);
  });
});

interface Runner {
  run: (statements: string) => Promise<void>;
  rows: <T>(query: string) => Promise<T[]>;
  close: () => Promise<void>;
}

/** A new, migrated database of the dialect, driven with plain SQL (the script holds several statements). */
async function migratedDatabase(dialect: Dialect): Promise<Runner> {
  if (dialect === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle({ client, schema }) as unknown as Db, 'pglite');
    return {
      run: async (statements) => {
        await client.exec(statements);
      },
      rows: async <T>(query: string) => (await client.query<T>(query)).rows,
      close: () => client.close(),
    };
  }
  const scratch: ScratchDatabase = await createScratchDatabase();
  try {
    const opened = await openDb({ dataDir: '', databaseUrl: scratch.url });
    try {
      await migrate(opened.db, 'postgres');
    } finally {
      await opened.close();
    }
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    return {
      run: async (statements) => {
        await client.query(statements);
      },
      rows: async <T>(query: string) => (await client.query(query)).rows as T[],
      close: async () => {
        await client.end();
        await scratch.drop();
      },
    };
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}

interface Call {
  relation: string;
  kind: 'distributed' | 'reference';
  dist_column: string | null;
  colocate_with: string | null;
}

describe.each(dialects())('the Citus distribution script on a migrated database (%s)', (dialect) => {
  let db: Runner;
  let calls: Call[];
  beforeAll(async () => {
    db = await migratedDatabase(dialect);
    await db.run(STUBS);
    await db.run(SCRIPT);
    calls = await db.rows<Call>('SELECT relation, kind, dist_column, colocate_with FROM citus_call');
  });
  afterAll(() => db.close());

  it('runs and hands every table of the migrated schema to Citus once', async () => {
    const tables = await db.rows<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_name <> 'citus_call'`,
    );
    expect(calls.map((c) => c.relation).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('distributes by a column that every unique key of the table holds', async () => {
    const missing = await db.rows<{ relation: string }>(
      `SELECT k.relation FROM citus_call k WHERE k.kind = 'distributed'
         AND NOT EXISTS (SELECT 1 FROM information_schema.columns c
                         WHERE c.table_schema = 'public' AND c.table_name = k.relation
                           AND c.column_name = k.dist_column)`,
    );
    expect(missing).toEqual([]);
    // Citus refuses a primary key or unique index without the distribution column.
    const unique = await db.rows<{ relation: string; index: string }>(
      `SELECT k.relation, i.relname AS index
       FROM citus_call k
       JOIN pg_class t ON t.relname = k.relation AND t.relnamespace = 'public'::regnamespace
       JOIN pg_index x ON x.indrelid = t.oid AND x.indisunique
       JOIN pg_class i ON i.oid = x.indexrelid
       WHERE k.kind = 'distributed'
         AND NOT EXISTS (SELECT 1 FROM pg_attribute a
                         WHERE a.attrelid = t.oid AND a.attname = k.dist_column
                           AND a.attnum = ANY (x.indkey::int2[]))`,
    );
    expect(unique).toEqual([]);
  });

  it('distributes every table keyed by its tenant by tenant, in one colocation group', async () => {
    const tenantKeyed = await db.rows<{ relation: string }>(
      `SELECT t.relname AS relation
       FROM pg_class t
       JOIN pg_index x ON x.indrelid = t.oid AND x.indisprimary
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
       WHERE t.relnamespace = 'public'::regnamespace AND a.attname = 'tenant_id'`,
    );
    const byTenant = calls.filter((c) => c.kind === 'distributed' && c.dist_column === 'tenant_id');
    expect(byTenant.map((c) => c.relation).sort()).toEqual(
      tenantKeyed
        .map((t) => t.relation)
        .filter((name) => !SHARED_TENANT_TABLES.includes(name))
        .sort(),
    );
    // One table starts the group and every other one joins it by name.
    const roots = byTenant.filter((c) => c.colocate_with === 'none');
    expect(roots).toHaveLength(1);
    const root = roots[0]?.relation;
    expect(byTenant.filter((c) => c.colocate_with !== 'none').map((c) => c.colocate_with)).toEqual(
      Array(byTenant.length - 1).fill(root),
    );
  });

  it('keeps only what every tenant shares as reference tables', async () => {
    const withoutTenant = await db.rows<{ name: string }>(
      `SELECT t.table_name AS name FROM information_schema.tables t
       WHERE t.table_schema = 'public' AND t.table_name <> 'citus_call'
         AND NOT EXISTS (SELECT 1 FROM information_schema.columns c
                         WHERE c.table_schema = 'public' AND c.table_name = t.table_name
                           AND c.column_name = 'tenant_id')`,
    );
    const reference = calls.filter((c) => c.kind === 'reference').map((c) => c.relation);
    expect(reference.sort()).toEqual([...withoutTenant.map((t) => t.name), ...SHARED_TENANT_TABLES].sort());
  });
});
