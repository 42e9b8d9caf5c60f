import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourseProgress, StudyTask } from '../../../contract/study';
import {
  TaskStudyReason,
  TaskWindow,
  type TaskCourseNodes,
  type TaskDetail,
  type TaskProgress,
  type TaskProgressAnswer,
  type TaskProgressReport,
  type TaskStudyCheck,
} from '../../../contract/study-task';
import type { Db } from '../../db/client';
import { course, courseUserProgress, studyTaskCourse } from '../../db/schema';
import { BizError } from '../../http/errors';
import { courseStudyStatus } from '../../shared/course-progress';
import type { MemberScope } from '../../shared/member-scope';
import { memberReader } from '../course/scope';
import { loadTree, resumeNode, toContentNodes } from '../course/tree';
import { logReport } from '../progress/reports';
import { courseProgressColumns, toCourseProgress } from './courses';
import { windowOf } from './task-time';
import { memberProgressOfTaskCourse, myTasks, taskCourseIsEnabled, toStudyTask } from './tasks';

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
}

/** The caller's published task with its figures, or the task's "not found". */
async function findMyTask(db: Db, scope: MemberScope, taskId: string): Promise<MyTask> {
  const tasks = myTasks(db, scope);
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw new BizError('study.taskNotFound');
  return {
    task: toStudyTask(row),
    startTime: row.startTime,
    endTime: row.endTime,
    collected: Number(row.collected) === 1 ? 1 : 0,
  };
}

/** The task's enabled courses of the caller's company, in the task's order, with the caller's progress. */
async function taskCourses(db: Db, scope: MemberScope, taskId: string): Promise<CourseProgress[]> {
  const progress = sql`coalesce(${courseUserProgress.studyProgress}, 0)`;
  const rows = await db
    .select(courseProgressColumns(progress, courseStudyStatus(progress)))
    .from(studyTaskCourse)
    .innerJoin(course, taskCourseIsEnabled(scope))
    .leftJoin(courseUserProgress, memberProgressOfTaskCourse(scope))
    .where(and(eq(studyTaskCourse.tenantId, scope.tenantId), eq(studyTaskCourse.taskId, taskId)))
    .orderBy(asc(studyTaskCourse.sort), asc(course.id));
  return rows.map(toCourseProgress);
}

/** Whether the course is an enabled course of the task (the task already known to be the caller's). */
async function inTask(db: Db, scope: MemberScope, taskId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(studyTaskCourse)
    .innerJoin(
      course,
      and(
        eq(course.tenantId, studyTaskCourse.tenantId),
        eq(course.id, studyTaskCourse.courseId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.statusId, 1),
      ),
    )
    .where(
      and(
        eq(studyTaskCourse.tenantId, scope.tenantId),
        eq(studyTaskCourse.taskId, taskId),
        eq(studyTaskCourse.courseId, courseId),
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
    collected: mine.collected,
    courses: await taskCourses(db, scope, taskId),
  };
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
  const window = windowOf(mine, now);
  if (window === TaskWindow.notStarted) {
    throw new BizError('study.taskNotStarted', { time: mine.task.startTime });
  }
  if (window === TaskWindow.ended) throw new BizError('study.taskEnded', { time: mine.task.endTime });
  const answer = await logReport(db, scope, report, now);
  const { task } = await findMyTask(db, scope, taskId);
  return {
    ...answer,
    taskProgress: task.studyProgress,
    taskStudyStatus: task.studyStatus,
    learnedCourseCount: task.learnedCourseCount,
  };
}
