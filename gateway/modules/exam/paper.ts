import { and, asc, eq } from 'drizzle-orm';
import type { Problem, ResultProblem } from '../../../contract/exam-paper';
import { FALSE_KEY, ProblemType, TRUE_KEY } from '../../../contract/exam-paper.routes';
import type { Db } from '../../db/client';
import { examProblem, examSection, type ProblemOptionRow } from '../../db/schema-exam';
import { sanitizeHtml } from '../../shared/sanitize';
import { roundScore, type ScoredProblem } from './scoring';

export interface ProblemRow extends ScoredProblem {
  sectionId: string;
  content: string;
  options: ProblemOptionRow[];
  analysis: string;
}

export interface PaperRows {
  sections: { id: string; title: string }[];
  problems: ProblemRow[];
}

/** Sections and questions of an exam, in paper order. */
export async function loadPaper(db: Db, tenantId: string, examId: string): Promise<PaperRows> {
  const sections = await db
    .select({ id: examSection.id, title: examSection.title })
    .from(examSection)
    .where(and(eq(examSection.tenantId, tenantId), eq(examSection.examId, examId)))
    .orderBy(asc(examSection.sort), asc(examSection.id));
  const problems = await db
    .select({
      id: examProblem.id,
      sectionId: examProblem.sectionId,
      parentId: examProblem.parentId,
      problemType: examProblem.problemType,
      content: examProblem.content,
      score: examProblem.score,
      options: examProblem.options,
      answerKey: examProblem.answerKey,
      analysis: examProblem.analysis,
    })
    .from(examProblem)
    .where(and(eq(examProblem.tenantId, tenantId), eq(examProblem.examId, examId)))
    .orderBy(asc(examProblem.sort), asc(examProblem.id));
  return { sections, problems: problems.map((p) => ({ ...p, score: Number(p.score) })) };
}

/** Blanks of a fill-in question: one accepted list per blank. */
export const blankCountOf = (p: Pick<ProblemRow, 'problemType' | 'answerKey'>): number =>
  p.problemType === ProblemType.fillIn ? p.answerKey.length : 0;

/** The options a taker chooses from; true/false questions always offer T and F (the portal labels them). */
export function optionsOf(p: Pick<ProblemRow, 'problemType' | 'options'>): ProblemOptionRow[] {
  if (p.problemType === ProblemType.trueFalse) {
    return [
      { optionKey: TRUE_KEY, content: '' },
      { optionKey: FALSE_KEY, content: '' },
    ];
  }
  if (p.problemType === ProblemType.single || p.problemType === ProblemType.multiple) {
    return p.options.map((o) => ({ optionKey: o.optionKey, content: sanitizeHtml(o.content) }));
  }
  return [];
}

function childrenOf(paper: PaperRows): Map<string, ProblemRow[]> {
  const children = new Map<string, ProblemRow[]>();
  for (const p of paper.problems) {
    if (p.parentId === null) continue;
    const list = children.get(p.parentId) ?? [];
    list.push(p);
    children.set(p.parentId, list);
  }
  return children;
}

function takerProblem(p: ProblemRow, children: Map<string, ProblemRow[]>): Problem {
  const kids = (children.get(p.id) ?? []).map((c) => takerProblem(c, children));
  return {
    id: p.id,
    problemType: p.problemType as Problem['problemType'],
    problemContent: sanitizeHtml(p.content),
    score:
      p.problemType === ProblemType.composite ? roundScore(kids.reduce((s, c) => s + c.score, 0)) : p.score,
    options: optionsOf(p),
    blankCount: blankCountOf(p),
    children: kids,
  };
}

/** The paper as a taker sees it: no correct answers, no explanations. */
export function takerPaper(paper: PaperRows): {
  titleList: { id: string; title: string; problemList: Problem[] }[];
} {
  const children = childrenOf(paper);
  return {
    titleList: paper.sections.map((s) => ({
      id: s.id,
      title: s.title,
      problemList: paper.problems
        .filter((p) => p.sectionId === s.id && p.parentId === null)
        .map((p) => takerProblem(p, children)),
    })),
  };
}

/** What is shown as correct: the keys of a choice question, the accepted texts of each blank ("a / b"). */
function correctAnswerOf(p: ProblemRow): string[] | null {
  switch (p.problemType) {
    case ProblemType.single:
    case ProblemType.multiple:
    case ProblemType.trueFalse:
      return p.answerKey[0] ?? [];
    case ProblemType.fillIn:
      return p.answerKey.map((accepted) => accepted.join(' / '));
    default:
      return null;
  }
}

export interface AnswerState {
  answer: string[];
  earned: number | null;
  comment: string | null;
}

function resultProblem(
  p: ProblemRow,
  children: Map<string, ProblemRow[]>,
  answers: Map<string, AnswerState>,
  handedIn: boolean,
): ResultProblem {
  const kids = (children.get(p.id) ?? []).map((c) => resultProblem(c, children, answers, handedIn));
  const taker = takerProblem(p, new Map());
  const saved = answers.get(p.id);
  let earned: number | null;
  if (p.problemType === ProblemType.composite) {
    earned = kids.some((k) => k.earned === null)
      ? null
      : roundScore(kids.reduce((s, k) => s + (k.earned ?? 0), 0));
  } else {
    // A question without a saved answer earned nothing once handed in.
    earned = saved ? saved.earned : handedIn ? 0 : null;
  }
  return {
    ...taker,
    score:
      p.problemType === ProblemType.composite ? roundScore(kids.reduce((s, c) => s + c.score, 0)) : p.score,
    answer: saved?.answer ?? [],
    correctAnswer: correctAnswerOf(p),
    analysis: p.analysis === '' ? null : sanitizeHtml(p.analysis),
    earned,
    comment: saved?.comment ?? null,
    children: kids,
  };
}

/** The paper with the taker's answers, points, correct answers and explanations (only when they are shown). */
export function resultPaper(
  paper: PaperRows,
  answers: Map<string, AnswerState>,
  handedIn: boolean,
): { id: string; title: string; problemList: ResultProblem[] }[] {
  const children = childrenOf(paper);
  return paper.sections.map((s) => ({
    id: s.id,
    title: s.title,
    problemList: paper.problems
      .filter((p) => p.sectionId === s.id && p.parentId === null)
      .map((p) => resultProblem(p, children, answers, handedIn)),
  }));
}
