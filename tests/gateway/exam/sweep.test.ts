import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../contract/envelope';
import { examPaperApi } from '../../../contract/exam-paper';
import { SAVE_GRACE_MS } from '../../../contract/exam-paper.routes';
import { buildApp } from '../../../gateway/app';
import { examAttempt } from '../../../gateway/db/schema';
import { sweepOverdue } from '../../../gateway/modules/exam/finish';
import { intervalTicker, startSweeper, type Ticker } from '../../../gateway/modules/exam/sweeper';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { EXAMS, attemptRow, eventsOf, examRow, rightAnswers, startExam } from './support';

/** A ticker the test drives: each `tick()` runs the pass the timer would have started, and awaits it. */
function handTicker(): { ticker: Ticker; tick: () => Promise<boolean> } {
  let listener: (() => Promise<unknown>) | null = null;
  return {
    ticker: (tick) => {
      listener = tick;
      return () => {
        listener = null;
      };
    },
    // False when nothing listens any more (the sweeper stopped).
    tick: async () => {
      if (!listener) return false;
      await listener();
      return true;
    },
  };
}

describe('the sweep timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every interval until stopped', () => {
    vi.useFakeTimers();
    let ticks = 0;
    const stop = intervalTicker(1_000)(async () => {
      ticks += 1;
    });
    vi.advanceTimersByTime(2_500);
    expect(ticks).toBe(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toBe(2);
  });
});

describe.each(dialects())('handing in abandoned attempts (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let tenant: string;
  let start: Date;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    tenant = c.refs.tenant1;
    start = t.clock.now();
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  const overdueOpen = async () => {
    const [row] = await t.db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(examAttempt)
      .where(and(eq(examAttempt.tenantId, tenant), sql`finish_time is null`));
    return row?.n ?? 0;
  };

  it('hands them in when a gateway starts, at their deadline with what was saved', async () => {
    const exam = await examRow(t, tenant, EXAMS.proctored);
    const view = await startExam(t, c.learner, exam.id);
    const answers = (await rightAnswers(t, tenant, view)).slice(0, 5).map((a, i) => ({ ...a, seq: i + 1 }));
    const saved = await callApi(
      t.app,
      examPaperApi.saveAnswers,
      { recordId: view.record.id, answers },
      { token: c.learner },
    );
    expect(saved.code).toBe(Code.ok);
    // A second gateway on the same database starts after the deadline (its own clock; the first one's
    // clock has not reached the deadline, so only the start-up pass can finish the attempt).
    const later = new Date(view.deadlineAt + SAVE_GRACE_MS + 1_000);
    const second = await buildApp({ config: { ...t.config, clock: () => later }, db: t.db });
    try {
      await second.ready();
      const row = await attemptRow(t, tenant, view.record.id);
      expect(row).toMatchObject({ state: 3, finishReason: 4, score: 30, autoScore: 30 });
      expect(row.finishTime?.getTime()).toBe(view.deadlineAt);
      const events = await eventsOf(t, tenant, view.record.id);
      expect(events.map((e) => e.type)).toEqual(['start', 'save', 'finish']);
      expect(events[2]?.detail).toEqual({ reason: 4, by: null });
    } finally {
      await second.close();
    }
    expect(await overdueOpen()).toBe(0);
  });

  it('hands them in periodically without any request, and stops when told', async () => {
    const exam = await examRow(t, tenant, EXAMS.compliance);
    const view = await startExam(t, c.learner, exam.id);
    let now = new Date(view.deadlineAt - 1_000);
    const timer = handTicker();
    const sweeper = startSweeper(t.db, () => now, t.app.log, timer.ticker);
    try {
      // Before the deadline (and during the grace) the passes leave it alone.
      expect(await timer.tick()).toBe(true);
      expect((await attemptRow(t, tenant, view.record.id)).finishTime).toBeNull();
      now = new Date(view.deadlineAt + SAVE_GRACE_MS - 1);
      expect(await timer.tick()).toBe(true);
      expect((await attemptRow(t, tenant, view.record.id)).finishTime).toBeNull();
      now = new Date(view.deadlineAt + SAVE_GRACE_MS + 1);
      expect(await timer.tick()).toBe(true);
      expect((await attemptRow(t, tenant, view.record.id)).finishTime).not.toBeNull();
    } finally {
      await sweeper.stop();
    }
    const row = await attemptRow(t, tenant, view.record.id);
    // Nothing saved: nothing to mark by hand, so it is marked at once with 0.
    expect(row).toMatchObject({ state: 3, finishReason: 4, score: 0 });
    expect(row.finishTime?.getTime()).toBe(view.deadlineAt);

    // Stopped: a later overdue attempt waits for the next pass of a running gateway (or a read).
    const fire = await examRow(t, tenant, EXAMS.fireQuick);
    const quick = await startExam(t, c.learner, fire.id);
    now = new Date(quick.deadlineAt + SAVE_GRACE_MS + 1);
    // The stopped sweeper no longer listens to its timer.
    expect(await timer.tick()).toBe(false);
    expect((await attemptRow(t, tenant, quick.record.id)).finishTime).toBeNull();
    expect(await sweepOverdue(t.db, now)).toBe(1);
  });

  it('finishes each attempt once when several gateways sweep at the same time', async () => {
    const tokens = await callers(t);
    const product = await examRow(t, tenant, EXAMS.product);
    const fire = await examRow(t, tenant, EXAMS.fireQuick);
    const a = await startExam(t, tokens.learner, product.id);
    const b = await startExam(t, tokens.learner, fire.id);
    const now = new Date(Math.max(a.deadlineAt, b.deadlineAt) + SAVE_GRACE_MS + 1);
    const counts = await Promise.all([
      sweepOverdue(t.db, now),
      sweepOverdue(t.db, now),
      sweepOverdue(t.db, now),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    for (const id of [a.record.id, b.record.id]) {
      const events = await eventsOf(t, tenant, id);
      expect(events.filter((e) => e.type === 'finish')).toHaveLength(1);
    }
    expect(await overdueOpen()).toBe(0);
  });
});
