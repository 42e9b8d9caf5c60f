import type { CreditSource } from '../../../../contract/record.routes';
import { creditRecordPage, creditSummary } from '../../../services/api/record';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const CREDIT_RECORDS_PAGE_SIZE = 10;

/** The panel shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface CreditRecordsQuery {
  source?: CreditSource;
  page: number;
}

export interface CreditRecordsData {
  query: CreditRecordsQuery;
  summary: Settled<Awaited<ReturnType<typeof creditSummary>>>;
  list: Settled<Awaited<ReturnType<typeof creditRecordPage>>>;
}

/** "My records", credit hours: the totals and one page of records (of one source, or all), each settled alone. */
export async function creditRecordsData(
  http: HttpClient,
  query: CreditRecordsQuery,
): Promise<CreditRecordsData> {
  const [summary, list] = await Promise.all([
    settle(http, creditSummary(http, QUIET)),
    settle(
      http,
      creditRecordPage(
        http,
        { sourceType: query.source, pageCurrent: query.page, pageSize: CREDIT_RECORDS_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { query, summary, list };
}
