import type { Route } from './route';

/**
 * Search across the portal's sections. Free of schemas (see `route.ts`); `search.ts` holds the shapes and
 * `search-type.ts` the section numbers.
 */

export const searchRoutes = {
  /** Results of one section, or of every section for type 1, newest first. */
  page: { method: 'POST', path: '/system/auth/search/page' },
  /** How many results each section has for the keyword (every section, zero included). */
  count: { method: 'POST', path: '/system/auth/search/count' },
} as const satisfies Record<string, Route>;
