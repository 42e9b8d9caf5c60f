import type { Paper, Problem } from '../../../contract/exam-paper';
import {
  MAX_BLANKS,
  MAX_FILL_IN_LENGTH,
  MAX_SHORT_ANSWER_LENGTH,
  ProblemType,
} from '../../../contract/exam-paper.routes';

/**
 * The paper as the taker moves through it. A "question" is whatever takes an answer: every question but a
 * composite one, whose material is read, not answered, while each of its children is a question. Questions
 * are numbered 1, 2, 3… across sections (a section title such as "一、单选题" does not restart the count) and
 * composite children continue the count, so the numbers on the paper, the answer sheet, the hand-in
 * confirmation and the result all run from 1 to `questionCount` (decision 0026).
 */

/** One screen of the paper: what previous / next move through and `currentIndex` points into. */
export interface PaperQuestion {
  id: string;
  /** "7"; for a composite question the numbers of its children, "15–17". */
  number: string;
  /** The first and last question numbers on this screen (equal unless it is a composite question). */
  first: number;
  last: number;
  sectionIndex: number;
  problem: Problem;
  /** Child questions of a composite question, numbered on from the questions before it; empty otherwise. */
  children: { id: string; number: string }[];
}

/** A question that takes an answer of its own: every question but a composite one, whose children do. */
export interface Answerable {
  id: string;
  /** "3" */
  number: string;
  /** The screen it is on (itself unless it is a composite child). */
  questionId: string;
  problem: Problem;
}

export interface PaperIndex {
  questions: PaperQuestion[];
  /** By problem id, in paper order. */
  answerables: Record<string, Answerable>;
  /** Problem ids of the answerables in paper order. */
  order: string[];
}

/**
 * answered: something in every part (every blank of a fill-in, every child of a composite);
 * partial: a fill-in with some blanks filled, or a composite with some children answered;
 * unanswered: nothing at all.
 */
export type AnswerState = 'answered' | 'partial' | 'unanswered';

export function indexPaper(paper: Paper): PaperIndex {
  const questions: PaperQuestion[] = [];
  const answerables: Record<string, Answerable> = {};
  const order: string[] = [];
  const add = (problem: Problem, questionId: string) => {
    order.push(problem.id);
    const number = String(order.length);
    answerables[problem.id] = { id: problem.id, number, questionId, problem };
    return { id: problem.id, number };
  };
  paper.titleList.forEach((section, sectionIndex) => {
    for (const problem of section.problemList) {
      const first = order.length + 1;
      const children =
        problem.problemType === ProblemType.composite
          ? problem.children.map((child) => add(child, problem.id))
          : [];
      if (problem.problemType !== ProblemType.composite) add(problem, problem.id);
      // A composite without children takes no number of its own; its screen shows the next one.
      const last = Math.max(first, order.length);
      const number = last > first ? `${first}–${last}` : String(first);
      questions.push({ id: problem.id, number, first, last, sectionIndex, problem, children });
    }
  });
  return { questions, answerables, order };
}

/** How many questions the paper has, counted one way everywhere: every answerable question. */
export function questionCount(index: PaperIndex): number {
  return index.order.length;
}

/** How many questions are fully answered (a fill-in with an empty blank is not). */
export function answeredCount(index: PaperIndex, states: Readonly<Record<string, AnswerState>>): number {
  return index.order.filter((id) => states[id] === 'answered').length;
}

/** Rich text is blank when it has no text once tags, entities for spaces and whitespace are removed; a picture counts. */
export function isBlankText(text: string): boolean {
  if (/<img\b/i.test(text)) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, '')
      .trim() === ''
  );
}

export function answerStateOf(problem: Problem, answer: readonly string[] | undefined): AnswerState {
  const values = answer ?? [];
  switch (problem.problemType) {
    case ProblemType.fillIn: {
      const blanks = Math.max(1, problem.blankCount);
      let filled = 0;
      for (let i = 0; i < blanks; i++) if (!isBlankText(values[i] ?? '')) filled += 1;
      if (filled === 0) return 'unanswered';
      return filled === blanks ? 'answered' : 'partial';
    }
    case ProblemType.shortAnswer:
      return isBlankText(values[0] ?? '') ? 'unanswered' : 'answered';
    default:
      return values.length > 0 ? 'answered' : 'unanswered';
  }
}

/** The state of every answerable and of every composite question (from its children). */
export function answerStates(
  index: PaperIndex,
  answers: Readonly<Record<string, readonly string[]>>,
): Record<string, AnswerState> {
  const states: Record<string, AnswerState> = {};
  for (const id of index.order) {
    const entry = index.answerables[id];
    if (entry) states[id] = answerStateOf(entry.problem, answers[id]);
  }
  for (const q of index.questions) {
    if (q.children.length === 0) continue;
    const childStates = q.children.map((c) => states[c.id] ?? 'unanswered');
    if (childStates.every((s) => s === 'answered')) states[q.id] = 'answered';
    else if (childStates.every((s) => s === 'unanswered')) states[q.id] = 'unanswered';
    else states[q.id] = 'partial';
  }
  return states;
}

/**
 * A choice made on screen, as the gateway stores it: only keys the question offers, in the order it offers
 * them; exactly one key for single choice and true/false (the gateway refuses none), any number for multiple
 * choice (none clears it). Null when there is nothing the gateway would take.
 */
export function choiceAnswer(problem: Problem, keys: readonly string[]): string[] | null {
  const type = problem.problemType;
  if (type !== ProblemType.single && type !== ProblemType.multiple && type !== ProblemType.trueFalse) {
    return null;
  }
  const offered = problem.options.map((o) => o.optionKey).filter((k) => keys.includes(k));
  if (type === ProblemType.multiple) return offered;
  return offered.length > 0 ? offered.slice(-1) : null;
}

/**
 * The answer after typing `text` into blank `blank` (0 for a short answer). Text beyond the gateway's limit
 * is cut here, so a save can never be refused for its length (the inputs stop typing at the same limit).
 * Null when the problem takes no text or the blank does not exist.
 */
export function textAnswer(
  problem: Problem,
  current: readonly string[] | undefined,
  blank: number,
  text: string,
): string[] | null {
  if (!Number.isInteger(blank) || blank < 0) return null;
  if (problem.problemType === ProblemType.shortAnswer) {
    return blank === 0 ? [text.slice(0, MAX_SHORT_ANSWER_LENGTH)] : null;
  }
  if (problem.problemType !== ProblemType.fillIn) return null;
  const blanks = Math.min(MAX_BLANKS, Math.max(1, problem.blankCount));
  if (blank >= blanks) return null;
  const next = Array.from({ length: blanks }, (_, i) => current?.[i] ?? '');
  next[blank] = text.slice(0, MAX_FILL_IN_LENGTH);
  return next;
}

/** Text answers wait for a pause in typing before they are sent; choices go at once. */
export function isTextProblem(problem: Problem): boolean {
  return problem.problemType === ProblemType.fillIn || problem.problemType === ProblemType.shortAnswer;
}
