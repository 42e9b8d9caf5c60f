import type { HttpClient } from '../../../services/http';
import { taskApplyPage } from '../../../services/api/task-apply-admin';
import { settle, type Settled } from '../../kit/app/route-data';
import type { ApplicationStatus } from './application-queue';

export const TASK_APPLICATIONS_PAGE_SIZE = 10;

export type TaskApplicationRow = Awaited<ReturnType<typeof taskApplyPage>>['list'][number];

export interface TaskApplicationsData {
  list: Settled<Awaited<ReturnType<typeof taskApplyPage>>>;
}

/** The task applications queue's read: one page of applications in one status. */
export async function taskApplicationsData(
  http: HttpClient,
  deps: { status: ApplicationStatus; page: number },
): Promise<TaskApplicationsData> {
  return {
    list: await settle(
      http,
      taskApplyPage(
        http,
        { status: deps.status, pageCurrent: deps.page, pageSize: TASK_APPLICATIONS_PAGE_SIZE },
        { isShowErrTip: false },
      ),
    ),
  };
}
