import type { PlanStatus } from '../../../../contract/study-plan.routes';
import { courseInfoPage } from '../../../services/api/course';
import { planCount, planPage, planView } from '../../../services/api/study-plan';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const PLAN_PAGE_SIZE = 10;
export const PICKER_PAGE_SIZE = 8;

/** The pages show each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface PlansQuery {
  status?: PlanStatus;
  page: number;
}

export interface PlansData {
  query: PlansQuery;
  counts: Settled<Awaited<ReturnType<typeof planCount>>>;
  list: Settled<Awaited<ReturnType<typeof planPage>>>;
}

/** `/account/plan/detail`: how many plans per status, and one page of them. */
export async function plansData(http: HttpClient, query: PlansQuery): Promise<PlansData> {
  const [counts, list] = await Promise.all([
    settle(http, planCount(http, QUIET)),
    settle(
      http,
      planPage(
        http,
        {
          ...(query.status === undefined ? {} : { statusId: query.status }),
          pageCurrent: query.page,
          pageSize: PLAN_PAGE_SIZE,
        },
        QUIET,
      ),
    ),
  ]);
  return { query, counts, list };
}

export interface BuilderQuery {
  taskId?: string;
  keyword?: string;
  page: number;
}

export interface BuilderData {
  query: BuilderQuery;
  /** The draft being edited; null for a new plan. */
  plan: Settled<Awaited<ReturnType<typeof planView>>> | null;
  counts: Settled<Awaited<ReturnType<typeof planCount>>>;
  courses: Settled<Awaited<ReturnType<typeof courseInfoPage>>>;
}

/** `/account/plan/task/add`: the draft (when editing one), the department one may plan for, and catalogue courses. */
export async function builderData(http: HttpClient, query: BuilderQuery): Promise<BuilderData> {
  const [plan, counts, courses] = await Promise.all([
    query.taskId === undefined
      ? Promise.resolve(null)
      : settle(http, planView(http, { taskId: query.taskId }, QUIET)),
    settle(http, planCount(http, QUIET)),
    settle(
      http,
      courseInfoPage(
        http,
        {
          ...(query.keyword === undefined ? {} : { keyword: query.keyword }),
          pageCurrent: query.page,
          pageSize: PICKER_PAGE_SIZE,
        },
        QUIET,
      ),
    ),
  ]);
  return { query, plan, counts, courses };
}

export interface PlanDetailData {
  taskId: string;
  plan: Settled<Awaited<ReturnType<typeof planView>>>;
}

/** `/account/plan/task/detail`: one plan with its courses and figures. */
export async function planDetailData(http: HttpClient, taskId: string): Promise<PlanDetailData> {
  return { taskId, plan: await settle(http, planView(http, { taskId }, QUIET)) };
}
