import type { StudyStatus } from '../../../../contract/study.routes';
import { TaskStudyReason, TaskWindow } from '../../../../contract/study-task.routes';

/*
 * What the study task's player decides without the gateway: which course to open when the address names
 * none, what a refusal and a window say, and the figures the gateway acknowledged since the task was read.
 */

interface CourseFacts {
  courseId: string;
  studyProgress: number;
  lastStudyTime: string | null;
}

/**
 * The course to open: among those not learned, the one studied last; else the first not learned in the task's
 * order; else the first. Null for a task without courses. Times compare as text ("yyyy-MM-dd HH:mm:ss").
 */
export function resumeCourse<C extends CourseFacts>(courses: readonly C[]): C | null {
  const open = courses.filter((c) => c.studyProgress < 100);
  let latest: C | null = null;
  for (const c of open) {
    if (c.lastStudyTime !== null && (latest?.lastStudyTime == null || c.lastStudyTime > latest.lastStudyTime))
      latest = c;
  }
  return latest ?? open[0] ?? courses[0] ?? null;
}

/** Why the task's player shows no player for a course. */
export function refusalKey(reason: TaskStudyReason): string {
  switch (reason) {
    case TaskStudyReason.notStarted:
      return 'player.task.refused.notStarted';
    case TaskStudyReason.ended:
      return 'player.task.refused.ended';
    default:
      return 'player.task.refused.courseUnavailable';
  }
}

export function windowKey(window: TaskWindow): string {
  switch (window) {
    case TaskWindow.notStarted:
      return 'player.task.state.notStarted';
    case TaskWindow.ended:
      return 'player.task.state.ended';
    default:
      return 'player.task.state.open';
  }
}

export const WINDOW_PALETTE: Record<TaskWindow, string> = {
  [TaskWindow.notStarted]: 'gray',
  [TaskWindow.open]: 'green',
  [TaskWindow.ended]: 'red',
};

export interface Figures {
  studyProgress: number;
  studyStatus: StudyStatus;
}

/** What the task's save call acknowledged since the task was read. */
export interface TaskFigures {
  task: (Figures & { learnedCourseCount: number }) | null;
  courses: Readonly<Record<string, Figures>>;
}

export const NO_FIGURES: TaskFigures = { task: null, courses: {} };

const higher = (a: Figures | undefined, b: Figures): Figures =>
  a
    ? {
        studyProgress: Math.max(a.studyProgress, b.studyProgress),
        studyStatus: Math.max(a.studyStatus, b.studyStatus) as StudyStatus,
      }
    : b;

/**
 * Adds one answer of the task's save call. Figures only rise, as at the gateway, so an answer that arrives
 * late (a retried report) never takes a figure back.
 */
export function withTaskAnswer(
  figures: TaskFigures,
  courseId: string,
  answer: {
    courseProgress: number;
    courseStudyStatus: StudyStatus;
    taskProgress: number;
    taskStudyStatus: StudyStatus;
    learnedCourseCount: number;
  },
): TaskFigures {
  const course = higher(figures.courses[courseId], {
    studyProgress: answer.courseProgress,
    studyStatus: answer.courseStudyStatus,
  });
  const task = higher(figures.task ?? undefined, {
    studyProgress: answer.taskProgress,
    studyStatus: answer.taskStudyStatus,
  });
  return {
    task: {
      ...task,
      learnedCourseCount: Math.max(figures.task?.learnedCourseCount ?? 0, answer.learnedCourseCount),
    },
    courses: { ...figures.courses, [courseId]: course },
  };
}

/** A figure as read, raised by what was acknowledged since. */
export function withFigures<T extends Figures>(read: T, acknowledged: Figures | null | undefined): T {
  if (!acknowledged) return read;
  const raised = higher(read, acknowledged);
  return raised.studyProgress === read.studyProgress && raised.studyStatus === read.studyStatus
    ? read
    : { ...read, ...raised };
}
