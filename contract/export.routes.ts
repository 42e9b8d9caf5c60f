import type { Route } from './route';

/**
 * The caller's export records (the header's download list). Values the portal needs at run time live here,
 * free of schemas (see `route.ts`); `export.ts` holds the shapes.
 */

/** 1 generating, 2 ready (downloadable), 3 failed. */
export const ExportStatus = { generating: 1, ready: 2, failed: 3 } as const;

/** The download list shows 20 unless asked otherwise. */
export const EXPORT_PAGE_SIZE = 20;

export const exportRoutes = {
  page: { method: 'POST', path: '/system/auth/export/record/page' },
  delete: { method: 'DELETE', path: '/system/auth/export/record/delete' },
  /** Every record of the caller. */
  deleteAll: { method: 'DELETE', path: '/system/auth/export/record/delete/all' },
  /** Only for a ready record: an address that serves the file without a token header. */
  downloadUrl: { method: 'GET', path: '/system/auth/export/record/download/url' },
} as const satisfies Record<string, Route>;
