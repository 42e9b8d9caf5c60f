import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { TaskProgressAnswer } from '../../../contract/study-task';
import { progressLogUpdate } from '../../services/api/progress';
import { taskProgressSave } from '../../services/api/study-task';
import type { HttpClient } from '../../services/http';

/**
 * Where the progress machine's reports go: one call per report, answered with the node's and the course's
 * figures. The machine queues, orders, retries and drops refused reports the same whatever the destination.
 */
export type ReportDestination = (report: ProgressReport) => Promise<ProgressAnswer>;

/** The player shows the save state itself; a failed report is never toasted. */
const quiet = { isShowErrTip: false } as const;

/** The course player's destination: the data service's log update. */
export function courseDestination(http: HttpClient): ReportDestination {
  return (report) => progressLogUpdate(http, report, quiet);
}

export interface StudyTaskTarget {
  taskId: string;
  /** The task's courses: only their reports are the task's. */
  courseIds: readonly string[];
  /** Every answer of the task's save call, with the task's new figures. */
  onTaskAnswer?: (courseId: string, answer: TaskProgressAnswer) => void;
}

/**
 * Inside a study task: reports of the task's courses go to the task's save call, which applies them by the
 * same rules and answers the task's figures too. The stored queue is kept per user, so it may still hold
 * reports of a course studied elsewhere before; those go to the course player's call, since the task would
 * refuse them and a refused report is dropped.
 */
export function studyTaskDestination(http: HttpClient, target: StudyTaskTarget): ReportDestination {
  const courses = new Set(target.courseIds);
  return async (report) => {
    if (!courses.has(report.courseId)) return progressLogUpdate(http, report, quiet);
    const answer = await taskProgressSave(http, { ...report, taskId: target.taskId }, quiet);
    target.onTaskAnswer?.(report.courseId, answer);
    return answer;
  };
}
