import type { PointsDirection } from '../../../../contract/points.routes';
import { pointsRecordPage, pointsSummary, signMonth } from '../../../services/api/points';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const POINTS_PAGE_SIZE = 10;

/** Which entries the ledger shows (all, earned or spent) and the page. */
export interface PointsQuery {
  direction: PointsDirection;
  page: number;
}

export interface PointsData {
  query: PointsQuery;
  summary: Settled<Awaited<ReturnType<typeof pointsSummary>>>;
  month: Settled<Awaited<ReturnType<typeof signMonth>>>;
  records: Settled<Awaited<ReturnType<typeof pointsRecordPage>>>;
}

const quiet = { isShowErrTip: false } as const;

/** The month of a day, `yyyy-MM`. */
const monthOf = (day: string) => day.slice(0, 7);

/**
 * The sign-in month of the member's today. The browser's month is asked for first; at a month's turn the
 * company's zone may already (or still) be in another, which the answer's `today` says, and that one is read.
 */
async function thisMonth(http: HttpClient, now: Date) {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const first = await signMonth(http, { month: local }, quiet);
  return monthOf(first.today) === local ? first : signMonth(http, { month: monthOf(first.today) }, quiet);
}

/** My points' reads: the balance with today's rules, this month's sign-ins, and a page of the ledger. */
export async function pointsData(
  http: HttpClient,
  query: PointsQuery,
  now = new Date(),
): Promise<PointsData> {
  const [summary, month, records] = await Promise.all([
    settle(http, pointsSummary(http, quiet)),
    settle(http, thisMonth(http, now)),
    settle(
      http,
      pointsRecordPage(
        http,
        { pageCurrent: query.page, pageSize: POINTS_PAGE_SIZE, direction: query.direction },
        quiet,
      ),
    ),
  ]);
  return { query, summary, month, records };
}
