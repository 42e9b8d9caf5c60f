import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ATTENDANCE_CLOSE_LATE_MINUTES,
  ATTENDANCE_OPEN_EARLY_MINUTES,
} from '../../../contract/offline.routes';
import {
  AttendanceKind,
  AttendanceSource,
  AttendanceStatus,
  type AttendanceCode,
  type AttendanceScanResult,
  type AttendanceSheet,
  type AttendanceSheetRow,
} from '../../../contract/offline';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { offlineAttendance, offlineCourse, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { codeFresh, issueCode, issuedAtOf, macMatches, readCode, windowOf, type Kind } from './codes';
import { courseLearners, isLearnerOf } from './learners';
import {
  enabledCourseOf,
  figuresOf,
  sessionsWithAttendance,
  statusOf,
  timeOf,
  toOfflineSession,
} from './sessions';
import { requireLecturer, teachesSession } from './teaching';

/*
 * Attendance (decision 0058): the lecturer's current code, the learner's scan, the sheet and marking by hand.
 * One row per learner and session: a scan is one statement on that row, so two at once find each other.
 */

const MINUTE_MS = 60_000;
const ATTENDED = [AttendanceStatus.present, AttendanceStatus.late];

interface SessionFacts {
  sessionId: string;
  courseId: string;
  courseName: string;
  sessionName: string;
  startTime: Date;
  endTime: Date;
  lateGraceMinutes: number;
  codeSecret: Buffer;
}

/** A session of an enabled course of the caller's company, picked by id and, for a lecturer, taught by them. */
async function findSession(
  db: Db,
  scope: MemberScope,
  sessionId: string,
  lecturerIds: string[] | null,
): Promise<SessionFacts | null> {
  const [row] = await db
    .select({
      sessionId: offlineSession.id,
      courseId: offlineSession.courseId,
      courseName: offlineCourse.courseName,
      sessionName: offlineSession.sessionName,
      startTime: offlineSession.startTime,
      endTime: offlineSession.endTime,
      lateGraceMinutes: offlineCourse.lateGraceMinutes,
      codeSecret: offlineSession.codeSecret,
    })
    .from(offlineSession)
    .innerJoin(offlineCourse, enabledCourseOf(scope))
    .where(
      and(
        eq(offlineSession.tenantId, scope.tenantId),
        eq(offlineSession.enterpriseId, scope.enterpriseId),
        eq(offlineSession.id, sessionId),
        lecturerIds === null ? undefined : teachesSession(lecturerIds),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A session the caller teaches, or 306 for a member who teaches nothing and "not found" for the others. */
export async function taughtSession(db: Db, scope: MemberScope, sessionId: string): Promise<SessionFacts> {
  const ids = await requireLecturer(db, scope);
  const session = await findSession(db, scope, sessionId, ids);
  if (!session) throw new BizError('offline.sessionNotFound');
  return session;
}

/** The session's current code of a kind, with the server's clock and whether a scan would be accepted now. */
export function codeOf(session: SessionFacts, tenantId: string, kind: Kind, now: Date): AttendanceCode {
  const issued = issueCode(session.codeSecret, tenantId, session.sessionId, kind, now);
  return {
    sessionId: session.sessionId,
    courseId: session.courseId,
    kind,
    ...issued,
    now: now.getTime(),
    open: windowOf(kind, session.startTime, session.endTime, now) === 'open' ? 1 : 0,
  };
}

export async function attendanceCode(
  db: Db,
  scope: MemberScope,
  body: { sessionId: string; kind: Kind },
  now: Date,
): Promise<AttendanceCode> {
  const session = await taughtSession(db, scope, body.sessionId);
  return codeOf(session, scope.tenantId, body.kind, now);
}

/**
 * Records the caller's arrival or departure with a scanned code. The code must name a session of the caller's
 * company and carry its MAC (else "not valid": a code of another tenant names no session here), be at most
 * 30 s old, and the caller must be a learner of the course, within the kind's window.
 */
export async function scanCode(
  db: Db,
  scope: MemberScope,
  text: string,
  now: Date,
): Promise<AttendanceScanResult> {
  const code = readCode(text);
  if (!code) throw new BizError('offline.codeInvalid');
  const session = await findSession(db, scope, code.sessionId, null);
  if (!session || !macMatches(session.codeSecret, scope.tenantId, code)) {
    throw new BizError('offline.codeInvalid');
  }
  if (!codeFresh(code, now)) throw new BizError('offline.codeExpired');
  if (!(await isLearnerOf(db, scope, session.courseId, scope.userId))) {
    throw new BizError('offline.notLearner');
  }
  const window = windowOf(code.kind, session.startTime, session.endTime, now);
  const checkIn = code.kind === AttendanceKind.checkIn;
  if (window === 'early') {
    throw checkIn
      ? new BizError('offline.checkInNotOpen', { minutes: ATTENDANCE_OPEN_EARLY_MINUTES })
      : new BizError('offline.checkOutNotOpen');
  }
  if (window === 'closed') {
    throw checkIn
      ? new BizError('offline.checkInClosed')
      : new BizError('offline.checkOutClosed', { minutes: ATTENDANCE_CLOSE_LATE_MINUTES });
  }
  const issuedAt = new Date(issuedAtOf(code));
  const row = checkIn
    ? await checkInWith(db, scope, session, issuedAt, now)
    : await checkOutWith(db, scope, session, issuedAt, now);
  return {
    courseId: session.courseId,
    courseName: session.courseName,
    sessionId: session.sessionId,
    sessionName: session.sessionName,
    kind: code.kind,
    status: statusOf(row.status),
    checkInTime: timeOf(row.checkInTime),
    checkOutTime: timeOf(row.checkOutTime),
    codeIssuedAt: formatDateTime(issuedAt),
    repeated: row.repeated ? 1 : 0,
  };
}

interface Written {
  status: number;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  repeated: boolean;
}

const written = {
  status: offlineAttendance.status,
  checkInTime: offlineAttendance.checkInTime,
  checkOutTime: offlineAttendance.checkOutTime,
};

const rowOf = (scope: MemberScope, sessionId: string, userId: string) =>
  and(
    eq(offlineAttendance.tenantId, scope.tenantId),
    eq(offlineAttendance.sessionId, sessionId),
    eq(offlineAttendance.enterpriseId, scope.enterpriseId),
    eq(offlineAttendance.userId, userId),
  );

/**
 * Present until the grace after the start, late after it (never refused). One statement: a row already present
 * or late is left as it is, and the scan reports it as repeated; an absent or leave mark gives way to the arrival.
 */
async function checkInWith(
  db: Db,
  scope: MemberScope,
  session: SessionFacts,
  issuedAt: Date,
  now: Date,
): Promise<Written> {
  const onTime = now.getTime() <= session.startTime.getTime() + session.lateGraceMinutes * MINUTE_MS;
  const status = onTime ? AttendanceStatus.present : AttendanceStatus.late;
  const [row] = await db
    .insert(offlineAttendance)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.sessionId,
      userId: scope.userId,
      enterpriseId: scope.enterpriseId,
      courseId: session.courseId,
      status,
      source: AttendanceSource.scan,
      checkInTime: now,
      codeIssuedAt: issuedAt,
      gmtCreate: now,
      gmtModified: now,
    })
    .onConflictDoUpdate({
      target: [offlineAttendance.tenantId, offlineAttendance.sessionId, offlineAttendance.userId],
      set: {
        status,
        source: AttendanceSource.scan,
        markedBy: null,
        checkInTime: now,
        codeIssuedAt: issuedAt,
        gmtModified: now,
      },
      setWhere: sql`${offlineAttendance.status} not in ${ATTENDED}`,
    })
    .returning(written);
  if (row) return { ...row, repeated: false };
  const [held] = await db
    .select(written)
    .from(offlineAttendance)
    .where(rowOf(scope, session.sessionId, scope.userId));
  if (!held) throw new Error('attendance row vanished after a conflicting check-in');
  return { ...held, repeated: true };
}

/** Records the first departure of a learner who checked in; a second is repeated, none before a check-in. */
async function checkOutWith(
  db: Db,
  scope: MemberScope,
  session: SessionFacts,
  issuedAt: Date,
  now: Date,
): Promise<Written> {
  const [row] = await db
    .update(offlineAttendance)
    .set({ checkOutTime: now, outCodeIssuedAt: issuedAt, gmtModified: now })
    .where(
      and(
        rowOf(scope, session.sessionId, scope.userId),
        sql`${offlineAttendance.status} in ${ATTENDED}`,
        sql`${offlineAttendance.checkOutTime} is null`,
      ),
    )
    .returning(written);
  if (row) return { ...row, repeated: false };
  const [held] = await db
    .select(written)
    .from(offlineAttendance)
    .where(rowOf(scope, session.sessionId, scope.userId));
  if (!held || !ATTENDED.some((s) => s === held.status)) throw new BizError('offline.checkOutNeedsCheckIn');
  return { ...held, repeated: true };
}

/** The session's learners with their attendance in it, by employee number. */
async function sheetRows(
  db: Db,
  scope: MemberScope,
  session: SessionFacts,
  userId?: string,
): Promise<AttendanceSheetRow[]> {
  const rows = await db
    .select({
      userId: enterpriseMember.userId,
      userName: userAccount.name,
      empNo: enterpriseMember.empNo,
      department: sql<string>`coalesce(${memberPoints.department}, '')`,
      status: offlineAttendance.status,
      source: offlineAttendance.source,
      checkInTime: offlineAttendance.checkInTime,
      checkOutTime: offlineAttendance.checkOutTime,
      codeIssuedAt: offlineAttendance.codeIssuedAt,
    })
    .from(enterpriseMember)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, enterpriseMember.tenantId), eq(userAccount.id, enterpriseMember.userId)),
    )
    .leftJoin(
      memberPoints,
      and(
        eq(memberPoints.tenantId, enterpriseMember.tenantId),
        eq(memberPoints.enterpriseId, enterpriseMember.enterpriseId),
        eq(memberPoints.userId, enterpriseMember.userId),
      ),
    )
    .leftJoin(
      offlineAttendance,
      and(
        eq(offlineAttendance.tenantId, enterpriseMember.tenantId),
        eq(offlineAttendance.sessionId, session.sessionId),
        eq(offlineAttendance.enterpriseId, enterpriseMember.enterpriseId),
        eq(offlineAttendance.userId, enterpriseMember.userId),
      ),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        userId === undefined ? undefined : eq(enterpriseMember.userId, userId),
        sql`${enterpriseMember.userId} in (${courseLearners(scope, session.courseId)})`,
      ),
    )
    .orderBy(asc(enterpriseMember.empNo), asc(enterpriseMember.userId));
  return rows.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    empNo: r.empNo,
    department: r.department,
    status: statusOf(r.status),
    source:
      r.source === AttendanceSource.scan || r.source === AttendanceSource.lecturer ? r.source : (0 as const),
    checkInTime: timeOf(r.checkInTime),
    checkOutTime: timeOf(r.checkOutTime),
    codeIssuedAt: timeOf(r.codeIssuedAt),
  }));
}

/** Every learner of a session the caller teaches with their attendance, and the figures over them. */
export async function attendanceSheet(
  db: Db,
  scope: MemberScope,
  sessionId: string,
  now: Date,
): Promise<AttendanceSheet> {
  const ids = await requireLecturer(db, scope);
  const session = await findSession(db, scope, sessionId, ids);
  if (!session) throw new BizError('offline.sessionNotFound');
  const [[mine], rows] = await Promise.all([
    sessionsWithAttendance(db, scope, ids, eq(offlineSession.id, session.sessionId)),
    sheetRows(db, scope, session),
  ]);
  if (!mine) throw new BizError('offline.sessionNotFound');
  return {
    session: toOfflineSession(mine, now),
    courseId: session.courseId,
    courseName: session.courseName,
    lateGraceMinutes: session.lateGraceMinutes,
    rows,
    figures: { ...figuresOf(rows.map((r) => r.status)), sessions: 1 },
    now: now.getTime(),
  };
}

/** The lecturer marks a learner of a session they teach present, late, absent or on leave. */
export async function markAttendance(
  db: Db,
  scope: MemberScope,
  body: { sessionId: string; userId: string; status: 1 | 2 | 3 | 4 },
  now: Date,
): Promise<AttendanceSheetRow> {
  const session = await taughtSession(db, scope, body.sessionId);
  const [learner] = await sheetRows(db, scope, session, body.userId);
  if (!learner) throw new BizError('offline.markNotLearner');
  await db
    .insert(offlineAttendance)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.sessionId,
      userId: body.userId,
      enterpriseId: scope.enterpriseId,
      courseId: session.courseId,
      status: body.status,
      source: AttendanceSource.lecturer,
      markedBy: scope.userId,
      gmtCreate: now,
      gmtModified: now,
    })
    .onConflictDoUpdate({
      target: [offlineAttendance.tenantId, offlineAttendance.sessionId, offlineAttendance.userId],
      set: {
        status: body.status,
        source: AttendanceSource.lecturer,
        markedBy: scope.userId,
        gmtModified: now,
      },
    });
  const [row] = await sheetRows(db, scope, session, body.userId);
  if (!row) throw new BizError('offline.markNotLearner');
  return row;
}
