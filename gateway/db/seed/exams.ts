import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { scorePaper, type ScoredProblem } from '../../modules/exam/scoring';
import { exam, examAttempt } from '../schema';
import { examAttemptAnswer, examAttemptEvent, examProblem, examSection } from '../schema-exam';
import type { Tx } from './context';
import { entry, readSeedData, seedDataNames, seedDataError } from './seed-data';

/*
 * Exam papers (papers/<name>.json, one per paper) and handed-in attempts on them. Choice options are keyed
 * A, B, C… in order.
 */

const KEYS = 'ABCDEFGHIJ';

const scored = { score: z.number().positive(), content: z.string(), analysis: z.string().default('') };
const options = z.array(z.string()).min(2).max(KEYS.length);
/** Option keys the options offer. */
const offered = (p: { options: string[]; answer: string | string[] }) =>
  [p.answer].flat().every((k) => KEYS.slice(0, p.options.length).includes(k));
const leaves = [
  entry({ type: z.literal('single'), ...scored, options, answer: z.string() }).refine(offered, {
    message: 'the answer is not one of the options (A, B, …)',
    path: ['answer'],
  }),
  entry({ type: z.literal('multiple'), ...scored, options, answer: z.array(z.string()).min(1) }).refine(
    offered,
    { message: 'an answer is not one of the options (A, B, …)', path: ['answer'] },
  ),
  /** answer: whether the statement is true. */
  entry({ type: z.literal('judge'), ...scored, answer: z.boolean() }),
  /** blanks: the texts accepted in each blank, in order. */
  entry({ type: z.literal('fill'), ...scored, blanks: z.array(z.array(z.string()).min(1)).min(1) }),
  /** A short answer, marked by a person. */
  entry({ type: z.literal('essay'), ...scored }),
] as const;
const leaf = z.discriminatedUnion('type', [...leaves]);
/** A composite question: a text and its questions; its points are theirs. */
const problem = z.discriminatedUnion('type', [
  ...leaves,
  entry({ type: z.literal('composite'), content: z.string(), children: z.array(leaf).min(1) }),
]);
type Problem = z.output<typeof problem>;

export const paperFile = entry({
  sections: z.array(entry({ title: z.string(), problems: z.array(problem).min(1) })).min(1),
});
export type Paper = z.output<typeof paperFile>;

const TYPE = { single: 1, multiple: 2, judge: 3, fill: 4, essay: 5, composite: 6 } as const;

const papers = new Map<string, Paper>();

/** papers/<name>.json, read once however many exams use it. */
export function paperNamed(name: string, file: string): Paper {
  const cached = papers.get(name);
  if (cached) return cached;
  if (!seedDataNames('papers').includes(name)) throw seedDataError(file, `no paper "${name}" in papers/`);
  const paper = readSeedData(`papers/${name}.json`, paperFile);
  papers.set(name, paper);
  return paper;
}

/** Writes an exam's paper; returns its points (the exam's total score). */
export async function seedPaper(
  tx: Tx,
  scope: { tenantId: string; examId: string },
  paper: Paper,
): Promise<number> {
  let sort = 0;
  let total = 0;
  const addProblem = async (sectionId: string, p: Problem, parentId: string | null): Promise<number> => {
    sort += 1;
    const score = p.type === 'composite' ? p.children.reduce((s, c) => s + c.score, 0) : p.score;
    const answerKey =
      p.type === 'fill'
        ? p.blanks
        : p.type === 'judge'
          ? [[p.answer ? 'T' : 'F']]
          : p.type === 'single' || p.type === 'multiple'
            ? [[p.answer].flat()]
            : [];
    const [row] = await tx
      .insert(examProblem)
      .values({
        tenantId: scope.tenantId,
        examId: scope.examId,
        sectionId,
        parentId,
        problemType: TYPE[p.type],
        content: p.content,
        score,
        options:
          'options' in p ? p.options.map((content, i) => ({ optionKey: KEYS[i] ?? String(i), content })) : [],
        answerKey,
        analysis: 'analysis' in p ? p.analysis : '',
        sort,
      })
      .returning({ id: examProblem.id });
    if (!row) throw new Error('seed: exam problem not created');
    if (p.type === 'composite') for (const child of p.children) await addProblem(sectionId, child, row.id);
    return score;
  };
  for (const [i, section] of paper.sections.entries()) {
    const [row] = await tx
      .insert(examSection)
      .values({ tenantId: scope.tenantId, examId: scope.examId, title: section.title, sort: i })
      .returning({ id: examSection.id });
    if (!row) throw new Error(`seed: section ${section.title} not created`);
    for (const p of section.problems) total += await addProblem(row.id, p, null);
  }
  return Math.round(total * 10) / 10;
}

export const attemptEntry = entry({
  /** Hours after the window opened that it started. */
  startedHours: z.number().min(0),
  /** Positions (paper order, a composite question's children in its place) of questions answered wrongly. */
  wrong: z.array(z.number().int().min(0)).default([]),
  /** Texts of the short answers, in paper order. */
  essays: z.array(z.string()).default([]),
  /** A marker's points for those short answers; absent: the attempt awaits marking. */
  marks: z.array(z.number().min(0)).default([]),
  /** The resulting score, checked against the marking: a mismatch is a mistake in the data. */
  score: z.number().nullable(),
});
export type AttemptSeed = z.output<typeof attemptEntry>;

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
  file: string,
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
  const essays = [...a.essays];
  const answers = new Map<string, string[]>();
  for (const [i, p] of answerable.entries()) {
    if (p.problemType === 5) {
      const text = essays.shift();
      if (text !== undefined) answers.set(p.id, [text]);
    } else {
      answers.set(p.id, a.wrong.includes(i) ? wrongAnswer(p) : rightAnswer(p));
    }
  }
  const marked = scorePaper(problems, answers);
  const marks = [...a.marks];
  const earned = new Map(marked.earned);
  for (const p of answerable) {
    if (p.problemType === 5 && earned.get(p.id) === null && marks.length > 0)
      earned.set(p.id, marks.shift() ?? 0);
  }
  const waiting = [...earned.values()].some((e) => e === null);
  const manual = a.marks.reduce((s, m) => s + m, 0);
  const score = waiting ? null : Math.round((marked.autoScore + manual) * 10) / 10;
  if (score !== a.score) {
    throw seedDataError(file, `an attempt at ${ex.examName} scores ${String(score)}, not ${String(a.score)}`);
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
      a.marks.length > 0 && problems.find((p) => p.id === problemId)?.problemType === 5
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
