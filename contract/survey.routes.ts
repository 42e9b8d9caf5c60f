import type { Route } from './route';

/**
 * Surveys (the family's "investigate"): a company asks its members a few questions, each member answers once,
 * and those who answered see the results. Values the portal needs at run time live here, free of schemas (see
 * `route.ts`); `survey.ts` holds the shapes.
 */

/** Question types. */
export const QuestionType = {
  single: 1,
  /** With an optional least and most number of choices. */
  multiple: 2,
  /** Free text up to the question's own length limit. */
  text: 3,
  /** A score from 1 to the scale's top (5 or 10), with a label at each end. */
  rating: 4,
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/** The tops of the rating scales a question may use. */
export const RATING_SCALES = [5, 10] as const;
export type RatingScale = (typeof RATING_SCALES)[number];

/** Limits of a survey as the gateway stores it and of one submission. */
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 26;
/** A text question's own limit never exceeds this. */
export const MAX_TEXT_LENGTH = 2_000;
/** Option keys are 'A', 'B'… in the order shown. */
export const OPTION_KEY_PATTERN = /^[A-Z]$/;

/** How many text answers of a question the results show (the latest ones, or for anonymous surveys a sample). */
export const ANALYSIS_TEXT_LIMIT = 20;

/** The list filter: surveys not answered yet (open or closed), or those answered. */
export const AnsweredFilter = { unanswered: 0, answered: 1 } as const;
export type AnsweredFilter = (typeof AnsweredFilter)[keyof typeof AnsweredFilter];

const base = '/exam/auth/user/investigate';

export const surveyRoutes = {
  /**
   * The caller's surveys: open ones first by closing time, then closed ones never answered, then answered ones,
   * newest answer first. Surveys not started yet are not listed.
   */
  taskPage: { method: 'POST', path: `${base}/task/page` },
  /** How many surveys the caller has, answered and not. */
  taskCount: { method: 'POST', path: `${base}/task/count` },
  /** A survey with its questions, and the caller's answers once submitted. */
  view: { method: 'GET', path: `${base}/view` },
  /** Submits the caller's answers; only once per survey. */
  submit: { method: 'POST', path: `${base}/answer/submit` },
  /** The results, per question; only for members who have submitted their own answers. */
  analyze: { method: 'GET', path: `${base}/analyze` },
} as const satisfies Record<string, Route>;
