import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, flag, id, percent } from './envelope';
import { progressRoutes } from './progress.routes';
import { studyStatus } from './study';

/**
 * One progress report. `studyProgress` is the player's own figure and is always present (spec §4: a report
 * without it is never sent, and the gateway refuses one); the gateway bounds it by what `position` and the
 * studied seconds support. `seq` rises with every report; each opening of a node starts it from the clock's
 * milliseconds, so a later opening's reports outrank an earlier one's and the gateway can tell a stale or
 * repeated report (its position is ignored and its seconds are not counted again).
 */
export const progressReport = z.object({
  courseId: id,
  subResourceId: id,
  studyProgress: z.number({ message: 'progress.studyProgressMissing' }).min(0).max(100),
  /** Seconds into a video or audio, or the 1-based page / image; 0 for image-text. */
  position: z.number().min(0).max(1_000_000),
  /** Seconds studied since the previous report (the gateway counts no more than the time since then). */
  studySeconds: z.number().int().min(0).max(86_400),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ProgressReport = z.infer<typeof progressReport>;

export const progressAnswer = z.object({
  /** The node's progress as stored, never lower than before. */
  studyProgress: percent,
  finished: flag,
  /** The furthest point reached, as stored. */
  maxPosition: z.number().min(0),
  courseProgress: percent,
  courseStudyStatus: studyStatus,
});
export type ProgressAnswer = z.infer<typeof progressAnswer>;

export const studyCollect = z.object({
  courseCount: count,
  notStartedCount: count,
  learningCount: count,
  learnedCount: count,
  /** Seconds studied in all, today and in the last 7 days. */
  studySeconds: count,
  todaySeconds: count,
  weekSeconds: count,
});
export type StudyCollect = z.infer<typeof studyCollect>;

export const progressApi = {
  logUpdate: endpoint({ ...progressRoutes.logUpdate, request: progressReport, response: progressAnswer }),
  logBeacon: endpoint({
    ...progressRoutes.logBeacon,
    request: progressReport.extend({ token: z.string().min(1).max(200) }),
    response: progressAnswer,
  }),
  hangUp: endpoint({
    ...progressRoutes.hangUp,
    request: z.object({
      courseId: id,
      subResourceId: id,
      /** How long the learner had been idle when the player noticed. */
      idleSeconds: z.number().int().min(0).max(86_400),
    }),
    response: z.null(),
  }),
  studyCollect: endpoint({ ...progressRoutes.studyCollect, request: z.object({}), response: studyCollect }),
  progressExport: endpoint({
    ...progressRoutes.progressExport,
    request: z.object({ studyStatusList: z.array(studyStatus).min(1).max(3).optional() }),
    response: z.object({ id }),
  }),
};
