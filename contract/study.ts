import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest, percent } from './envelope';
import { TASK_KEYWORD_MAX, TaskListTab, TaskWindow } from './study-task.routes';
import { courseProgressRoutes, studyTaskRoutes } from './study.routes';

export { StudyStatus } from './study.routes';
export { TaskListTab } from './study-task.routes';

/** One of `StudyStatus` (study.routes.ts). */
export const studyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Only items in these statuses (all when absent); order in the answer does not follow this list. */
const studyFilter = z.object({
  studyStatusList: z.array(studyStatus).min(1).max(3).optional(),
});

export const studyTask = z.object({
  /** The task's id (taskId of the task's own calls). */
  id,
  taskName: z.string(),
  cover: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  /**
   * Over the task's contents: the mean of their progress (a course its own, any other kind 100 once done),
   * rounded down. Learned when every content is done.
   */
  studyProgress: percent,
  studyStatus,
  /** The task's courses, and those learned (its other contents are in its phases). */
  courseCount: z.number().int(),
  learnedCourseCount: z.number().int(),
  /** 1 a required task, 0 an elective one. */
  requiredFlag: flag,
  /** The caller's latest study in any of the task's courses. */
  lastStudyTime: dateTime.nullable(),
});
export type StudyTask = z.infer<typeof studyTask>;

/** Where the gateway's clock stands against a task's study window (`TaskWindow`, study-task.routes.ts). */
export const taskWindow = z.union([
  z.literal(TaskWindow.notStarted),
  z.literal(TaskWindow.open),
  z.literal(TaskWindow.ended),
]);

/** A task in the task list: its figures and its window, so an ended task is never shown as under way. */
export const studyTaskItem = studyTask.extend({
  window: taskWindow,
  /** 1 when the caller has collected the task. */
  collected: flag,
});
export type StudyTaskItem = z.infer<typeof studyTaskItem>;

export const studyTaskCount = z.object({
  totalCount: z.number().int(),
  /** By learning status alone, whatever the window. */
  notStartedCount: z.number().int(),
  learningCount: z.number().int(),
  learnedCount: z.number().int(),
  /** By the list's tabs (`TaskListTab`): each task in exactly one, so they add up to `totalCount`. */
  tabs: z.object({
    notStarted: count,
    learning: count,
    learned: count,
    ended: count,
  }),
  collectedCount: count,
});
export type StudyTaskCount = z.infer<typeof studyTaskCount>;

export const courseProgress = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  /** Seconds of media in the course. */
  totalDuration: z.number().int(),
  studyProgress: percent,
  studyStatus,
  lastStudyTime: dateTime.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

export const taskListTab = z.union([
  z.literal(TaskListTab.notStarted),
  z.literal(TaskListTab.learning),
  z.literal(TaskListTab.learned),
  z.literal(TaskListTab.ended),
]);

/** The trimmed keyword, or nothing when blank. */
const taskKeyword = z
  .string()
  .trim()
  .max(TASK_KEYWORD_MAX, { message: 'course.keywordTooLong' })
  .transform((s) => (s === '' ? undefined : s))
  .optional();

export const taskListFilter = z.object({
  /** Only the tasks of one tab of the list (with `studyStatusList`, both apply). */
  tab: taskListTab.optional(),
  /** Only tasks whose name contains it. */
  keyword: taskKeyword,
  /** 1: only the tasks the caller has collected. */
  collected: z.literal(1).optional(),
});

export const taskCollection = z.object({ taskId: id, collected: flag });
export type TaskCollection = z.infer<typeof taskCollection>;

export const studyTaskApi = {
  /** The caller's published tasks: learning first (latest study first), then not started, then learned. */
  page: endpoint({
    ...studyTaskRoutes.page,
    request: pageRequest.extend(studyFilter.shape).extend(taskListFilter.shape),
    response: pageOf(studyTaskItem),
  }),
  /** How many of the caller's tasks are in each status and each tab (of those matching the keyword). */
  count: endpoint({
    ...studyTaskRoutes.count,
    request: z.object({ keyword: taskKeyword }),
    response: studyTaskCount,
  }),
};

export const courseProgressApi = {
  /** The caller's courses with progress, ordered like the task page. */
  page: endpoint({
    ...courseProgressRoutes.page,
    request: pageRequest.extend(studyFilter.shape),
    response: pageOf(courseProgress),
  }),
};
