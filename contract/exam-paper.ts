import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, pageOf, pageRequest } from './envelope';
import {
  examPaperRoutes,
  MAX_ANSWERS_PER_SAVE,
  MAX_BLANKS,
  MAX_SHORT_ANSWER_LENGTH,
} from './exam-paper.routes';

export const problemType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export const attemptState = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const finishReason = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const attemptEventType = z.enum([
  'switch',
  'warning',
  'offline',
  'online',
  'clockHidden',
  'clockShown',
]);

/**
 * Milliseconds since the epoch: the clock fields need more precision than `dateTime` strings carry. Capped at
 * the latest time a JavaScript date holds, so any accepted value is a real date.
 */
const epochMs = z.number().int().nonnegative().max(8_640_000_000_000_000);

/**
 * The clock of an attempt, on every answer about it. The browser keeps `serverNow − its own now` as the
 * offset and counts down to `deadlineAt`; it never decrements a counter of its own.
 */
export const attemptClock = z.object({
  serverNow: epochMs,
  /** When answering ends: the start plus the duration, or the close of the exam window if that is sooner. */
  deadlineAt: epochMs,
});
export type AttemptClock = z.infer<typeof attemptClock>;

export const problemOption = z.object({
  /** 'A', 'B'… for choices; 'T' / 'F' for true/false (the portal labels those). */
  optionKey: z.string(),
  /** Sanitised rich text; empty for true/false. */
  content: z.string(),
});

/** A question as the taker sees it: no correct answers in it. */
export interface Problem {
  id: string;
  problemType: 1 | 2 | 3 | 4 | 5 | 6;
  /** Sanitised rich text; for a composite question, the material. */
  problemContent: string;
  /** Points; for a composite question the sum of its children. */
  score: number;
  options: { optionKey: string; content: string }[];
  /** Blanks of a fill-in question (0 otherwise). */
  blankCount: number;
  /** Child questions of a composite question, types 1–5. */
  children: Problem[];
}
export const problem: z.ZodType<Problem> = z.lazy(() =>
  z.object({
    id,
    problemType,
    problemContent: z.string(),
    score: z.number(),
    options: z.array(problemOption),
    blankCount: z.number().int().min(0),
    children: z.array(problem),
  }),
);

/** A section of the paper ("一、单选题"), numbered across sections by the portal. */
export const paperSection = z.object({
  id,
  title: z.string(),
  problemList: z.array(problem),
});
export const paper = z.object({ titleList: z.array(paperSection) });
export type Paper = z.infer<typeof paper>;

/**
 * One answer: choice keys for types 1–3 (one key for single and true/false), one text per blank for fill-in,
 * one rich text for a short answer. Composite questions are answered through their children.
 */
export const answerValue = z.array(z.string().max(MAX_SHORT_ANSWER_LENGTH)).max(MAX_BLANKS);
export const savedAnswer = z.object({
  problemId: id,
  answer: answerValue,
  /** The sequence number of the save that wrote it. */
  seq: z.number().int().min(1),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const attemptRecord = z.object({
  id,
  examId: id,
  examName: z.string(),
  state: attemptState,
  startTime: dateTime,
  /** Null while answering. */
  finishTime: dateTime.nullable(),
  finishReason: finishReason.nullable(),
  /** Switches counted so far, and the limit (0: switches are not limited or watched). */
  switchCount: z.number().int().min(0),
  switchLimit: z.number().int().min(0),
  /** The highest sequence number the gateway has seen for this attempt (saves and events). */
  lastSeq: z.number().int().min(0),
  totalScore: z.number(),
  passScore: z.number(),
});
export type AttemptRecord = z.infer<typeof attemptRecord>;

/** An attempt in progress as the taker needs it to answer, or to resume after a reload. */
export const attemptView = attemptClock.extend({
  record: attemptRecord,
  paper,
  answers: z.array(savedAnswer),
});
export type AttemptView = z.infer<typeof attemptView>;

/** A question of the result: the taker's answer, the correct one and the explanation when shown. */
export interface ResultProblem extends Problem {
  answer: string[];
  /** Null while the exam hides answers, or for a short answer (marked by a person). */
  correctAnswer: string[] | null;
  analysis: string | null;
  /** Points earned; null while a short answer waits for marking. */
  earned: number | null;
  /** The marker's comment on a short answer. */
  comment: string | null;
  children: ResultProblem[];
}
export const resultProblem: z.ZodType<ResultProblem> = z.lazy(() =>
  z.object({
    id,
    problemType,
    problemContent: z.string(),
    score: z.number(),
    options: z.array(problemOption),
    blankCount: z.number().int().min(0),
    answer: z.array(z.string()),
    correctAnswer: z.array(z.string()).nullable(),
    analysis: z.string().nullable(),
    earned: z.number().nullable(),
    comment: z.string().nullable(),
    children: z.array(resultProblem),
  }),
);

export const attemptResult = z.object({
  record: attemptRecord,
  /** Points from automatic marking, from a person (null while waiting), and their sum (null while waiting). */
  autoScore: z.number(),
  manualScore: z.number().nullable(),
  score: z.number().nullable(),
  /** 1 passed, 0 failed; null while waiting for marking. */
  passed: flag.nullable(),
  /** Attempts the caller may still start at this exam now. */
  attemptsLeft: z.number().int().min(0),
  /**
   * While this paper awaits marking (and `attemptsLeft` is 0 for that reason): the attempts that open should it
   * be marked a fail, 0 when none would. Absent once it is marked, and from gateways that do not tell.
   */
  attemptsIfFailed: z.number().int().min(0).optional(),
  /** 1 when the exam shows answers and explanations after hand-in. */
  showAnswer: flag,
  /** The paper with answers; an empty list when the exam hides them. */
  titleList: z.array(z.object({ id, title: z.string(), problemList: z.array(resultProblem) })),
});
export type AttemptResult = z.infer<typeof attemptResult>;

/** A handed-in attempt in the marking queue. */
export const markingItem = z.object({
  id,
  examId: id,
  examName: z.string(),
  userName: z.string(),
  empNo: z.string(),
  finishTime: dateTime,
  /** Short answers with text still without points. */
  toMark: z.number().int().min(0),
});
export type MarkingItem = z.infer<typeof markingItem>;

/** A short-answer question of an attempt, as the marker scores it. */
export const markingQuestion = z.object({
  id,
  /** Sanitised rich text. */
  problemContent: z.string(),
  /** The material of the composite question it belongs to (sanitised), null for a question of its own. */
  material: z.string().nullable(),
  /** The reference answer (the question's explanation, sanitised); null when the paper has none. */
  reference: z.string().nullable(),
  /** The learner's answer, sanitised rich text; empty when left blank. */
  answer: z.string(),
  /** The points available. */
  score: z.number(),
  /** Points already given (0 for a blank answer), null while waiting. */
  earned: z.number().nullable(),
  comment: z.string().nullable(),
});
export type MarkingQuestion = z.infer<typeof markingQuestion>;

export const markingView = z.object({
  record: attemptRecord,
  userName: z.string(),
  empNo: z.string(),
  /** Points from the automatically marked questions. */
  autoScore: z.number(),
  questions: z.array(markingQuestion),
});
export type MarkingView = z.infer<typeof markingView>;

const answerInput = z.object({
  problemId: id,
  answer: answerValue,
  seq: z.number().int().min(1),
});

export const examPaperApi = {
  start: endpoint({
    ...examPaperRoutes.start,
    request: z.object({ examId: id }),
    response: attemptView,
  }),
  saveAnswers: endpoint({
    ...examPaperRoutes.saveAnswers,
    request: z.object({
      recordId: id,
      answers: z.array(answerInput).min(1).max(MAX_ANSWERS_PER_SAVE),
    }),
    response: attemptClock.extend({
      /** The highest sequence number now stored for the attempt. */
      lastSeq: z.number().int().min(0),
    }),
  }),
  saveEvent: endpoint({
    ...examPaperRoutes.saveEvent,
    request: z.object({
      recordId: id,
      type: attemptEventType,
      /** Same counter as answer saves: a retried report is not counted twice. */
      seq: z.number().int().min(1),
      /** When it happened in the browser (events reported after going back online are late). */
      clientTime: epochMs,
    }),
    response: attemptClock.extend({
      switchCount: z.number().int().min(0),
      switchLimit: z.number().int().min(0),
      /** The attempt's state after the event: a switch beyond the limit hands the paper in. */
      state: attemptState,
    }),
  }),
  finish: endpoint({
    ...examPaperRoutes.finish,
    request: z.object({
      recordId: id,
      /** Why the browser hands in: 1 the learner, 2 time up, 3 switch limit. */
      reason: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    }),
    response: attemptResult,
  }),
  view: endpoint({
    ...examPaperRoutes.view,
    request: z.object({ id }),
    response: attemptView,
  }),
  finishView: endpoint({
    ...examPaperRoutes.finishView,
    request: z.object({ id }),
    response: attemptResult,
  }),
  page: endpoint({
    ...examPaperRoutes.page,
    request: pageRequest.extend({ examId: id.optional() }),
    response: pageOf(
      attemptRecord.extend({
        /** Null until marked. */
        score: z.number().nullable(),
      }),
    ),
  }),
  current: endpoint({
    ...examPaperRoutes.current,
    request: z.object({ examId: id }),
    response: z.object({ recordId: id.nullable() }),
  }),
  mark: endpoint({
    ...examPaperRoutes.mark,
    request: z.object({
      recordId: id,
      marks: z
        .array(
          z.object({
            problemId: id,
            score: z.number().min(0),
            comment: z.string().max(2_000).optional(),
          }),
        )
        .min(1)
        .max(MAX_ANSWERS_PER_SAVE),
    }),
    response: attemptResult,
  }),
  markPage: endpoint({
    ...examPaperRoutes.markPage,
    request: pageRequest,
    response: pageOf(markingItem),
  }),
  markView: endpoint({
    ...examPaperRoutes.markView,
    request: z.object({ id }),
    response: markingView,
  }),
};
