import type { AnsweredFilter } from '../../../../contract/survey.routes';
import { surveyTaskCount, surveyTaskPage } from '../../../services/api/survey';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const SURVEYS_PAGE_SIZE = 10;

/** Which surveys the account centre's tab shows: to answer or answered, and the page. */
export interface SurveysQuery {
  answered: AnsweredFilter;
  page: number;
}

export interface SurveysData {
  /** What was read, so the tab shows the filter and page its rows belong to. */
  query: SurveysQuery;
  list: Settled<Awaited<ReturnType<typeof surveyTaskPage>>>;
  counts: Settled<Awaited<ReturnType<typeof surveyTaskCount>>>;
}

/** My surveys' reads: one page of the chosen list, and how many wait and were answered. */
export async function surveysData(http: HttpClient, query: SurveysQuery): Promise<SurveysData> {
  const quiet = { isShowErrTip: false } as const;
  const [list, counts] = await Promise.all([
    settle(
      http,
      surveyTaskPage(
        http,
        { pageCurrent: query.page, pageSize: SURVEYS_PAGE_SIZE, answered: query.answered },
        quiet,
      ),
    ),
    settle(http, surveyTaskCount(http, quiet)),
  ]);
  return { query, list, counts };
}
