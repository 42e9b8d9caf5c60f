import type { Route } from './route';

/**
 * Live sessions and their replays. Values the portal needs at run time live here, free of schemas (see
 * `route.ts`); `live.ts` holds the shapes.
 */

/** Where a live session is (the family's numbering). */
export const LiveStatus = { notStarted: 1, live: 2, replayPending: 3, finished: 4 } as const;
export type LiveStatus = (typeof LiveStatus)[keyof typeof LiveStatus];

export const liveRoutes = {
  /** The company's live sessions: live now first, then coming ones, then past ones. */
  page: { method: 'POST', path: '/course/auth/live/page' },
  /** A live session's page: details, status, and the caller's replay position. Counts the caller in. */
  watch: { method: 'POST', path: '/course/auth/live/watch' },
  /** The stream address of a room that is live (HLS). */
  roomWatchUrl: { method: 'GET', path: '/course/api/live/room/watch/url' },
  /** The replay of a finished session. */
  playbackWatch: { method: 'POST', path: '/course/auth/live/playback/watch' },
  /** The caller leaves: how long they watched, and where a replay stopped. */
  leave: { method: 'POST', path: '/course/auth/live/leave' },
} as const satisfies Record<string, Route>;
