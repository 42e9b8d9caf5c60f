// Gateway load on loopback: a public and an authed endpoint, on PGlite and (when reachable) PostgreSQL.
// Each run is bounded in time and only targets 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const GATEWAY_DIR = process.env.BENCH_GATEWAY_DIR ?? process.cwd();

const PORT = Number(process.env.BENCH_PORT ?? 18181);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway did not start at ${url}`);
}

export async function startGateway(env, port = PORT) {
  // Node itself (not npx) so SIGTERM reaches the gateway's own shutdown.
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    // BENCH_GATEWAY_DIR runs another checkout's gateway (a revision to compare with) on the same machine.
    cwd: GATEWAY_DIR,
    // Throw-away databases: the benchmarks sign in as the demo learner (decision 45).
    env: { ...process.env, SEED_DEMO: '1', ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/gateway/health`);
  return child;
}

export async function stop(child) {
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: 8, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function signIn() {
  const r = await fetch(`${BASE}/gateway/user/api/user/info/login/pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000002', password: 'Praxis@2026' }),
  });
  const body = await r.json();
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

async function measure(label, env) {
  const child = await startGateway(env);
  const rows = [];
  try {
    const token = await signIn();
    const cases = [
      ['public  GET /system/api/website/view', { url: `${BASE}/gateway/system/api/website/view` }],
      [
        'authed  GET /user/auth/user/current/view',
        { url: `${BASE}/gateway/user/auth/user/current/view`, headers: { token } },
      ],
    ];
    for (const [name, opts] of cases) {
      const r = await run(opts);
      rows.push({
        db: label,
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
  } finally {
    await stop(child);
  }
  return rows;
}

export async function postgresScratch() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `praxis_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function loadReport() {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxis-bench-'));
  const rows = [];
  try {
    rows.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await postgresScratch();
  if (scratch) {
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: scratch.url })));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL not reachable: skipped');
  }
  return rows;
}

export function printLoad(rows) {
  console.log('\nGateway load, 10 connections, 8 s each, loopback');
  console.log(
    'db'.padEnd(11),
    'endpoint'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of rows) {
    console.log(
      r.db.padEnd(11),
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
    );
  }
}
