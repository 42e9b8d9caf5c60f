import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ContentStatus, PhaseContentType } from '../../contract/study-task.routes';
import type { Db } from '../db/client';
import { course, courseUserProgress, exam, studyTaskUser } from '../db/schema';
import { survey, surveyResponse } from '../db/schema-survey';
import { studyTaskContent, studyTaskContentUser } from '../db/schema-task';
import {
  attendanceStats,
  classroomStatus,
  courseJoin,
  courseProgressJoin,
  courseProgressOf,
  courseStatus,
  examAttemptStats,
  examJoin,
  examStatus,
  surveyJoin,
  surveyResponseJoin,
  surveyStatus,
} from './content-standing';
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

/**
 * One row per content of the member's tasks (of one task when `taskId` is given), dropping a course, exam or
 * survey that is gone, disabled or a draft. `at` is the clock an exam's closing is judged by.
 */
export function memberContents(db: Db, scope: MemberScope, at: SQL, taskId?: string) {
  const c = studyTaskContent;
  const a = examAttemptStats(db, scope);
  // Only the offline courses a training of the member's tasks names.
  const o = attendanceStats(
    db,
    scope,
    at,
    sql`select c.ref_id from ${studyTaskContent} c join ${studyTaskUser} u
      on u.tenant_id = c.tenant_id and u.task_id = c.task_id
      where c.tenant_id = ${scope.tenantId} and c.content_type = ${PhaseContentType.offlineTraining}
        and u.enterprise_id = ${scope.enterpriseId} and u.user_id = ${scope.userId}`,
  );
  const is = (type: number) => sql`${c.contentType} = ${type}`;
  // A training naming an offline course is judged by attendance; one naming none keeps its own record.
  const attendedTraining = sql`(${is(T.offlineTraining)} and ${c.refId} is not null)`;
  const courseProgress = courseProgressOf();
  const status = sql<ContentStatus>`(case
    when ${is(T.course)} then ${courseStatus()}
    when ${is(T.exam)} then ${examStatus(a, at)}
    when ${is(T.survey)} then ${surveyStatus()}
    when ${attendedTraining} then ${classroomStatus(o)}
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
    .leftJoin(course, courseJoin(scope, is(T.course), c.tenantId, c.refId))
    .leftJoin(courseUserProgress, courseProgressJoin(scope, is(T.course), c.tenantId, c.refId))
    .leftJoin(exam, examJoin(scope, is(T.exam), c.tenantId, c.refId))
    .leftJoin(a, and(is(T.exam), eq(a.examId, c.refId)))
    .leftJoin(o, and(attendedTraining, eq(o.courseId, c.refId)))
    .leftJoin(survey, surveyJoin(scope, is(T.survey), c.tenantId, c.refId))
    .leftJoin(surveyResponse, surveyResponseJoin(scope, is(T.survey), c.tenantId, c.refId))
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
