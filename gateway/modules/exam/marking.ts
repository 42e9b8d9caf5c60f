import { and, asc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { MarkingItem, MarkingQuestion, MarkingView } from '../../../contract/exam-paper';
import { AttemptState, ProblemType } from '../../../contract/exam-paper.routes';
import type { Db } from '../../db/client';
import { enterpriseMember, exam, examAttempt, userAccount } from '../../db/schema';
import { examAttemptAnswer } from '../../db/schema-exam';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { offsetOf, pageResult } from '../../shared/paging';
import { sanitizeHtml } from '../../shared/sanitize';
import { loadPaper, type ProblemRow } from './paper';
import { findAttempt, toRecord } from './store';

/*
 * The back office's marking queue: handed-in attempts of the administrator's company whose short answers wait
 * for a person. Every query names the tenant and the company, so another company's attempt is never listed and
 * reads as unknown.
 */

export interface CompanyScope {
  tenantId: string;
  enterpriseId: string;
}

const waiting = (scope: CompanyScope) =>
  and(
    eq(examAttempt.tenantId, scope.tenantId),
    eq(examAttempt.enterpriseId, scope.enterpriseId),
    eq(examAttempt.state, AttemptState.awaitingMarking),
  );

/** Short answers with text and no points yet, per attempt (blank ones earned 0 at hand-in). */
const toMark = sql<number>`cast((
  select count(*) from ${examAttemptAnswer} a
  join exam_problem p on p.tenant_id = a.tenant_id and p.id = a.problem_id
  where a.tenant_id = ${examAttempt.tenantId} and a.attempt_id = ${examAttempt.id}
    and p.problem_type = ${ProblemType.shortAnswer} and a.earned is null
) as int)`;

/** Attempts waiting for marking, the longest-waiting first. */
export async function markingPage(
  db: Db,
  scope: CompanyScope,
  q: { pageCurrent: number; pageSize: number },
): Promise<Page<MarkingItem>> {
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(examAttempt)
    .where(waiting(scope));
  const rows = await db
    .select({
      id: examAttempt.id,
      examId: examAttempt.examId,
      examName: exam.examName,
      userName: userAccount.name,
      empNo: enterpriseMember.empNo,
      finishTime: examAttempt.finishTime,
      toMark,
    })
    .from(examAttempt)
    .innerJoin(exam, and(eq(exam.tenantId, examAttempt.tenantId), eq(exam.id, examAttempt.examId)))
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, examAttempt.tenantId), eq(userAccount.id, examAttempt.userId)),
    )
    .leftJoin(
      enterpriseMember,
      and(
        eq(enterpriseMember.tenantId, examAttempt.tenantId),
        eq(enterpriseMember.enterpriseId, examAttempt.enterpriseId),
        eq(enterpriseMember.userId, examAttempt.userId),
      ),
    )
    .where(waiting(scope))
    .orderBy(asc(examAttempt.finishTime), asc(examAttempt.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      examId: r.examId,
      examName: r.examName,
      userName: r.userName,
      empNo: r.empNo ?? '',
      finishTime: r.finishTime ? formatDateTime(r.finishTime) : '',
      toMark: Number(r.toMark),
    })),
    q,
    Number(total?.n ?? 0),
  );
}

/** The short-answer questions of a paper in paper order, children of composite questions in their place. */
function shortAnswersInOrder(sections: { id: string }[], problems: ProblemRow[]): ProblemRow[] {
  const out: ProblemRow[] = [];
  for (const section of sections) {
    for (const p of problems.filter((x) => x.sectionId === section.id && x.parentId === null)) {
      if (p.problemType === ProblemType.shortAnswer) out.push(p);
      if (p.problemType === ProblemType.composite) {
        out.push(...problems.filter((c) => c.parentId === p.id && c.problemType === ProblemType.shortAnswer));
      }
    }
  }
  return out;
}

/** One handed-in attempt of the company with its short answers, the reference answers and the points given. */
export async function markingView(db: Db, scope: CompanyScope, id: string): Promise<MarkingView> {
  const row = await findAttempt(db, scope, id);
  if (!row) throw new BizError('exam.record.notFound');
  if (row.state === AttemptState.answering) throw new BizError('exam.notHandedIn');
  const paper = await loadPaper(db, row.tenantId, row.examId);
  const saved = new Map(
    (
      await db
        .select({
          problemId: examAttemptAnswer.problemId,
          answer: examAttemptAnswer.answer,
          earned: examAttemptAnswer.earned,
          comment: examAttemptAnswer.comment,
        })
        .from(examAttemptAnswer)
        .where(and(eq(examAttemptAnswer.tenantId, row.tenantId), eq(examAttemptAnswer.attemptId, row.id)))
    ).map((a) => [a.problemId, a]),
  );
  const byId = new Map(paper.problems.map((p) => [p.id, p]));
  const questions: MarkingQuestion[] = shortAnswersInOrder(paper.sections, paper.problems).map((p) => {
    const answer = saved.get(p.id);
    const parent = p.parentId === null ? undefined : byId.get(p.parentId);
    return {
      id: p.id,
      problemContent: sanitizeHtml(p.content),
      material: parent ? sanitizeHtml(parent.content) : null,
      reference: p.analysis === '' ? null : sanitizeHtml(p.analysis),
      // Stored sanitised; cleaned again since it is shown as markup to someone else.
      answer: sanitizeHtml(answer?.answer[0] ?? ''),
      score: p.score,
      // A question without a saved answer earned nothing at hand-in.
      earned: answer ? (answer.earned === null ? null : Number(answer.earned)) : 0,
      comment: answer?.comment ?? null,
    };
  });
  const [member] = await db
    .select({ name: userAccount.name, empNo: enterpriseMember.empNo })
    .from(userAccount)
    .leftJoin(
      enterpriseMember,
      and(
        eq(enterpriseMember.tenantId, userAccount.tenantId),
        eq(enterpriseMember.enterpriseId, row.enterpriseId),
        eq(enterpriseMember.userId, userAccount.id),
      ),
    )
    .where(and(eq(userAccount.tenantId, row.tenantId), eq(userAccount.id, row.userId)))
    .limit(1);
  return {
    record: toRecord(row),
    userName: member?.name ?? '',
    empNo: member?.empNo ?? '',
    autoScore: Number(row.autoScore ?? 0),
    questions,
  };
}
