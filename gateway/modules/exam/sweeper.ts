import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeError } from '../../http/logging';
import { sweepOverdue } from './finish';

/** How often the gateway looks for attempts whose browser is gone. */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * What starts the periodic passes: it calls `tick` from now on and answers how to stop. The gateway ticks on a
 * timer; tests tick by hand and await each pass, so nothing they assert depends on how long they waited.
 */
export type Ticker = (tick: () => Promise<unknown>) => () => void;

/** Ticks every `ms`, on a timer that does not keep the process alive. */
export function intervalTicker(ms: number): Ticker {
  return (tick) => {
    const timer = setInterval(() => void tick(), ms);
    timer.unref();
    return () => clearInterval(timer);
  };
}

export interface Sweeper {
  /** One pass now; passes never overlap. */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * Finishes abandoned attempts at their deadline: once at once, then on every tick (SWEEP_INTERVAL_MS by
 * default). Several gateway processes may run it side by side (the claim is one conditional UPDATE, see
 * finish.ts).
 */
export function startSweeper(
  db: Db,
  clock: () => Date,
  log: FastifyBaseLogger,
  ticker: Ticker = intervalTicker(SWEEP_INTERVAL_MS),
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
  const stopTicks = ticker(() => (stopped ? Promise.resolve(0) : runOnce()));
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      stopTicks();
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
