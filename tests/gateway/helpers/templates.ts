import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, openDb, type Db, type Dialect } from '../../../gateway/db/client';
import { migrate } from '../../../gateway/db/migrate';
import * as schema from '../../../gateway/db/schema';
import { seedDemo } from '../../../gateway/db/seed/demo';
import { createScratchDatabase, dialects } from './dialects';
import { TEST_PASSWORD_COST } from './password-cost';

/*
 * Migrating and seeding the demo costs seconds per database, more than most test files spend on their tests.
 * The run does it once per dialect (global setup) and every test file starts from its own copy: PGlite loads a
 * dump of the seeded data directory, PostgreSQL creates the file's database from a template database.
 */

/** What the global setup hands to the test files. */
export interface DbTemplates {
  /** The `now` the demo was seeded around (ISO); test clocks start there, so the demo's dates sit as seeded. */
  seededAt: string;
  /** The seeded PGlite data directory, dumped to a tar file. */
  pgliteDump: string;
  /** The seeded template database on the PostgreSQL server; null when the run has no PostgreSQL. */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

async function seedPglite(file: string, now: Date): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    await migrate(db, 'pglite');
    await seedDemo(db, now, { passwordCost: TEST_PASSWORD_COST });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function seedPostgres(now: Date): Promise<{ name: string; drop: () => Promise<void> }> {
  const scratch = await createScratchDatabase();
  try {
    const opened = await openDb({ dataDir: '', databaseUrl: scratch.url });
    try {
      await migrate(opened.db, 'postgres');
      await seedDemo(opened.db, now, { passwordCost: TEST_PASSWORD_COST });
    } finally {
      // A template database takes copies only while nobody is connected to it.
      await opened.close();
    }
  } catch (err) {
    await scratch.drop();
    throw err;
  }
  return { name: scratch.name, drop: scratch.drop };
}

/** Migrates and seeds one database per dialect of the run; a broken migration or seed fails here. */
export async function buildTemplates(): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  const now = new Date();
  const dir = join(tmpdir(), 'praxis-test-templates');
  mkdirSync(dir, { recursive: true });
  const pgliteDump = join(dir, `${randomBytes(6).toString('hex')}.tar`);
  const [lite, pg] = await Promise.allSettled([
    seedPglite(pgliteDump, now),
    dialects().includes('postgres') ? seedPostgres(now) : Promise.resolve(null),
  ]);
  const remove = async () => {
    rmSync(pgliteDump, { force: true });
    if (pg.status === 'fulfilled') await pg.value?.drop();
  };
  if (lite.status === 'rejected' || pg.status === 'rejected') {
    await remove();
    throw lite.status === 'rejected' ? lite.reason : (pg as PromiseRejectedResult).reason;
  }
  return {
    templates: { seededAt: now.toISOString(), pgliteDump, postgres: pg.value?.name ?? null },
    remove,
  };
}

/** Where a test file's seeded database comes from, or null when the run provided no template for it. */
export type SeededSource =
  | { dialect: 'pglite'; seededAt: Date; dump: Blob }
  | { dialect: 'postgres'; seededAt: Date; template: string };

export function seededSource(dialect: Dialect): SeededSource | null {
  const templates = inject('dbTemplates') as DbTemplates | undefined;
  if (!templates) return null;
  const seededAt = new Date(templates.seededAt);
  if (dialect === 'postgres') {
    return templates.postgres ? { dialect, seededAt, template: templates.postgres } : null;
  }
  return { dialect, seededAt, dump: new Blob([readFileSync(templates.pgliteDump)]) };
}
