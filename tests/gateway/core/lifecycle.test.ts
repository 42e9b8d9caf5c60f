import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint';
import { loadConfig } from '../../../gateway/config';
import { navItem, tenant, userAccount, website } from '../../../gateway/db/schema';
import { route } from '../../../gateway/http/route';
import { initDatabase } from '../../../gateway/db/init';
import type { Db } from '../../../gateway/db/client';
import { createTestApp } from '../helpers/app';
import { createScratchDatabase, dialects } from '../helpers/dialects';
import { httpGet } from '../helpers/http';

async function counts(db: Db) {
  const [tenants] = await db.select({ n: count() }).from(tenant);
  const [users] = await db.select({ n: count() }).from(userAccount);
  const [sites] = await db.select({ n: count() }).from(website);
  const [navs] = await db.select({ n: count() }).from(navItem);
  return { tenants: tenants?.n, users: users?.n, sites: sites?.n, navs: navs?.n };
}

describe.each(dialects())('start-up: migrate and seed (%s)', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('seeds an empty database once and keeps the data on the next start', async () => {
    let env: Record<string, string>;
    if (dialect === 'postgres') {
      const scratch = await createScratchDatabase();
      cleanups.push(scratch.drop);
      // On PostgreSQL the demo is a private one: demo mode only with DEMO=1.
      env = { DATABASE_URL: scratch.url, DEMO: '1' };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'praxis-data-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
    const config = loadConfig(env);

    const first = await initDatabase(config);
    expect(first.seeded).toBe(true);
    expect(first.dialect).toBe(dialect);
    const before = await counts(first.db);
    expect(before).toEqual({ tenants: 2, users: 25, sites: 3, navs: 21 });
    // Something a user did after the first start.
    await first.db
      .insert(navItem)
      .values({ tenantId: '1', websiteId: '1', navName: '新栏目', targetAddr: '/new' });
    await first.close();

    const second = await initDatabase(config);
    try {
      expect(second.seeded).toBe(false);
      expect(await counts(second.db)).toEqual({ ...before, navs: 22 });
    } finally {
      await second.close();
    }
  });
});

describe.each(dialects())('graceful close (%s)', (dialect) => {
  const slow = endpoint({
    method: 'GET',
    path: '/test/api/slow',
    request: z.object({}),
    response: z.object({ done: z.boolean() }),
  });

  it('finishes in-flight requests, then refuses new ones', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp({
      dialect,
      extend: (app) => {
        route(app, slow, async () => {
          entered();
          await released;
          return { done: true };
        });
        // The handler answers only once closing has begun, so the request is surely in flight during close.
        app.addHook('preClose', async () => release());
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = httpGet(`${address}/gateway/test/api/slow`, 'localhost');
    await inside;
    const closing = t.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 200, msg: '', data: { done: true } });
    // Answered while closing: the gateway tells the client to drop the connection.
    expect(res.headers.connection).toBe('close');
    await closing;
    await expect(httpGet(`${address}/gateway/health`, 'localhost')).rejects.toThrow();
  });
});

describe('gateway/main.ts as a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-main-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(
    env: Record<string, string> = {},
  ): Promise<{ port: number; seeded: boolean; banner: string; stop: () => Promise<number | null> }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        NODE_ENV: 'development',
        DEMO: '',
        SEED_DEMO: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 40_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /running on http:\/\/localhost:(\d+)/.exec(out);
        // The banner is one write and ends with the demo hooks line.
        if (match && /demo hooks/i.test(out)) {
          clearTimeout(timer);
          resolve({
            port: Number(match[1]),
            seeded: out.includes('demo data seeded'),
            banner: out,
            stop: () => {
              child.kill('SIGTERM');
              return exited;
            },
          });
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) => reject(new Error(`gateway exited (${code}):\n${out}`)));
    });
  }

  it('serves, stops cleanly on SIGTERM, and keeps its data for the next start', async () => {
    const first = await run();
    expect(first.seeded).toBe(true);
    expect(first.banner).toContain('13800000001');
    expect(first.banner).not.toContain('WARNING');
    const res = await httpGet(`http://127.0.0.1:${first.port}/gateway/system/api/website/view`, 'localhost');
    expect(JSON.parse(res.body)).toMatchObject({ code: 200, data: { domain: 'localhost' } });
    expect(await first.stop()).toBe(0);

    const second = await run();
    expect(second.seeded).toBe(false);
    const again = await httpGet(
      `http://127.0.0.1:${second.port}/gateway/system/api/website/view`,
      '127.0.0.1',
    );
    expect(JSON.parse(again.body)).toMatchObject({ code: 200, data: { websiteTitle: '星河科技学习中心' } });
    expect(await second.stop()).toBe(0);

    // The same database in production mode: the demo accounts are there, and the banner says so loudly.
    const production = await run({
      NODE_ENV: 'production',
      PRAXIS_SECRET: 'a-test-secret-of-32-characters!!',
    });
    expect(production.seeded).toBe(false);
    expect(production.banner).toContain('WARNING: THE DEMO ACCOUNTS ARE IN THIS DATABASE');
    expect(production.banner).toContain('13800000002');
    expect(await production.stop()).toBe(0);
  }, 180_000);

  it('in production mode, seeds a new database only when SEED_DEMO=1 asks, and then warns', async () => {
    const secret = { NODE_ENV: 'production', PRAXIS_SECRET: 'a-test-secret-of-32-characters!!' };
    const empty = mkdtempSync(join(dir, 'production-'));
    const bare = await run({ ...secret, DATA_DIR: empty });
    expect(bare.seeded).toBe(false);
    expect(bare.banner).toContain('demo data: none');
    expect(bare.banner).not.toContain('13800000002');
    expect(bare.banner).not.toContain('Praxis@2026');
    const res = await httpGet(`http://127.0.0.1:${bare.port}/gateway/system/api/website/view`, 'localhost');
    expect(JSON.parse(res.body)).toMatchObject({ code: 999 });
    expect(await bare.stop()).toBe(0);

    const seeded = await run({ ...secret, DATA_DIR: mkdtempSync(join(dir, 'seeded-')), SEED_DEMO: '1' });
    expect(seeded.seeded).toBe(true);
    expect(seeded.banner).toContain('WARNING: THE DEMO ACCOUNTS ARE IN THIS DATABASE');
    expect(seeded.banner).toContain('demo hooks: off');
    expect(await seeded.stop()).toBe(0);
  }, 180_000);
});
