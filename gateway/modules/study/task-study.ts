import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CertificateSource } from '../../../contract/certificate.routes';
import type { CourseProgress, StudyTask } from '../../../contract/study';
import {
  PhaseContentType,
  TaskApplyMode,
  TaskApplyStatus,
  TaskStudyReason,
  type TaskApplication,
  type TaskApplyMode as TaskApplyModeValue,
  type TaskApplyStatus as TaskApplyStatusValue,
  TaskWindow,
  type ExamUserCount,
  type PracticalView,
  type TaskContentDetail,
  type TaskCourseNodes,
  type TaskDetail,
  type TaskProgress,
  type TaskProgressAnswer,
  type TaskProgressReport,
  type TaskStudyCheck,
} from '../../../contract/study-task';
import type { Db } from '../../db/client';
import { course, courseUserProgress, studyTask, studyTaskUser } from '../../db/schema';
import { certificate, certificateUser } from '../../db/schema-certificate';
import { studyTaskContent, studyTaskPhase } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { courseStudyStatus } from '../../shared/course-progress';
import type { MemberScope } from '../../shared/member-scope';
import { myTasks } from '../../shared/my-tasks';
import { windowOf } from '../../shared/task-time';
import { memberReader } from '../../shared/member-scope';
import { loadTree, resumeNode, toContentNodes } from '../course/tree';
import { statusSql } from '../certificate/held';
import { logReport } from '../progress/reports';
import { courseProgressColumns, toCourseProgress } from './courses';
import { contentDetail, courseLockedInTask, examUserCounts, readContent, taskPhases } from './phases';
import { practicalView, savePractical, type PracticalGate } from './practical';
import { toStudyTask } from './tasks';

/*
 * Studying inside a study task (decision 0030). Every call starts from the caller's own published task: an
 * unknown id, a draft, a task of another company or tenant and one not assigned to the caller are the same
 * "not found". Task figures are derived from course progress exactly as the task list derives them, so a report
 * made here is the course player's report (same rules, same code) followed by a read of the task's figures.
 */

interface MyTask {
  task: StudyTask;
  startTime: Date;
  endTime: Date;
  collected: 0 | 1;
  applyMode: TaskApplyModeValue;
  application: TaskApplication;
}

/** Whether the caller may study in the task: always in an assigned task, once approved in one applied for. */
const approved = (mine: MyTask) =>
  mine.applyMode === TaskApplyMode.assigned || mine.application.applyStatus === TaskApplyStatus.approved;

function requireApproved(mine: MyTask): void {
  if (!approved(mine)) throw new BizError('study.taskNotApproved');
}

/** The caller's published task with its figures, or the task's "not found". */
async function findMyTask(db: Db, scope: MemberScope, taskId: string): Promise<MyTask> {
  const tasks = myTasks(db, scope);
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw new BizError('study.taskNotFound');
  const status = Number(row.applyStatus);
  return {
    task: toStudyTask(row),
    startTime: row.startTime,
    endTime: row.endTime,
    collected: Number(row.collected) === 1 ? 1 : 0,
    applyMode:
      Number(row.applyMode) === TaskApplyMode.approval ? TaskApplyMode.approval : TaskApplyMode.assigned,
    application: {
      taskId: row.id,
      applyStatus: (status >= 0 && status <= 3 ? status : 0) as TaskApplyStatusValue,
      applyReason: status === TaskApplyStatus.rejected ? row.applyReason : '',
      applyTime: row.applyTime ? formatDateTime(new Date(row.applyTime)) : null,
    },
  };
}

/** Joins a course content of the task to the company's course, when it is enabled. */
function enabledCourse(scope: MemberScope) {
  return and(
    eq(studyTaskContent.contentType, PhaseContentType.course),
    eq(course.tenantId, studyTaskContent.tenantId),
    eq(course.id, studyTaskContent.refId),
    eq(course.enterpriseId, scope.enterpriseId),
    eq(course.statusId, 1),
  );
}

/**
 * The task's enabled courses of the caller's company, in the task's order (phase, then content), each once, with
 * the caller's progress: the player's list.
 */
async function taskCourses(db: Db, scope: MemberScope, taskId: string): Promise<CourseProgress[]> {
  const progress = sql`coalesce(${courseUserProgress.studyProgress}, 0)`;
  const rows = await db
    .select({
      ...courseProgressColumns(progress, courseStudyStatus(progress)),
      phaseSort: studyTaskPhase.sort,
      phaseId: studyTaskPhase.id,
      sort: studyTaskContent.sort,
    })
    .from(studyTaskContent)
    .innerJoin(
      studyTaskPhase,
      and(
        eq(studyTaskPhase.tenantId, studyTaskContent.tenantId),
        eq(studyTaskPhase.id, studyTaskContent.phaseId),
      ),
    )
    .innerJoin(course, enabledCourse(scope))
    .leftJoin(
      courseUserProgress,
      and(
        eq(courseUserProgress.tenantId, studyTaskContent.tenantId),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
        eq(courseUserProgress.courseId, studyTaskContent.refId),
        eq(courseUserProgress.userId, scope.userId),
      ),
    )
    .where(and(eq(studyTaskContent.tenantId, scope.tenantId), eq(studyTaskContent.taskId, taskId)))
    .orderBy(
      asc(studyTaskPhase.sort),
      asc(studyTaskPhase.id),
      asc(studyTaskContent.sort),
      asc(studyTaskContent.id),
    );
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.courseId) && seen.add(r.courseId)).map(toCourseProgress);
}

/** Whether the course is an enabled course of the task (the task already known to be the caller's). */
async function inTask(db: Db, scope: MemberScope, taskId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(studyTaskContent)
    .innerJoin(course, enabledCourse(scope))
    .where(
      and(
        eq(studyTaskContent.tenantId, scope.tenantId),
        eq(studyTaskContent.taskId, taskId),
        eq(studyTaskContent.refId, courseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function taskDetail(db: Db, scope: MemberScope, taskId: string, now: Date): Promise<TaskDetail> {
  const mine = await findMyTask(db, scope, taskId);
  return {
    ...mine.task,
    window: windowOf(mine, now),
    applyMode: mine.applyMode,
    applyStatus: mine.application.applyStatus,
    applyReason: mine.application.applyReason,
    applyTime: mine.application.applyTime,
    collected: mine.collected,
    courses: await taskCourses(db, scope, taskId),
    phases: await taskPhases(db, scope, taskId, now),
    certificate: await taskCertificate(db, scope, taskId, now),
  };
}

/** The certificate the task earns, and the caller's award of it for this task (revoked, expired or held). */
async function taskCertificate(
  db: Db,
  scope: MemberScope,
  taskId: string,
  now: Date,
): Promise<TaskDetail['certificate']> {
  const [row] = await db
    .select({
      name: certificate.name,
      validMonths: certificate.validMonths,
      status: sql<
        number | null
      >`(case when ${certificateUser.id} is null then null else ${statusSql(now)} end)`,
    })
    .from(studyTask)
    .innerJoin(
      certificate,
      and(
        eq(certificate.tenantId, studyTask.tenantId),
        eq(certificate.id, studyTask.certificateId),
        eq(certificate.enterpriseId, studyTask.enterpriseId),
      ),
    )
    .leftJoin(
      certificateUser,
      and(
        eq(certificateUser.tenantId, studyTask.tenantId),
        eq(certificateUser.enterpriseId, scope.enterpriseId),
        eq(certificateUser.userId, scope.userId),
        eq(certificateUser.sourceType, CertificateSource.studyTask),
        eq(certificateUser.sourceId, studyTask.id),
      ),
    )
    .where(
      and(
        eq(studyTask.tenantId, scope.tenantId),
        eq(studyTask.enterpriseId, scope.enterpriseId),
        eq(studyTask.id, taskId),
      ),
    )
    .limit(1);
  if (!row) return null;
  const status = row.status === null ? null : (Number(row.status) as 1 | 2 | 3);
  return { name: row.name, validMonths: row.validMonths, status };
}

export async function taskProgress(db: Db, scope: MemberScope, taskId: string): Promise<TaskProgress> {
  const { task } = await findMyTask(db, scope, taskId);
  const courses = await taskCourses(db, scope, taskId);
  return {
    taskId: task.id,
    studyProgress: task.studyProgress,
    studyStatus: task.studyStatus,
    courseCount: task.courseCount,
    learnedCourseCount: task.learnedCourseCount,
    lastStudyTime: task.lastStudyTime,
    courses: courses.map((c) => ({
      courseId: c.courseId,
      studyProgress: c.studyProgress,
      studyStatus: c.studyStatus,
    })),
  };
}

/** The course's content tree with the caller's node progress; readable whatever the window (it changes nothing). */
export async function taskCourseNodes(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; courseId: string },
): Promise<TaskCourseNodes> {
  await findMyTask(db, scope, q.taskId);
  if (!(await inTask(db, scope, q.taskId, q.courseId))) throw new BizError('study.taskCourseNotFound');
  const tree = await loadTree(db, memberReader(scope), {
    id: q.courseId,
    tenantId: scope.tenantId,
    enterpriseId: scope.enterpriseId,
  });
  return { courseId: q.courseId, resumeSubResourceId: resumeNode(tree), nodes: toContentNodes(tree) };
}

export async function checkTaskCourse(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; courseId: string },
  now: Date,
): Promise<TaskStudyCheck> {
  const mine = await findMyTask(db, scope, q.taskId);
  const window = windowOf(mine, now);
  const reason = !(await inTask(db, scope, q.taskId, q.courseId))
    ? TaskStudyReason.courseUnavailable
    : !approved(mine)
      ? TaskStudyReason.notApproved
      : (await courseLockedInTask(db, scope, q.taskId, q.courseId, now))
        ? TaskStudyReason.phaseLocked
        : window === TaskWindow.notStarted
          ? TaskStudyReason.notStarted
          : window === TaskWindow.ended
            ? TaskStudyReason.ended
            : TaskStudyReason.ok;
  return {
    taskId: mine.task.id,
    courseId: q.courseId,
    allowed: reason === TaskStudyReason.ok ? 1 : 0,
    reason,
    startTime: mine.task.startTime,
    endTime: mine.task.endTime,
  };
}

/**
 * A report made inside the task: refused unless the course is in the task and the window open, then applied by
 * the course player's code (`logReport`), then answered with the task's figures as they now stand.
 */
export async function saveTaskReport(
  db: Db,
  scope: MemberScope,
  body: TaskProgressReport,
  now: Date,
): Promise<TaskProgressAnswer> {
  const { taskId, ...report } = body;
  const mine = await findMyTask(db, scope, taskId);
  if (!(await inTask(db, scope, taskId, report.courseId))) throw new BizError('study.taskCourseNotFound');
  requireApproved(mine);
  const window = windowOf(mine, now);
  if (window === TaskWindow.notStarted) {
    throw new BizError('study.taskNotStarted', { time: mine.task.startTime });
  }
  if (window === TaskWindow.ended) throw new BizError('study.taskEnded', { time: mine.task.endTime });
  if (await courseLockedInTask(db, scope, taskId, report.courseId, now))
    throw new BizError('study.courseLocked');
  const answer = await logReport(db, scope, report, now);
  const { task } = await findMyTask(db, scope, taskId);
  return {
    ...answer,
    taskProgress: task.studyProgress,
    taskStudyStatus: task.studyStatus,
    learnedCourseCount: task.learnedCourseCount,
  };
}

/** One content of the caller's task with its brief and the caller's record. */
export async function taskContentDetail(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
): Promise<TaskContentDetail> {
  await findMyTask(db, scope, q.taskId);
  return contentDetail(db, scope, q, now);
}

/** The caller has read an image-text content of their task (inside the task's window and an open phase). */
export async function readTaskContent(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
): Promise<TaskContentDetail> {
  const mine = await findMyTask(db, scope, q.taskId);
  requireApproved(mine);
  return readContent(db, scope, q, now, mine);
}

/**
 * The caller applies for a task learners apply for: awaiting approval from now, with the time. Again after a
 * refusal; while awaiting or once approved it changes nothing, so a double click or a retry is harmless.
 */
export async function applyForTask(
  db: Db,
  scope: MemberScope,
  taskId: string,
  now: Date,
): Promise<TaskApplication> {
  const mine = await findMyTask(db, scope, taskId);
  if (mine.applyMode !== TaskApplyMode.approval) throw new BizError('study.applyNotNeeded');
  const status = mine.application.applyStatus;
  if (status === TaskApplyStatus.awaiting || status === TaskApplyStatus.approved) return mine.application;
  await db
    .update(studyTaskUser)
    .set({
      applyStatus: TaskApplyStatus.awaiting,
      applyReason: '',
      applyTime: now,
      auditTime: null,
      gmtModified: now,
    })
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.taskId, taskId),
        eq(studyTaskUser.userId, scope.userId),
        inArray(studyTaskUser.applyStatus, [TaskApplyStatus.none, TaskApplyStatus.rejected]),
      ),
    );
  return (await findMyTask(db, scope, taskId)).application;
}

/** The exam contents' counts of the caller's task. */
export async function taskExamUserCounts(
  db: Db,
  scope: MemberScope,
  taskId: string,
): Promise<ExamUserCount[]> {
  await findMyTask(db, scope, taskId);
  return examUserCounts(db, scope, taskId);
}

const gateOf = (mine: MyTask): PracticalGate => ({
  startTime: mine.startTime,
  endTime: mine.endTime,
  approved: approved(mine),
});

/** A practical content of the caller's task as they answer it. */
export async function taskPracticalView(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
): Promise<PracticalView> {
  const mine = await findMyTask(db, scope, q.taskId);
  return practicalView(db, scope, q, now, gateOf(mine));
}

/** Hands in the caller's answer to a practical content of their task. */
export async function saveTaskPractical(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string; answerText: string; fileIds: string[] },
  now: Date,
): Promise<PracticalView> {
  const mine = await findMyTask(db, scope, q.taskId);
  return savePractical(db, scope, q, now, gateOf(mine));
}
