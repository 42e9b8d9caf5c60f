import { and, desc, eq, sql } from 'drizzle-orm';
import { Code, type Page } from '../../../contract/envelope';
import type {
  AttemptClock,
  AttemptRecord,
  AttemptResult,
  AttemptView,
  SavedAnswer,
} from '../../../contract/exam-paper';
import {
  AttemptState,
  FinishReason,
  ProblemType,
  SAVE_GRACE_MS,
  type AttemptEventType,
} from '../../../contract/exam-paper.routes';
import type { Db } from '../../db/client';
import { exam, examAttempt, examUser, sessionToken } from '../../db/schema';
import { examAttemptAnswer, examAttemptEvent, examProblem } from '../../db/schema-exam';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { checkAnswer, latestPerProblem, type AnswerableProblem, type IncomingAnswer } from './answers';
import { finishAttempt, finishAttemptIn, finishOverdue, finishOverdueIn } from './finish';
import { loadPaper, resultPaper, takerPaper, type AnswerState } from './paper';
import { saveThroughQueue } from './save-batch';
import { answerableProblems, startedAttempt } from './save-cache';
import { roundScore } from './scoring';
import {
  attemptsIfFailed,
  attemptsLeft,
  clockOf,
  findAttempt,
  rowsOf,
  scopeWhere,
  selectAttempts,
  toRecord,
  type AttemptRow,
  type AttemptScope,
} from './store';
import { awardTaskCertificates } from '../certificate/award';
import { awardExamPassed } from './points';

const overdue = (r: Pick<AttemptRow, 'deadlineAt'>, now: Date) =>
  now.getTime() > r.deadlineAt.getTime() + SAVE_GRACE_MS;

/** The member's attempt, finished first at its deadline if its browser is gone (the lazy form of the sweep). */
async function currentAttempt(db: Db, scope: AttemptScope, id: string, now: Date): Promise<AttemptRow> {
  const row = await findAttempt(db, scope, id);
  if (!row) throw new BizError('exam.record.notFound');
  if (row.finishTime === null && overdue(row, now)) {
    await finishAttempt(db, row, FinishReason.closedByServer, null, row.deadlineAt, now);
    return (await findAttempt(db, scope, id)) ?? row;
  }
  return row;
}

async function savedAnswers(db: Db, tenantId: string, attemptId: string) {
  return db
    .select({
      problemId: examAttemptAnswer.problemId,
      answer: examAttemptAnswer.answer,
      seq: examAttemptAnswer.seq,
      earned: examAttemptAnswer.earned,
      comment: examAttemptAnswer.comment,
    })
    .from(examAttemptAnswer)
    .where(and(eq(examAttemptAnswer.tenantId, tenantId), eq(examAttemptAnswer.attemptId, attemptId)));
}

async function attemptView(db: Db, row: AttemptRow, now: Date): Promise<AttemptView> {
  // The taker's saves follow: their checks need not read the attempt again.
  if (row.finishTime === null) {
    startedAttempt.set(db, row, row.id, { examId: row.examId, deadlineAt: row.deadlineAt });
  }
  const paper = await loadPaper(db, row.tenantId, row.examId);
  const answers: SavedAnswer[] = (await savedAnswers(db, row.tenantId, row.id)).map((a) => ({
    problemId: a.problemId,
    answer: a.answer,
    seq: a.seq,
  }));
  return { ...clockOf(row, now), record: toRecord(row), paper: takerPaper(paper), answers };
}

/**
 * The result of a handed-in attempt for its owner (or a marker). Answers, correct answers and explanations
 * come only when the exam shows them, or to a marker.
 */
async function attemptResult(
  db: Db,
  row: AttemptRow,
  now: Date,
  options: { reveal?: boolean } = {},
): Promise<AttemptResult> {
  const marked = row.state === AttemptState.marked;
  const shown = row.showAnswer === 1 || options.reveal === true;
  let titleList: AttemptResult['titleList'] = [];
  if (shown) {
    const paper = await loadPaper(db, row.tenantId, row.examId);
    const answers = new Map<string, AnswerState>(
      (await savedAnswers(db, row.tenantId, row.id)).map((a) => [
        a.problemId,
        { answer: a.answer, earned: a.earned === null ? null : Number(a.earned), comment: a.comment },
      ]),
    );
    titleList = resultPaper(paper, answers, row.state !== AttemptState.answering);
  }
  const owner = { tenantId: row.tenantId, enterpriseId: row.enterpriseId, userId: row.userId };
  const score = marked && row.score !== null ? Number(row.score) : null;
  return {
    record: toRecord(row),
    autoScore: Number(row.autoScore ?? 0),
    manualScore: marked && row.manualScore !== null ? Number(row.manualScore) : null,
    score,
    passed: score === null ? null : score >= Number(row.passScore) ? 1 : 0,
    attemptsLeft: await attemptsLeft(db, owner, row, now),
    ...(row.state === AttemptState.awaitingMarking
      ? { attemptsIfFailed: await attemptsIfFailed(db, owner, row, now) }
      : {}),
    showAnswer: row.showAnswer === 1 ? 1 : 0,
    titleList,
  };
}

/**
 * Starts an attempt at an assigned, published exam inside its window, or returns the unfinished one with its
 * saved answers ("continue"). Concurrent starts meet the unique index on the unfinished attempt: one row wins,
 * the others read it.
 */
export async function startAttempt(
  db: Db,
  scope: MemberScope,
  examId: string,
  now: Date,
): Promise<AttemptView> {
  const attemptId = await db.transaction(async (tx) => {
    const [ex] = await tx
      .select({
        startTime: exam.startTime,
        endTime: exam.endTime,
        duration: exam.duration,
        attemptLimit: exam.attemptLimit,
        passScore: exam.passScore,
      })
      .from(examUser)
      .innerJoin(
        exam,
        and(
          eq(exam.tenantId, examUser.tenantId),
          eq(exam.id, examUser.examId),
          eq(exam.enterpriseId, examUser.enterpriseId),
          eq(exam.statusId, 1),
        ),
      )
      .where(
        and(
          eq(examUser.tenantId, scope.tenantId),
          eq(examUser.enterpriseId, scope.enterpriseId),
          eq(examUser.userId, scope.userId),
          eq(examUser.examId, examId),
        ),
      )
      .limit(1);
    if (!ex) throw new BizError('exam.notFound');
    await finishOverdueIn(tx, now, { ...scope, examId });
    const open = async () => {
      const [row] = await tx
        .select({ id: examAttempt.id })
        .from(examAttempt)
        .where(and(scopeWhere(scope), eq(examAttempt.examId, examId), sql`${examAttempt.finishTime} is null`))
        .limit(1);
      return row?.id ?? null;
    };
    const unfinished = await open();
    if (unfinished) return unfinished;

    if (now.getTime() < ex.startTime.getTime()) throw new BizError('exam.notStarted');
    if (now.getTime() >= ex.endTime.getTime()) throw new BizError('exam.ended');
    const [stats] = await tx
      .select({
        used: sql<number>`cast(count(*) as int)`,
        awaiting: sql<number>`cast(count(*) filter (where ${examAttempt.state} = 2) as int)`,
        best: sql<number | null>`cast(max(${examAttempt.score}) as double precision)`,
      })
      .from(examAttempt)
      .where(and(scopeWhere(scope), eq(examAttempt.examId, examId)));
    if (Number(stats?.awaiting ?? 0) > 0) throw new BizError('exam.awaitingMarking');
    if (stats?.best != null && Number(stats.best) >= Number(ex.passScore)) throw new BizError('exam.passed');
    if (Number(stats?.used ?? 0) >= ex.attemptLimit) throw new BizError('exam.noAttemptsLeft');

    const deadlineAt = new Date(Math.min(now.getTime() + ex.duration * 60_000, ex.endTime.getTime()));
    const [created] = await tx
      .insert(examAttempt)
      .values({ ...scope, examId, startTime: now, deadlineAt, gmtCreate: now, gmtModified: now })
      .onConflictDoNothing()
      .returning({ id: examAttempt.id, tenantId: examAttempt.tenantId });
    if (!created) {
      // Another start of the same member won the race; continue that attempt.
      const winner = await open();
      if (!winner) throw new BizError('exam.record.notFound');
      return winner;
    }
    await tx.insert(examAttemptEvent).values({
      tenantId: created.tenantId,
      attemptId: created.id,
      eventType: 'start',
      detail: { deadlineAt: deadlineAt.getTime() },
      gmtCreate: now,
    });
    return created.id;
  });
  const row = await findAttempt(db, scope, attemptId);
  if (!row) throw new BizError('exam.record.notFound');
  return attemptView(db, row, now);
}

/** Refuses a save to a finished attempt, or one past the deadline and its grace (which hands the paper in). */
async function refuseLate(
  db: Db,
  row: Pick<AttemptRow, 'tenantId' | 'id' | 'deadlineAt'> & { finishTime?: Date | null },
  now: Date,
): Promise<never> {
  // Finishing only takes an unfinished attempt, so one already handed in stays as it is.
  if (row.finishTime == null && overdue(row, now)) {
    await finishAttempt(db, row, FinishReason.closedByServer, null, row.deadlineAt, now);
  }
  throw new BizError('exam.timeUp');
}

/** Checks each answer against the paper; throws the first refusal. */
function checkedRows(problems: Map<string, AnswerableProblem>, answers: IncomingAnswer[]) {
  return answers.map((a) => ({
    problem_id: a.problemId,
    answer: checkAnswer(problems.get(a.problemId), a.answer),
    seq: a.seq,
  }));
}

/**
 * A save before its token is looked up (the hot path): it answers only a plain success — an attempt this
 * process has seen started, still open, with answers that fit the paper, written by a statement that found the
 * token to be the owner's and valid. Anything else is left to the ordinary path (token look-up, contract,
 * `saveAnswers`), which gives each refusal its own answer; nothing was written then.
 */
export async function saveAnswersFast(
  db: Db,
  call: { tenantId: string; tokenHash: string },
  body: { recordId: string; answers: IncomingAnswer[] },
  now: Date,
): Promise<(AttemptClock & { lastSeq: number }) | null> {
  const attempt = startedAttempt.any(db, call.tenantId, body.recordId);
  if (!attempt || overdue(attempt, now)) return null;
  const answers = latestPerProblem(body.answers);
  const problems = await answerableProblems(db, call.tenantId, attempt.examId);
  let rows: ReturnType<typeof checkedRows>;
  try {
    rows = checkedRows(problems, answers);
  } catch (err) {
    if (err instanceof BizError) return null;
    throw err;
  }
  const owner = { tenantId: call.tenantId, enterpriseId: attempt.enterpriseId, userId: attempt.userId };
  const maxSeq = Math.max(...answers.map((a) => a.seq));
  const written = await saveThroughQueue(db, {
    ...owner,
    tokenHash: call.tokenHash,
    recordId: body.recordId,
    rows,
    maxSeq,
    now,
  });
  if (written.lastSeq === null) return null;
  return { serverNow: now.getTime(), deadlineAt: attempt.deadlineAt.getTime(), lastSeq: written.lastSeq };
}

/** A token that held when the call began but not at its save: revoked since (302), or expired just now (301). */
async function tokenLapsed(db: Db, tokenHash: string): Promise<never> {
  const [row] = await db
    .select({ revokedAt: sessionToken.revokedAt })
    .from(sessionToken)
    .where(eq(sessionToken.tokenHash, tokenHash))
    .limit(1);
  if (!row || row.revokedAt !== null) throw new BizError('auth.tokenInvalid', {}, Code.tokenInvalid);
  throw new BizError('auth.tokenExpired', {}, Code.tokenExpired);
}

/**
 * Saves answers for a caller whose token was looked up, in the one statement of save-batch.ts (which checks the
 * token again, at the write).
 */
export async function saveAnswers(
  db: Db,
  scope: MemberScope,
  tokenHash: string,
  body: { recordId: string; answers: IncomingAnswer[] },
  now: Date,
): Promise<AttemptClock & { lastSeq: number }> {
  const answers = latestPerProblem(body.answers);
  let attempt = startedAttempt.get(db, scope, body.recordId);
  if (!attempt) {
    const row = await findAttempt(db, scope, body.recordId);
    if (!row) throw new BizError('exam.record.notFound');
    if (row.finishTime !== null) return refuseLate(db, row, now);
    startedAttempt.set(db, scope, body.recordId, row);
    attempt = { examId: row.examId, deadlineAt: row.deadlineAt, ...scope };
  }
  if (overdue(attempt, now)) return refuseLate(db, { ...scope, id: body.recordId, ...attempt }, now);
  const problems = await answerableProblems(db, scope.tenantId, attempt.examId);
  const rows = checkedRows(problems, answers);
  const maxSeq = Math.max(...answers.map((a) => a.seq));
  const written = await saveThroughQueue(db, {
    ...scope,
    tokenHash,
    recordId: body.recordId,
    rows,
    maxSeq,
    now,
  });
  if (!written.tokenOk) return tokenLapsed(db, tokenHash);
  if (written.lastSeq === null) {
    // Handed in (or out of time) since it was last read.
    const row = await findAttempt(db, scope, body.recordId);
    if (!row) throw new BizError('exam.record.notFound');
    return refuseLate(db, row, now);
  }
  return { serverNow: now.getTime(), deadlineAt: attempt.deadlineAt.getTime(), lastSeq: written.lastSeq };
}

/**
 * Logs an event the browser reports. A switch counts once per sequence number while the exam watches
 * switches; the one beyond the limit hands the paper in (reason 3) in the same transaction. Events for an
 * attempt already handed in are not logged: the answer tells the browser its state.
 */
export async function saveEvent(
  db: Db,
  scope: MemberScope,
  body: { recordId: string; type: AttemptEventType; seq: number; clientTime: number },
  now: Date,
): Promise<AttemptClock & { switchCount: number; switchLimit: number; state: AttemptRecord['state'] }> {
  const row = await db.transaction(async (tx) => {
    const locked = await findAttempt(tx, scope, body.recordId, { lock: true });
    if (!locked) throw new BizError('exam.record.notFound');
    if (locked.finishTime !== null) return locked;
    if (overdue(locked, now)) {
      await finishAttemptIn(tx, locked, FinishReason.closedByServer, null, locked.deadlineAt, now);
      return findAttempt(tx, scope, body.recordId);
    }
    const [logged] = await tx
      .insert(examAttemptEvent)
      .values({
        tenantId: locked.tenantId,
        attemptId: locked.id,
        eventType: body.type,
        seq: body.seq,
        clientTime: new Date(body.clientTime),
        gmtCreate: now,
      })
      .onConflictDoNothing()
      .returning({ id: examAttemptEvent.id });
    const counts = body.type === 'switch' && logged !== undefined && locked.switchLimit > 0;
    const switchCount = locked.switchCount + (counts ? 1 : 0);
    await tx
      .update(examAttempt)
      .set({
        switchCount,
        lastSeq: sql`greatest(${examAttempt.lastSeq}, ${body.seq})`,
        gmtModified: now,
      })
      .where(and(eq(examAttempt.tenantId, locked.tenantId), eq(examAttempt.id, locked.id)));
    if (counts && switchCount > locked.switchLimit) {
      await finishAttemptIn(tx, locked, FinishReason.switchLimit, scope.userId, now, now);
    }
    return findAttempt(tx, scope, body.recordId);
  });
  if (!row) throw new BizError('exam.record.notFound');
  return {
    ...clockOf(row, now),
    switchCount: row.switchCount,
    switchLimit: row.switchLimit,
    state: row.state as AttemptRecord['state'],
  };
}

/**
 * Hands in for the learner or the browser's timer. Handing in again answers the result; after the deadline and
 * its grace the gateway's own hand-in (at the deadline, reason 4) has taken or takes its place.
 */
export async function finishByLearner(
  db: Db,
  scope: MemberScope,
  body: { recordId: string; reason: 1 | 2 | 3 },
  now: Date,
): Promise<AttemptResult> {
  const row = await currentAttempt(db, scope, body.recordId, now);
  if (row.finishTime === null) {
    await finishAttempt(db, row, body.reason, scope.userId, now, now);
  }
  const done = await findAttempt(db, scope, body.recordId);
  if (!done) throw new BizError('exam.record.notFound');
  return attemptResult(db, done, now);
}

/** The attempt with its paper and saved answers; a handed-in attempt still answers (its state tells). */
export async function viewAttempt(db: Db, scope: MemberScope, id: string, now: Date): Promise<AttemptView> {
  return attemptView(db, await currentAttempt(db, scope, id, now), now);
}

export async function finishedResult(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<AttemptResult> {
  const row = await currentAttempt(db, scope, id, now);
  if (row.state === AttemptState.answering) throw new BizError('exam.notHandedIn');
  return attemptResult(db, row, now);
}

/** The member's attempts, newest first, of one exam when asked. */
export async function attemptPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; examId?: string | undefined },
  now: Date,
): Promise<Page<AttemptRecord & { score: number | null }>> {
  await finishOverdue(db, now, { ...scope, ...(q.examId ? { examId: q.examId } : {}) });
  const where = and(scopeWhere(scope), q.examId ? eq(examAttempt.examId, q.examId) : undefined);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(examAttempt)
    .where(where);
  const rows = await selectAttempts(db)
    .where(where)
    .orderBy(desc(examAttempt.startTime), desc(examAttempt.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      ...toRecord(r),
      score: r.state === AttemptState.marked && r.score !== null ? Number(r.score) : null,
    })),
    q,
    Number(total?.n ?? 0),
  );
}

/** The member's unfinished attempt at an exam (after finishing an overdue one), if any. */
export async function currentRecordId(
  db: Db,
  scope: MemberScope,
  examId: string,
  now: Date,
): Promise<{ recordId: string | null }> {
  const [assigned] = await db
    .select({ id: examUser.id })
    .from(examUser)
    .where(
      and(
        eq(examUser.tenantId, scope.tenantId),
        eq(examUser.enterpriseId, scope.enterpriseId),
        eq(examUser.userId, scope.userId),
        eq(examUser.examId, examId),
      ),
    )
    .limit(1);
  if (!assigned) throw new BizError('exam.notFound');
  await finishOverdue(db, now, { ...scope, examId });
  const [open] = await db
    .select({ id: examAttempt.id })
    .from(examAttempt)
    .where(and(scopeWhere(scope), eq(examAttempt.examId, examId), sql`${examAttempt.finishTime} is null`))
    .limit(1);
  return { recordId: open?.id ?? null };
}

/**
 * A marker's points (and comments) for the short answers of a handed-in attempt of the company. Each mark must
 * name a short-answer question of the paper and stay within its points; once no answered short answer is left
 * unmarked, the attempt is marked (state 3) and its score is the automatic plus the manual points.
 */
export async function markAttempt(
  db: Db,
  company: { tenantId: string; enterpriseId: string },
  body: { recordId: string; marks: { problemId: string; score: number; comment?: string | undefined }[] },
  now: Date,
): Promise<AttemptResult> {
  const row = await currentAttempt(db, company, body.recordId, now);
  if (row.state === AttemptState.answering) throw new BizError('exam.notHandedIn');
  if (row.state === AttemptState.marked) throw new BizError('exam.alreadyMarked');
  await db.transaction(async (tx) => {
    const locked = await findAttempt(tx, company, row.id, { lock: true });
    if (!locked || locked.state !== AttemptState.awaitingMarking) throw new BizError('exam.alreadyMarked');
    const shortAnswers = await tx
      .select({ id: examProblem.id, score: examProblem.score })
      .from(examProblem)
      .where(
        and(
          eq(examProblem.tenantId, row.tenantId),
          eq(examProblem.examId, row.examId),
          eq(examProblem.problemType, ProblemType.shortAnswer),
        ),
      );
    const points = new Map(shortAnswers.map((p) => [p.id, Number(p.score)]));
    for (const m of body.marks) {
      const max = points.get(m.problemId);
      if (max === undefined) throw new BizError('exam.mark.notShortAnswer');
      if (m.score > max) throw new BizError('exam.mark.tooHigh', { max });
    }
    for (const m of body.marks) {
      await tx
        .insert(examAttemptAnswer)
        .values({
          tenantId: row.tenantId,
          attemptId: row.id,
          problemId: m.problemId,
          answer: [],
          seq: 0,
          earned: roundScore(m.score),
          comment: m.comment ?? null,
          gmtCreate: now,
          gmtModified: now,
        })
        .onConflictDoUpdate({
          target: [examAttemptAnswer.tenantId, examAttemptAnswer.attemptId, examAttemptAnswer.problemId],
          set: { earned: roundScore(m.score), comment: m.comment ?? null, gmtModified: now },
        });
    }
    const [left] = await rowsOf<{ pending: number; manual: number }>(
      tx,
      sql`select cast(count(*) filter (where a.earned is null) as int) as pending,
            cast(coalesce(sum(a.earned), 0) as double precision) as manual
          from exam_attempt_answer a
          join exam_problem p on p.tenant_id = a.tenant_id and p.id = a.problem_id
          where a.tenant_id = ${row.tenantId} and a.attempt_id = ${row.id} and p.problem_type = ${ProblemType.shortAnswer}`,
    );
    if (left && Number(left.pending) === 0) {
      const manual = roundScore(Number(left.manual));
      const [member] = await tx
        .update(examAttempt)
        .set({
          state: AttemptState.marked,
          manualScore: manual,
          score: roundScore(Number(locked.autoScore ?? 0) + manual),
          gmtModified: now,
        })
        .where(and(eq(examAttempt.tenantId, row.tenantId), eq(examAttempt.id, row.id)))
        .returning({
          enterpriseId: examAttempt.enterpriseId,
          userId: examAttempt.userId,
          score: examAttempt.score,
        });
      // The last mark may complete the learner's task and earn its certificate and points, in this transaction.
      if (member) {
        const scope = { tenantId: row.tenantId, enterpriseId: member.enterpriseId, userId: member.userId };
        await awardTaskCertificates(tx, scope, now);
        await awardExamPassed(tx, scope, { examId: row.examId, score: member.score }, now);
      }
    }
  });
  const done = await findAttempt(db, company, row.id);
  if (!done) throw new BizError('exam.record.notFound');
  return attemptResult(db, done, now, { reveal: true });
}
