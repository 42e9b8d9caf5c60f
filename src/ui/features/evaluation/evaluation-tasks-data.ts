import type { EvaluationState } from '../../../../contract/offline-review.routes';
import { evaluationTaskCount, evaluationTaskPage } from '../../../services/api/evaluation-task';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const EVALUATIONS_PAGE_SIZE = 10;

/** Which evaluations the account centre's tab shows: all, or those in one state, and the page. */
export interface EvaluationsQuery {
  state?: Exclude<EvaluationState, 0>;
  page: number;
}

export interface EvaluationsData {
  query: EvaluationsQuery;
  list: Settled<Awaited<ReturnType<typeof evaluationTaskPage>>>;
  counts: Settled<Awaited<ReturnType<typeof evaluationTaskCount>>>;
}

/** My evaluations' reads: one page of the chosen list, and how many are to do, done and expired. */
export async function evaluationsData(http: HttpClient, query: EvaluationsQuery): Promise<EvaluationsData> {
  const quiet = { isShowErrTip: false } as const;
  const [list, counts] = await Promise.all([
    settle(
      http,
      evaluationTaskPage(
        http,
        {
          pageCurrent: query.page,
          pageSize: EVALUATIONS_PAGE_SIZE,
          ...(query.state ? { state: query.state } : {}),
        },
        quiet,
      ),
    ),
    settle(http, evaluationTaskCount(http, quiet)),
  ]);
  return { query, list, counts };
}
