import { and, eq } from 'drizzle-orm';
import { PointsRule } from '../../../contract/points.routes';
import type { Db } from '../../db/client';
import { exam } from '../../db/schema';
import type { MemberScope } from '../../shared/member-scope';
import { awardPoints } from '../../shared/points-ledger';

/**
 * A marked attempt that reaches the exam's pass score earns the company's "exam passed" points, once per exam
 * however many attempts pass, in the transaction that marked it.
 */
export async function awardExamPassed(
  tx: Db,
  scope: MemberScope,
  attempt: { examId: string; score: number | string | null },
  now: Date,
): Promise<void> {
  if (attempt.score === null) return;
  const [row] = await tx
    .select({ passScore: exam.passScore })
    .from(exam)
    .where(and(eq(exam.tenantId, scope.tenantId), eq(exam.id, attempt.examId)));
  if (!row || Number(attempt.score) < row.passScore) return;
  await awardPoints(
    tx,
    scope,
    { ruleCode: PointsRule.examPassed, sourceKind: 'exam', sourceId: attempt.examId },
    now,
  );
}
