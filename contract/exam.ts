import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, id, pageOf, pageRequest } from './envelope';

/**
 * A learner's standing in one exam, numbered as the `ExamStatus` enumeration of the system service: 1 to be
 * taken, 2 passed, 3 failed, 4 awaiting marking, 5 absent (the window closed without an attempt), 6 can
 * resit (failed, with attempts left while the window is open). The gateway derives it from the exam's
 * window, the attempts and their scores at the time of the call; it is never stored.
 */
export const ExamStatus = {
  toBeTaken: 1,
  passed: 2,
  failed: 3,
  awaitingMarking: 4,
  absent: 5,
  canResit: 6,
} as const;
export type ExamStatus = (typeof ExamStatus)[keyof typeof ExamStatus];
export const examStatus = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);

export const examRecord = z.object({
  /** The caller's record of the exam (one per assigned exam). */
  id,
  examId: id,
  examName: z.string(),
  /** The window in which an attempt may start. */
  startTime: dateTime,
  endTime: dateTime,
  /** Minutes an attempt may last. */
  duration: z.number().int(),
  totalScore: z.number(),
  passScore: z.number(),
  examStatus,
  /** Attempts the caller may still start: 0 unless the status is to be taken or can resit. */
  attemptsLeft: z.number().int(),
  /** Best marked score; null before any attempt was marked. */
  score: z.number().nullable(),
});
export type ExamRecord = z.infer<typeof examRecord>;

export const examRecordApi = {
  /**
   * The caller's exams: those to be taken or resat first, by start time (open windows before upcoming
   * ones), then the rest, latest window first.
   */
  page: endpoint({
    method: 'POST',
    path: '/exam/auth/user/exam/task/record/page',
    request: pageRequest.extend({
      /** Only records in these statuses (all when absent). */
      examStatusList: z.array(examStatus).min(1).max(6).optional(),
    }),
    response: pageOf(examRecord),
  }),
};
