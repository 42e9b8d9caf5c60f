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

export const examRecordRoutes = {
  /** The caller's exams: those to be taken or resat first, then the rest, latest window first. */
  page: { method: 'POST', path: '/exam/auth/user/exam/task/record/page' },
} as const satisfies Record<string, Route>;
