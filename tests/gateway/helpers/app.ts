import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../gateway/app';
import type { Config } from '../../../gateway/config';
import { openDb, type Db, type Dialect, type OpenDb } from '../../../gateway/db/client';
import { migrate } from '../../../gateway/db/migrate';
import { seedDemo } from '../../../gateway/db/seed/demo';
import { createClock, type TestClock } from './clock';
import { testDatabaseUrl } from './dialects';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  config: Config;
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  dialect: Dialect;
  /** Built portal to serve; by default none (the fallback answers 503). */
  staticDir?: string;
  /** Skip the demo data (for tests of seeding itself). */
  seed?: boolean;
  config?: Partial<Omit<Config, 'clock'>>;
  /** Extra routes a test registers before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  logStream?: { write(line: string): void };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates a throw-away database on the PostgreSQL server; the returned function drops it. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `praxis_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
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

/** The gateway on a fresh, migrated and seeded database of the given dialect, with a clock the test controls. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const clock = createClock();
  let opened: OpenDb;
  let drop: () => Promise<void> = async () => undefined;
  let databaseUrl: string | undefined;
  if (options.dialect === 'postgres') {
    const scratch = await createScratchDatabase();
    databaseUrl = scratch.url;
    drop = scratch.drop;
    opened = await openDb({ dataDir: '', databaseUrl });
  } else {
    opened = await openDb({ dataDir: '', databaseUrl: undefined }, { inMemory: true });
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl,
    demo: true,
    trustProxy: false,
    staticDir: options.staticDir ?? '/nonexistent/praxis-dist',
    logLevel: 'silent',
    ...options.config,
    clock: clock.now,
  };
  let app: FastifyInstance | undefined;
  try {
    await migrate(opened.db, opened.dialect);
    if (options.seed !== false) await seedDemo(opened.db);
    app = await buildApp({ config, db: opened.db, logStream: options.logStream });
    options.extend?.(app);
    await app.ready();
  } catch (err) {
    await app?.close();
    await opened.close();
    await drop();
    throw err;
  }
  const ready = app;
  return {
    app: ready,
    db: opened.db,
    dialect: opened.dialect,
    config,
    clock,
    close: async () => {
      await ready.close();
      await opened.close();
      await drop();
    },
  };
}
