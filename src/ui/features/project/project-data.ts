import {
  projectCount,
  projectDetail,
  projectPage,
  relationCount,
  relationPage,
} from '../../../services/api/study-project';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { RelationKind } from '../../../../contract/study-project.routes';

/** The pages show each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;
export const PROJECT_PAGE_SIZE = 9;

/** `/knowledge/project?mine=1&page=`: every project of the company, or the caller's own. */
export interface ProjectSearch {
  mine?: 1 | undefined;
  page?: number | undefined;
}

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface ProjectListData {
  search: ProjectSearch;
  counts: Settled<{ all: number; mine: number }>;
  /** The company's projects (all), or the caller's (theirs, through their tasks-and-projects list). */
  list:
    | { mine: false; page: Settled<Answer<typeof projectPage>> }
    | { mine: true; page: Settled<Answer<typeof relationPage>> };
}

export async function projectListData(http: HttpClient, search: ProjectSearch): Promise<ProjectListData> {
  const request = { pageCurrent: search.page ?? 1, pageSize: PROJECT_PAGE_SIZE };
  const [all, mine, list] = await Promise.all([
    settle(http, projectCount(http, QUIET)),
    settle(http, relationCount(http, QUIET)),
    search.mine === 1
      ? settle(http, relationPage(http, { ...request, kind: RelationKind.project }, QUIET)).then((page) => ({
          mine: true as const,
          page,
        }))
      : settle(http, projectPage(http, request, QUIET)).then((page) => ({ mine: false as const, page })),
  ]);
  const counts: Settled<{ all: number; mine: number }> =
    all.ok && mine.ok
      ? { ok: true, data: { all: all.data.all, mine: mine.data.projects } }
      : { ok: false, error: all.ok ? (mine.ok ? '' : mine.error) : all.error };
  return { search, counts, list };
}

export interface ProjectDetailData {
  projectId: string;
  detail: Settled<Answer<typeof projectDetail>>;
}

export async function projectDetailData(http: HttpClient, projectId: string): Promise<ProjectDetailData> {
  return { projectId, detail: await settle(http, projectDetail(http, { projectId }, QUIET)) };
}
