import { practicalAnswerPage } from '../../../services/api/practical-admin';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const PRACTICAL_PAGE_SIZE = 10;

export interface PracticalData {
  list: Settled<Awaited<ReturnType<typeof practicalAnswerPage>>>;
}

/** The practical answers' queue: one page of answers awaiting their mark (or marked, `marked` 1). */
export async function practicalData(
  http: HttpClient,
  deps: { marked: 0 | 1; page: number },
): Promise<PracticalData> {
  return {
    list: await settle(
      http,
      practicalAnswerPage(
        http,
        { marked: deps.marked, pageCurrent: deps.page, pageSize: PRACTICAL_PAGE_SIZE },
        { isShowErrTip: false },
      ),
    ),
  };
}
