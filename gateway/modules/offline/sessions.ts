import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AttendanceStatus,
  SessionPhase,
  type AttendanceFigures,
  type OfflineSession,
} from '../../../contract/offline';
import type { Db } from '../../db/client';
import { lecturer } from '../../db/schema-course';
import { offlineAttendance, offlineCourse, offlineSession } from '../../db/schema-offline';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import type { OfflineReader } from './reader';
import { teachesSession } from './teaching';

/*
 * Sessions as the caller sees them: in time order, with the caller's own attendance, where each stands by the
 * clock and whether the caller teaches it. The course, the lecturer's page, the attendance sheet and a task's
 * trainings all read them here.
 */

/** A time for raw SQL (both drivers take ISO text; Date objects they serialise differently). */
export const at = (date: Date): SQL => sql`cast(${date.toISOString()} as timestamptz)`;

const sessionLecturer = alias(lecturer, 'session_lecturer');
const courseLecturer = alias(lecturer, 'course_lecturer');

/** Joins a session to its course, when the course is an enabled one of the caller's company. */
export function enabledCourseOf(scope: Pick<MemberScope, 'enterpriseId'>): SQL {
  return and(
    eq(offlineCourse.tenantId, offlineSession.tenantId),
    eq(offlineCourse.id, offlineSession.courseId),
    eq(offlineCourse.enterpriseId, scope.enterpriseId),
    eq(offlineCourse.statusId, 1),
  ) as SQL;
}

/**
 * Sessions of the caller's company's enabled courses picked by `where`, in time order, with the caller's
 * attendance and whether the caller teaches each. A visitor (no user) has no attendance: none is read.
 */
export function sessionsWithAttendance(
  db: Db,
  scope: OfflineReader,
  lecturerIds: string[],
  where: SQL,
): Promise<SessionRow[]> {
  return db
    .select({
      sessionId: offlineSession.id,
      courseId: offlineSession.courseId,
      courseName: offlineCourse.courseName,
      sessionName: offlineSession.sessionName,
      startTime: offlineSession.startTime,
      endTime: offlineSession.endTime,
      place: sql<string>`coalesce(nullif(${offlineSession.place}, ''), ${offlineCourse.place})`,
      lecturerName: sql<string>`coalesce(${sessionLecturer.lecturerName}, ${courseLecturer.lecturerName}, '')`,
      status: offlineAttendance.status,
      checkInTime: offlineAttendance.checkInTime,
      checkOutTime: offlineAttendance.checkOutTime,
      teaching: sql<boolean>`${teachesSession(lecturerIds)}`,
    })
    .from(offlineSession)
    .innerJoin(offlineCourse, enabledCourseOf(scope))
    .leftJoin(
      sessionLecturer,
      and(
        eq(sessionLecturer.tenantId, offlineSession.tenantId),
        eq(sessionLecturer.id, offlineSession.lecturerId),
      ),
    )
    .leftJoin(
      courseLecturer,
      and(
        eq(courseLecturer.tenantId, offlineCourse.tenantId),
        eq(courseLecturer.id, offlineCourse.lecturerId),
      ),
    )
    .leftJoin(offlineAttendance, attendanceOf(scope))
    .where(
      and(
        eq(offlineSession.tenantId, scope.tenantId),
        eq(offlineSession.enterpriseId, scope.enterpriseId),
        where,
      ),
    )
    .orderBy(asc(offlineSession.startTime), asc(offlineSession.id));
}

/** The user's attendance in the session; for a visitor a condition that matches no row. */
function attendanceOf(scope: OfflineReader): SQL {
  if (scope.userId === null) return sql`false`;
  return and(
    eq(offlineAttendance.tenantId, offlineSession.tenantId),
    eq(offlineAttendance.sessionId, offlineSession.id),
    eq(offlineAttendance.enterpriseId, scope.enterpriseId),
    eq(offlineAttendance.userId, scope.userId),
  ) as SQL;
}

export interface SessionRow {
  sessionId: string;
  courseId: string;
  courseName: string;
  sessionName: string;
  startTime: Date;
  endTime: Date;
  place: string;
  lecturerName: string;
  status: number | null;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  teaching: boolean;
}

/** Where a session stands at `now`: not begun, under way, over. */
export function phaseOf(start: Date, end: Date, now: Date): SessionPhase {
  const t = now.getTime();
  if (t < start.getTime()) return SessionPhase.upcoming;
  if (t < end.getTime()) return SessionPhase.live;
  return SessionPhase.over;
}

export function statusOf(n: number | null | undefined): AttendanceStatus {
  switch (n) {
    case AttendanceStatus.present:
    case AttendanceStatus.late:
    case AttendanceStatus.absent:
    case AttendanceStatus.leave:
      return n;
    default:
      return AttendanceStatus.none;
  }
}

export const timeOf = (d: Date | null) => (d === null ? null : formatDateTime(new Date(d)));

export function toOfflineSession(row: SessionRow, now: Date): OfflineSession {
  const start = new Date(row.startTime);
  const end = new Date(row.endTime);
  return {
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    startTime: formatDateTime(start),
    endTime: formatDateTime(end),
    place: row.place,
    lecturerName: row.lecturerName,
    phase: phaseOf(start, end, now),
    status: statusOf(row.status),
    checkInTime: timeOf(row.checkInTime),
    checkOutTime: timeOf(row.checkOutTime),
    teaching: row.teaching ? 1 : 0,
  };
}

/** Figures over some sessions from their statuses (one per session; none for a session not recorded). */
export function figuresOf(statuses: AttendanceStatus[]): AttendanceFigures {
  const of = (s: AttendanceStatus) => statuses.filter((x) => x === s).length;
  return {
    sessions: statuses.length,
    present: of(AttendanceStatus.present),
    late: of(AttendanceStatus.late),
    absent: of(AttendanceStatus.absent),
    leave: of(AttendanceStatus.leave),
    none: of(AttendanceStatus.none),
  };
}
