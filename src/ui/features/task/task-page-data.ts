import type { Page } from '../../../../contract/envelope';
import type { TaskComment } from '../../../../contract/study-task';
import { PhaseContentType } from '../../../../contract/study-task.routes';
import {
  taskContentDetail,
  taskDetail,
  taskExamUserCount,
  taskPracticalView,
} from '../../../services/api/study-task';
import { taskAttendanceCount, taskAttendancePage } from '../../../services/api/offline';
import { taskCommentPage } from '../../../services/api/task-comment';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** The page shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

type Detail = Awaited<ReturnType<typeof taskDetail>>;

export const TASK_COMMENT_PAGE_SIZE = 10;
/** Sessions of the task's offline trainings shown at once (a task rarely holds more). */
export const TASK_ATTENDANCE_PAGE_SIZE = 50;

export interface TaskPageData {
  detail: Settled<Detail>;
  examCounts: Settled<Awaited<ReturnType<typeof taskExamUserCount>>>;
  /** The brief the address opens, if any; a practical's with the learner's answer. */
  content: Settled<Awaited<ReturnType<typeof taskContentDetail>>> | null;
  practical: Settled<Awaited<ReturnType<typeof taskPracticalView>>> | null;
  /** The comments' page the address names (`commentPage`, 1 when absent). */
  comments: { page: number; list: Settled<Page<TaskComment>> };
  /** The learner's attendance in the sessions of the task's offline trainings, with the figures. */
  attendance: {
    list: Settled<Awaited<ReturnType<typeof taskAttendancePage>>>;
    figures: Settled<Awaited<ReturnType<typeof taskAttendanceCount>>>;
  };
}

const kindOf = (detail: Settled<Detail>, contentId: string) =>
  detail.ok
    ? detail.data.phases.flatMap((p) => p.contents).find((c) => c.phaseContentId === contentId)?.contentType
    : undefined;

/**
 * A task's page: the task with its phases, its exams' taker counts, a page of its comments, the learner's
 * attendance in its offline trainings' sessions, and the brief of the
 * content opened (read once the task says what kind it is: a practical's comes with the learner's answer).
 */
export async function taskPageData(
  http: HttpClient,
  q: { taskId: string; content: string | null; commentPage?: number | undefined },
): Promise<TaskPageData> {
  const page = q.commentPage ?? 1;
  const [detail, examCounts, list, attendanceList, figures] = await Promise.all([
    settle(http, taskDetail(http, { taskId: q.taskId }, QUIET)),
    settle(http, taskExamUserCount(http, { taskId: q.taskId }, QUIET)),
    settle(
      http,
      taskCommentPage(http, { taskId: q.taskId, pageCurrent: page, pageSize: TASK_COMMENT_PAGE_SIZE }, QUIET),
    ),
    settle(
      http,
      taskAttendancePage(
        http,
        { taskId: q.taskId, pageCurrent: 1, pageSize: TASK_ATTENDANCE_PAGE_SIZE },
        QUIET,
      ),
    ),
    settle(http, taskAttendanceCount(http, { taskId: q.taskId }, QUIET)),
  ]);
  const comments = { page, list };
  const attendance = { list: attendanceList, figures };
  if (q.content === null) return { detail, examCounts, content: null, practical: null, comments, attendance };
  const request = { taskId: q.taskId, phaseContentId: q.content };
  if (kindOf(detail, q.content) === PhaseContentType.practical) {
    const practical = await settle(http, taskPracticalView(http, request, QUIET));
    return { detail, examCounts, content: practical, practical, comments, attendance };
  }
  return {
    detail,
    examCounts,
    content: await settle(http, taskContentDetail(http, request, QUIET)),
    practical: null,
    comments,
    attendance,
  };
}
