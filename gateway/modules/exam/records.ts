import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { ExamRecord, ExamStatus } from '../../../contract/exam';
import type { Db } from '../../db/client';
import { exam, examAttempt, examUser } from '../../db/schema';
import { formatDateTime } from '../../http/time';
import { offsetOf, pageResult, type MemberScope } from '../notice/scope';
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
    .leftJoin(a, eq(a.examId, exam.id))
    .where(
      and(
        eq(examUser.tenantId, scope.tenantId),
        eq(examUser.enterpriseId, scope.enterpriseId),
        eq(examUser.userId, scope.userId),
      ),
    )
    .as('my_exams');
}

export async function examRecordPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; examStatusList?: ExamStatus[] | undefined },
  now: Date,
): Promise<Page<ExamRecord>> {
  // Attempts whose browser is gone are handed in first, so their status is the one after the deadline.
  await finishOverdue(db, now, scope);
  const exams = myExams(db, scope, now);
  const filter = q.examStatusList ? inArray(exams.examStatus, q.examStatusList) : undefined;
  const actionable = sql`(${exams.examStatus} in (1, 6))`;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(exams)
    .where(filter);
  const rows = await db
    .select()
    .from(exams)
    .where(filter)
    .orderBy(
      sql`(case when ${actionable} then 0 else 1 end)`,
      sql`(case when ${actionable} then ${exams.startTime} end) asc`,
      sql`${exams.endTime} desc`,
      sql`${exams.id} desc`,
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const status = (r: (typeof rows)[number]) => Number(r.examStatus) as ExamStatus;
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      examId: String(r.examId),
      examName: r.examName,
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      duration: r.duration,
      totalScore: Number(r.totalScore),
      passScore: Number(r.passScore),
      examStatus: status(r),
      // Passed or waiting for marks: no further attempt is offered, whatever the limit.
      attemptsLeft: status(r) === 1 || status(r) === 6 ? Number(r.attemptsLeft) : 0,
      score: r.score === null ? null : Number(r.score),
    })),
    q,
    Number(total?.n ?? 0),
  );
}
