import type { HttpClient } from '../../../services/http';
import { attemptMarkPage } from '../../../services/api/exam-paper';
import { settle, type Settled } from '../../kit/app/route-data';

export const MARKING_PAGE_SIZE = 10;

export interface MarkingListData {
  list: Settled<Awaited<ReturnType<typeof attemptMarkPage>>>;
}

/** The marking queue's read: one page of attempts waiting for a marker. */
export async function markingListData(http: HttpClient, deps: { page: number }): Promise<MarkingListData> {
  return {
    list: await settle(
      http,
      attemptMarkPage(http, { pageCurrent: deps.page, pageSize: MARKING_PAGE_SIZE }, { isShowErrTip: false }),
    ),
  };
}
