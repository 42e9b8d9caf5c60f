import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PAGE_SIZE, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { EXAM_RANK_SIZE, examRecordRoutes, examTaskRoutes } from './exam.routes';
import { exportRecord } from './export';

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

/** A record with the exam's rules: the detail page before starting, and the rows of "my exams". */
export const examRecordDetail = examRecord.extend({
  /** Rules and notes shown before starting. */
  description: z.string(),
  attemptLimit: z.number().int(),
  /** Attempts started so far (one under way included). */
  attemptsUsed: z.number().int(),
  /** Screen switches allowed per attempt (0: not watched). */
  switchLimit: z.number().int(),
  /** 1 when answers and explanations are shown after hand-in. */
  showAnswer: flag,
  /** The attempt under way, to continue; null when none. */
  unfinishedRecordId: id.nullable(),
});
export type ExamRecordDetail = z.infer<typeof examRecordDetail>;

/** The caller's exams in each status, and a summary of their results. */
export const examCollect = z.object({
  /** One entry per status, in `ExamStatus` order, zeros included. */
  statusCounts: z.array(z.object({ examStatus, count: z.number().int() })),
  totalCount: z.number().int(),
  passedCount: z.number().int(),
  /** Mean of the best marked scores (one decimal); null before any attempt was marked. */
  averageScore: z.number().nullable(),
  /** Attempts started at all exams, one under way included. */
  attemptCount: z.number().int(),
});
export type ExamCollect = z.infer<typeof examCollect>;

export const examTakerCount = z.object({
  assignedCount: z.number().int(),
  /** Members with at least one attempt. */
  startedCount: z.number().int(),
  /** Members with at least one attempt handed in. */
  handedInCount: z.number().int(),
});
export type ExamTakerCount = z.infer<typeof examTakerCount>;

/** A member on the company's exam ranking; equal figures share a rank (1, 2, 2, 4). */
export const examRankItem = z.object({
  rank: z.number().int(),
  userId: id,
  name: z.string(),
  headPortrait: z.string(),
  department: z.string(),
  passedCount: z.number().int(),
  /** Mean of the member's best marked scores; null before any attempt was marked. */
  averageScore: z.number().nullable(),
});
export type ExamRankItem = z.infer<typeof examRankItem>;

/** A member's best marked attempt at one exam. */
export const examScoreRankItem = z.object({
  rank: z.number().int(),
  userId: id,
  name: z.string(),
  headPortrait: z.string(),
  department: z.string(),
  score: z.number(),
  /** Seconds from start to hand-in of that attempt. */
  usedSeconds: z.number().int(),
  finishTime: dateTime,
});
export type ExamScoreRankItem = z.infer<typeof examScoreRankItem>;

export const examScoreRank = z.object({
  list: z.array(examScoreRankItem),
  /** The caller's place; null until one of their attempts is marked. */
  mine: examScoreRankItem.nullable(),
  /** Members with a marked attempt. */
  totalCount: z.number().int(),
});
export type ExamScoreRank = z.infer<typeof examScoreRank>;

const examTaskFilter = z.object({
  /** Only exams in these statuses (all when absent). */
  examStatusList: z.array(examStatus).min(1).max(6).optional(),
  /** Part of the exam's name. */
  examName: z.string().trim().max(50).optional(),
});

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
  view: endpoint({
    ...examRecordRoutes.view,
    request: z.object({ id }),
    response: examRecordDetail,
  }),
  collect: endpoint({
    ...examRecordRoutes.collect,
    request: z.object({}),
    response: examCollect,
  }),
  takerCount: endpoint({
    ...examRecordRoutes.takerCount,
    request: z.object({ examId: id }),
    response: examTakerCount,
  }),
  rank: endpoint({
    ...examRecordRoutes.rank,
    request: pageRequest,
    response: pageOf(examRankItem),
  }),
  examRank: endpoint({
    ...examRecordRoutes.examRank,
    request: z.object({
      examId: id,
      size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(EXAM_RANK_SIZE),
    }),
    response: examScoreRank,
  }),
};

export const examTaskApi = {
  page: endpoint({
    ...examTaskRoutes.page,
    request: pageRequest.extend(examTaskFilter.shape),
    response: pageOf(examRecordDetail),
  }),
  export: endpoint({
    ...examTaskRoutes.export,
    request: examTaskFilter,
    response: exportRecord,
  }),
};
