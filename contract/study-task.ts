import { z } from 'zod';
import { contentNode } from './course';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, percent } from './envelope';
import { progressAnswer, progressReport } from './progress';
import { courseProgress, studyStatus, studyTask, taskCollection, taskWindow } from './study';
import { TaskStudyReason, taskStudyRoutes } from './study-task.routes';

export { TaskStudyReason, TaskWindow } from './study-task.routes';
export { taskWindow } from './study';
export const taskStudyReason = z.union([
  z.literal(TaskStudyReason.ok),
  z.literal(TaskStudyReason.notStarted),
  z.literal(TaskStudyReason.ended),
  z.literal(TaskStudyReason.courseUnavailable),
]);

const taskRequest = z.object({ taskId: id });
const taskCourseRequest = z.object({ taskId: id, courseId: id });

/** The task page's figures (as the task list gives them), its window, and its enabled courses in order. */
export const taskDetail = studyTask.extend({
  window: taskWindow,
  /** 1 when the caller has collected the task. */
  collected: flag,
  courses: z.array(courseProgress),
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** One course's figures inside the task. */
export const taskCourseFigures = z.object({ courseId: id, studyProgress: percent, studyStatus });
export type TaskCourseFigures = z.infer<typeof taskCourseFigures>;

export const taskProgress = z.object({
  taskId: id,
  /** The mean of the courses' progress, rounded down (courses never opened count 0). */
  studyProgress: percent,
  studyStatus,
  courseCount: count,
  learnedCourseCount: count,
  lastStudyTime: dateTime.nullable(),
  courses: z.array(taskCourseFigures),
});
export type TaskProgress = z.infer<typeof taskProgress>;

/** A task course's content tree with the caller's progress, and the node to resume (null: an empty course). */
export const taskCourseNodes = z.object({
  courseId: id,
  resumeSubResourceId: id.nullable(),
  nodes: z.array(contentNode),
});
export type TaskCourseNodes = z.infer<typeof taskCourseNodes>;

/** The course player's report with the task it was made in (`studyProgress` is required, spec §4). */
export const taskProgressReport = progressReport.extend({ taskId: id });
export type TaskProgressReport = z.infer<typeof taskProgressReport>;

export const taskProgressAnswer = progressAnswer.extend({
  taskProgress: percent,
  taskStudyStatus: studyStatus,
  learnedCourseCount: count,
});
export type TaskProgressAnswer = z.infer<typeof taskProgressAnswer>;

export const taskStudyCheck = z.object({
  taskId: id,
  courseId: id,
  /** 1 when the course may be studied in the task now (`reason` is then `ok`). */
  allowed: flag,
  reason: taskStudyReason,
  startTime: dateTime,
  endTime: dateTime,
});
export type TaskStudyCheck = z.infer<typeof taskStudyCheck>;

export const taskStudyApi = {
  detail: endpoint({ ...taskStudyRoutes.detail, request: taskRequest, response: taskDetail }),
  progress: endpoint({ ...taskStudyRoutes.progress, request: taskRequest, response: taskProgress }),
  resource: endpoint({ ...taskStudyRoutes.resource, request: taskCourseRequest, response: taskCourseNodes }),
  save: endpoint({ ...taskStudyRoutes.save, request: taskProgressReport, response: taskProgressAnswer }),
  /** Collects a task of the caller's, or takes it out; answers the task's state. */
  collection: endpoint({
    ...taskStudyRoutes.collection,
    request: taskCollection,
    response: taskCollection,
  }),
  checkResource: endpoint({
    ...taskStudyRoutes.checkResource,
    request: taskCourseRequest,
    response: taskStudyCheck,
  }),
};
