import {
  FALSE_KEY,
  MAX_ANSWERS_PER_SAVE,
  MAX_BLANKS,
  MAX_FILL_IN_LENGTH,
  MAX_SHORT_ANSWER_LENGTH,
  ProblemType,
  TRUE_KEY,
} from '../../../contract/exam-paper.routes';
import { BizError } from '../../http/errors';
import { CONTROL_CHARACTER } from '../../http/validation';
import { sanitizeHtml } from '../../shared/sanitize';

/** What checking an answer needs of its question. */
export interface AnswerableProblem {
  id: string;
  problemType: number;
  optionKeys: string[];
  blankCount: number;
}

export interface IncomingAnswer {
  problemId: string;
  answer: string[];
  seq: number;
}

export interface SaveBody {
  recordId: string;
  answers: IncomingAnswer[];
}

// The contract's id (contract/envelope.ts).
const ID = /^[1-9][0-9]{0,18}$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const onlyKeys = (v: Record<string, unknown>, n: number) => Object.keys(v).length === n;

function readAnswer(v: unknown): IncomingAnswer | null {
  if (!isRecord(v) || !onlyKeys(v, 3)) return null;
  const { problemId, answer, seq } = v;
  if (typeof problemId !== 'string' || !ID.test(problemId)) return null;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (!Array.isArray(answer) || answer.length > MAX_BLANKS) return null;
  for (const text of answer) {
    if (typeof text !== 'string' || text.length > MAX_SHORT_ANSWER_LENGTH || CONTROL_CHARACTER.test(text)) {
      return null;
    }
  }
  return { problemId, answer: answer as string[], seq };
}

/**
 * The answer-save request as the contract reads it, checked by hand for the hot path: a body that is exactly
 * what the contract accepts (no other fields, no control characters) comes back; anything else is null and
 * the route's schema and its messages take over.
 */
export function readSaveBody(input: unknown): SaveBody | null {
  if (!isRecord(input) || !onlyKeys(input, 2)) return null;
  const { recordId, answers } = input;
  if (typeof recordId !== 'string' || !ID.test(recordId)) return null;
  if (!Array.isArray(answers) || answers.length < 1 || answers.length > MAX_ANSWERS_PER_SAVE) return null;
  const out: IncomingAnswer[] = [];
  for (const a of answers) {
    const read = readAnswer(a);
    if (!read) return null;
    out.push(read);
  }
  return { recordId, answers: out };
}

/**
 * One answer per question: when a save carries the same question twice, the higher sequence number wins (as it
 * would across two saves), so the database upsert never meets the same row twice in one statement.
 */
export function latestPerProblem(answers: IncomingAnswer[]): IncomingAnswer[] {
  const latest = new Map<string, IncomingAnswer>();
  for (const a of answers) {
    const seen = latest.get(a.problemId);
    if (!seen || a.seq >= seen.seq) latest.set(a.problemId, a);
  }
  return [...latest.values()];
}

const choiceKeys = (p: AnswerableProblem): string[] =>
  p.problemType === ProblemType.trueFalse ? [TRUE_KEY, FALSE_KEY] : p.optionKeys;

/**
 * Checks one answer against its question and returns what is stored: choice keys for types 1–3 (single and
 * true/false exactly one; multiple distinct keys, none meaning cleared), one text per blank for fill-in, one
 * sanitised rich text for a short answer. A composite question is answered through its children.
 */
export function checkAnswer(problem: AnswerableProblem | undefined, answer: string[]): string[] {
  if (!problem) throw new BizError('exam.answer.unknownProblem');
  switch (problem.problemType) {
    case ProblemType.single:
    case ProblemType.trueFalse: {
      const [key] = answer;
      if (answer.length !== 1 || key === undefined || !choiceKeys(problem).includes(key)) {
        throw new BizError('exam.answer.oneKey');
      }
      return answer;
    }
    case ProblemType.multiple: {
      const keys = choiceKeys(problem);
      if (new Set(answer).size !== answer.length || answer.some((k) => !keys.includes(k))) {
        throw new BizError('exam.answer.keys');
      }
      // Stored in option order, so equal choices read equal whatever order they were clicked in.
      return keys.filter((k) => answer.includes(k));
    }
    case ProblemType.fillIn:
      if (answer.length !== problem.blankCount || answer.some((text) => text.length > MAX_FILL_IN_LENGTH)) {
        throw new BizError('exam.answer.blanks', {
          count: problem.blankCount,
          max: MAX_FILL_IN_LENGTH,
        });
      }
      return answer;
    case ProblemType.shortAnswer:
      if (answer.length !== 1) throw new BizError('exam.answer.text');
      return [sanitizeHtml(answer[0] ?? '')];
    default:
      throw new BizError('exam.answer.composite');
  }
}
