import type { Route } from './route';

/**
 * Lecturers of a company (the user service). Values the portal needs at run time live here, free of schemas
 * (see `route.ts`); `lecturer.ts` holds the shapes. A lecturer's courses come from the course catalogue
 * filtered by `lecturerId`; a signed-in lecturer's own courses from the course service's lecturer page.
 */
export const lecturerRoutes = {
  /** Enabled lecturers, in the company's order. */
  infoPage: { method: 'POST', path: '/user/auth/lecturer/info/page' },
  /** Lecturers whose name or title matches a keyword. */
  queryPage: { method: 'POST', path: '/user/auth/lecturer/query/page' },
  /** Lecturers ranked by how many members have studied their courses. */
  rank: { method: 'POST', path: '/user/auth/lecturer/rank' },
  /** One lecturer with figures and rank. */
  detailView: { method: 'GET', path: '/user/auth/lecturer/detail/view' },
} as const satisfies Record<string, Route>;
