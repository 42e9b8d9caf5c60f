import { offlineView } from '../../../services/api/offline';
import type { HttpClient } from '../../../services/http';
import { codeReady } from '../../kit/app/on-demand';
import { settle, type Settled } from '../../kit/app/route-data';
import { loadLearnerReview } from './offline-code';
import type { LearnerReviewData } from './learner-review-data';

/**
 * `/knowledge/offcourse/{id}?code=&screen=&kind=`: `code` is what a phone read from a session's screen (the
 * page checks the learner in with it); `screen` opens a session's code and live sheet for its lecturer, with
 * `kind` 2 for check-out.
 */
export interface OfflineSearch {
  code?: string | undefined;
  screen?: number | string | undefined;
  kind?: 2 | undefined;
}

export interface OfflineData {
  courseId: string;
  view: Settled<Awaited<ReturnType<typeof offlineView>>>;
  /** Null when the course itself could not be read. */
  review: LearnerReviewData | null;
}

/**
 * The course as the caller stands in it; the page shows a failure (an unknown course) in its place. The files,
 * the assessment and the evaluation come from their own module, so their calls stay out of start-up.
 */
export async function offlineData(http: HttpClient, courseId: string): Promise<OfflineData> {
  const reviewCode = import('./learner-review-data');
  const files = reviewCode.then((m) => m.courseFiles(http, courseId));
  // Awaited only for a course that could be read; a failed chunk must not go unhandled meanwhile.
  files.catch(() => undefined);
  const view = await settle(http, offlineView(http, { courseId }, { isShowErrTip: false }));
  if (!view.ok) return { courseId, view, review: null };
  const [{ learnerReviewData }] = await Promise.all([reviewCode, codeReady(loadLearnerReview)]);
  return { courseId, view, review: await learnerReviewData(http, courseId, view.data.enrolled === 1, files) };
}
