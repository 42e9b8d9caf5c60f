import type { Route } from './route';

/**
 * The caller's records in the account centre: credit hours earned, each with where it came from. Values the
 * portal needs at run time live here, free of schemas (see `route.ts`); `record.ts` holds the shapes.
 */

/**
 * Where credit hours came from. `carriedOver` is the balance a company brought from before Praxis (one
 * record per member), `granted` hours an administrator awarded by hand.
 */
export const CreditSource = {
  course: 1,
  studyTask: 2,
  exam: 3,
  offlineCourse: 4,
  project: 5,
  carriedOver: 8,
  granted: 9,
} as const;
export type CreditSource = (typeof CreditSource)[keyof typeof CreditSource];

export const creditRecordRoutes = {
  /** The caller's credit-hour records, newest first, each with the running total after it. */
  page: { method: 'POST', path: '/user/auth/user/credit/hour/record/page' },
  /** The caller's total (the header's `creditHour`), this year's hours and the number of records. */
  summary: { method: 'POST', path: '/user/auth/user/credit/hour/record/summary' },
} as const satisfies Record<string, Route>;
