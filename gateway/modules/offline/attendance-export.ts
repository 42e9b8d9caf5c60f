import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExportRecord } from '../../../contract/export';
import { AttendanceSource, byCourse } from '../../../contract/offline';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { offlineAssessment, offlineAttendance, offlineSession } from '../../db/schema-offline';
import type { Locale } from '../../i18n/locale';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { queueExport, type ExportProducer, type Translate } from '../export/jobs';
import { resultOf, taughtCourse } from './course-access';
import { courseLearners } from './learners';
import { statusOf, timeOf } from './sessions';

/*
 * The lecturer's attendance export of a course (decision 0060): a row per learner and session, in employee
 * number and time order, with each learner's assessment. Filed as an export job; the runner writes it in the
 * reader's language, checking again that the caller still teaches the course.
 */

export const OFFLINE_ATTENDANCE_EXPORT = 'offlineAttendance';

const COLUMNS = [
  'learner',
  'empNo',
  'department',
  'session',
  'startTime',
  'status',
  'checkIn',
  'checkOut',
  'source',
  'codeIssuedAt',
  'score',
  'result',
] as const;

/** A course name as part of a file name: no path separators or characters file systems refuse. */
const inFileName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_').slice(0, 60);

/** Files the attendance of a course the caller teaches as an export job in their download records. */
export async function exportAttendance(
  db: Db,
  scope: MemberScope,
  courseId: string,
  lang: Locale,
  t: Translate,
  now: Date,
): Promise<ExportRecord> {
  const course = await taughtCourse(db, scope, courseId);
  const stamp = formatDateTime(now).replace(/\D/g, '');
  const fileName = t('offline.export.fileName', { course: inFileName(course.courseName), stamp });
  const job = { kind: OFFLINE_ATTENDANCE_EXPORT, lang, filter: { courseId: course.id } };
  return queueExport(db, scope, fileName, job, now);
}

/** The rows of an attendance export, the header first. */
export const attendanceExportRows: ExportProducer = async (db, scope, rawFilter, t) => {
  const { courseId } = byCourse.parse(rawFilter);
  const course = await taughtCourse(db, scope, courseId);
  const [learners, sessions, records] = await Promise.all([
    db
      .select({
        userId: enterpriseMember.userId,
        userName: userAccount.name,
        empNo: enterpriseMember.empNo,
        department: sql<string>`coalesce(${memberPoints.department}, '')`,
        score: offlineAssessment.score,
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
        offlineAssessment,
        and(
          eq(offlineAssessment.tenantId, enterpriseMember.tenantId),
          eq(offlineAssessment.courseId, course.id),
          eq(offlineAssessment.enterpriseId, enterpriseMember.enterpriseId),
          eq(offlineAssessment.userId, enterpriseMember.userId),
        ),
      )
      .where(
        and(
          eq(enterpriseMember.tenantId, scope.tenantId),
          eq(enterpriseMember.enterpriseId, scope.enterpriseId),
          sql`${enterpriseMember.userId} in (${courseLearners(scope, course.id)})`,
        ),
      )
      .orderBy(asc(enterpriseMember.empNo), asc(enterpriseMember.userId)),
    db
      .select({ id: offlineSession.id, name: offlineSession.sessionName, start: offlineSession.startTime })
      .from(offlineSession)
      .where(
        and(
          eq(offlineSession.tenantId, scope.tenantId),
          eq(offlineSession.enterpriseId, scope.enterpriseId),
          eq(offlineSession.courseId, course.id),
        ),
      )
      .orderBy(asc(offlineSession.startTime), asc(offlineSession.id)),
    db
      .select({
        userId: offlineAttendance.userId,
        sessionId: offlineAttendance.sessionId,
        status: offlineAttendance.status,
        source: offlineAttendance.source,
        checkInTime: offlineAttendance.checkInTime,
        checkOutTime: offlineAttendance.checkOutTime,
        codeIssuedAt: offlineAttendance.codeIssuedAt,
      })
      .from(offlineAttendance)
      .where(
        and(
          eq(offlineAttendance.tenantId, scope.tenantId),
          eq(offlineAttendance.enterpriseId, scope.enterpriseId),
          eq(offlineAttendance.courseId, course.id),
        ),
      ),
  ]);
  const recordOf = new Map(records.map((r) => [`${r.userId}:${r.sessionId}`, r]));
  const sourceWord = (source: number | undefined) =>
    source === AttendanceSource.scan || source === AttendanceSource.lecturer
      ? t(`offline.export.source.${source}`)
      : '';
  return [
    COLUMNS.map((c) => t(`offline.export.${c}`)),
    ...learners.flatMap((l) =>
      sessions.map((s) => {
        const r = recordOf.get(`${l.userId}:${s.id}`);
        return [
          l.userName,
          l.empNo,
          l.department,
          s.name,
          formatDateTime(new Date(s.start)),
          t(`offline.export.status.${statusOf(r?.status)}`),
          timeOf(r?.checkInTime ?? null) ?? '',
          timeOf(r?.checkOutTime ?? null) ?? '',
          sourceWord(r?.source),
          timeOf(r?.codeIssuedAt ?? null) ?? '',
          l.score === null ? '' : String(l.score),
          t(`offline.export.result.${resultOf(l.score, course.passScore)}`),
        ];
      }),
    ),
  ];
};
