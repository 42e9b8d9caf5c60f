import type { Assessment, EvaluationView, OfflineFile } from '../../../../contract/offline-review';
import { assessmentView, evaluationView, offlineAttachments } from '../../../services/api/offline-review';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** What the course page shows besides the sessions: its files, and a learner's assessment and evaluation. */
export interface LearnerReviewData {
  files: Settled<OfflineFile[]>;
  /** Null for a member who is not a learner of the course (a lecturer, or someone who may still enrol). */
  assessment: Settled<Assessment> | null;
  evaluation: Settled<EvaluationView> | null;
}

const quiet = { isShowErrTip: false } as const;

/** The files read beside the course; a learner's own reads once the course says they are one. */
export function courseFiles(http: HttpClient, courseId: string): Promise<Settled<OfflineFile[]>> {
  return settle(http, offlineAttachments(http, { courseId }, quiet));
}

export async function learnerReviewData(
  http: HttpClient,
  courseId: string,
  learner: boolean,
  files: Promise<Settled<OfflineFile[]>>,
): Promise<LearnerReviewData> {
  if (!learner) return { files: await files, assessment: null, evaluation: null };
  const [read, assessment, evaluation] = await Promise.all([
    files,
    settle(http, assessmentView(http, { courseId }, quiet)),
    settle(http, evaluationView(http, { courseId }, quiet)),
  ]);
  return { files: read, assessment, evaluation };
}
