import type { Route } from './route';

/**
 * What follows a classroom course's sessions (decision 0060): its attachments, the lecturer's assessment of
 * each learner (score, comment, files), and the learners' evaluation of the course and its lecturer on the
 * course's form. Values the portal needs at run time live here, free of schemas; `offline-review.ts` holds the
 * shapes.
 */

/** A learner's assessment: not given yet, passed (score at or above the course's pass score), not passed. */
export const AssessResult = { pending: 0, passed: 1, failed: 2 } as const;
export type AssessResult = (typeof AssessResult)[keyof typeof AssessResult];

/** What a question of an evaluation form asks about. */
export const EvaluationTarget = { course: 1, lecturer: 2 } as const;
export type EvaluationTarget = (typeof EvaluationTarget)[keyof typeof EvaluationTarget];

/** How a question is answered: a rating from 1 to `EVALUATION_SCALE`, or words. */
export const QuestionKind = { rating: 1, text: 2 } as const;
export type QuestionKind = (typeof QuestionKind)[keyof typeof QuestionKind];

/**
 * Where a learner's evaluation of a course stands: not open yet (no session has begun), to do, done, expired
 * (the deadline passed without one).
 */
export const EvaluationState = { notOpen: 0, todo: 1, done: 2, expired: 3 } as const;
export type EvaluationState = (typeof EvaluationState)[keyof typeof EvaluationState];

/** Ratings run from 1 to 5. */
export const EVALUATION_SCALE = 5;
/** An evaluation stays open this many days after the course's last session ends, unless the course sets a deadline. */
export const EVALUATION_OPEN_DAYS = 7;
export const ASSESS_SCORE_MAX = 100;
export const ASSESS_COMMENT_MAX = 1000;
export const EVALUATION_TEXT_MAX = 500;
/** Files an assessment, or a course, may carry. */
export const ASSESS_FILES_MAX = 5;
export const COURSE_ATTACHMENTS_MAX = 20;

export const offlineReviewRoutes = {
  /** The course's attachments (spec "content attachment list"): anyone of the company who may see the course. */
  attachmentList: { method: 'POST', path: '/course/auth/offline/content/attachment/list' },
  /** The course's lecturer sets its attachments from files they uploaded (spec "attachment save"). */
  attachmentSave: { method: 'PUT', path: '/course/auth/offline/attachment/save' },
  /** A short-lived address of a course attachment, or of a file of an assessment the caller may read. */
  attachmentLink: { method: 'POST', path: '/course/auth/offline/attachment/link' },
  /** The learners of a course the caller teaches with their attendance and assessment (spec "assess user list"). */
  assessUserList: { method: 'POST', path: '/course/auth/offline/assess/user/list' },
  /** The lecturer gives or changes a learner's assessment (spec "assess save"). */
  assessSave: { method: 'PUT', path: '/course/auth/offline/assess/save' },
  /** One assessment: the caller's own, or a learner's for the course's lecturer (spec "assess detail view"). */
  assessView: { method: 'POST', path: '/course/auth/offline/assess/view' },

  /** The caller's evaluation of a course: the form, where it stands, and the answers once given. */
  evaluationView: { method: 'POST', path: '/course/auth/offline/evaluation/view' },
  /** The caller submits their evaluation of a course, once (spec "evaluation save"). */
  evaluationSave: { method: 'PUT', path: '/course/auth/offline/evaluation/save' },
  /** The evaluations a course the caller teaches received, newest first; nameless when the course says so. */
  evaluationUserList: { method: 'POST', path: '/course/auth/offline/evaluation/user/list' },
  /** One evaluation a course the caller teaches received (spec "evaluation detail view"). */
  evaluationDetail: { method: 'POST', path: '/course/auth/offline/evaluation/detail' },
  /** How many of a taught course's learners evaluated it and how many have not (spec "evaluate count"). */
  evaluateCount: { method: 'POST', path: '/course/auth/offline/evaluate/count' },
  /** A taught course's results: per question the average and the spread of ratings (spec "evaluation course page"). */
  evaluationCourse: { method: 'POST', path: '/course/auth/offline/evaluation/course/page' },
  /**
   * The caller's results as a lecturer over all they teach: per course, per question, by month, and the latest
   * comments (spec "evaluation lecturer page").
   */
  evaluationLecturer: { method: 'POST', path: '/course/auth/offline/evaluation/lecturer/page' },
} as const satisfies Record<string, Route>;

/** The evaluations assigned to the caller: one per offline course they learn once it has begun (spec Evaluation tasks). */
export const evaluationTaskRoutes = {
  page: { method: 'POST', path: '/course/auth/evaluation/task/page' },
  /** How many are to do, done and expired. */
  count: { method: 'POST', path: '/course/auth/evaluation/task/status/count' },
} as const satisfies Record<string, Route>;
