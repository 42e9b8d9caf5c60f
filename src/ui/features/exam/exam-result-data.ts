import type { AttemptResult } from '../../../../contract/exam-paper';
import { attemptFinishView } from '../../../services/api/exam-paper';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export interface ExamResultData {
  result: Settled<AttemptResult>;
}

/** `/account/exam/examSuccess?id=`: the result of a handed-in paper (`id` is the paper record). */
export async function examResultData(http: HttpClient, deps: { id: string }): Promise<ExamResultData> {
  // The page shows the failure in place, so the client does not toast it as well.
  const result = await settle(http, attemptFinishView(http, { id: deps.id }, { isShowErrTip: false }));
  return { result };
}
