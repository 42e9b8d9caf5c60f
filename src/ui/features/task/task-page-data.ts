import { taskContentDetail, taskDetail, taskExamUserCount } from '../../../services/api/study-task';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** The page shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface TaskPageData {
  detail: Settled<Awaited<ReturnType<typeof taskDetail>>>;
  examCounts: Settled<Awaited<ReturnType<typeof taskExamUserCount>>>;
  /** The brief the address opens, if any. */
  content: Settled<Awaited<ReturnType<typeof taskContentDetail>>> | null;
}

/** A task's page: the task with its phases, its exams' taker counts, and the brief of the content opened. */
export async function taskPageData(
  http: HttpClient,
  q: { taskId: string; content: string | null },
): Promise<TaskPageData> {
  const [detail, examCounts, content] = await Promise.all([
    settle(http, taskDetail(http, { taskId: q.taskId }, QUIET)),
    settle(http, taskExamUserCount(http, { taskId: q.taskId }, QUIET)),
    q.content === null
      ? null
      : settle(http, taskContentDetail(http, { taskId: q.taskId, phaseContentId: q.content }, QUIET)),
  ]);
  return { detail, examCounts, content };
}
