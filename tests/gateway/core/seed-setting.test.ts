import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { systemApi } from '../../../contract/system';
import { userApi } from '../../../contract/user';
import { buildApp } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';
import { initDatabase } from '../../../gateway/db/init';
import { tenant, userAccount } from '../../../gateway/db/schema';
import { DEMO_PASSWORD, callApi } from '../helpers/api';
import { createScratchDatabase, dialects } from '../helpers/dialects';
import { TEST_PASSWORD_COST } from '../helpers/password-cost';

/*
 * The demo's accounts have a published password (the administrator's too): a production gateway on a new
 * database must start without them, unless SEED_DEMO=1 asks for them on throw-away data (decision 45).
 */

describe('the SEED_DEMO setting', () => {
  it('follows demo mode unless set, and is never on by default in production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/praxis' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/praxis', DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).seedDemo).toBe(false);
  });

  it('is 1 to seed anywhere (production too) and 0 to seed nowhere', () => {
    const production = loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(production).toMatchObject({ seedDemo: true, demo: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/praxis', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ seedDemo: false, demo: true });
    // Empty means unset, as for every other variable.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('refuses anything but 0 and 1 with a message', () => {
    for (const value of ['yes', 'true', '2', ' 1']) {
      expect(() => loadConfig({ SEED_DEMO: value })).toThrow(
        'Invalid configuration: SEED_DEMO: SEED_DEMO must be 0 (never seed the demo) or 1 (seed the demo into an empty database)',
      );
    }
  });
});

describe.each(dialects())('seeding at start-up (%s)', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  /** An empty database of this dialect, as the environment names it. */
  async function emptyDatabase(): Promise<Record<string, string>> {
    if (dialect === 'postgres') {
      const scratch = await createScratchDatabase();
      cleanups.push(scratch.drop);
      return { DATABASE_URL: scratch.url };
    }
    const dir = mkdtempSync(join(tmpdir(), 'praxis-seed-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }

  /** Starts the gateway's database and app as start-up does, with the environment `env`. */
  async function start(env: Record<string, string>) {
    const config = {
      ...loadConfig({ ...env, STATIC_DIR: '/nonexistent/praxis-dist', LOG_LEVEL: 'silent' }),
      passwordCost: TEST_PASSWORD_COST,
    };
    const db = await initDatabase(config);
    const app = await buildApp({ config, db: db.db });
    await app.ready();
    const [tenants] = await db.db.select({ n: count() }).from(tenant);
    const [users] = await db.db.select({ n: count() }).from(userAccount);
    return {
      db,
      app,
      rows: { tenants: tenants?.n, users: users?.n },
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  }

  it('seeds nothing in production mode: no demo account signs in, no demo host answers', async () => {
    const env = { ...(await emptyDatabase()), NODE_ENV: 'production' };
    const s = await start(env);
    try {
      expect(s.db).toMatchObject({ seeded: false, demoPresent: false });
      expect(s.rows).toEqual({ tenants: 0, users: 0 });
      for (const host of ['localhost', '127.0.0.1', 'other.localhost']) {
        const site = await callApi(s.app, systemApi.websiteView, {}, { host, lang: 'en' });
        expect(site).toMatchObject({ code: Code.error, msg: 'No site is configured for this domain' });
      }
      // The demo administrator with the published password.
      const signIn = await callApi(
        s.app,
        userApi.loginByPassword,
        { phone: '13800000002', password: DEMO_PASSWORD },
        { host: '127.0.0.1', lang: 'en' },
      );
      expect(signIn).toMatchObject({ code: Code.error, msg: 'No site is configured for this domain' });
    } finally {
      await s.close();
    }
  });

  it('seeds the demo in production mode when SEED_DEMO=1 asks, and says it is there on the next start', async () => {
    const env = { ...(await emptyDatabase()), NODE_ENV: 'production', SEED_DEMO: '1' };
    const first = await start(env);
    try {
      expect(first.db).toMatchObject({ seeded: true, demoPresent: true });
      expect(first.rows).toEqual({ tenants: 2, users: 25 });
      const signIn = await callApi(
        first.app,
        userApi.loginByPassword,
        { phone: '13800000002', password: DEMO_PASSWORD },
        { host: '127.0.0.1' },
      );
      expect(signIn.code).toBe(Code.ok);
    } finally {
      await first.close();
    }
    // Without the setting the next start seeds nothing, but still knows the demo accounts are there.
    const second = await start({ ...env, SEED_DEMO: '' });
    try {
      expect(second.db).toMatchObject({ seeded: false, demoPresent: true });
      expect(second.rows).toEqual({ tenants: 2, users: 25 });
    } finally {
      await second.close();
    }
  });

  it('seeds in demo mode as before, and not when SEED_DEMO=0', async () => {
    const demoEnv: Record<string, string> = dialect === 'postgres' ? { DEMO: '1' } : {};
    const off = await start({ ...(await emptyDatabase()), ...demoEnv, SEED_DEMO: '0' });
    try {
      expect(off.db).toMatchObject({ seeded: false, demoPresent: false });
      expect(off.rows).toEqual({ tenants: 0, users: 0 });
    } finally {
      await off.close();
    }
    const on = await start({ ...(await emptyDatabase()), ...demoEnv });
    try {
      expect(on.db).toMatchObject({ seeded: true, demoPresent: true });
      expect(on.rows).toEqual({ tenants: 2, users: 25 });
    } finally {
      await on.close();
    }
  });
});
