import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import { AttendanceStatus, type AttendanceFigures } from '../../../contract/offline';
import type {
  AssessUserRow,
  Assessment,
  assessUserList as assessUserListShape,
  assessUserListRequest,
} from '../../../contract/offline-review';
import type { Db } from '../../db/client';
import { enterpriseMember, memberPoints, userAccount } from '../../db/schema';
import { offlineAssessment, offlineAttendance, offlineSession } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern, num } from '../../shared/sql';
import { assessmentFileIds, filesOf, requireOwnUploads } from './attachments';
import { resultOf, taughtCourse, visibleCourse, type CourseFacts } from './course-access';
import { courseLearners, isLearnerOf } from './learners';
import { statusOf } from './sessions';

/*
 * The lecturer's assessment of a course's learners (decision 0060): one per learner, given again to change it.
 * Whether it passes is read against the course's pass score when asked, so a changed pass score applies to
 * every assessment at once.
 */

const assessor = alias(userAccount, 'assessor');

/** The course's learners (see `courseLearners`) as rows of `enterprise_member`. */
const learnersOf = (scope: MemberScope, courseId: string) =>
  and(
    eq(enterpriseMember.tenantId, scope.tenantId),
    eq(enterpriseMember.enterpriseId, scope.enterpriseId),
    sql`${enterpriseMember.userId} in (${courseLearners(scope, courseId)})`,
  );

/** Joins a member to their assessment in the course, when they have one. */
const assessmentOfMember = (courseId: string) =>
  and(
    eq(offlineAssessment.tenantId, enterpriseMember.tenantId),
    eq(offlineAssessment.courseId, courseId),
    eq(offlineAssessment.enterpriseId, enterpriseMember.enterpriseId),
    eq(offlineAssessment.userId, enterpriseMember.userId),
  );

const accountOfMember = and(
  eq(userAccount.tenantId, enterpriseMember.tenantId),
  eq(userAccount.id, enterpriseMember.userId),
);

/** Each learner's attendance figures over the course's sessions. */
async function figuresOfLearners(
  db: Db,
  scope: MemberScope,
  courseId: string,
  userIds: string[],
): Promise<(userId: string) => AttendanceFigures> {
  if (userIds.length === 0) return () => ({ sessions: 0, present: 0, late: 0, absent: 0, leave: 0, none: 0 });
  const [[sessions], records] = await Promise.all([
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(offlineSession)
      .where(
        and(
          eq(offlineSession.tenantId, scope.tenantId),
          eq(offlineSession.enterpriseId, scope.enterpriseId),
          eq(offlineSession.courseId, courseId),
        ),
      ),
    db
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
          eq(offlineSession.courseId, courseId),
        ),
      )
      .where(
        and(
          eq(offlineAttendance.tenantId, scope.tenantId),
          eq(offlineAttendance.enterpriseId, scope.enterpriseId),
          eq(offlineAttendance.courseId, courseId),
          inArray(offlineAttendance.userId, userIds),
        ),
      )
      .groupBy(offlineAttendance.userId, offlineAttendance.status),
  ]);
  const total = num(sessions?.n);
  return (userId) => {
    const of = (s: AttendanceStatus) =>
      num(records.find((r) => r.userId === userId && statusOf(r.status) === s)?.n);
    const present = of(AttendanceStatus.present);
    const late = of(AttendanceStatus.late);
    const absent = of(AttendanceStatus.absent);
    const leave = of(AttendanceStatus.leave);
    return {
      sessions: total,
      present,
      late,
      absent,
      leave,
      none: Math.max(0, total - present - late - absent - leave),
    };
  };
}

/**
 * The learners of a course the caller teaches, by employee number, with their attendance and assessment;
 * optionally only those (not) assessed, or matching a name or employee number. The counts are over all learners.
 */
export async function assessUserList(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof assessUserListRequest>,
): Promise<z.output<typeof assessUserListShape>> {
  const course = await taughtCourse(db, scope, q.courseId);
  const learners = learnersOf(scope, course.id);
  const keyword = q.keyword === undefined || q.keyword === '' ? undefined : containsPattern(q.keyword);
  const filtered = and(
    learners,
    q.assessed === undefined
      ? undefined
      : q.assessed === 1
        ? isNotNull(offlineAssessment.userId)
        : isNull(offlineAssessment.userId),
    keyword === undefined
      ? undefined
      : or(sql`${userAccount.name} ilike ${keyword}`, sql`${enterpriseMember.empNo} ilike ${keyword}`),
  );
  const [[all], [matched], rows] = await Promise.all([
    db
      .select({
        learners: sql<number>`cast(count(*) as int)`,
        assessed: sql<number>`cast(count(${offlineAssessment.userId}) as int)`,
      })
      .from(enterpriseMember)
      .leftJoin(offlineAssessment, assessmentOfMember(course.id))
      .where(learners),
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(enterpriseMember)
      .innerJoin(userAccount, accountOfMember)
      .leftJoin(offlineAssessment, assessmentOfMember(course.id))
      .where(filtered),
    db
      .select({
        userId: enterpriseMember.userId,
        userName: userAccount.name,
        empNo: enterpriseMember.empNo,
        department: sql<string>`coalesce(${memberPoints.department}, '')`,
        score: offlineAssessment.score,
        gmtAssessed: offlineAssessment.gmtModified,
      })
      .from(enterpriseMember)
      .innerJoin(userAccount, accountOfMember)
      .leftJoin(
        memberPoints,
        and(
          eq(memberPoints.tenantId, enterpriseMember.tenantId),
          eq(memberPoints.enterpriseId, enterpriseMember.enterpriseId),
          eq(memberPoints.userId, enterpriseMember.userId),
        ),
      )
      .leftJoin(offlineAssessment, assessmentOfMember(course.id))
      .where(filtered)
      .orderBy(asc(enterpriseMember.empNo), asc(enterpriseMember.userId))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
  ]);
  const figures = await figuresOfLearners(
    db,
    scope,
    course.id,
    rows.map((r) => r.userId),
  );
  const page: Page<AssessUserRow> = pageResult(
    rows.map((r) => ({
      userId: r.userId,
      userName: r.userName,
      empNo: r.empNo,
      department: r.department,
      figures: figures(r.userId),
      result: resultOf(r.score, course.passScore),
      score: r.score,
      gmtAssessed: r.gmtAssessed === null ? null : formatDateTime(new Date(r.gmtAssessed)),
    })),
    q,
    num(matched?.n),
  );
  return {
    ...page,
    assessedCount: num(all?.assessed),
    learnerCount: num(all?.learners),
    passScore: course.passScore,
  };
}

/** A member's assessment in the course (pending and empty without one), or null when they are no member. */
async function assessmentOf(
  db: Db,
  scope: MemberScope,
  course: CourseFacts,
  userId: string,
): Promise<Assessment | null> {
  const [row] = await db
    .select({
      userName: userAccount.name,
      score: offlineAssessment.score,
      comment: offlineAssessment.comment,
      fileIds: offlineAssessment.fileIds,
      assessorName: assessor.name,
      gmtAssessed: offlineAssessment.gmtModified,
    })
    .from(enterpriseMember)
    .innerJoin(userAccount, accountOfMember)
    .leftJoin(offlineAssessment, assessmentOfMember(course.id))
    .leftJoin(
      assessor,
      and(eq(assessor.tenantId, offlineAssessment.tenantId), eq(assessor.id, offlineAssessment.assessorId)),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, userId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    courseId: course.id,
    courseName: course.courseName,
    userId,
    userName: row.userName,
    result: resultOf(row.score, course.passScore),
    score: row.score,
    passScore: course.passScore,
    comment: row.comment ?? '',
    assessorName: row.assessorName ?? '',
    gmtAssessed: row.gmtAssessed === null ? null : formatDateTime(new Date(row.gmtAssessed)),
    attachments: await filesOf(db, scope, row.fileIds ?? []),
  };
}

/**
 * One assessment: without `userId` (or with the caller's own) the caller's, as a learner of the course; with
 * another's, that learner's for a lecturer of the course (306 for a member who teaches nothing). An assessment
 * given stays readable after its learner left the course; otherwise only a learner has one, pending.
 */
export async function assessView(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; userId?: string | undefined },
): Promise<Assessment> {
  const own = body.userId === undefined || body.userId === scope.userId;
  const userId = body.userId ?? scope.userId;
  const course = own
    ? await visibleCourse(db, scope, body.courseId)
    : await taughtCourse(db, scope, body.courseId);
  const found = await assessmentOf(db, scope, course, userId);
  if (found && (found.score !== null || (await isLearnerOf(db, scope, course.id, userId)))) return found;
  throw new BizError(own ? 'offline.assessNotLearner' : 'offline.markNotLearner');
}

/**
 * The lecturer gives or changes a learner's assessment; it holds exactly the files named, each the lecturer's
 * upload or one the assessment held already. One statement, so two saves at once leave one of them whole.
 */
export async function assessSave(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; userId: string; score: number; comment: string; fileIds: string[] },
  now: Date,
): Promise<Assessment> {
  const course = await taughtCourse(db, scope, body.courseId);
  if (!(await isLearnerOf(db, scope, course.id, body.userId))) throw new BizError('offline.markNotLearner');
  const kept = (await assessmentFileIds(db, scope, course.id, body.userId)) ?? [];
  await requireOwnUploads(db, scope, body.fileIds, kept);
  const given = {
    score: body.score,
    comment: body.comment,
    assessorId: scope.userId,
    fileIds: body.fileIds,
    gmtModified: now,
  };
  await db
    .insert(offlineAssessment)
    .values({
      tenantId: scope.tenantId,
      courseId: course.id,
      userId: body.userId,
      enterpriseId: scope.enterpriseId,
      ...given,
      gmtCreate: now,
    })
    .onConflictDoUpdate({
      target: [offlineAssessment.tenantId, offlineAssessment.courseId, offlineAssessment.userId],
      set: given,
    });
  const saved = await assessmentOf(db, scope, course, body.userId);
  if (!saved) throw new BizError('offline.markNotLearner');
  return saved;
}
