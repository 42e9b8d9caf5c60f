// What the gateway benches share: a keep-alive caller of a started gateway, a seeded random source, and the
// start-up on a scratch PostgreSQL database (and on a fresh PGlite directory) with the demo seed, where a bench
// adds its own rows before it drives the gateway.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresScratch, startGateway, stop } from './load.mjs';

/**
 * Calls of a gateway on 127.0.0.1:`port` (the bound demo site) over up to `sockets` kept-alive connections:
 * `call(method, path, token, body)` resolves with the envelope and the time it took (ms).
 */
export function gatewayCaller(port, sockets) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const call = (method, path, token, body) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const began = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
      if (token) headers.token = token;
      const req = request(
        { host: '127.0.0.1', port, path: `/gateway${path}`, method, agent, headers },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - began) / 1e6;
            try {
              resolve({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), ms });
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  return { call, close: () => agent.destroy() };
}

/** A seeded generator (mulberry32), so every run replays the same pattern and runs compare like for like. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A gateway on a scratch PostgreSQL database it migrates and seeds; `run(query)` adds rows with the driver's
 * `query(text, params)` and drives the gateway. Null (and said) when PostgreSQL is not reachable.
 */
export async function onScratchPostgres(port, run) {
  const scratch = await postgresScratch();
  if (!scratch) {
    console.log('PostgreSQL not reachable: skipped');
    return null;
  }
  try {
    const child = await startGateway({ DATABASE_URL: scratch.url }, port);
    const client = new pg.Client({ connectionString: scratch.url });
    try {
      await client.connect();
      return await run(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
      await stop(child);
    }
  } finally {
    await scratch.drop();
  }
}

/**
 * A gateway on a fresh PGlite directory: its first start migrates and seeds, `prepare(query)` adds rows while
 * it is down (PGlite is one process's), and `drive(prepared)` runs against it started again.
 */
export async function onFreshPglite(port, name, prepare, drive) {
  const dataDir = mkdtempSync(join(tmpdir(), `praxis-bench-${name}-`));
  try {
    await stop(await startGateway({ DATA_DIR: dataDir }, port));
    // The gateway's extensions (gateway/db/client.ts): the search indexes need pg_trgm to write rows.
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const prepared = await prepare(async (text, params) => (await db.query(text, params)).rows);
    await db.close();
    const child = await startGateway({ DATA_DIR: dataDir }, port);
    try {
      return await drive(prepared);
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
