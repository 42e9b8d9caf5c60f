import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../gateway/app';
import type { Config } from '../../../gateway/config';
import { openDb, type Db, type Dialect, type OpenDb } from '../../../gateway/db/client';
import { migrate } from '../../../gateway/db/migrate';
import { seedDemo } from '../../../gateway/db/seed/demo';
import { createClock, type TestClock } from './clock';
import { createScratchDatabase } from './dialects';
import { TEST_PASSWORD_COST } from './password-cost';
import { seededSource } from './templates';

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

/**
 * The gateway on a database of its own (migrated and seeded: a copy of the run's template, or built here when
 * the run has none or the test asks for no demo data), with a clock the test controls.
 */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const source = options.seed === false ? null : seededSource(options.dialect);
  // The demo's dates were placed around the template's `now`; the clock starts there as it would have.
  const clock = createClock(source?.seededAt);
  let opened: OpenDb;
  let drop: () => Promise<void> = async () => undefined;
  let databaseUrl: string | undefined;
  if (options.dialect === 'postgres') {
    const scratch = await createScratchDatabase(source?.dialect === 'postgres' ? source.template : undefined);
    databaseUrl = scratch.url;
    drop = scratch.drop;
    opened = await openDb({ dataDir: '', databaseUrl });
  } else {
    opened = await openDb(
      { dataDir: '', databaseUrl: undefined },
      { inMemory: true, loadDataDir: source?.dialect === 'pglite' ? source.dump : undefined },
    );
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl,
    demo: true,
    seedDemo: options.seed !== false,
    trustProxy: false,
    staticDir: options.staticDir ?? '/nonexistent/praxis-dist',
    logLevel: 'silent',
    passwordCost: TEST_PASSWORD_COST,
    ...options.config,
    clock: clock.now,
  };
  let app: FastifyInstance | undefined;
  try {
    if (!source) {
      await migrate(opened.db, opened.dialect);
      if (options.seed !== false)
        await seedDemo(opened.db, clock.now(), { passwordCost: TEST_PASSWORD_COST });
    }
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
