import { ProblemType } from '../../../contract/exam-paper.routes';

/** What scoring needs of a question (a row of `exam_problem`). */
export interface ScoredProblem {
  id: string;
  parentId: string | null;
  problemType: number;
  score: number;
  answerKey: string[][];
}

/** Points travel with one decimal, as stored (numeric(6,1)). */
export const roundScore = (n: number): number => Math.round(n * 10) / 10;

/**
 * Fill-in texts compare after trimming, case folding and NFKC (full-width letters and digits typed with a
 * Chinese input method match their ASCII forms).
 */
export function normaliseBlank(text: string): string {
  return text.normalize('NFKC').trim().toLocaleLowerCase('en');
}

/** A short answer counts as given when it holds some text once the markup is gone. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((k) => right.has(k));
}

/**
 * Points for one answer of a question that is answered directly (not a composite parent). Null means a person
 * has to mark it: a short answer with text in it. Unanswered questions earn 0.
 */
export function earnedFor(problem: ScoredProblem, answer: string[] | undefined): number | null {
  const given = answer ?? [];
  const key = problem.answerKey;
  switch (problem.problemType) {
    case ProblemType.single:
    case ProblemType.trueFalse:
      return given.length === 1 && given[0] === key[0]?.[0] ? problem.score : 0;
    case ProblemType.multiple:
      return given.length > 0 && sameSet(given, key[0] ?? []) ? problem.score : 0;
    case ProblemType.fillIn: {
      if (key.length === 0) return 0;
      const right = key.filter((accepted, i) => {
        const text = given[i];
        if (text === undefined || text.trim() === '') return false;
        const typed = normaliseBlank(text);
        return accepted.some((a) => normaliseBlank(a) === typed);
      }).length;
      return roundScore((problem.score * right) / key.length);
    }
    case ProblemType.shortAnswer:
      return given.some(hasText) ? null : 0;
    default:
      return 0;
  }
}

export interface PaperScore {
  /** Points per answered-directly question (children included, composite parents excluded). */
  earned: Map<string, number | null>;
  /** Sum of the automatically marked points. */
  autoScore: number;
  /** Short answers waiting for a person. */
  pending: number;
}

/** Marks a whole paper automatically; short answers with text stay for a person. */
export function scorePaper(problems: ScoredProblem[], answers: Map<string, string[]>): PaperScore {
  const earned = new Map<string, number | null>();
  let autoScore = 0;
  let pending = 0;
  for (const p of problems) {
    if (p.problemType === ProblemType.composite) continue;
    const points = earnedFor(p, answers.get(p.id));
    earned.set(p.id, points);
    if (points === null) pending += 1;
    else autoScore += points;
  }
  return { earned, autoScore: roundScore(autoScore), pending };
}
