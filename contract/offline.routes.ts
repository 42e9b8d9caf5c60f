import type { Route } from './route';

/**
 * Offline (classroom) courses and their attendance (decision 0058). A course has sessions (a day's class at a
 * time and place); its learners are those enrolled in it and those whose study task holds it as an offline
 * training. A session's lecturer shows a check-in (or check-out) code that changes every
 * `ATTENDANCE_ROTATE_SECONDS`; a code is accepted until one rotation after the next, so a photo of it is soon
 * useless. Values the portal needs at run time live here, free of schemas; `offline.ts` holds the shapes.
 */

/** A learner's attendance in one session: none yet, present, late, absent, on leave. */
export const AttendanceStatus = { none: 0, present: 1, late: 2, absent: 3, leave: 4 } as const;
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];

/** What a code records: arriving, or leaving. */
export const AttendanceKind = { checkIn: 1, checkOut: 2 } as const;
export type AttendanceKind = (typeof AttendanceKind)[keyof typeof AttendanceKind];

/** How an attendance was recorded: the learner scanned the session's code, or the lecturer marked it. */
export const AttendanceSource = { scan: 1, lecturer: 2 } as const;
export type AttendanceSource = (typeof AttendanceSource)[keyof typeof AttendanceSource];

/** Where a session stands by the clock: not begun, under way, over. */
export const SessionPhase = { upcoming: 1, live: 2, over: 3 } as const;
export type SessionPhase = (typeof SessionPhase)[keyof typeof SessionPhase];

/** A code is replaced every 15 s. */
export const ATTENDANCE_ROTATE_SECONDS = 15;
/** A code is accepted for this long after it was issued: its own 15 s and the next 15 s. */
export const ATTENDANCE_CODE_TTL_SECONDS = 30;
/** Check-in opens this long before a session begins; check-out stays open this long after it ends. */
export const ATTENDANCE_OPEN_EARLY_MINUTES = 30;
export const ATTENDANCE_CLOSE_LATE_MINUTES = 30;
export const OFFLINE_KEYWORD_MAX = 50;

/** The address a code opens on a phone: the course's page, which checks the signed-in learner in with it. */
export function checkInPath(courseId: string, code: string, locale: 'zh' | 'en'): string {
  const prefix = locale === 'en' ? '/en' : '';
  return `${prefix}/knowledge/offcourse/${courseId}?code=${encodeURIComponent(code)}`;
}

export const offlineRoutes = {
  /**
   * The company's enabled classroom courses for the catalogue: those with a session still to come first (soonest
   * first), then the rest (latest ended first), with the caller's enrolment.
   */
  page: { method: 'POST', path: '/course/auth/offline/course/page' },
  /** A course for the caller: sessions with the caller's attendance, enrolment, lecturer, and whether the caller teaches it. */
  view: { method: 'GET', path: '/course/auth/offline/course/view' },
  /** Enrols the caller in a course of their company open for enrolment; repeatable. */
  enrol: { method: 'PUT', path: '/course/auth/offline/course/enrol' },
  /** The courses the caller teaches (a session's or the course's lecturer), with sessions and attendance figures. */
  lecturerPage: { method: 'POST', path: '/course/auth/offline/course/lecturer/page' },
  /** How many courses the caller teaches, by where their sessions stand. */
  lecturerCount: { method: 'POST', path: '/course/auth/offline/course/lecturer/count' },
  /** The learners of a course the caller teaches, each with their attendance figures (spec "user progress page"). */
  userProgressPage: { method: 'POST', path: '/course/auth/offline/course/user/progress/page' },
  /** The current code of a session the caller teaches, with when it was issued and when the next replaces it. */
  code: { method: 'POST', path: '/course/auth/offline/attendance/code' },
  /** Records the caller's arrival or departure with a code they scanned. The same scan twice is one record. */
  scan: { method: 'POST', path: '/course/auth/offline/attendance/scan' },
  /** Every learner of a session the caller teaches with their attendance, and the figures. */
  sheet: { method: 'POST', path: '/course/auth/offline/attendance/sheet' },
  /** The lecturer marks a learner present, late, absent or on leave by hand. */
  mark: { method: 'PUT', path: '/course/auth/offline/attendance/mark' },
  /**
   * Files the attendance of a course the caller teaches (a row per learner and session, with their assessment)
   * as an export in the caller's download records (decision 0060).
   */
  attendanceExport: { method: 'POST', path: '/course/auth/offline/attendance/export' },
} as const satisfies Record<string, Route>;

/**
 * What a visitor may read on a site bound to one company: its public classroom courses, in the same shapes with
 * nothing personal (never enrolled, no attendance). Enrolling and checking in need signing in.
 */
export const publicOfflineRoutes = {
  page: { method: 'POST', path: '/course/api/offline/course/page' },
  view: { method: 'GET', path: '/course/api/offline/course/view' },
} as const satisfies Record<string, Route>;

/** The attendance of a study task's offline trainings (spec Study tasks "relation attendance"). */
export const taskAttendanceRoutes = {
  /** The caller's attendance in every session of the task's offline trainings, in time order. */
  page: { method: 'POST', path: '/course/auth/study/task/relation/attendance/page' },
  /** The caller's figures over those sessions. */
  count: { method: 'POST', path: '/course/auth/study/task/relation/attendance/count' },
  /** The current check-in code of one of those sessions, for its lecturer (as `code`). */
  qrcode: { method: 'POST', path: '/course/auth/study/task/relation/attendance/qrcode' },
} as const satisfies Record<string, Route>;
