import type { Route } from './route';

/**
 * Message notices and announcements. Values the portal needs at run time live here, free of schemas (see
 * `route.ts`); `notice.ts` holds the shapes.
 */

/** Read flag of messages and announcements (1 read, 0 unread). */
export const ReadFlag = { unread: 0, read: 1 } as const;

/** Kinds of message notice: 1 system, 2 study, 3 exam, 4 activity. */
export const MsgType = { system: 1, study: 2, exam: 3, activity: 4 } as const;

/** Comment and reply text: at most this many characters after trimming. */
export const COMMENT_MAX_LENGTH = 500;

export const msgNoticeRoutes = {
  page: { method: 'POST', path: '/user/auth/user/msg/notice/page' },
  /** The header badge: unread messages and unread announcements. */
  count: { method: 'POST', path: '/user/auth/user/msg/notice/count' },
  batchRead: { method: 'PUT', path: '/user/auth/user/msg/notice/batch/read' },
  batchDelete: { method: 'DELETE', path: '/user/auth/user/msg/notice/batch/delete' },
  collectCount: { method: 'POST', path: '/user/auth/user/msg/notice/collect/count' },
} as const satisfies Record<string, Route>;

export const announcementRoutes = {
  recordPage: { method: 'POST', path: '/user/auth/announcement/record/page' },
  readCount: { method: 'POST', path: '/user/auth/announcement/record/read/count' },
  batchRead: { method: 'PUT', path: '/user/auth/announcement/record/batch/read' },
  /** Hides the announcements for the caller only. */
  batchDelete: { method: 'DELETE', path: '/user/auth/announcement/record/batch/delete' },
  /** Marks it read. */
  view: { method: 'GET', path: '/user/auth/announcement/view' },
  /** A public announcement for visitors of the site (no token). */
  publicView: { method: 'GET', path: '/user/api/announcement/public/view' },
  /** Toggles the caller's like. */
  admire: { method: 'PUT', path: '/user/auth/announcement/admire' },
  /** Top-level comments, newest first, each with its replies. */
  commentPage: { method: 'POST', path: '/user/auth/announcement/comment/page' },
  commentSave: { method: 'POST', path: '/user/auth/announcement/comment/save' },
  /** A reply to a comment; `replyId` when answering another reply under it. */
  replySave: { method: 'POST', path: '/user/auth/announcement/comment/reply/save' },
  /** Only the caller's own replies. */
  replyDelete: { method: 'DELETE', path: '/user/auth/announcement/comment/reply/delete' },
} as const satisfies Record<string, Route>;
