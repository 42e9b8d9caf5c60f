import type { ExamStatus } from '../../../../contract/exam.routes';
import { examCollect, examTaskPage } from '../../../services/api/exam';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const EXAM_LIST_PAGE_SIZE = 10;

/** The page shows each failure in its card, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface ExamListData {
  collect: Settled<Awaited<ReturnType<typeof examCollect>>>;
  list: Settled<Awaited<ReturnType<typeof examTaskPage>>>;
}

/** The filter of a tab: one status, or none for every exam. The export sends the same. */
export const examStatusFilter = (status: ExamStatus | undefined) =>
  status === undefined ? {} : { examStatusList: [status] };

/** "My exams": the summary of results and one page of a tab's exams, each settled on its own. */
export async function examListData(
  http: HttpClient,
  deps: { status?: ExamStatus; page: number },
): Promise<ExamListData> {
  const [collect, list] = await Promise.all([
    settle(http, examCollect(http, QUIET)),
    settle(
      http,
      examTaskPage(
        http,
        { ...examStatusFilter(deps.status), pageCurrent: deps.page, pageSize: EXAM_LIST_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { collect, list };
}
