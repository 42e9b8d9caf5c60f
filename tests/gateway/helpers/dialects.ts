import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect } from '../../../gateway/db/client';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

const PROBE_TTL_MS = 60_000;

// Connects with a short timeout in a child process, so `dialects()` can stay synchronous for describe.each.
const PROBE = `
const pg = require('pg');
const c = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 1500 });
c.connect().then(() => c.query('select 1')).then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
`;

function probe(url: string): boolean {
  // Every test file asks; the answer is shared through a small file for a minute.
  const dir = join(tmpdir(), 'praxis-test-probe');
  const file = join(dir, createHash('sha256').update(url).digest('hex').slice(0, 16));
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { at: number; ok: boolean };
    if (Date.now() - cached.at < PROBE_TTL_MS) return cached.ok;
  } catch {
    // no cache yet
  }
  const result = spawnSync(process.execPath, ['-e', PROBE, url], { timeout: 5000, stdio: 'ignore' });
  const ok = result.status === 0;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify({ at: Date.now(), ok }));
  } catch {
    // caching is an optimisation only
  }
  return ok;
}

let cachedDialects: Dialect[] | undefined;

/**
 * The databases the gateway tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL (or the local
 * server at 127.0.0.1:5432) answers. TEST_POSTGRES=0 leaves PostgreSQL out.
 */
export function dialects(): Dialect[] {
  if (!cachedDialects) {
    cachedDialects = ['pglite'];
    if (process.env.TEST_POSTGRES !== '0' && probe(testDatabaseUrl())) cachedDialects.push('postgres');
  }
  return cachedDialects;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates a throw-away database on the PostgreSQL server, empty or as a copy of `template` (a database nobody
 * is connected to); `drop` removes it.
 */
export async function createScratchDatabase(template?: string): Promise<ScratchDatabase> {
  const adminUrl = testDatabaseUrl();
  const name = `praxis_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
