import { ExamStatus } from '../../../../contract/exam.routes';
import { contractTimeMs } from '../../kit/format/learning-format';

/** What a learner can do with an exam now, from its record: the button its pages show. */
export type ExamAction =
  | { kind: 'continue' }
  | { kind: 'start' }
  | { kind: 'resit' }
  /** The window has not opened yet. */
  | { kind: 'notYet' }
  | { kind: 'none' };

/**
 * While the latest paper waits for marking `attemptsLeft` is 0: the attempts a fail would leave once it is
 * marked, none after the window has closed.
 */
export function attemptsIfFailed(
  record: { attemptLimit: number; attemptsUsed: number; endTime: string },
  now: number,
): number {
  if (now >= contractTimeMs(record.endTime)) return 0;
  return Math.max(record.attemptLimit - record.attemptsUsed, 0);
}

export function examActionOf(
  record: {
    examStatus: number;
    attemptsLeft: number;
    startTime: string;
    endTime: string;
    unfinishedRecordId?: string | null;
  },
  now: number,
): ExamAction {
  const opens = contractTimeMs(record.startTime);
  const closes = contractTimeMs(record.endTime);
  if (now >= closes) return { kind: 'none' };
  // An attempt under way can be continued whatever the status says about earlier attempts.
  if (record.unfinishedRecordId) return { kind: 'continue' };
  if (record.examStatus !== ExamStatus.toBeTaken && record.examStatus !== ExamStatus.canResit) {
    return { kind: 'none' };
  }
  if (record.attemptsLeft <= 0) return { kind: 'none' };
  if (now < opens) return { kind: 'notYet' };
  return record.examStatus === ExamStatus.canResit ? { kind: 'resit' } : { kind: 'start' };
}
