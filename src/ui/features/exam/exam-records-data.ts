import { attemptPage } from '../../../services/api/exam-paper';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const EXAM_RECORDS_PAGE_SIZE = 10;

export interface ExamRecordsData {
  records: Settled<Awaited<ReturnType<typeof attemptPage>>>;
}

/** One page of the learner's paper records, of one exam or (without `examId`) of every exam. */
export async function examRecordsData(
  http: HttpClient,
  deps: { examId?: string; page: number },
): Promise<ExamRecordsData> {
  const { examId, page } = deps;
  const records = await settle(
    http,
    attemptPage(
      http,
      { ...(examId ? { examId } : {}), pageCurrent: page, pageSize: EXAM_RECORDS_PAGE_SIZE },
      // The page shows the failure in its card, so the client does not toast it as well.
      { isShowErrTip: false },
    ),
  );
  return { records };
}
