import type { Route } from './route';

/**
 * The caller's study tasks and course progress. Values the portal needs at run time live here, free of
 * schemas (see `route.ts`); `study.ts` holds the shapes.
 */

/**
 * Learning status of a study task or course, numbered as the `LearningStatus` enumeration of the system
 * service (enum/list), so the portal can label it from there: 1 not started, 2 learning, 3 learned.
 */
export const StudyStatus = { notStarted: 1, learning: 2, learned: 3 } as const;
export type StudyStatus = (typeof StudyStatus)[keyof typeof StudyStatus];

export const studyTaskRoutes = {
  /** The caller's published tasks: learning first (latest study first), then not started, then learned. */
  page: { method: 'POST', path: '/course/auth/study/task/page' },
  /** How many of the caller's tasks are in each status and in each tab of the list, and how many are collected. */
  count: { method: 'POST', path: '/course/auth/study/task/count' },
} as const satisfies Record<string, Route>;

export const courseProgressRoutes = {
  /** The caller's courses with progress, ordered like the task page. */
  page: { method: 'POST', path: '/data/auth/course/user/progress/course/page' },
} as const satisfies Record<string, Route>;
