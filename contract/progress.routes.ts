import type { Route } from './route';

/**
 * Study progress of course nodes (the data service). Values the portal needs at run time live here, free of
 * schemas (see `route.ts`); `progress.ts` holds the shapes.
 */

/** How often the player reports while a learner studies (the family reports every few seconds). */
export const REPORT_INTERVAL_MS = 5_000;
/** No input for this long while nothing plays: the learner is idle; the clock stops and a hang-up is sent. */
export const IDLE_AFTER_MS = 5 * 60_000;

export const progressRoutes = {
  /**
   * Reports where the learner is in a node and how long they studied since the last report. The gateway keeps
   * the furthest point and the highest progress, so a late or repeated report never lowers anything.
   */
  logUpdate: { method: 'PUT', path: '/data/auth/resource/log/update' },
  /**
   * The same report sent with `navigator.sendBeacon` as the page goes away: a POST whose body carries the
   * token, since a beacon cannot set headers.
   */
  logBeacon: { method: 'POST', path: '/data/auth/resource/log/beacon' },
  /** The learner went idle in a node: the gateway notes the hang-up and counts no study time for it. */
  hangUp: { method: 'POST', path: '/data/auth/attendance/sign/record/course/hang/up' },
  /** The caller's course study in figures. */
  studyCollect: { method: 'POST', path: '/data/auth/user/course/study/collect' },
  /** Exports the caller's course progress as a spreadsheet; it appears in the download records. */
  progressExport: { method: 'POST', path: '/data/auth/course/user/progress/course/export' },
} as const satisfies Record<string, Route>;
