import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import {
  AttendanceStatus,
  SessionPhase,
  type AttendanceFigures,
  type LecturerOfflineCourse,
  type OfflineCourseView,
  type lecturerOfflineCount as lecturerOfflineCountShape,
  type lecturerOfflinePageRequest,
  type offlineLearnerProgress,
} from '../../../contract/offline';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { courseCategory, lecturer } from '../../db/schema-course';
import { offlineAttendance, offlineCourse, offlineEnrolment, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { sanitizeHtml } from '../../shared/sanitize';
import { containsPattern, num, qualified } from '../../shared/sql';
import { courseLearners, isLearnerOf, learnerCountSql } from './learners';
import { COURSE_CATEGORY, COURSE_LECTURER, memberOf, readableCourse, type OfflineReader } from './reader';
import { at, figuresOf, phaseOf, sessionsWithAttendance, statusOf, toOfflineSession } from './sessions';
import { requireLecturer, teachesCourse } from './teaching';

/*
 * Offline courses (decision 0058): the course page for any member of the company (and a public course's for a
 * visitor of a site bound to it), enrolment, and the lecturer's list of what they teach with each learner's
 * figures. Every query names the tenant and the company, so another
 * company's or tenant's course is the same "not found" as an unknown id.
 */

const ATTENDED = [AttendanceStatus.present, AttendanceStatus.late];
// The course's columns as correlated subqueries name them (see `qualified`).
const courseRef = qualified(offlineCourse.id);
const courseTenant = qualified(offlineCourse.tenantId);

/** Enabled courses of the caller's company. */
const ofCompany = (scope: MemberScope): SQL =>
  and(
    eq(offlineCourse.tenantId, scope.tenantId),
    eq(offlineCourse.enterpriseId, scope.enterpriseId),
    eq(offlineCourse.statusId, 1),
  ) as SQL;

/** Some session of the course in a phase at `now`, as SQL over `offline_course`. */
export function hasSessionIn(phase: SessionPhase, now: Date): SQL {
  const when =
    phase === SessionPhase.upcoming
      ? sql`s.start_time > ${at(now)}`
      : phase === SessionPhase.live
        ? sql`s.start_time <= ${at(now)} and s.end_time > ${at(now)}`
        : sql`s.end_time <= ${at(now)}`;
  return sql`exists (select 1 from ${offlineSession} s where s.tenant_id = ${courseTenant}
    and s.course_id = ${courseRef} and ${when})`;
}

/**
 * A course for a member, or for a visitor of a site bound to the company (a public course, nothing personal:
 * no enrolment, attendance or teaching). A null reader (the site is not bound) finds nothing.
 */
export async function offlineCourseView(
  db: Db,
  reader: OfflineReader | null,
  courseId: string,
  now: Date,
): Promise<OfflineCourseView> {
  if (reader === null) throw new BizError('offline.courseNotFound');
  const member = memberOf(reader);
  const [row] = await db
    .select({
      id: offlineCourse.id,
      courseName: offlineCourse.courseName,
      cover: offlineCourse.cover,
      introduce: offlineCourse.introduce,
      categoryName: courseCategory.categoryName,
      lecturerName: lecturer.lecturerName,
      lecturerId: offlineCourse.lecturerId,
      place: offlineCourse.place,
      creditHour: offlineCourse.creditHour,
      lateGraceMinutes: offlineCourse.lateGraceMinutes,
      anonymousEvaluation: offlineCourse.anonymousEvaluation,
      learnerCount: learnerCountSql(reader, courseRef),
    })
    .from(offlineCourse)
    .leftJoin(courseCategory, COURSE_CATEGORY)
    .leftJoin(lecturer, COURSE_LECTURER)
    .where(and(readableCourse(reader), eq(offlineCourse.id, courseId)));
  if (!row) throw new BizError('offline.courseNotFound');
  const ids = member === null ? [] : await lecturerIdsOf(db, member);
  const [rows, learner] = await Promise.all([
    sessionsWithAttendance(db, reader, ids, eq(offlineSession.courseId, row.id)),
    member === null ? false : isLearnerOf(db, member, row.id, member.userId),
  ]);
  const sessions = rows.map((r) => toOfflineSession(r, now));
  const lastStart = Math.max(...rows.map((r) => new Date(r.startTime).getTime()));
  const teaching = (row.lecturerId !== null && ids.includes(row.lecturerId)) || rows.some((r) => r.teaching);
  return {
    courseId: row.id,
    courseName: row.courseName,
    cover: row.cover,
    introduce: sanitizeHtml(row.introduce),
    categoryName: row.categoryName ?? '',
    lecturerName: row.lecturerName ?? '',
    lecturerId: row.lecturerId,
    place: row.place,
    creditHour: Math.max(0, Number(row.creditHour)),
    lateGraceMinutes: Math.max(0, row.lateGraceMinutes),
    anonymousEvaluation: row.anonymousEvaluation === 1 ? 1 : 0,
    enrolled: learner ? 1 : 0,
    // No sessions: nothing has begun, so enrolment is open. A visitor is told so too (to sign in and enrol); its
    // lecturers teach it rather than enrol in it.
    canEnrol: !learner && !teaching && (rows.length === 0 || lastStart > now.getTime()) ? 1 : 0,
    teaching: teaching ? 1 : 0,
    learnerCount: num(row.learnerCount),
    sessions,
    mine: member === null ? figuresOf([]) : figuresOf(sessions.map((s) => s.status)),
  };
}

/**
 * Enrols the caller. Repeatable: a learner already (enrolled, or through a study task) is answered as enrolled
 * and nothing is written; otherwise enrolment closes once the course's last session has begun.
 */
export async function enrolOffline(
  db: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<{ courseId: string; enrolled: 1 }> {
  const [row] = await db
    .select({
      id: offlineCourse.id,
      lastStart: sql<Date | null>`(select max(s.start_time) from ${offlineSession} s
        where s.tenant_id = ${courseTenant} and s.course_id = ${courseRef})`,
    })
    .from(offlineCourse)
    .where(and(ofCompany(scope), eq(offlineCourse.id, courseId)));
  if (!row) throw new BizError('offline.courseNotFound');
  if (await isLearnerOf(db, scope, row.id, scope.userId)) return { courseId: row.id, enrolled: 1 };
  if (row.lastStart !== null && new Date(row.lastStart).getTime() <= now.getTime()) {
    throw new BizError('offline.enrolClosed');
  }
  await db
    .insert(offlineEnrolment)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      courseId: row.id,
      userId: scope.userId,
      enrolledBy: scope.userId,
      gmtCreate: now,
    })
    .onConflictDoNothing();
  return { courseId: row.id, enrolled: 1 };
}

/** Courses the caller teaches, optionally by name and by a phase one of their sessions is in. */
function taughtCourses(
  scope: MemberScope,
  ids: string[],
  q: { keyword?: string | undefined; phase?: SessionPhase | undefined },
  now: Date,
): SQL {
  return and(
    ofCompany(scope),
    teachesCourse(ids),
    q.keyword === undefined || q.keyword === ''
      ? undefined
      : sql`${offlineCourse.courseName} ilike ${containsPattern(q.keyword)}`,
    q.phase === undefined ? undefined : hasSessionIn(q.phase, now),
  ) as SQL;
}

export async function lecturerOfflinePage(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof lecturerOfflinePageRequest>,
  now: Date,
): Promise<Page<LecturerOfflineCourse>> {
  const ids = await requireLecturer(db, scope);
  const where = taughtCourses(scope, ids, q, now);
  const sessionsOf = (what: string, filter?: SQL) =>
    sql`(select ${sql.raw(what)} from ${offlineSession} s where s.tenant_id = ${courseTenant}
      and s.course_id = ${courseRef}${filter === undefined ? sql`` : sql` and ${filter}`})`;
  const nextStart = sessionsOf('min(s.start_time)', sql`s.end_time > ${at(now)}`);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(offlineCourse)
    .where(where);
  const rows = await db
    .select({
      id: offlineCourse.id,
      courseName: offlineCourse.courseName,
      cover: offlineCourse.cover,
      place: offlineCourse.place,
      sessionCount: sql<number>`${sessionsOf('cast(count(*) as int)')}`,
      overCount: sql<number>`${sessionsOf('cast(count(*) as int)', sql`s.end_time <= ${at(now)}`)}`,
      firstStart: sql<Date | null>`${sessionsOf('min(s.start_time)')}`,
      lastEnd: sql<Date | null>`${sessionsOf('max(s.end_time)')}`,
      learnerCount: learnerCountSql(scope, courseRef),
      attended: sql<number>`(select cast(count(*) as int) from ${offlineAttendance} a
        join ${offlineSession} s on s.tenant_id = a.tenant_id and s.id = a.session_id
        where a.tenant_id = ${courseTenant} and a.course_id = ${courseRef}
          and s.end_time <= ${at(now)} and a.status in ${ATTENDED}
          and a.user_id in (${courseLearners(scope, courseRef)}))`,
    })
    .from(offlineCourse)
    .where(where)
    // Courses still running or to come first, by their next session; then finished ones, latest first.
    .orderBy(
      sql`(case when ${nextStart} is null then 1 else 0 end)`,
      asc(nextStart),
      desc(sessionsOf('max(s.end_time)')),
      desc(offlineCourse.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const sessions =
    rows.length === 0
      ? []
      : await sessionsWithAttendance(
          db,
          scope,
          ids,
          inArray(
            offlineSession.courseId,
            rows.map((r) => r.id),
          ),
        );
  const list = rows.map((r): LecturerOfflineCourse => {
    const own = sessions.filter((s) => s.courseId === r.id);
    const next =
      own.find((s) => phaseOf(s.startTime, s.endTime, now) === SessionPhase.live) ??
      own.find((s) => phaseOf(s.startTime, s.endTime, now) === SessionPhase.upcoming);
    const places = num(r.learnerCount) * num(r.overCount);
    return {
      courseId: r.id,
      courseName: r.courseName,
      cover: r.cover,
      place: r.place,
      sessionCount: num(r.sessionCount),
      learnerCount: num(r.learnerCount),
      firstStart: r.firstStart === null ? null : formatDateTime(new Date(r.firstStart)),
      lastEnd: r.lastEnd === null ? null : formatDateTime(new Date(r.lastEnd)),
      nextSession: next ? toOfflineSession(next, now) : null,
      attendanceRate: places === 0 ? 0 : Math.min(100, Math.round((num(r.attended) * 100) / places)),
    };
  });
  return pageResult(list, q, num(total?.n));
}

export async function lecturerOfflineCount(
  db: Db,
  scope: MemberScope,
  now: Date,
): Promise<z.output<typeof lecturerOfflineCountShape>> {
  const ids = await requireLecturer(db, scope);
  const counted = (phase: SessionPhase) =>
    sql<number>`cast(count(*) filter (where ${hasSessionIn(phase, now)}) as int)`;
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as int)`,
      upcoming: counted(SessionPhase.upcoming),
      live: counted(SessionPhase.live),
      over: counted(SessionPhase.over),
    })
    .from(offlineCourse)
    .where(taughtCourses(scope, ids, {}, now));
  return {
    total: num(row?.total),
    upcoming: num(row?.upcoming),
    live: num(row?.live),
    over: num(row?.over),
  };
}

/** The learners of a course the caller teaches, by employee number, each with their figures over its sessions. */
export async function offlineUserProgressPage(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; pageCurrent: number; pageSize: number },
): Promise<Page<z.output<typeof offlineLearnerProgress>>> {
  const ids = await requireLecturer(db, scope);
  const [taught] = await db
    .select({
      id: offlineCourse.id,
      sessions: sql<number>`(select cast(count(*) as int) from ${offlineSession} s
        where s.tenant_id = ${courseTenant} and s.course_id = ${courseRef})`,
    })
    .from(offlineCourse)
    .where(and(ofCompany(scope), eq(offlineCourse.id, q.courseId), teachesCourse(ids)));
  if (!taught) throw new BizError('offline.courseNotFound');
  const learners = and(
    eq(enterpriseMember.tenantId, scope.tenantId),
    eq(enterpriseMember.enterpriseId, scope.enterpriseId),
    sql`${enterpriseMember.userId} in (${courseLearners(scope, taught.id)})`,
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(enterpriseMember)
    .where(learners);
  const rows = await db
    .select({
      userId: enterpriseMember.userId,
      userName: userAccount.name,
      empNo: enterpriseMember.empNo,
      department: sql<string>`coalesce(${memberPoints.department}, '')`,
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
    .where(learners)
    .orderBy(asc(enterpriseMember.empNo), asc(enterpriseMember.userId))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const records =
    rows.length === 0
      ? []
      : await db
          .select({
            userId: offlineAttendance.userId,
            status: offlineAttendance.status,
            n: sql<number>`cast(count(*) as int)`,
          })
          .from(offlineAttendance)
          .innerJoin(
            offlineSession,
            and(
              eq(offlineSession.tenantId, offlineAttendance.tenantId),
              eq(offlineSession.id, offlineAttendance.sessionId),
              eq(offlineSession.courseId, taught.id),
            ),
          )
          .where(
            and(
              eq(offlineAttendance.tenantId, scope.tenantId),
              eq(offlineAttendance.enterpriseId, scope.enterpriseId),
              eq(offlineAttendance.courseId, taught.id),
              inArray(
                offlineAttendance.userId,
                rows.map((r) => r.userId),
              ),
            ),
          )
          .groupBy(offlineAttendance.userId, offlineAttendance.status);
  const sessions = num(taught.sessions);
  const figuresFor = (userId: string): AttendanceFigures => {
    const of = (s: AttendanceStatus) =>
      num(records.find((r) => r.userId === userId && statusOf(r.status) === s)?.n);
    const present = of(AttendanceStatus.present);
    const late = of(AttendanceStatus.late);
    const absent = of(AttendanceStatus.absent);
    const leave = of(AttendanceStatus.leave);
    return {
      sessions,
      present,
      late,
      absent,
      leave,
      none: Math.max(0, sessions - present - late - absent - leave),
    };
  };
  return pageResult(
    rows.map((r) => ({ ...r, figures: figuresFor(r.userId) })),
    q,
    num(total?.n),
  );
}
