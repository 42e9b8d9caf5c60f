import type { TaskListTab } from '../../../../contract/study-task.routes';
import { studyTaskCount, studyTaskPage } from '../../../services/api/study';
import { relationCount } from '../../../services/api/study-project';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const MY_TASKS_PAGE_SIZE = 10;

/** The panel shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

/** Which tasks the address asks for. */
export interface MyTasksQuery {
  status?: TaskListTab;
  keyword?: string;
  collected?: 1;
  page: number;
}

export interface MyTasksData {
  query: MyTasksQuery;
  counts: Settled<Awaited<ReturnType<typeof studyTaskCount>>>;
  list: Settled<Awaited<ReturnType<typeof studyTaskPage>>>;
  /** How many tasks and projects the caller is in: the projects lead to their own list. */
  relations: Settled<Awaited<ReturnType<typeof relationCount>>>;
}

/** "My tasks": the counts of every tab (for the keyword) and one page of the chosen tab, each settled alone. */
export async function myTasksData(http: HttpClient, query: MyTasksQuery): Promise<MyTasksData> {
  const [counts, list, relations] = await Promise.all([
    settle(http, studyTaskCount(http, { keyword: query.keyword }, QUIET)),
    settle(
      http,
      studyTaskPage(
        http,
        {
          tab: query.status,
          keyword: query.keyword,
          collected: query.collected,
          pageCurrent: query.page,
          pageSize: MY_TASKS_PAGE_SIZE,
        },
        QUIET,
      ),
    ),
    settle(http, relationCount(http, QUIET)),
  ]);
  return { query, counts, list, relations };
}
