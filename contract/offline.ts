import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { exportRecord } from './export';
import { ATTENDANCE_CODE_MAX } from './offline-limits';
import {
  AttendanceKind,
  AttendanceSource,
  AttendanceStatus,
  OFFLINE_KEYWORD_MAX,
  SessionPhase,
  offlineRoutes,
  publicOfflineRoutes,
  taskAttendanceRoutes,
} from './offline.routes';

export { AttendanceKind, AttendanceSource, AttendanceStatus, SessionPhase } from './offline.routes';

export const attendanceStatus = z.union([
  z.literal(AttendanceStatus.none),
  z.literal(AttendanceStatus.present),
  z.literal(AttendanceStatus.late),
  z.literal(AttendanceStatus.absent),
  z.literal(AttendanceStatus.leave),
]);
/** What a lecturer may mark by hand (not "none"). */
export const markedStatus = z.union([
  z.literal(AttendanceStatus.present),
  z.literal(AttendanceStatus.late),
  z.literal(AttendanceStatus.absent),
  z.literal(AttendanceStatus.leave),
]);
export const attendanceKind = z.union([
  z.literal(AttendanceKind.checkIn),
  z.literal(AttendanceKind.checkOut),
]);
export const attendanceSource = z.union([
  z.literal(0),
  z.literal(AttendanceSource.scan),
  z.literal(AttendanceSource.lecturer),
]);
export const sessionPhase = z.union([
  z.literal(SessionPhase.upcoming),
  z.literal(SessionPhase.live),
  z.literal(SessionPhase.over),
]);

/** Attendance figures over some sessions: how many sessions, and the learner's (or learners') records in them. */
export const attendanceFigures = z.object({
  sessions: count,
  present: count,
  late: count,
  absent: count,
  leave: count,
  /** Sessions not recorded yet (upcoming, or under way and not checked in). */
  none: count,
});
export type AttendanceFigures = z.infer<typeof attendanceFigures>;

/** One session of a course, with the caller's attendance in it (status 0 when none). */
export const offlineSession = z.object({
  sessionId: id,
  sessionName: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  place: z.string(),
  lecturerName: z.string(),
  phase: sessionPhase,
  status: attendanceStatus,
  checkInTime: dateTime.nullable(),
  checkOutTime: dateTime.nullable(),
  /** 1 when the caller teaches this session (and may show its code and sheet). */
  teaching: flag,
});
export type OfflineSession = z.infer<typeof offlineSession>;

export const offlineCourseView = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  /** Sanitised rich text. */
  introduce: z.string(),
  categoryName: z.string(),
  lecturerName: z.string(),
  lecturerId: id.nullable(),
  place: z.string(),
  creditHour: z.number().min(0),
  /** Minutes after a session begins within which a check-in is still on time. */
  lateGraceMinutes: count,
  /** 1: evaluations reach the lecturer without the learner's name. */
  anonymousEvaluation: flag,
  /** 1 when the caller is a learner of the course (enrolled, or through a study task). */
  enrolled: flag,
  /** 1 when the caller may still enrol themselves (not a learner yet, and the last session has not begun). */
  canEnrol: flag,
  /** 1 when the caller teaches the course or one of its sessions. */
  teaching: flag,
  learnerCount: count,
  sessions: z.array(offlineSession),
  /** The caller's own figures over the sessions. */
  mine: attendanceFigures,
});
export type OfflineCourseView = z.infer<typeof offlineCourseView>;

/** A course in the catalogue's list of classroom courses. */
export const offlineCourseCard = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  categoryName: z.string(),
  lecturerName: z.string(),
  place: z.string(),
  creditHour: z.number().min(0),
  sessionCount: count,
  learnerCount: count,
  firstStart: dateTime.nullable(),
  lastEnd: dateTime.nullable(),
  /** The session under way now, else the next to begin, else null (status: the caller's attendance in it). */
  nextSession: offlineSession.nullable(),
  /** As in the course's view: 0 for a visitor. */
  enrolled: flag,
  canEnrol: flag,
});
export type OfflineCourseCard = z.infer<typeof offlineCourseCard>;

export const offlineCataloguePageRequest = pageRequest.extend({
  keyword: z.string().trim().max(OFFLINE_KEYWORD_MAX).optional(),
  /** A category of the company's course categories; its subcategories' courses are included. */
  categoryId: id.optional(),
  /** Live: a session under way now; upcoming: a session still to begin; over: every session over. */
  phase: sessionPhase.optional(),
  /** 1: only the caller's own courses (enrolled, or through a study task); ignored for a visitor. */
  mine: flag.optional(),
});

/** A course the caller teaches, in their list. */
export const lecturerOfflineCourse = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  place: z.string(),
  sessionCount: count,
  learnerCount: count,
  firstStart: dateTime.nullable(),
  lastEnd: dateTime.nullable(),
  /** The session under way now, else the next to begin, else null. */
  nextSession: offlineSession.nullable(),
  /** Present or late over every recorded session, as a whole percentage of the places (learners × past sessions). */
  attendanceRate: z.number().int().min(0).max(100),
});
export type LecturerOfflineCourse = z.infer<typeof lecturerOfflineCourse>;

export const lecturerOfflinePageRequest = pageRequest.extend({
  keyword: z.string().trim().max(OFFLINE_KEYWORD_MAX).optional(),
  /** Only courses with a session in this phase (live: one under way now). */
  phase: sessionPhase.optional(),
});

export const lecturerOfflineCount = z.object({
  total: count,
  upcoming: count,
  live: count,
  over: count,
});

/** A learner of a course with their figures over its sessions. */
export const offlineLearnerProgress = z.object({
  userId: id,
  userName: z.string(),
  empNo: z.string(),
  department: z.string(),
  figures: attendanceFigures,
});

export const byCourse = z.object({ courseId: id });
export const bySession = z.object({ sessionId: id });

export const attendanceCodeRequest = bySession.extend({
  kind: attendanceKind.default(AttendanceKind.checkIn),
});

/**
 * A session's current code. `issuedAt` and `refreshAt` are epoch milliseconds of the server's clock, with the
 * server's `now`, so a screen with a wrong clock still rotates in step.
 */
export const attendanceCode = z.object({
  sessionId: id,
  courseId: id,
  kind: attendanceKind,
  code: z.string(),
  issuedAt: z.number().int(),
  refreshAt: z.number().int(),
  expiresAt: z.number().int(),
  now: z.number().int(),
  /** 1 while the code is accepted by the clock (check-in from 30 min before the start to the end; check-out to 30 min after). */
  open: flag,
});
export type AttendanceCode = z.infer<typeof attendanceCode>;

export const attendanceScanRequest = z.object({
  code: z.string().trim().min(1).max(ATTENDANCE_CODE_MAX),
});

/** What a scan recorded (or had already recorded: `repeated` 1). */
export const attendanceScanResult = z.object({
  courseId: id,
  courseName: z.string(),
  sessionId: id,
  sessionName: z.string(),
  kind: attendanceKind,
  status: attendanceStatus,
  checkInTime: dateTime.nullable(),
  checkOutTime: dateTime.nullable(),
  /** When the scanned code was issued (kept with the record for audit). */
  codeIssuedAt: dateTime,
  repeated: flag,
});
export type AttendanceScanResult = z.infer<typeof attendanceScanResult>;

/** One learner's row of a session's attendance sheet. */
export const attendanceSheetRow = z.object({
  userId: id,
  userName: z.string(),
  empNo: z.string(),
  department: z.string(),
  status: attendanceStatus,
  source: attendanceSource,
  checkInTime: dateTime.nullable(),
  checkOutTime: dateTime.nullable(),
  codeIssuedAt: dateTime.nullable(),
});
export type AttendanceSheetRow = z.infer<typeof attendanceSheetRow>;

export const attendanceSheet = z.object({
  session: offlineSession,
  courseId: id,
  courseName: z.string(),
  lateGraceMinutes: count,
  rows: z.array(attendanceSheetRow),
  figures: attendanceFigures,
  /** The server's time of this reading, epoch ms. */
  now: z.number().int(),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

export const attendanceMarkRequest = bySession.extend({ userId: id, status: markedStatus });

/** One session of a study task's offline trainings, with the caller's attendance. */
export const taskAttendanceRow = offlineSession.extend({
  contentId: id,
  courseId: id,
  courseName: z.string(),
});
export type TaskAttendanceRow = z.infer<typeof taskAttendanceRow>;

const byTask = z.object({ taskId: id });

export const offlineApi = {
  page: endpoint({
    ...offlineRoutes.page,
    request: offlineCataloguePageRequest,
    response: pageOf(offlineCourseCard),
  }),
  view: endpoint({ ...offlineRoutes.view, request: byCourse, response: offlineCourseView }),
  enrol: endpoint({
    ...offlineRoutes.enrol,
    request: byCourse,
    response: byCourse.extend({ enrolled: flag }),
  }),
  lecturerPage: endpoint({
    ...offlineRoutes.lecturerPage,
    request: lecturerOfflinePageRequest,
    response: pageOf(lecturerOfflineCourse),
  }),
  lecturerCount: endpoint({
    ...offlineRoutes.lecturerCount,
    request: z.object({}),
    response: lecturerOfflineCount,
  }),
  userProgressPage: endpoint({
    ...offlineRoutes.userProgressPage,
    request: pageRequest.extend({ courseId: id }),
    response: pageOf(offlineLearnerProgress),
  }),
  code: endpoint({ ...offlineRoutes.code, request: attendanceCodeRequest, response: attendanceCode }),
  scan: endpoint({ ...offlineRoutes.scan, request: attendanceScanRequest, response: attendanceScanResult }),
  sheet: endpoint({ ...offlineRoutes.sheet, request: bySession, response: attendanceSheet }),
  mark: endpoint({ ...offlineRoutes.mark, request: attendanceMarkRequest, response: attendanceSheetRow }),
  /** Answers the export record: ready when the file was quick to make, else generating. */
  attendanceExport: endpoint({
    ...offlineRoutes.attendanceExport,
    request: byCourse,
    response: exportRecord,
  }),
} as const;

/** The visitor's calls (a site bound to one company): its public courses, nothing personal. */
export const publicOfflineApi = {
  page: endpoint({
    ...publicOfflineRoutes.page,
    request: offlineCataloguePageRequest.omit({ mine: true }),
    response: pageOf(offlineCourseCard),
  }),
  view: endpoint({ ...publicOfflineRoutes.view, request: byCourse, response: offlineCourseView }),
} as const;

export const taskAttendanceApi = {
  page: endpoint({
    ...taskAttendanceRoutes.page,
    request: pageRequest.extend({ taskId: id }),
    response: pageOf(taskAttendanceRow),
  }),
  count: endpoint({ ...taskAttendanceRoutes.count, request: byTask, response: attendanceFigures }),
  qrcode: endpoint({
    ...taskAttendanceRoutes.qrcode,
    request: byTask.extend({ sessionId: id }),
    response: attendanceCode,
  }),
} as const;
