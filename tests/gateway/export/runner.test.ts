import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportStatus } from '../../../contract/export';
import { buildApp } from '../../../gateway/app';
import { exportRecord } from '../../../gateway/db/schema';
import { queueExport, type ExportProducer } from '../../../gateway/modules/export/jobs';
import {
  EXPORT_LEASE_MS,
  EXPORT_MAX_ATTEMPTS,
  exportBackoffMs,
  runExportJobs,
} from '../../../gateway/modules/export/runner';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { demoRefs, type DemoRefs } from '../helpers/demo';

const DAY_MS = 86_400_000;

describe.each(dialects())('export job runner (%s)', (dialect) => {
  let t: TestApp;
  let refs: DemoRefs;
  let scope: { tenantId: string; enterpriseId: string; userId: string };
  /**
   * The runners under test work a day ahead of the app's clock, on jobs due from then: the app's own runner
   * (on the app's clock) never finds them due, so only the test's runners touch them.
   */
  let now: Date;
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    refs = await demoRefs(t.db);
    scope = { tenantId: refs.tenant1, enterpriseId: refs.xinghe.id, userId: refs.learner.id };
    now = new Date(t.clock.now().getTime() + DAY_MS);
  });
  afterAll(() => t.close());

  /** A generating record of `kind`, due from the test runners' now. */
  async function queued(kind: string, fileName = `${kind}.csv`): Promise<string> {
    const record = await queueExport(t.db, scope, fileName, { kind, lang: 'en', filter: {} }, t.clock.now());
    await t.db
      .update(exportRecord)
      .set({ runAfter: now })
      .where(and(eq(exportRecord.tenantId, scope.tenantId), eq(exportRecord.id, record.id)));
    return record.id;
  }

  async function row(id: string) {
    const [r] = await t.db
      .select()
      .from(exportRecord)
      .where(and(eq(exportRecord.tenantId, scope.tenantId), eq(exportRecord.id, id)));
    if (!r) throw new Error('export record gone');
    return r;
  }

  const rowsOf =
    (label: string): ExportProducer =>
    async (_db, _scope, _filter, tr) => [[tr('progress.export.course')], [label]];

  it('retries a job whose generation throws after a back-off, then fails it after the last attempt', async () => {
    const id = await queued('test.broken');
    let calls = 0;
    const producers: Record<string, ExportProducer> = {
      'test.broken': async () => {
        calls += 1;
        throw new Error('disk full');
      },
    };
    const run = () => runExportJobs(t.db, clock, producers, t.app.log);

    expect(await run()).toEqual({ ready: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({
      exportStatus: ExportStatus.generating,
      attempts: 1,
      leaseUntil: null,
    });
    expect((await row(id)).runAfter?.getTime()).toBe(now.getTime() + exportBackoffMs(1));
    // Not again before the back-off has passed.
    advance(exportBackoffMs(1) - 1);
    expect(await run()).toEqual({ ready: 0, retried: 0, failed: 0 });
    advance(1);
    expect(await run()).toEqual({ ready: 0, retried: 1, failed: 0 });
    expect((await row(id)).runAfter?.getTime()).toBe(now.getTime() + exportBackoffMs(2));
    advance(exportBackoffMs(2));
    expect(await run()).toEqual({ ready: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({
      exportStatus: ExportStatus.failed,
      attempts: EXPORT_MAX_ATTEMPTS,
      fileSize: 0,
      content: null,
      leaseUntil: null,
    });
    expect(calls).toBe(EXPORT_MAX_ATTEMPTS);
    advance(DAY_MS);
    expect(await run()).toEqual({ ready: 0, retried: 0, failed: 0 });
  });

  it('writes the file of a job that succeeds on a later attempt, in the job’s language', async () => {
    const id = await queued('test.flaky');
    let calls = 0;
    const producers: Record<string, ExportProducer> = {
      'test.flaky': async (...args) => {
        calls += 1;
        if (calls === 1) throw new Error('database busy');
        return rowsOf('second try')(...args);
      },
    };
    expect(await runExportJobs(t.db, clock, producers, t.app.log)).toMatchObject({ retried: 1 });
    advance(exportBackoffMs(1));
    expect(await runExportJobs(t.db, clock, producers, t.app.log)).toMatchObject({ ready: 1 });
    const r = await row(id);
    expect(r).toMatchObject({ exportStatus: ExportStatus.ready, attempts: 2, leaseUntil: null });
    expect(r.content).toBe('Course\r\nsecond try\r\n');
    expect(r.fileSize).toBe(Buffer.byteLength(r.content ?? '') + 3);
  });

  it('lets another runner finish a job whose worker died, once the lease ran out, and fences the late worker', async () => {
    const id = await queued('test.slow');
    // Runner A claims the job and hangs in it (its process stalls or dies).
    let releaseA: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    const runnerA = runExportJobs(
      t.db,
      clock,
      {
        'test.slow': async (...args) => {
          await hung;
          return rowsOf('from A')(...args);
        },
      },
      t.app.log,
    );
    await expect.poll(async () => (await row(id)).attempts).toBe(1);

    const runnerB = () => runExportJobs(t.db, clock, { 'test.slow': rowsOf('from B') }, t.app.log);
    advance(EXPORT_LEASE_MS - 1);
    expect(await runnerB()).toEqual({ ready: 0, retried: 0, failed: 0 });
    advance(1);
    expect(await runnerB()).toEqual({ ready: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ exportStatus: ExportStatus.ready, attempts: 2 });

    // A wakes up late: its attempt is no longer the record's, so the file stays B's.
    releaseA();
    await runnerA;
    expect((await row(id)).content).toContain('from B');
  });

  it('runs each job once when several runners pass at the same time', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => queued('test.count', `count-${n}.csv`)));
    let calls = 0;
    const producers: Record<string, ExportProducer> = {
      'test.count': async (...args) => {
        calls += 1;
        return rowsOf('counted')(...args);
      },
    };
    const passes = await Promise.all([1, 2, 3].map(() => runExportJobs(t.db, clock, producers, t.app.log)));
    expect(passes.reduce((n, p) => n + p.ready, 0)).toBe(5);
    expect(calls).toBe(5);
    for (const id of ids)
      expect(await row(id)).toMatchObject({ exportStatus: ExportStatus.ready, attempts: 1 });
  });

  it('leaves nothing generating: a starting gateway finishes real jobs and fails what it cannot produce', async () => {
    const generating = async () =>
      (
        await t.db
          .select({ n: sql<number>`cast(count(*) as int)` })
          .from(exportRecord)
          .where(eq(exportRecord.exportStatus, ExportStatus.generating))
      )[0]?.n;
    // The demo holds no job.
    expect(await generating()).toBe(0);

    const real = await queueExport(
      t.db,
      scope,
      'progress.csv',
      { kind: 'courseProgress', lang: 'zh', filter: {} },
      t.clock.now(),
    );
    const [legacy] = await t.db
      .insert(exportRecord)
      .values({
        ...scope,
        fileName: 'old.csv',
        exportStatus: ExportStatus.generating,
        gmtCreate: t.clock.now(),
      })
      .returning({ id: exportRecord.id });
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      await second.ready();
    } finally {
      await second.close();
    }
    expect(await row(real.id)).toMatchObject({ exportStatus: ExportStatus.ready, attempts: 1 });
    expect((await row(real.id)).content).toContain('课程名称');
    expect(await row(legacy?.id ?? '')).toMatchObject({ exportStatus: ExportStatus.failed });
    expect(await generating()).toBe(0);
  });
});
