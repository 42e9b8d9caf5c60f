// The gateway serving the built portal as a deployment runs it (NODE_ENV=production) on a fresh data
// directory, for the benchmarks that drive a browser against it; and the demo learner's token.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GATEWAY_DIR = process.env.BENCH_GATEWAY_DIR ?? process.cwd();

const LEARNER = { phone: '13800000001', password: 'Praxis@2026' };
export const TOKEN_COOKIE = 'ENT_WEB_TOKEN';

async function waitForHealth(origin, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/gateway/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${origin}`);
}

/** Starts the server on `port`; `stop()` ends it (SIGTERM, so it shuts down as in production) and its data. */
export async function startProductionServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'praxis-bench-'));
  // Node itself (not npx) so SIGTERM reaches the gateway's own shutdown.
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    // BENCH_GATEWAY_DIR runs another checkout's gateway (a revision to compare with) on the same machine.
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1', // throw-away data: the benchmarks sign in as the demo learner (decision 45)
      // Production seals the server key with this secret; a fresh data directory takes a fresh one.
      PRAXIS_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(origin);
  return {
    origin,
    async stop() {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token for the demo learner from the gateway's sign-in call (the bound site needs no company choice). */
export async function learnerToken(origin) {
  const r = await fetch(`${origin}/gateway/user/api/user/info/login/pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LEARNER),
  });
  const body = await r.json();
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}
