import { and, eq, sql } from 'drizzle-orm';
import { FinishReason, SAVE_GRACE_MS } from '../../../contract/exam-paper.routes';
import type { Db } from '../../db/client';
import { examAttempt } from '../../db/schema';
import { examAttemptAnswer, examAttemptEvent, examProblem } from '../../db/schema-exam';
import { awardTaskCertificates } from '../certificate/award';
import { awardExamPassed } from './points';
import { scorePaper } from './scoring';
import { at, rowsOf, scopeWhere, type AttemptScope, type Tx } from './store';

/*
 * Handing in. Every path (the learner, the browser's timer, the switch limit, the gateway at the deadline)
 * claims the attempt with one UPDATE … WHERE finish_time IS NULL … RETURNING, so an attempt is finished once
 * even when several requests or gateway processes race; the claim, the marking and the log row commit together,
 * so nobody ever reads a half-finished attempt.
 */

interface Claimed {
  tenantId: string;
  id: string;
  examId: string;
}

/** Marks the claimed attempt's objective questions and sets its state: 2 when short answers wait, else 3. */
async function markClaimed(tx: Tx, a: Claimed, reason: FinishReason, by: string | null, now: Date) {
  const problems = await tx
    .select({
      id: examProblem.id,
      parentId: examProblem.parentId,
      problemType: examProblem.problemType,
      score: examProblem.score,
      answerKey: examProblem.answerKey,
    })
    .from(examProblem)
    .where(and(eq(examProblem.tenantId, a.tenantId), eq(examProblem.examId, a.examId)));
  const saved = await tx
    .select({ problemId: examAttemptAnswer.problemId, answer: examAttemptAnswer.answer })
    .from(examAttemptAnswer)
    .where(and(eq(examAttemptAnswer.tenantId, a.tenantId), eq(examAttemptAnswer.attemptId, a.id)));
  const result = scorePaper(
    problems.map((p) => ({ ...p, score: Number(p.score) })),
    new Map(saved.map((s) => [s.problemId, s.answer])),
  );
  // Short answers with text keep a null: a person gives their points.
  const earned = saved.map((s) => {
    const points = result.earned.get(s.problemId);
    return { problem_id: s.problemId, earned: points === undefined ? 0 : points };
  });
  if (earned.length > 0) {
    await tx.execute(sql`
      update exam_attempt_answer as a set earned = v.earned
      from jsonb_to_recordset(cast(${JSON.stringify(earned)} as jsonb)) as v(problem_id bigint, earned numeric)
      where a.tenant_id = ${a.tenantId} and a.attempt_id = ${a.id} and a.problem_id = v.problem_id`);
  }
  const waiting = result.pending > 0;
  const [member] = await tx
    .update(examAttempt)
    .set({
      state: waiting ? 2 : 3,
      autoScore: result.autoScore,
      manualScore: waiting ? null : 0,
      score: waiting ? null : result.autoScore,
    })
    .where(and(eq(examAttempt.tenantId, a.tenantId), eq(examAttempt.id, a.id)))
    .returning({
      enterpriseId: examAttempt.enterpriseId,
      userId: examAttempt.userId,
      score: examAttempt.score,
    });
  // A marked pass may complete the member's task and earn its certificate and points, with this very hand-in.
  if (!waiting && member) {
    const scope = { tenantId: a.tenantId, enterpriseId: member.enterpriseId, userId: member.userId };
    await awardTaskCertificates(tx, scope, now);
    await awardExamPassed(tx, scope, { examId: a.examId, score: member.score }, now);
  }
  await tx.insert(examAttemptEvent).values({
    tenantId: a.tenantId,
    attemptId: a.id,
    eventType: 'finish',
    detail: { reason, by },
    gmtCreate: now,
  });
}

/**
 * Hands in one attempt at `finishAt` (never later than its deadline), inside the caller's transaction.
 * Returns false when it was already handed in.
 */
export async function finishAttemptIn(
  tx: Tx,
  key: { tenantId: string; id: string },
  reason: FinishReason,
  by: string | null,
  finishAt: Date,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(examAttempt)
    .set({
      finishTime: sql`least(${at(finishAt)}, ${examAttempt.deadlineAt})`,
      finishReason: reason,
      state: 2,
      gmtModified: now,
    })
    .where(
      and(
        eq(examAttempt.tenantId, key.tenantId),
        eq(examAttempt.id, key.id),
        sql`${examAttempt.finishTime} is null`,
      ),
    )
    .returning({ tenantId: examAttempt.tenantId, id: examAttempt.id, examId: examAttempt.examId });
  if (!claimed) return false;
  await markClaimed(tx, claimed, reason, by, now);
  return true;
}

export function finishAttempt(
  db: Db,
  key: { tenantId: string; id: string },
  reason: FinishReason,
  by: string | null,
  finishAt: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction((tx) => finishAttemptIn(tx, key, reason, by, finishAt, now));
}

/** Attempts finished per sweep transaction; the sweep repeats until none are left. */
const SWEEP_BATCH = 200;

/**
 * Finishes unfinished attempts whose deadline (plus the save grace) has passed, at their deadline time with
 * what was saved (reason 4), inside the caller's transaction. Rows another process is finishing are skipped.
 */
export async function finishOverdueIn(
  tx: Tx,
  now: Date,
  scope?: AttemptScope & { examId?: string; attemptId?: string },
  limit = SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - SAVE_GRACE_MS);
  const only = scope
    ? sql`and ${scopeWhere(scope)}
      ${scope.examId === undefined ? sql`` : sql`and ${examAttempt.examId} = ${scope.examId}`}
      ${scope.attemptId === undefined ? sql`` : sql`and ${examAttempt.id} = ${scope.attemptId}`}`
    : sql``;
  const claimed = await rowsOf<{ tenant_id: string; id: string; exam_id: string }>(
    tx,
    sql`update exam_attempt set finish_time = deadline_at, finish_reason = ${FinishReason.closedByServer},
          state = 2, gmt_modified = ${at(now)}
        where (tenant_id, id) in (
          select tenant_id, id from exam_attempt
          where finish_time is null and deadline_at < ${at(cutoff)} ${only}
          order by deadline_at limit ${limit}
          for update skip locked)
        and finish_time is null
        returning cast(tenant_id as text) as tenant_id, cast(id as text) as id, cast(exam_id as text) as exam_id`,
  );
  for (const c of claimed) {
    await markClaimed(
      tx,
      { tenantId: c.tenant_id, id: c.id, examId: c.exam_id },
      FinishReason.closedByServer,
      null,
      now,
    );
  }
  return claimed.length;
}

/** The lazy form: a read first finishes the reader's own overdue attempts. */
export function finishOverdue(
  db: Db,
  now: Date,
  scope: AttemptScope & { examId?: string; attemptId?: string },
): Promise<number> {
  return db.transaction((tx) => finishOverdueIn(tx, now, scope));
}

/** Every overdue attempt of every tenant, batch after batch (the periodic job and start-up). */
export async function sweepOverdue(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => finishOverdueIn(tx, now));
    total += n;
    if (n < SWEEP_BATCH) return total;
  }
}
