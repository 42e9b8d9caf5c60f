import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, id, pageOf, pageRequest } from './envelope';
import { examRecordRoutes } from './exam.routes';

export { ExamStatus } from './exam.routes';

/** One of `ExamStatus` (exam.routes.ts). */
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
    ...examRecordRoutes.page,
    request: pageRequest.extend({
      /** Only records in these statuses (all when absent). */
      examStatusList: z.array(examStatus).min(1).max(6).optional(),
    }),
    response: pageOf(examRecord),
  }),
};
