import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  AttendanceKind,
  type AttendanceCode,
  type AttendanceFigures,
  type TaskAttendanceRow,
} from '../../../contract/offline';
import { PhaseContentType } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { studyTask } from '../../db/schema';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { studyTaskContent } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { isAssignedTask } from '../../shared/task-assignment';
import { codeOf, taughtSession } from './attendance';
import { figuresOf, sessionsWithAttendance, toOfflineSession } from './sessions';
import { requireLecturer } from './teaching';

/*
 * The attendance of a study task's offline trainings (spec "relation attendance"): every session of each
 * training that names a course, for the learner the task is assigned to; and the check-in code of one of them
 * for its lecturer.
 */

/** The task's trainings that name an enabled offline course of the company, in the task's order. */
async function trainingsOf(
  db: Db,
  scope: MemberScope,
  taskId: string,
): Promise<{ contentId: string; courseId: string }[]> {
  const rows = await db
    .select({ contentId: studyTaskContent.id, courseId: offlineCourse.id })
    .from(studyTaskContent)
    .innerJoin(
      offlineCourse,
      and(
        eq(offlineCourse.tenantId, studyTaskContent.tenantId),
        eq(offlineCourse.id, studyTaskContent.refId),
        eq(offlineCourse.enterpriseId, scope.enterpriseId),
        eq(offlineCourse.statusId, 1),
      ),
    )
    .where(
      and(
        eq(studyTaskContent.tenantId, scope.tenantId),
        eq(studyTaskContent.taskId, taskId),
        eq(studyTaskContent.contentType, PhaseContentType.offlineTraining),
      ),
    )
    .orderBy(asc(studyTaskContent.sort), asc(studyTaskContent.id));
  return rows;
}

/** The caller's attendance in every session of the task's trainings, in time order. */
async function taskSessions(db: Db, scope: MemberScope, taskId: string, now: Date) {
  if (!(await isAssignedTask(db, scope, taskId))) throw new BizError('offline.taskNotFound');
  const trainings = await trainingsOf(db, scope, taskId);
  if (trainings.length === 0) return [];
  const ids = await lecturerIdsOf(db, scope);
  const sessions = await sessionsWithAttendance(
    db,
    scope,
    ids,
    inArray(
      offlineSession.courseId,
      trainings.map((t) => t.courseId),
    ),
  );
  // A course named by two trainings shows under each (rare; its sessions are the same).
  return sessions.flatMap((s) =>
    trainings
      .filter((t) => t.courseId === s.courseId)
      .map((t): TaskAttendanceRow => ({
        ...toOfflineSession(s, now),
        contentId: t.contentId,
        courseId: s.courseId,
        courseName: s.courseName,
      })),
  );
}

export async function taskAttendancePage(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<TaskAttendanceRow>> {
  const rows = await taskSessions(db, scope, q.taskId, now);
  const from = offsetOf(q);
  return pageResult(rows.slice(from, from + q.pageSize), q, rows.length);
}

/** The caller's figures over the task's sessions, each session once. */
export async function taskAttendanceCount(
  db: Db,
  scope: MemberScope,
  taskId: string,
  now: Date,
): Promise<AttendanceFigures> {
  const rows = await taskSessions(db, scope, taskId, now);
  const once = new Map(rows.map((r) => [r.sessionId, r.status]));
  return figuresOf([...once.values()]);
}

/**
 * The check-in code of a session of the task's trainings, for its lecturer: 306 for a member who teaches
 * nothing; "not found" when the task is not a published one of the company or the session is not of one of its
 * trainings, and when the caller does not teach it.
 */
export async function taskAttendanceCode(
  db: Db,
  scope: MemberScope,
  body: { taskId: string; sessionId: string },
  now: Date,
): Promise<AttendanceCode> {
  await requireLecturer(db, scope);
  const [inTask] = await db
    .select({ one: sql<number>`1` })
    .from(offlineSession)
    .innerJoin(
      studyTaskContent,
      and(
        eq(studyTaskContent.tenantId, offlineSession.tenantId),
        eq(studyTaskContent.taskId, body.taskId),
        eq(studyTaskContent.contentType, PhaseContentType.offlineTraining),
        eq(studyTaskContent.refId, offlineSession.courseId),
      ),
    )
    .innerJoin(
      studyTask,
      and(
        eq(studyTask.tenantId, studyTaskContent.tenantId),
        eq(studyTask.id, studyTaskContent.taskId),
        eq(studyTask.enterpriseId, scope.enterpriseId),
        eq(studyTask.statusId, 1),
      ),
    )
    .where(
      and(
        eq(offlineSession.tenantId, scope.tenantId),
        eq(offlineSession.enterpriseId, scope.enterpriseId),
        eq(offlineSession.id, body.sessionId),
      ),
    )
    .limit(1);
  if (!inTask) throw new BizError('offline.taskSessionNotFound');
  const session = await taughtSession(db, scope, body.sessionId);
  return codeOf(session, scope.tenantId, AttendanceKind.checkIn, now);
}
