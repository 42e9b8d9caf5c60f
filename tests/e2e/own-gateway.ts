import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Origin } from './fixtures';

/*
 * A gateway of a spec's own, on a fresh embedded database with the demo, for specs whose changes (records filed,
 * tasks added) would move what other specs count on the shared server.
 */

/** A port nobody listens on right now (asked of the system, so parallel runs never pick the same one). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The gateway with the portal this run built, on a fresh data directory, stopped after the spec. */
export class OwnGateway {
  private child: ChildProcess | null = null;
  private dataDir = '';
  port = 0;

  /** `prefix` names the spec's data directory under the system's temporary one. */
  constructor(private readonly prefix: string) {}

  get origin(): Origin {
    // The address of the site bound to 星河科技; only the port differs from the shared server's.
    return `http://127.0.0.1:${this.port}` as Origin;
  }

  async open(): Promise<void> {
    this.port = await freePort();
    this.dataDir = await mkdtemp(join(tmpdir(), this.prefix));
    this.child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/gateway-process.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        // Its own embedded database, with the demo the tests sign in to, whatever the run's environment says.
        DATABASE_URL: '',
        SEED_DEMO: '1',
        STATIC_DIR: process.env.E2E_DIST ?? 'dist',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${this.origin}/gateway/health`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(true);
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}
