import type { Route } from './route';

/**
 * The caller's exams. Values the portal needs at run time live here, free of schemas (see `route.ts`);
 * `exam.ts` holds the shapes.
 */

/**
 * A learner's standing in one exam, numbered as the `ExamStatus` enumeration of the system service: 1 to be
 * taken, 2 passed, 3 failed, 4 awaiting marking, 5 absent (the window closed without an attempt), 6 can
 * resit (failed, with attempts left while the window is open). The gateway derives it from the exam's
 * window, the attempts and their scores at the time of the call; it is never stored.
 */
export const ExamStatus = {
  toBeTaken: 1,
  passed: 2,
  failed: 3,
  awaitingMarking: 4,
  absent: 5,
  canResit: 6,
} as const;
export type ExamStatus = (typeof ExamStatus)[keyof typeof ExamStatus];

/** The exam ranking shows the top ten unless asked for more. */
export const EXAM_RANK_SIZE = 10;

export const examRecordRoutes = {
  /** The caller's exams: those to be taken or resat first, then the rest, latest window first. */
  page: { method: 'POST', path: '/exam/auth/user/exam/task/record/page' },
  /** One of the caller's exam records with the exam's rules, for the exam's detail page. */
  view: { method: 'GET', path: '/exam/auth/user/exam/task/record/view' },
  /** The caller's summary over all their exams. */
  collect: { method: 'POST', path: '/exam/auth/user/exam/task/record/personage/collect' },
  /** How many members were assigned one exam, started it and handed it in. */
  takerCount: { method: 'GET', path: '/exam/auth/user/exam/task/record/current/user/count' },
  /** The company's members who take exams, by exams passed, then by average best score. */
  rank: { method: 'POST', path: '/exam/auth/user/exam/task/record/rank' },
  /** The top of one exam by best marked score, then shortest time, and the caller's own place. */
  examRank: { method: 'GET', path: '/exam/auth/user/exam/task/record/current/exam/rank' },
} as const satisfies Record<string, Route>;

export const examTaskRoutes = {
  /** The caller's exams with their rules, filtered by status (the tabs of "my exams"). */
  page: { method: 'POST', path: '/exam/auth/user/exam/task/page' },
  /** Writes the caller's exams (same filter) to a spreadsheet file in the download records. */
  export: { method: 'POST', path: '/exam/auth/user/exam/task/export' },
} as const satisfies Record<string, Route>;
