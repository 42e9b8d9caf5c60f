import { sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  ExamStatus,
  type ExamCollect,
  type ExamRankItem,
  type ExamScoreRank,
  type ExamScoreRankItem,
  type ExamTakerCount,
} from '../../../contract/exam';
import type { Db } from '../../db/client';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { finishOverdue } from './finish';
import { examTaskRows } from './records';
import { roundScore } from './scoring';
import { rowsOf } from './store';

/*
 * Summaries over exam records: the caller's own, one exam's takers, and the company's rankings. Every query
 * is bound to the caller's tenant and company; rankings list approved, enabled members only.
 */

const STATUSES = Object.values(ExamStatus);

/** The caller's exams per status, passes, the mean of best marks and attempts started. */
export async function examCollect(db: Db, scope: MemberScope, now: Date): Promise<ExamCollect> {
  const rows = await examTaskRows(db, scope, {}, now);
  const marked = rows.filter((r) => r.score !== null).map((r) => r.score ?? 0);
  return {
    statusCounts: STATUSES.map((s) => ({
      examStatus: s,
      count: rows.filter((r) => r.examStatus === s).length,
    })),
    totalCount: rows.length,
    passedCount: rows.filter((r) => r.examStatus === ExamStatus.passed).length,
    averageScore: marked.length === 0 ? null : roundScore(marked.reduce((a, b) => a + b, 0) / marked.length),
    attemptCount: rows.reduce((n, r) => n + r.attemptsUsed, 0),
  };
}

/** The exam, if it is a published exam of the company assigned to the caller (others answer as unknown). */
async function assignedExam(db: Db, scope: MemberScope, examId: string): Promise<void> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select cast(e.id as text) as id from exam e
        join exam_user eu on eu.tenant_id = e.tenant_id and eu.exam_id = e.id and eu.enterprise_id = e.enterprise_id
        where e.tenant_id = ${scope.tenantId} and e.enterprise_id = ${scope.enterpriseId} and e.id = ${examId}
          and e.status_id = 1 and eu.user_id = ${scope.userId}
        limit 1`,
  );
  if (!row) throw new BizError('exam.notFound');
}

const company = (scope: MemberScope) => ({ tenantId: scope.tenantId, enterpriseId: scope.enterpriseId });

/** Members assigned one exam, those who started it and those who handed it in. */
export async function examTakerCount(
  db: Db,
  scope: MemberScope,
  examId: string,
  now: Date,
): Promise<ExamTakerCount> {
  await assignedExam(db, scope, examId);
  await finishOverdue(db, now, { ...company(scope), examId });
  const [row] = await rowsOf<{ assigned: number; started: number; handed_in: number }>(
    db,
    sql`select cast(count(*) as int) as assigned,
          cast(count(*) filter (where s.started > 0) as int) as started,
          cast(count(*) filter (where s.handed_in > 0) as int) as handed_in
        from exam_user eu
        left join (
          select user_id, count(*) as started, count(*) filter (where state <> 1) as handed_in
          from exam_attempt
          where tenant_id = ${scope.tenantId} and enterprise_id = ${scope.enterpriseId} and exam_id = ${examId}
          group by user_id
        ) s on s.user_id = eu.user_id
        where eu.tenant_id = ${scope.tenantId} and eu.enterprise_id = ${scope.enterpriseId} and eu.exam_id = ${examId}`,
  );
  return {
    assignedCount: Number(row?.assigned ?? 0),
    startedCount: Number(row?.started ?? 0),
    handedInCount: Number(row?.handed_in ?? 0),
  };
}

/** Approved, enabled members of the company with their name, portrait and department. */
const members = (scope: MemberScope) => sql`
  select m.user_id, u.name, u.head_portrait, coalesce(mp.department, '') as department
  from enterprise_member m
  join user_account u on u.tenant_id = m.tenant_id and u.id = m.user_id and u.status_id = 1
  left join member_points mp
    on mp.tenant_id = m.tenant_id and mp.enterprise_id = m.enterprise_id and mp.user_id = m.user_id
  where m.tenant_id = ${scope.tenantId} and m.enterprise_id = ${scope.enterpriseId} and m.register_status = 2`;

interface RankRow {
  rank: number;
  user_id: string;
  name: string;
  head_portrait: string;
  department: string;
  passed: number;
  average: number | null;
}

/**
 * Members with exams assigned, by exams passed (best mark at or above the pass score), then by the mean of
 * their best marks; equal figures share a rank.
 */
export async function examRank(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<ExamRankItem>> {
  await finishOverdue(db, now, company(scope));
  const ranked = sql`
    with best as (
      select user_id, exam_id, max(score) as best from exam_attempt
      where tenant_id = ${scope.tenantId} and enterprise_id = ${scope.enterpriseId} and state = 3
      group by user_id, exam_id
    ), per_member as (
      select eu.user_id,
        cast(count(*) filter (where b.best >= e.pass_score) as int) as passed,
        round(avg(b.best), 1) as average
      from exam_user eu
      join exam e on e.tenant_id = eu.tenant_id and e.id = eu.exam_id and e.enterprise_id = eu.enterprise_id
        and e.status_id = 1
      left join best b on b.user_id = eu.user_id and b.exam_id = eu.exam_id
      where eu.tenant_id = ${scope.tenantId} and eu.enterprise_id = ${scope.enterpriseId}
      group by eu.user_id
    )
    select cast(rank() over (order by p.passed desc, p.average desc nulls last) as int) as rank,
      cast(p.user_id as text) as user_id, m.name, m.head_portrait, m.department, p.passed,
      cast(p.average as double precision) as average
    from per_member p join (${members(scope)}) m on m.user_id = p.user_id`;
  const [total] = await rowsOf<{ n: number }>(db, sql`select cast(count(*) as int) as n from (${ranked}) r`);
  const rows = await rowsOf<RankRow>(
    db,
    sql`select * from (${ranked}) r order by r.rank, cast(r.user_id as bigint)
        limit ${q.pageSize} offset ${offsetOf(q)}`,
  );
  return pageResult(
    rows.map((r) => ({
      rank: Number(r.rank),
      userId: r.user_id,
      name: r.name,
      headPortrait: r.head_portrait,
      department: r.department,
      passedCount: Number(r.passed),
      averageScore: r.average === null ? null : Number(r.average),
    })),
    q,
    Number(total?.n ?? 0),
  );
}

interface ScoreRow {
  rank: number;
  user_id: string;
  name: string;
  head_portrait: string;
  department: string;
  score: number;
  seconds: number;
  finish_time: Date;
}

const toScoreItem = (r: ScoreRow): ExamScoreRankItem => ({
  rank: Number(r.rank),
  userId: r.user_id,
  name: r.name,
  headPortrait: r.head_portrait,
  department: r.department,
  score: Number(r.score),
  usedSeconds: Math.max(0, Math.round(Number(r.seconds))),
  finishTime: formatDateTime(new Date(r.finish_time)),
});

/** One exam's members by their best marked attempt (highest score, then shortest time), and the caller's place. */
export async function examScoreRank(
  db: Db,
  scope: MemberScope,
  q: { examId: string; size: number },
  now: Date,
): Promise<ExamScoreRank> {
  await assignedExam(db, scope, q.examId);
  await finishOverdue(db, now, { ...company(scope), examId: q.examId });
  const ranked = sql`
    with best as (
      select distinct on (user_id) user_id, score, finish_time,
        extract(epoch from (finish_time - start_time)) as seconds
      from exam_attempt
      where tenant_id = ${scope.tenantId} and enterprise_id = ${scope.enterpriseId} and exam_id = ${q.examId}
        and state = 3
      order by user_id, score desc, (finish_time - start_time) asc, id asc
    )
    select cast(rank() over (order by b.score desc, b.seconds asc) as int) as rank,
      cast(b.user_id as text) as user_id, m.name, m.head_portrait, m.department,
      cast(b.score as double precision) as score, cast(b.seconds as double precision) as seconds, b.finish_time
    from best b join (${members(scope)}) m on m.user_id = b.user_id`;
  const list = await rowsOf<ScoreRow>(
    db,
    sql`select * from (${ranked}) r order by r.rank, cast(r.user_id as bigint) limit ${q.size}`,
  );
  const [mine] = await rowsOf<ScoreRow>(
    db,
    sql`select * from (${ranked}) r where r.user_id = ${scope.userId}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select cast(count(*) as int) as n from (${ranked}) r`);
  return {
    list: list.map(toScoreItem),
    mine: mine ? toScoreItem(mine) : null,
    totalCount: Number(total?.n ?? 0),
  };
}
