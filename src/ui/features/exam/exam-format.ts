import { ExamStatus } from '../../../../contract/exam.routes';
import { FinishReason } from '../../../../contract/exam-paper.routes';

/** The badge colour of each exam status. */
export const STATUS_PALETTE: Record<number, string> = {
  [ExamStatus.toBeTaken]: 'blue',
  [ExamStatus.passed]: 'green',
  [ExamStatus.failed]: 'red',
  [ExamStatus.awaitingMarking]: 'purple',
  [ExamStatus.absent]: 'gray',
  [ExamStatus.canResit]: 'orange',
};

export const statusLabelKey = (status: number): string => `exam.status.${status}`;

/** The note on a result about why the paper was handed in; nothing when the learner handed it in. */
export function finishReasonKey(reason: number | null): string | null {
  switch (reason) {
    case FinishReason.timeUp:
      return 'exam.finishReason.timeUp';
    case FinishReason.switchLimit:
      return 'exam.finishReason.switchLimit';
    case FinishReason.closedByServer:
      return 'exam.finishReason.closedByServer';
    default:
      return null;
  }
}

/** A score as shown: at most one decimal, no trailing zero. */
export function scoreText(score: number): string {
  return String(Math.round(score * 10) / 10);
}
