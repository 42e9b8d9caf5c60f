// The server the end-to-end suite runs against: the built portal and the gateway on a fresh data directory.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { portalBuildIsStale } from './build-state.mjs';

// E2E_DIST builds into a directory of its own, so two runs side by side never rebuild each other's portal.
const outDir = process.env.E2E_DIST;
if (outDir) {
  if (portalBuildIsStale(process.cwd(), outDir)) {
    execSync(`npx tsr generate && npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      stdio: 'inherit',
    });
  }
  process.env.STATIC_DIR = outDir;
} else if (portalBuildIsStale()) {
  execSync('npm run build', { stdio: 'inherit' });
}

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'praxis-e2e-'));
// Said rather than inherited: the embedded database in that directory, the demo seeded into it, and the demo
// hooks (SMS outbox, captcha answers) the tests read. NODE_ENV=production in the environment is refused then.
process.env.DATABASE_URL = '';
process.env.DEMO = '1';
process.env.SEED_DEMO = '1';
process.env.PORT = process.env.E2E_PORT ?? '18080';
// Lets a test speak from its own client address, so sign-in failure counters of one test never leak into another:
// the browser stands in for one proxy, whose X-Forwarded-For names the client (a 127.x.y.z address of the test's).
process.env.TRUST_PROXY = '1';
process.env.LOG_LEVEL ??= 'warn';
register();
await import('../tests/e2e/gateway-process.ts');
