import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { ExamRecord, ExamRecordDetail, ExamStatus } from '../../../contract/exam';
import type { Db } from '../../db/client';
import { exam, examAttempt, examUser } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern } from '../../shared/sql';
import { finishOverdue } from './finish';

/**
 * The member's attempts per exam: how many were started, handed in, wait for marking (state 2), are still
 * being answered (state 1), and the best mark.
 */
function attemptStats(db: Db, scope: MemberScope) {
  const handedIn = sql`${examAttempt.state} <> 1`;
  return db
    .select({
      examId: examAttempt.examId,
      used: sql<number>`cast(count(*) as int)`.as('used'),
      finished: sql<number>`cast(count(*) filter (where ${handedIn}) as int)`.as('finished'),
      awaiting: sql<number>`cast(count(*) filter (where ${examAttempt.state} = 2) as int)`.as('awaiting'),
      unfinished: sql<number>`cast(count(*) filter (where ${examAttempt.state} = 1) as int)`.as('unfinished'),
      openId: sql<
        string | null
      >`cast(max(${examAttempt.id}) filter (where ${examAttempt.finishTime} is null) as text)`.as('open_id'),
      best: sql<
        number | null
      >`cast(max(${examAttempt.score}) filter (where ${examAttempt.state} = 3) as double precision)`.as(
        'best',
      ),
    })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.tenantId, scope.tenantId),
        eq(examAttempt.enterpriseId, scope.enterpriseId),
        eq(examAttempt.userId, scope.userId),
      ),
    )
    .groupBy(examAttempt.examId)
    .as('attempt_stats');
}

/** A record's exam, when published: a draft is nobody's exam yet. */
export const publishedExam = and(
  eq(exam.tenantId, examUser.tenantId),
  eq(exam.id, examUser.examId),
  eq(exam.enterpriseId, examUser.enterpriseId),
  eq(exam.statusId, 1),
);

/** The member's records in their company: the exams a member sees are these records' published exams. */
export function recordsOf(scope: MemberScope) {
  return and(
    eq(examUser.tenantId, scope.tenantId),
    eq(examUser.enterpriseId, scope.enterpriseId),
    eq(examUser.userId, scope.userId),
  );
}

/**
 * The member's published exams with the status derived at `now`:
 * - awaiting marking while a handed-in attempt has no score yet;
 * - passed when the best mark reaches the pass score;
 * - after failed attempts, can resit while the window is open and attempts remain, failed otherwise;
 * - with no attempt handed in: to be taken until the window closes, then absent (or awaiting marking when an
 *   attempt was started and is still open: the gateway hands it in at its deadline).
 */
function myExams(db: Db, scope: MemberScope, now: Date) {
  const a = attemptStats(db, scope);
  const at = sql`cast(${now.toISOString()} as timestamptz)`;
  const closed = sql`(${at} >= ${exam.endTime})`;
  const used = sql`coalesce(${a.used}, 0)`;
  const status = sql<ExamStatus>`(case
    when coalesce(${a.awaiting}, 0) > 0 then 4
    when ${a.best} >= ${exam.passScore} then 2
    when coalesce(${a.finished}, 0) > 0 then
      (case when not ${closed} and ${used} < ${exam.attemptLimit} then 6 else 3 end)
    when ${closed} then (case when coalesce(${a.unfinished}, 0) > 0 then 4 else 5 end)
    else 1 end)`;
  return db
    .select({
      id: examUser.id,
      examId: sql<string>`cast(${exam.id} as text)`.as('exam_id'),
      examName: exam.examName,
      startTime: exam.startTime,
      endTime: exam.endTime,
      duration: exam.duration,
      totalScore: exam.totalScore,
      passScore: exam.passScore,
      examStatus: status.as('exam_status'),
      attemptsLeft: sql<number>`(case when ${closed} then 0
        else greatest(${exam.attemptLimit} - ${used}, 0) end)`.as('attempts_left'),
      score: sql<number | null>`${a.best}`.as('score'),
      description: exam.description,
      attemptLimit: exam.attemptLimit,
      attemptsUsed: sql<number>`${used}`.as('attempts_used'),
      switchLimit: exam.switchLimit,
      showAnswer: exam.showAnswer,
      openId: sql<string | null>`${a.openId}`.as('open_id'),
    })
    .from(examUser)
    .innerJoin(exam, publishedExam)
    .leftJoin(a, eq(a.examId, exam.id))
    .where(recordsOf(scope))
    .as('my_exams');
}

type ExamRow = Awaited<ReturnType<typeof queryExams>>[number];

export interface ExamFilter {
  examStatusList?: ExamStatus[] | undefined;
  examName?: string | undefined;
  /** One record (the detail page). */
  id?: string | undefined;
}

/**
 * The member's exams, filtered: those to take or resit first by start time (open windows before coming
 * ones), then the rest by latest window. Overdue attempts are handed in first, so statuses are current.
 */
async function queryExams(
  db: Db,
  scope: MemberScope,
  now: Date,
  filter: ExamFilter,
  page: { pageCurrent: number; pageSize: number } | null,
) {
  await finishOverdue(db, now, scope);
  const exams = myExams(db, scope, now);
  const actionable = sql`(${exams.examStatus} in (1, 6))`;
  const query = db
    .select()
    .from(exams)
    .where(where(exams, filter))
    .orderBy(
      sql`(case when ${actionable} then 0 else 1 end)`,
      sql`(case when ${actionable} then ${exams.startTime} end) asc`,
      sql`${exams.endTime} desc`,
      sql`${exams.id} desc`,
    );
  return page ? query.limit(page.pageSize).offset(offsetOf(page)) : query.limit(MAX_EXPORT_ROWS);
}

function where(exams: ReturnType<typeof myExams>, filter: ExamFilter) {
  const name = filter.examName?.trim();
  return and(
    filter.examStatusList ? inArray(exams.examStatus, filter.examStatusList) : undefined,
    name ? sql`${exams.examName} ilike ${containsPattern(name)}` : undefined,
    filter.id === undefined ? undefined : eq(exams.id, filter.id),
  );
}

async function countExams(db: Db, scope: MemberScope, now: Date, filter: ExamFilter): Promise<number> {
  const exams = myExams(db, scope, now);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(exams)
    .where(where(exams, filter));
  return Number(total?.n ?? 0);
}

/** Rows of an export stay a file a spreadsheet opens quickly. */
const MAX_EXPORT_ROWS = 5_000;

function toRecord(r: ExamRow): ExamRecord {
  const status = Number(r.examStatus) as ExamStatus;
  return {
    id: r.id,
    examId: String(r.examId),
    examName: r.examName,
    startTime: formatDateTime(r.startTime),
    endTime: formatDateTime(r.endTime),
    duration: r.duration,
    totalScore: Number(r.totalScore),
    passScore: Number(r.passScore),
    examStatus: status,
    // Passed or waiting for marks: no further attempt is offered, whatever the limit.
    attemptsLeft: status === 1 || status === 6 ? Number(r.attemptsLeft) : 0,
    score: r.score === null ? null : Number(r.score),
  };
}

function toDetail(r: ExamRow): ExamRecordDetail {
  return {
    ...toRecord(r),
    description: r.description,
    attemptLimit: r.attemptLimit,
    attemptsUsed: Number(r.attemptsUsed),
    switchLimit: r.switchLimit,
    showAnswer: r.showAnswer === 1 ? 1 : 0,
    unfinishedRecordId: r.openId === null ? null : String(r.openId),
  };
}

export async function examRecordPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; examStatusList?: ExamStatus[] | undefined },
  now: Date,
): Promise<Page<ExamRecord>> {
  const rows = await queryExams(db, scope, now, q, q);
  return pageResult(rows.map(toRecord), q, await countExams(db, scope, now, q));
}

/** "My exams": the records with the exams' rules, by status tab and name. */
export async function examTaskPage(
  db: Db,
  scope: MemberScope,
  q: ExamFilter & { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<ExamRecordDetail>> {
  const rows = await queryExams(db, scope, now, q, q);
  return pageResult(rows.map(toDetail), q, await countExams(db, scope, now, q));
}

export async function examRecordView(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<ExamRecordDetail> {
  const [row] = await queryExams(db, scope, now, { id }, { pageCurrent: 1, pageSize: 1 });
  if (!row) throw new BizError('exam.record.notFound');
  return toDetail(row);
}

/** The member's exams (same filter as the page, up to MAX_EXPORT_ROWS) as rows of a spreadsheet. */
export async function examTaskRows(
  db: Db,
  scope: MemberScope,
  filter: ExamFilter,
  now: Date,
): Promise<ExamRecordDetail[]> {
  return (await queryExams(db, scope, now, filter, null)).map(toDetail);
}
