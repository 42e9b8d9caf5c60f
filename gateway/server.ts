import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { DataDirError, type OpenDb } from './db/client';
import { initDatabase } from './db/init';
import { DEMO_ACCOUNTS, DEMO_HOSTS, DEMO_PASSWORD } from './db/seed/demo';
import { ServerKeyError, prepareServerKey } from './http/crypto';
import { safeError } from './http/logging';

// In-flight requests get this long after SIGTERM before the process gives up on them.
const SHUTDOWN_GRACE_MS = 10_000;

function proxyNote({ trustProxy }: Config): string {
  if (trustProxy === false) return 'none (X-Forwarded-* ignored)';
  if (typeof trustProxy === 'number') return `the nearest ${trustProxy} hop${trustProxy === 1 ? '' : 's'}`;
  return trustProxy.join(', ');
}

/** What start-up learnt about the database: where it is, and whether the demo tenants are in it. */
interface DatabaseState {
  dialect: string;
  seeded: boolean;
  demoPresent: boolean;
}

// Outside demo mode the demo's accounts are a way in: their password is in the README and in this banner.
const DEMO_WARNING = [
  '  !!! WARNING: THE DEMO ACCOUNTS ARE IN THIS DATABASE, AND THEIR PASSWORD IS PUBLISHED.',
  '  !!! Anyone who reaches this gateway can sign in as their administrator. Keep this database for',
  '  !!! throw-away data (benchmarks, tests); a real deployment starts on a new database without SEED_DEMO=1',
  '  !!! and provisions its site with `npm run site:create`.',
];

function demoLines(config: Config, port: number, state: DatabaseState): string[] {
  if (!state.demoPresent) {
    return [
      config.seedDemo
        ? '  demo data: not seeded (the database already holds other tenants)'
        : '  demo data: none (provision a site with `npm run site:create -- --host …`; SEED_DEMO=1 seeds the demo)',
    ];
  }
  return [
    ...(config.demo ? [] : DEMO_WARNING),
    '  demo sites:',
    ...DEMO_HOSTS.map((h) => `    http://${h.host}:${port}  ${h.note}`),
    `  demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.phone}  ${a.name}  ${a.role}`),
    ...(config.demo ? [] : DEMO_WARNING),
  ];
}

function printBanner(config: Config, port: number, state: DatabaseState): void {
  const lines = [
    '',
    `Praxis is running on http://localhost:${port}`,
    `  database: ${state.dialect === 'pglite' ? `embedded PGlite in ${resolve(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}${state.seeded ? ' (demo data seeded)' : ''}`,
    `  trusted proxies: ${proxyNote(config)}`,
    ...demoLines(config, port, state),
    ...(config.demo
      ? [
          '  DEMO HOOKS ARE ON: SMS codes, captcha answers and the QR confirm page can be read from this machine',
          '  (loopback clients only). Never expose a demo gateway; NODE_ENV=production turns them off.',
        ]
      : ['  demo hooks: off']),
    '',
  ];
  console.log(lines.join('\n'));
}

function handleSignals(app: FastifyInstance, db: OpenDb): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal means the operator does not want to wait.
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    void (async () => {
      try {
        await app.close();
        await db.close();
        process.exit(0);
      } catch (err) {
        console.error('shutdown failed', err);
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function start(config: Config): Promise<void> {
  const db = await initDatabase(config);
  const app = await buildApp({ config, db: db.db });
  try {
    const warning = await prepareServerKey(db.db, {
      secret: config.secret,
      production: process.env.NODE_ENV === 'production',
    });
    if (warning) app.log.warn(warning);
    if (db.demoPresent && !config.demo) {
      app.log.warn('the demo accounts, whose password is published, are in this database (SEED_DEMO)');
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  handleSignals(app, db);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error(err, 'could not listen');
    await db.close();
    process.exit(1);
  }
  const address = app.server.address();
  printBanner(config, typeof address === 'object' && address ? address.port : config.port, db);
}

/**
 * Starts the gateway with the configuration `makeConfig` reads, or says in a sentence why it cannot and exits.
 * `gateway/main.ts` runs it with the environment's configuration; the end-to-end server with a cheaper
 * password cost, which no environment variable can set.
 */
export async function runGateway(makeConfig: () => Config): Promise<void> {
  try {
    await start(makeConfig());
  } catch (err) {
    // Problems the operator can fix are told in a sentence; anything else with its (scrubbed) details.
    if (err instanceof DataDirError || err instanceof ServerKeyError) {
      console.error(`Praxis could not start: ${err.message}`);
      process.exit(1);
    }
    // Without bound parameters: a failed seed would otherwise print password hashes.
    console.error('Praxis could not start:', JSON.stringify(safeError(err), null, 2));
    process.exit(1);
  }
}
