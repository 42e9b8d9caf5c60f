import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeError } from '../../http/logging';
import { sweepOverdue } from './finish';

/** How often the gateway looks for attempts whose browser is gone. */
export const SWEEP_INTERVAL_MS = 15_000;

export interface Sweeper {
  /** One pass now; passes never overlap. */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * Finishes abandoned attempts at their deadline: once at once, then every `intervalMs`. Several gateway
 * processes may run it side by side (the claim is one conditional UPDATE, see finish.ts).
 */
export function startSweeper(
  db: Db,
  clock: () => Date,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): Sweeper {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= sweepOverdue(db, clock())
      .then((n) => {
        if (n > 0) log.info({ finished: n }, 'overdue exam attempts handed in');
        return n;
      })
      .catch((err: unknown) => {
        log.error({ err: safeError(err) }, 'exam attempt sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, intervalMs);
  // The sweep alone must not keep a process alive.
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // The database closes after the app: let a pass under way end first.
      await running;
    },
  };
}

/** Runs the sweep when the app is ready (after start-up, before listening) and stops it when the app closes. */
export function registerExamSweeper(app: FastifyInstance, db: Db, clock: () => Date): void {
  let sweeper: Sweeper | null = null;
  app.addHook('onReady', async () => {
    sweeper = startSweeper(db, clock, app.log);
    await sweeper.runOnce();
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
}
