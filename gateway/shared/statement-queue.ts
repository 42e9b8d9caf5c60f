import { is } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from '../db/client';

/*
 * Requests of a hot route that wait share a statement (decision 0044). A request waits only while the
 * statements allowed at once are all under way; the next statement then takes every request waiting (up to
 * the queue's limit) of one group, so under load one round trip and one commit carry many requests, and when
 * quiet a request goes alone at once. Each request is answered with its own outcome once its statement is done.
 * Two requests of one key never share a statement or run side by side (the later one waits).
 */

/** How many statements run at once, and whether the next one waits for the next turn of the event loop. */
export interface QueueMode {
  parallel: number;
  deferred: boolean;
}

/**
 * PostgreSQL runs a few statements at once (of its pool's ten connections), each sent as soon as one may go.
 * PGlite runs one at a time inside this process and holds the event loop while it does, so requests that
 * arrive meanwhile are only read after it: its statements start on the next turn of the loop (setImmediate),
 * once the requests that came in have queued.
 */
export function queueModeOf(db: Db): QueueMode {
  return is(db._.session, PgliteSession) ? { parallel: 1, deferred: true } : { parallel: 4, deferred: false };
}

export interface QueueSpec<Item, Outcome> {
  /** Most requests in one statement. */
  maxBatch: number;
  /** Only requests of one group (a tenant) share a statement. */
  groupOf: (item: Item) => string;
  /** Requests of one key never share a statement or run side by side. */
  keyOf: (item: Item) => string;
  /** Runs requests of one group and distinct keys together: one outcome per request, in their order. */
  run: (items: Item[]) => Promise<Outcome[]>;
}

interface Waiting<Item, Outcome> {
  item: Item;
  key: string;
  resolve: (outcome: Outcome) => void;
  reject: (err: unknown) => void;
}

export class StatementQueue<Item, Outcome> {
  private waiting: Waiting<Item, Outcome>[] = [];
  /** Keys with a request in a statement under way. */
  private readonly busy = new Set<string>();
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly mode: QueueMode,
    private readonly spec: QueueSpec<Item, Outcome>,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, key: this.spec.keyOf(item), resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (!this.mode.deferred) {
      this.pump();
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.mode.parallel && this.waiting.length > 0) {
      const batch: Waiting<Item, Outcome>[] = [];
      const keys = new Set<string>();
      const rest: Waiting<Item, Outcome>[] = [];
      let group: string | undefined;
      for (const w of this.waiting) {
        const itemGroup = this.spec.groupOf(w.item);
        const fits = group === undefined || itemGroup === group;
        if (fits && batch.length < this.spec.maxBatch && !keys.has(w.key) && !this.busy.has(w.key)) {
          group = itemGroup;
          batch.push(w);
          keys.add(w.key);
        } else {
          rest.push(w);
        }
      }
      // Everything waiting has a key already under way: those statements' ends pump again.
      if (batch.length === 0) return;
      this.waiting = rest;
      for (const key of keys) this.busy.add(key);
      this.running += 1;
      void this.settle(batch).finally(() => {
        this.running -= 1;
        for (const key of keys) this.busy.delete(key);
        this.next();
      });
    }
  }

  private async settle(batch: Waiting<Item, Outcome>[]): Promise<void> {
    try {
      const outcomes = await this.spec.run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outcomes[i] as Outcome));
      return;
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
    }
    // The statement failed for all (nothing was written): each request runs again alone, so one request's
    // failure (or a deadlock with another gateway's statement) is not every request's.
    await Promise.all(
      batch.map(async (w) => {
        try {
          const [outcome] = await this.spec.run([w.item]);
          w.resolve(outcome as Outcome);
        } catch (err) {
          w.reject(err);
        }
      }),
    );
  }
}

/** One queue per database (a process may talk to several, as tests do). */
export function queuePerDatabase<Item, Outcome>(
  spec: (db: Db) => QueueSpec<Item, Outcome>,
): (db: Db) => StatementQueue<Item, Outcome> {
  const queues = new WeakMap<Db, StatementQueue<Item, Outcome>>();
  return (db) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = new StatementQueue(queueModeOf(db), spec(db));
      queues.set(db, queue);
    }
    return queue;
  };
}
