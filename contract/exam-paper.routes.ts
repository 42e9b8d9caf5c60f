import type { Route } from './route';

/**
 * Taking an exam: one attempt is a paper record. Values the portal needs at run time live here, free of
 * schemas (see `route.ts`); `exam-paper.ts` holds the shapes.
 */

/** Question types of the exam module. Composite questions carry a material and child questions of types 1–5. */
export const ProblemType = {
  single: 1,
  multiple: 2,
  trueFalse: 3,
  fillIn: 4,
  shortAnswer: 5,
  composite: 6,
} as const;
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];

/** The two option keys of a true/false question; the portal labels them in the reader's language. */
export const TRUE_KEY = 'T';
export const FALSE_KEY = 'F';

/** Where an attempt stands. Handed-in attempts never go back to answering. */
export const AttemptState = {
  answering: 1,
  /** Handed in; short answers wait for a person. */
  awaitingMarking: 2,
  marked: 3,
} as const;
export type AttemptState = (typeof AttemptState)[keyof typeof AttemptState];

/** Why an attempt was handed in. */
export const FinishReason = {
  /** The learner handed in. */
  learner: 1,
  /** The time ran out in the learner's browser. */
  timeUp: 2,
  /** The screen-switch limit was exceeded. */
  switchLimit: 3,
  /** The browser was gone at the deadline; the gateway finished the attempt with what was saved. */
  closedByServer: 4,
} as const;
export type FinishReason = (typeof FinishReason)[keyof typeof FinishReason];

/** Events the browser reports for the proctor's log; `switch` also counts against the limit. */
export const AttemptEventType = {
  switchAway: 'switch',
  warningShown: 'warning',
  offline: 'offline',
  online: 'online',
  clockHidden: 'clockHidden',
  clockShown: 'clockShown',
} as const;
export type AttemptEventType = (typeof AttemptEventType)[keyof typeof AttemptEventType];

/** Saves that reach the gateway up to this long after the deadline still count (in-flight at the deadline). */
export const SAVE_GRACE_MS = 5_000;
/** Limits of one answer save call and of one answer. */
export const MAX_ANSWERS_PER_SAVE = 200;
export const MAX_BLANKS = 20;
export const MAX_FILL_IN_LENGTH = 500;
export const MAX_SHORT_ANSWER_LENGTH = 20_000;

const base = '/exam/auth/user/exam/paper/record';

export const examPaperRoutes = {
  /** Starts an attempt, or returns the unfinished one with its saved answers ("continue"). */
  start: { method: 'POST', path: `${base}/start/exam` },
  /** Saves answers by sequence number: a save never overwrites a newer answer, and retries are harmless. */
  saveAnswers: { method: 'POST', path: `${base}/answer/save` },
  /** Reports an event (a screen switch, going offline…); a switch beyond the limit hands the paper in. */
  saveEvent: { method: 'POST', path: `${base}/event/save` },
  /** Hands in; handing in a finished attempt again answers its result. */
  finish: { method: 'POST', path: `${base}/finish/exam` },
  /** The attempt with its paper and saved answers, and the clock. */
  view: { method: 'GET', path: `${base}/view` },
  /** The result of a handed-in attempt, with answers and explanations when the exam shows them. */
  finishView: { method: 'GET', path: `${base}/finish/examview` },
  /** The caller's attempts, newest first (of one exam when `examId` is given). */
  page: { method: 'POST', path: `${base}/page` },
  /** The caller's unfinished attempt at an exam, if any. */
  current: { method: 'GET', path: `${base}/getPaperRecord` },
  /** Marks the short answers of an attempt (back office; tests and demo data use it). */
  mark: { method: 'POST', path: '/exam/admin/exam/paper/record/mark' },
  /** Handed-in attempts of the company waiting for a marker, oldest hand-in first (back office). */
  markPage: { method: 'POST', path: '/exam/admin/exam/paper/record/mark/page' },
  /** One attempt's short answers as a marker needs them: question, reference answer, answer, points. */
  markView: { method: 'GET', path: '/exam/admin/exam/paper/record/mark/view' },
} as const satisfies Record<string, Route>;
