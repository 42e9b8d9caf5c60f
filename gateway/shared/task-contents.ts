import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AttendanceStatus } from '../../contract/offline.routes';
import { ContentStatus, PhaseContentType } from '../../contract/study-task.routes';
import type { Db } from '../db/client';
import { course, courseUserProgress, exam, examAttempt, studyTaskUser } from '../db/schema';
import { offlineAttendance, offlineCourse, offlineSession } from '../db/schema-offline';
import { survey, surveyResponse } from '../db/schema-survey';
import { studyTaskContent, studyTaskContentUser } from '../db/schema-task';
import type { MemberScope } from './member-scope';

/*
 * Every content of the member's tasks with where the member stands in it (decision 0051). A content is a row of
 * its task whatever its kind; its state comes from the kind's own records: course progress, exam attempts,
 * survey responses, the member's attendance in the offline course a training names (decision 0058), or the
 * task's own record of the member (image-text, a training naming no course, practical, evaluation).
 * The task list, the task page and the player all read figures from here, so they never disagree.
 */

const T = PhaseContentType;
const S = ContentStatus;

/** The member's attempts per exam: handed in, awaiting marking, still open, used, and the best mark. */
function attemptStats(db: Db, scope: MemberScope) {
  return db
    .select({
      examId: examAttempt.examId,
      used: sql<number>`cast(count(*) as int)`.as('used'),
      finished: sql<number>`cast(count(*) filter (where ${examAttempt.finishTime} is not null) as int)`.as(
        'finished',
      ),
      pending: sql<number>`cast(count(*) filter (where ${examAttempt.state} <> 3) as int)`.as('pending'),
      best: sql<number | null>`cast(max(${examAttempt.score}) filter (where ${examAttempt.state} = 3)
        as double precision)`.as('best'),
      lastTry: sql<Date | null>`max(${examAttempt.startTime})`.as('last_try'),
    })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.tenantId, scope.tenantId),
        eq(examAttempt.enterpriseId, scope.enterpriseId),
        eq(examAttempt.userId, scope.userId),
      ),
    )
    .groupBy(examAttempt.examId)
    .as('attempt_stats');
}

/**
 * The member's attendance per offline course that a training of their tasks names: sessions, those over and
 * begun at `at`, and the member's records in them (attended: present or late; excused: on leave).
 */
function attendanceStats(db: Db, scope: MemberScope, at: SQL) {
  const s = offlineSession;
  const a = offlineAttendance;
  const attended = sql`${a.status} in (${AttendanceStatus.present}, ${AttendanceStatus.late})`;
  return db
    .select({
      courseId: s.courseId,
      sessions: sql<number>`cast(count(*) as int)`.as('sessions'),
      over: sql<number>`cast(count(*) filter (where ${s.endTime} <= ${at}) as int)`.as('over'),
      begun: sql<number>`cast(count(*) filter (where ${s.startTime} <= ${at}) as int)`.as('begun'),
      recorded: sql<number>`cast(count(${a.status}) as int)`.as('recorded'),
      attended: sql<number>`cast(count(*) filter (where ${attended}) as int)`.as('attended'),
      excused: sql<number>`cast(count(*) filter (where ${a.status} = ${AttendanceStatus.leave}) as int)`.as(
        'excused',
      ),
      lastRecord: sql<Date | null>`max(${a.gmtModified})`.as('last_record'),
    })
    .from(s)
    .innerJoin(
      offlineCourse,
      and(
        eq(offlineCourse.tenantId, s.tenantId),
        eq(offlineCourse.id, s.courseId),
        eq(offlineCourse.enterpriseId, s.enterpriseId),
        eq(offlineCourse.statusId, 1),
      ),
    )
    .leftJoin(
      a,
      and(
        eq(a.tenantId, s.tenantId),
        eq(a.sessionId, s.id),
        eq(a.enterpriseId, scope.enterpriseId),
        eq(a.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(s.tenantId, scope.tenantId),
        eq(s.enterpriseId, scope.enterpriseId),
        sql`${s.courseId} in (select c.ref_id from ${studyTaskContent} c join ${studyTaskUser} u
          on u.tenant_id = c.tenant_id and u.task_id = c.task_id
          where c.tenant_id = ${scope.tenantId} and c.content_type = ${PhaseContentType.offlineTraining}
            and u.enterprise_id = ${scope.enterpriseId} and u.user_id = ${scope.userId})`,
      ),
    )
    .groupBy(s.courseId)
    .as('attendance_stats');
}

/**
 * One row per content of the member's tasks (of one task when `taskId` is given), dropping a course, exam or
 * survey that is gone, disabled or a draft. `at` is the clock an exam's closing is judged by.
 */
export function memberContents(db: Db, scope: MemberScope, at: SQL, taskId?: string) {
  const a = attemptStats(db, scope);
  const o = attendanceStats(db, scope, at);
  const c = studyTaskContent;
  const is = (type: number) => sql`${c.contentType} = ${type}`;
  // A training naming an offline course is judged by attendance; one naming none keeps its own record.
  const attendedTraining = sql`(${is(T.offlineTraining)} and ${c.refId} is not null)`;
  const sessions = sql`coalesce(${o.sessions}, 0)`;
  const allOver = sql`(${sessions} > 0 and ${o.over} = ${sessions})`;
  const courseProgress = sql<number>`coalesce(${courseUserProgress.studyProgress}, 0)`;
  const examClosed = sql`(${at} >= ${exam.endTime} or coalesce(${a.used}, 0) >= ${exam.attemptLimit})`;
  const status = sql<ContentStatus>`(case
    when ${is(T.course)} then (case when ${courseProgress} >= 100 then ${S.done}
      when ${courseProgress} > 0 or ${courseUserProgress.lastStudyTime} is not null then ${S.underway}
      else ${S.notStarted} end)
    when ${is(T.exam)} then (case when ${a.best} >= ${exam.passScore} then ${S.done}
      when coalesce(${a.pending}, 0) > 0 then ${S.underway}
      when coalesce(${a.finished}, 0) > 0 then (case when ${examClosed} then ${S.notPassed} else ${S.underway} end)
      else ${S.notStarted} end)
    when ${is(T.survey)} then (case when ${surveyResponse.id} is null then ${S.notStarted} else ${S.done} end)
    when ${attendedTraining} then (case
      when ${allOver} and ${o.attended} + ${o.excused} = ${sessions} and ${o.attended} > 0 then ${S.done}
      when ${allOver} then ${S.notPassed}
      when coalesce(${o.recorded}, 0) > 0 or coalesce(${o.begun}, 0) > 0 then ${S.underway}
      else ${S.notStarted} end)
    else (case ${studyTaskContentUser.status} when 2 then ${S.done} when 3 then ${S.notPassed}
      when 1 then ${S.underway} else ${S.notStarted} end)
  end)`;
  const progress = sql<number>`(case when ${is(T.course)} then ${courseProgress}
    when ${status} = ${S.done} then 100 else 0 end)`;
  const lastStudy = sql<Date | null>`(case when ${is(T.course)} then ${courseUserProgress.lastStudyTime}
    when ${is(T.exam)} then ${a.lastTry}
    when ${is(T.survey)} then ${surveyResponse.submitTime}
    when ${attendedTraining} then ${o.lastRecord}
    else ${studyTaskContentUser.gmtModified} end)`;
  return db
    .select({
      taskId: c.taskId,
      phaseId: c.phaseId,
      contentId: c.id,
      contentType: c.contentType,
      refId: c.refId,
      sort: c.sort,
      contentName:
        sql<string>`coalesce(${course.courseName}, ${exam.examName}, ${survey.title}, ${c.contentName})`.as(
          'content_name',
        ),
      status: status.as('status'),
      progress: progress.as('progress'),
      lastStudy: lastStudy.as('last_study'),
      startTime: sql<Date | null>`coalesce(${c.startTime}, ${exam.startTime}, ${survey.startTime})`.as(
        'start_time',
      ),
      endTime: sql<Date | null>`coalesce(${c.endTime}, ${exam.endTime}, ${survey.endTime})`.as('end_time'),
      place: c.place,
      score: sql<number | null>`(case when ${is(T.exam)} then ${a.best}
        else cast(${studyTaskContentUser.score} as double precision) end)`.as('score'),
    })
    .from(c)
    .innerJoin(
      studyTaskUser,
      and(
        eq(studyTaskUser.tenantId, c.tenantId),
        eq(studyTaskUser.taskId, c.taskId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
      ),
    )
    .leftJoin(
      course,
      and(
        is(T.course),
        eq(course.tenantId, c.tenantId),
        eq(course.id, c.refId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.statusId, 1),
      ),
    )
    .leftJoin(
      courseUserProgress,
      and(
        is(T.course),
        eq(courseUserProgress.tenantId, c.tenantId),
        eq(courseUserProgress.courseId, c.refId),
        eq(courseUserProgress.userId, scope.userId),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
      ),
    )
    .leftJoin(
      exam,
      and(
        is(T.exam),
        eq(exam.tenantId, c.tenantId),
        eq(exam.id, c.refId),
        eq(exam.enterpriseId, scope.enterpriseId),
        eq(exam.statusId, 1),
      ),
    )
    .leftJoin(a, and(is(T.exam), eq(a.examId, c.refId)))
    .leftJoin(o, and(attendedTraining, eq(o.courseId, c.refId)))
    .leftJoin(
      survey,
      and(
        is(T.survey),
        eq(survey.tenantId, c.tenantId),
        eq(survey.id, c.refId),
        eq(survey.enterpriseId, scope.enterpriseId),
        eq(survey.statusId, 1),
      ),
    )
    .leftJoin(
      surveyResponse,
      and(
        is(T.survey),
        eq(surveyResponse.tenantId, c.tenantId),
        eq(surveyResponse.surveyId, c.refId),
        eq(surveyResponse.userId, scope.userId),
        eq(surveyResponse.enterpriseId, scope.enterpriseId),
      ),
    )
    .leftJoin(
      studyTaskContentUser,
      and(
        eq(studyTaskContentUser.tenantId, c.tenantId),
        eq(studyTaskContentUser.contentId, c.id),
        eq(studyTaskContentUser.userId, scope.userId),
        eq(studyTaskContentUser.enterpriseId, scope.enterpriseId),
      ),
    )
    .where(
      and(
        eq(c.tenantId, scope.tenantId),
        taskId === undefined ? undefined : eq(c.taskId, taskId),
        sql`(${c.contentType} not in (${T.course}, ${T.exam}, ${T.survey})
          or ${course.id} is not null or ${exam.id} is not null or ${survey.id} is not null)`,
      ),
    );
}
