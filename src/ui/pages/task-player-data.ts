import type { HttpClient } from '../../services/http';
import { taskCheckResource, taskCourseNodes, taskDetail } from '../../services/api/study-task';
import { resumeCourse } from '../features/task/task-rules';
import { memoRead } from '../kit/app/read-memo';
import { settle, type Settled } from '../kit/app/route-data';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The course open in the task: whether it may be studied now, and — only when it may — its content tree. */
export interface TaskCourseData {
  check: Settled<Answer<typeof taskCheckResource>>;
  /** Null unless the check allowed the course. */
  nodes: Settled<Answer<typeof taskCourseNodes>> | null;
}

/** The task player's reads: the task with its courses and figures, and the course the address names. */
export interface TaskPlayerData {
  detail: Settled<Answer<typeof taskDetail>>;
  /** Null when the address names no course. */
  course: TaskCourseData | null;
}

const quiet = { isShowErrTip: false };

/**
 * The task's figures change as the learner studies, so it is read again on every visit; only the address that
 * opens without a course, and is sent on to the course to resume, reads it once for both steps.
 */
const TASK_MEMO_MS = 3_000;

async function taskCourseData(http: HttpClient, taskId: string, courseId: string): Promise<TaskCourseData> {
  const check = await settle(http, taskCheckResource(http, { taskId, courseId }, quiet));
  // A refused course has no tree to read: the page shows why instead.
  const nodes =
    check.ok && check.data.allowed === 1
      ? await settle(http, taskCourseNodes(http, { taskId, courseId }, quiet))
      : null;
  return { check, nodes };
}

export async function taskPlayerData(
  http: HttpClient,
  deps: { taskId: string; courseId: string | null },
): Promise<TaskPlayerData> {
  const { taskId, courseId } = deps;
  const [detail, course] = await Promise.all([
    settle(
      http,
      memoRead(http, `task:${taskId}`, TASK_MEMO_MS, () => taskDetail(http, { taskId }, quiet)),
    ),
    courseId === null ? null : taskCourseData(http, taskId, courseId),
  ]);
  return { detail, course };
}

/** The course to open when the address names none: the one to resume, if the task was read and has any. */
export function taskCourseToOpen(data: TaskPlayerData): string | null {
  return data.detail.ok ? (resumeCourse(data.detail.data.courses)?.courseId ?? null) : null;
}
