import type { ExamRecordDetail, ExamScoreRank, ExamTakerCount } from '../../../../contract/exam';
import { examRecordView, examScoreRank, examTakerCount } from '../../../services/api/exam';
import { attemptPage } from '../../../services/api/exam-paper';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** The detail page lists this many of the learner's latest papers; the records page has them all. */
export const RECENT_PAPERS = 5;

/** The page shows each failure in its card, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

/** The cards under the exam's rules, read once the record has named its exam. */
export interface ExamDetailCards {
  papers: Settled<Awaited<ReturnType<typeof attemptPage>>>;
  takers: Settled<ExamTakerCount>;
  rank: Settled<ExamScoreRank>;
}

export interface ExamDetailData {
  exam: Settled<ExamRecordDetail>;
  /** Null when the record failed: the page then shows its message alone. */
  cards: ExamDetailCards | null;
}

/** `/account/exam/detail?id=`: the learner's record of an exam, then its papers, takers and ranking. */
export async function examDetailData(http: HttpClient, deps: { id: string }): Promise<ExamDetailData> {
  const exam = await settle(http, examRecordView(http, { id: deps.id }, QUIET));
  if (!exam.ok) return { exam, cards: null };
  const { examId } = exam.data;
  const [papers, takers, rank] = await Promise.all([
    settle(http, attemptPage(http, { examId, pageCurrent: 1, pageSize: RECENT_PAPERS }, QUIET)),
    settle(http, examTakerCount(http, { examId }, QUIET)),
    settle(http, examScoreRank(http, { examId }, QUIET)),
  ]);
  return { exam, cards: { papers, takers, rank } };
}
