import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ExportStatus } from '../../../contract/export';
import type { Db } from '../../db/client';
import { exportRecord } from '../../db/schema';
import { safeError } from '../../http/logging';
import { t as translate } from '../../i18n/t';
import { exportFileBytes, toCsv } from './file';
import { exportJob, type ExportProducer } from './jobs';

/*
 * The export runner (decision 0032). A pass claims generating records that are due — never tried, past their
 * back-off, or whose previous worker's lease ran out (its process died) — with one conditional UPDATE over
 * `for update skip locked`, so several gateway processes on one database never take the same record. Each
 * claim starts an attempt under a lease; the worker then writes the file (ready) or, when the producer threw,
 * schedules the next attempt after a back-off, or fails the record after the last one. Completions are fenced by
 * the attempt number, so a worker that outlived its lease cannot overwrite the one that took over.
 */

/** How long a worker holds a claimed job before another may take it over. */
export const EXPORT_LEASE_MS = 2 * 60_000;
/** Attempts before a job fails for good. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** How often a running gateway looks for due jobs (a new export is run at once besides). */
export const EXPORT_RUN_INTERVAL_MS = 10_000;
/** Records claimed per statement. */
const BATCH = 20;

/** Wait before the attempt after attempt `n` (1-based) failed: 10 s, then 40 s. */
export function exportBackoffMs(n: number): number {
  return 10_000 * 4 ** Math.max(0, n - 1);
}

type Producers = Readonly<Record<string, ExportProducer>>;

interface ClaimedRow {
  tenant_id: string;
  id: string;
  enterprise_id: string;
  user_id: string;
  job: unknown;
  attempts: number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const at = (date: Date): SQL => sql`cast(${date.toISOString()} as timestamptz)`;

/** Claims up to a batch of due jobs for one attempt each, under a lease from `now`. */
export function claimExportJobs(db: Db, now: Date, leaseMs = EXPORT_LEASE_MS): Promise<ClaimedRow[]> {
  return rowsOf<ClaimedRow>(
    db,
    sql`update export_record set attempts = attempts + 1,
          lease_until = ${at(new Date(now.getTime() + leaseMs))}, gmt_modified = ${at(now)}
        where (tenant_id, id) in (
          select tenant_id, id from export_record
          where export_status = ${ExportStatus.generating}
            and (run_after is null or run_after <= ${at(now)})
            and (lease_until is null or lease_until <= ${at(now)})
          order by gmt_create limit ${BATCH}
          for update skip locked)
        and export_status = ${ExportStatus.generating}
        returning cast(tenant_id as text) as tenant_id, cast(id as text) as id,
          cast(enterprise_id as text) as enterprise_id, cast(user_id as text) as user_id, job, attempts`,
  );
}

/** The claimed attempt of a record, and nothing newer: the fence of every completion. */
const claimOf = (row: ClaimedRow) =>
  and(
    eq(exportRecord.tenantId, row.tenant_id),
    eq(exportRecord.id, row.id),
    eq(exportRecord.exportStatus, ExportStatus.generating),
    eq(exportRecord.attempts, Number(row.attempts)),
  );

async function finishReady(db: Db, row: ClaimedRow, rows: string[][], now: Date): Promise<boolean> {
  const content = toCsv(rows);
  const done = await db
    .update(exportRecord)
    .set({
      exportStatus: ExportStatus.ready,
      content,
      fileSize: exportFileBytes(content).length,
      leaseUntil: null,
      runAfter: null,
      gmtModified: now,
    })
    .where(claimOf(row))
    .returning({ id: exportRecord.id });
  return done.length > 0;
}

/** After a failed attempt: another one after the back-off, or failed for good (`final`). */
async function finishFailed(db: Db, row: ClaimedRow, now: Date, final: boolean): Promise<void> {
  const attempts = Number(row.attempts);
  await db
    .update(exportRecord)
    .set(
      final || attempts >= EXPORT_MAX_ATTEMPTS
        ? { exportStatus: ExportStatus.failed, leaseUntil: null, runAfter: null, gmtModified: now }
        : {
            leaseUntil: null,
            runAfter: new Date(now.getTime() + exportBackoffMs(attempts)),
            gmtModified: now,
          },
    )
    .where(claimOf(row));
}

export interface PassResult {
  ready: number;
  retried: number;
  failed: number;
}

/** Runs one claimed attempt. */
async function runClaimed(
  db: Db,
  row: ClaimedRow,
  producers: Producers,
  clock: () => Date,
  log: FastifyBaseLogger,
): Promise<keyof PassResult> {
  const job = exportJob.safeParse(row.job);
  const produce = job.success ? producers[job.data.kind] : undefined;
  // Nothing to produce (a record filed by older code, an unknown kind), or attempts used up by workers that
  // died holding the job: it can only fail.
  if (!job.success || !produce || Number(row.attempts) > EXPORT_MAX_ATTEMPTS) {
    await finishFailed(db, row, clock(), true);
    return 'failed';
  }
  const scope = { tenantId: row.tenant_id, enterpriseId: row.enterprise_id, userId: row.user_id };
  const { lang, filter } = job.data;
  try {
    const rows = await produce(db, scope, filter, (key, params) => translate(lang, key, params), clock());
    await finishReady(db, row, rows, clock());
    return 'ready';
  } catch (err) {
    log.warn(
      { err: safeError(err), exportId: row.id, attempt: Number(row.attempts) },
      'export attempt failed',
    );
    await finishFailed(db, row, clock(), false);
    return Number(row.attempts) >= EXPORT_MAX_ATTEMPTS ? 'failed' : 'retried';
  }
}

/** Claims and runs due jobs, batch after batch, until none is due. */
export async function runExportJobs(
  db: Db,
  clock: () => Date,
  producers: Producers,
  log: FastifyBaseLogger,
  leaseMs = EXPORT_LEASE_MS,
): Promise<PassResult> {
  const result: PassResult = { ready: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimExportJobs(db, clock(), leaseMs);
    for (const row of claimed) result[await runClaimed(db, row, producers, clock, log)] += 1;
    if (claimed.length < BATCH) return result;
  }
}

export interface ExportRunner {
  /** A pass that starts after this call (passes never overlap); answers when it ended. */
  kick: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Runs the jobs every `intervalMs` and whenever kicked, until stopped. */
export function startExportRunner(
  db: Db,
  clock: () => Date,
  producers: Producers,
  log: FastifyBaseLogger,
  intervalMs = EXPORT_RUN_INTERVAL_MS,
): ExportRunner {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let stopped = false;
  const pass = (): Promise<void> => {
    running = runExportJobs(db, clock, producers, log)
      .then((r) => {
        if (r.ready + r.retried + r.failed > 0) log.info(r, 'export jobs run');
      })
      .catch((err: unknown) => log.error({ err: safeError(err) }, 'export job pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) return pass();
    // One pass queued behind the running one serves every kick made meanwhile.
    next ??= running.then(() => {
      next = null;
      return stopped ? undefined : pass();
    });
    return next;
  };
  const timer = setInterval(() => void kick(), intervalMs);
  // The runner alone must not keep a process alive.
  timer.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // The database closes after the app: let a pass under way end first.
      await next;
      await running;
    },
  };
}

/** What request handlers see of the runner. */
export interface ExportJobs {
  /**
   * Runs due jobs now and waits up to `waitMs` for that pass, so a quick export answers ready while a slow
   * one answers generating and finishes behind.
   */
  runSoon: (waitMs?: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
  }
}

/** How long an export request waits for its file before answering "generating". */
const REQUEST_WAIT_MS = 3_000;

/** Starts the runner when the app is ready (after start-up, before listening) and stops it when the app closes. */
export function registerExportRunner(
  app: FastifyInstance,
  db: Db,
  clock: () => Date,
  producers: Producers,
): void {
  let runner: ExportRunner | null = null;
  app.decorate('exportJobs', {
    runSoon: async (waitMs = REQUEST_WAIT_MS) => {
      if (!runner) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        runner.kick(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
    },
  } satisfies ExportJobs);
  app.addHook('onReady', async () => {
    runner = startExportRunner(db, clock, producers, app.log);
    // Start-up finishes what was left generating (a stopped or crashed process) before the first request.
    await runner.kick();
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
