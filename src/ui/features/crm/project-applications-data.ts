import type { HttpClient } from '../../../services/http';
import { projectApplyPage } from '../../../services/api/project-apply-admin';
import { settle, type Settled } from '../../kit/app/route-data';
import type { ApplicationStatus } from './application-queue';

export const PROJECT_APPLICATIONS_PAGE_SIZE = 10;

export type ProjectApplicationRow = Awaited<ReturnType<typeof projectApplyPage>>['list'][number];

export interface ProjectApplicationsData {
  list: Settled<Awaited<ReturnType<typeof projectApplyPage>>>;
}

/** The project applications queue's read: one page of applications in one status. */
export async function projectApplicationsData(
  http: HttpClient,
  deps: { status: ApplicationStatus; page: number },
): Promise<ProjectApplicationsData> {
  return {
    list: await settle(
      http,
      projectApplyPage(
        http,
        { status: deps.status, pageCurrent: deps.page, pageSize: PROJECT_APPLICATIONS_PAGE_SIZE },
        { isShowErrTip: false },
      ),
    ),
  };
}
