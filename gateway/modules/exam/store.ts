import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AttemptClock, AttemptRecord } from '../../../contract/exam-paper';
import type { Db } from '../../db/client';
import { exam, examAttempt } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';

/*
 * Reading attempts: every query names the tenant, the company and (for a learner) the member, so an id of
 * another tenant or member finds nothing, exactly like an unknown one.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw statement (the node-postgres and PGlite drivers both answer with `rows`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A time parameter for raw SQL (both drivers take ISO text; Date objects they serialise differently). */
export const at = (date: Date): SQL => sql`cast(${date.toISOString()} as timestamptz)`;

/** Whose attempts a call may read: a learner's own (`userId`), or any in the company (marking). */
export interface AttemptScope {
  tenantId: string;
  enterpriseId: string;
  userId?: string;
}

export function scopeWhere(scope: AttemptScope): SQL {
  return and(
    eq(examAttempt.tenantId, scope.tenantId),
    eq(examAttempt.enterpriseId, scope.enterpriseId),
    scope.userId === undefined ? undefined : eq(examAttempt.userId, scope.userId),
  ) as SQL;
}

const attemptColumns = {
  id: examAttempt.id,
  tenantId: examAttempt.tenantId,
  enterpriseId: examAttempt.enterpriseId,
  examId: examAttempt.examId,
  userId: examAttempt.userId,
  startTime: examAttempt.startTime,
  deadlineAt: examAttempt.deadlineAt,
  finishTime: examAttempt.finishTime,
  state: examAttempt.state,
  finishReason: examAttempt.finishReason,
  switchCount: examAttempt.switchCount,
  lastSeq: examAttempt.lastSeq,
  autoScore: examAttempt.autoScore,
  manualScore: examAttempt.manualScore,
  score: examAttempt.score,
  examName: exam.examName,
  totalScore: exam.totalScore,
  passScore: exam.passScore,
  switchLimit: exam.switchLimit,
  showAnswer: exam.showAnswer,
  attemptLimit: exam.attemptLimit,
  examEnd: exam.endTime,
};

export function selectAttempts(db: Db) {
  return db
    .select(attemptColumns)
    .from(examAttempt)
    .innerJoin(exam, and(eq(exam.tenantId, examAttempt.tenantId), eq(exam.id, examAttempt.examId)));
}

export type AttemptRow = Awaited<ReturnType<ReturnType<typeof selectAttempts>['execute']>>[number];

export async function findAttempt(
  db: Db,
  scope: AttemptScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AttemptRow | null> {
  const query = selectAttempts(db)
    .where(and(scopeWhere(scope), eq(examAttempt.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: examAttempt }) : await query;
  return row ?? null;
}

export function toRecord(r: AttemptRow): AttemptRecord {
  return {
    id: r.id,
    examId: r.examId,
    examName: r.examName,
    state: r.state as AttemptRecord['state'],
    startTime: formatDateTime(r.startTime),
    finishTime: r.finishTime ? formatDateTime(r.finishTime) : null,
    finishReason: (r.finishReason ?? null) as AttemptRecord['finishReason'],
    switchCount: r.switchCount,
    switchLimit: r.switchLimit,
    lastSeq: r.lastSeq,
    totalScore: Number(r.totalScore),
    passScore: Number(r.passScore),
  };
}

export function clockOf(r: Pick<AttemptRow, 'deadlineAt'>, now: Date): AttemptClock {
  return { serverNow: now.getTime(), deadlineAt: r.deadlineAt.getTime() };
}

type ExamLimits = { examId: string; attemptLimit: number; passScore: number; examEnd: Date };

/**
 * Attempts the member may still start at an exam now: none once the window has closed, while a paper waits
 * for marking, or once passed; otherwise what the limit leaves (the one under way counts as used).
 */
export async function attemptsLeft(db: Db, owner: MemberScope, e: ExamLimits, now: Date): Promise<number> {
  return attemptsAllowed(db, owner, e, now, { whileAwaiting: false });
}

/**
 * The attempts that open should the paper now awaiting marking be marked a fail: what the limit leaves while
 * the window is open, none once a paper has passed. (`attemptsLeft` is 0 until then.)
 */
export async function attemptsIfFailed(
  db: Db,
  owner: MemberScope,
  e: ExamLimits,
  now: Date,
): Promise<number> {
  return attemptsAllowed(db, owner, e, now, { whileAwaiting: true });
}

async function attemptsAllowed(
  db: Db,
  owner: MemberScope,
  e: ExamLimits,
  now: Date,
  options: { whileAwaiting: boolean },
): Promise<number> {
  if (now.getTime() >= e.examEnd.getTime()) return 0;
  const [stats] = await db
    .select({
      used: sql<number>`cast(count(*) as int)`,
      awaiting: sql<number>`cast(count(*) filter (where ${examAttempt.state} = 2) as int)`,
      best: sql<number | null>`cast(max(${examAttempt.score}) as double precision)`,
    })
    .from(examAttempt)
    .where(and(scopeWhere(owner), eq(examAttempt.examId, e.examId)));
  if (!stats) return e.attemptLimit;
  if (Number(stats.awaiting) > 0 && !options.whileAwaiting) return 0;
  if (stats.best !== null && Number(stats.best) >= Number(e.passScore)) return 0;
  return Math.max(e.attemptLimit - Number(stats.used), 0);
}
