import { and, asc, eq } from 'drizzle-orm';
import { scorePaper, type ScoredProblem } from '../../modules/exam/scoring';
import type { Db } from '../client';
import { exam, examAttempt, examUser, userAccount } from '../schema';
import { examAttemptAnswer, examAttemptEvent, examProblem, examSection } from '../schema-exam';
import type { ProblemSeed, SectionSeed } from './exam-papers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const KEYS = 'ABCDEFGHIJ';

/** Writes an exam's paper; returns its points (the exam's total score). */
export async function seedPaper(
  tx: Tx,
  scope: { tenantId: string; examId: string },
  sections: SectionSeed[],
): Promise<number> {
  let sort = 0;
  let total = 0;
  const addProblem = async (sectionId: string, p: ProblemSeed, parentId: string | null): Promise<number> => {
    sort += 1;
    const childPoints = (p.children ?? []).reduce((s, c) => s + (c.score ?? 0), 0);
    const score = p.type === 6 ? childPoints : (p.score ?? 0);
    const answerKey =
      p.type === 4 ? (p.blanks ?? []) : p.type === 1 || p.type === 2 || p.type === 3 ? [p.answer ?? []] : [];
    const [row] = await tx
      .insert(examProblem)
      .values({
        tenantId: scope.tenantId,
        examId: scope.examId,
        sectionId,
        parentId,
        problemType: p.type,
        content: p.content,
        score,
        options: (p.options ?? []).map((content, i) => ({ optionKey: KEYS[i] ?? String(i), content })),
        answerKey,
        analysis: p.analysis ?? '',
        sort,
      })
      .returning({ id: examProblem.id });
    if (!row) throw new Error('seed: exam problem not created');
    for (const child of p.children ?? []) await addProblem(sectionId, child, row.id);
    return score;
  };
  for (const [i, section] of sections.entries()) {
    const [row] = await tx
      .insert(examSection)
      .values({ tenantId: scope.tenantId, examId: scope.examId, title: section.title, sort: i })
      .returning({ id: examSection.id });
    if (!row) throw new Error(`seed: section ${section.title} not created`);
    for (const p of section.problems) total += await addProblem(row.id, p, null);
  }
  return Math.round(total * 10) / 10;
}

export interface AttemptSeed {
  /** Hours after the window opened that it started. */
  startedHours: number;
  /** Positions (paper order, a composite question's children in its place) of questions answered wrongly. */
  wrong?: number[];
  /** Texts of the short answers, in paper order. */
  essays?: string[];
  /** A marker's points for those short answers; absent: the attempt awaits marking. */
  marks?: number[];
  /** The resulting score, checked against the marking: a mismatch is a mistake in the seed. */
  score: number | null;
}

function wrongAnswer(p: ScoredProblem & { optionKeys: string[] }): string[] {
  const key = p.answerKey[0] ?? [];
  if (p.problemType === 3) return [key[0] === 'T' ? 'F' : 'T'];
  if (p.problemType === 1) return [p.optionKeys.find((k) => !key.includes(k)) ?? 'A'];
  if (p.problemType === 2)
    return key.slice(0, Math.max(key.length - 1, 1)).concat(key.length === 1 ? ['D'] : []);
  // Fill-in: the first blank wrong, the others right (partial points).
  return p.answerKey.map((accepted, i) => (i === 0 ? '不清楚' : (accepted[0] ?? '')));
}

function rightAnswer(p: ScoredProblem): string[] {
  if (p.problemType === 4) return p.answerKey.map((accepted) => accepted[0] ?? '');
  return p.answerKey[0] ?? [];
}

/**
 * A handed-in attempt with answers on a seeded paper: every question answered, right unless listed as wrong,
 * marked by the gateway's own scoring; short answers marked when `marks` are given.
 */
export async function seedAttempt(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string; userId: string; examId: string },
  a: AttemptSeed,
): Promise<void> {
  const [ex] = await tx
    .select({ startTime: exam.startTime, duration: exam.duration, examName: exam.examName })
    .from(exam)
    .where(and(eq(exam.tenantId, scope.tenantId), eq(exam.id, scope.examId)));
  if (!ex) throw new Error(`seed: exam ${scope.examId} missing`);
  const rows = await tx
    .select({
      id: examProblem.id,
      parentId: examProblem.parentId,
      problemType: examProblem.problemType,
      score: examProblem.score,
      answerKey: examProblem.answerKey,
      options: examProblem.options,
    })
    .from(examProblem)
    .where(and(eq(examProblem.tenantId, scope.tenantId), eq(examProblem.examId, scope.examId)))
    .orderBy(asc(examProblem.sort));
  const problems = rows.map((r) => ({
    ...r,
    score: Number(r.score),
    optionKeys: r.options.map((o) => o.optionKey),
  }));
  const answerable = problems.filter((p) => p.problemType !== 6);
  const essays = [...(a.essays ?? [])];
  const answers = new Map<string, string[]>();
  for (const [i, p] of answerable.entries()) {
    if (p.problemType === 5) {
      const text = essays.shift();
      if (text !== undefined) answers.set(p.id, [text]);
    } else {
      answers.set(p.id, a.wrong?.includes(i) ? wrongAnswer(p) : rightAnswer(p));
    }
  }
  const marked = scorePaper(problems, answers);
  const marks = [...(a.marks ?? [])];
  const earned = new Map(marked.earned);
  for (const p of answerable) {
    if (p.problemType === 5 && earned.get(p.id) === null && marks.length > 0)
      earned.set(p.id, marks.shift() ?? 0);
  }
  const waiting = [...earned.values()].some((e) => e === null);
  const manual = (a.marks ?? []).reduce((s, m) => s + m, 0);
  const score = waiting ? null : Math.round((marked.autoScore + manual) * 10) / 10;
  if (score !== a.score) {
    throw new Error(`seed: an attempt at ${ex.examName} scores ${String(score)}, not ${String(a.score)}`);
  }

  const startTime = new Date(ex.startTime.getTime() + a.startedHours * 3_600_000);
  const deadlineAt = new Date(startTime.getTime() + ex.duration * 60_000);
  const finishTime = new Date(deadlineAt.getTime() - Math.min(5, ex.duration / 2) * 60_000);
  const [attempt] = await tx
    .insert(examAttempt)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      examId: scope.examId,
      userId: scope.userId,
      startTime,
      deadlineAt,
      finishTime,
      state: waiting ? 2 : 3,
      finishReason: 1,
      lastSeq: answers.size,
      autoScore: marked.autoScore,
      manualScore: waiting ? null : manual,
      score,
      gmtCreate: startTime,
      gmtModified: finishTime,
    })
    .returning({ id: examAttempt.id });
  if (!attempt) throw new Error('seed: attempt not created');
  const answerRows = [...answers.entries()].map(([problemId, answer], i) => ({
    tenantId: scope.tenantId,
    attemptId: attempt.id,
    problemId,
    answer,
    seq: i + 1,
    earned: earned.get(problemId) ?? null,
    comment:
      (a.marks ?? []).length > 0 && problems.find((p) => p.id === problemId)?.problemType === 5
        ? '要点基本完整，可结合实际案例展开。'
        : null,
  }));
  if (answerRows.length > 0) await tx.insert(examAttemptAnswer).values(answerRows);
  await tx.insert(examAttemptEvent).values([
    {
      tenantId: scope.tenantId,
      attemptId: attempt.id,
      eventType: 'start',
      detail: { deadlineAt: deadlineAt.getTime() },
      gmtCreate: startTime,
    },
    {
      tenantId: scope.tenantId,
      attemptId: attempt.id,
      eventType: 'finish',
      detail: { reason: 1, by: scope.userId },
      gmtCreate: finishTime,
    },
  ]);
}

export interface TakerSeed {
  /** A colleague of the company, by phone. */
  phone: string;
  /** Index into the company's seeded exams. */
  exam: number;
  attempts: AttemptSeed[];
}

/** Colleagues assigned to the company's exams, with their attempts: the exam rankings and taker counts. */
export async function seedExamTakers(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  examIds: string[],
  takers: TakerSeed[],
): Promise<void> {
  for (const t of takers) {
    const [user] = await tx
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(and(eq(userAccount.tenantId, scope.tenantId), eq(userAccount.phone, t.phone)));
    const examId = examIds[t.exam];
    if (!user || !examId) throw new Error(`seed: exam taker ${t.phone} has no account or exam`);
    await tx.insert(examUser).values({ ...scope, examId, userId: user.id });
    for (const a of t.attempts) await seedAttempt(tx, { ...scope, userId: user.id, examId }, a);
  }
}

/** 星河科技's colleagues on the safety exam (passed by most), the product quiz and the compliance assessment. */
export const xingheTakers: TakerSeed[] = [
  { phone: '13800000101', exam: 3, attempts: [{ startedHours: 2, score: 100 }] },
  { phone: '13800000102', exam: 3, attempts: [{ startedHours: 3, wrong: [0], score: 94 }] },
  { phone: '13800000103', exam: 3, attempts: [{ startedHours: 1.5, wrong: [0], score: 94 }] },
  { phone: '13800000104', exam: 3, attempts: [{ startedHours: 4, wrong: [5, 6, 7, 10], score: 66 }] },
  {
    phone: '13800000105',
    exam: 3,
    attempts: [{ startedHours: 5, wrong: [0, 1, 2, 5, 6, 7, 10], score: 48 }],
  },
  { phone: '13800000101', exam: 2, attempts: [{ startedHours: 5, wrong: [14], score: 95 }] },
  {
    phone: '13800000102',
    exam: 2,
    attempts: [
      { startedHours: 2, wrong: [0, 1, 2, 6, 7, 8, 9], score: 50 },
      { startedHours: 20, wrong: [6], score: 92 },
    ],
  },
  { phone: '13800000103', exam: 2, attempts: [] },
  { phone: '13800000104', exam: 5, attempts: [] },
  { phone: '13800000106', exam: 5, attempts: [] },
];
