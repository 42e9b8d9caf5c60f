import { inPlace } from '../../kit/app/on-demand';

/** The course page's sections below the sessions: loaded beside the page's data, out of its first chunk. */
export const loadLearnerReview = inPlace(() => import('./learner-review'));
/** The lecturer's sections (assessing, evaluations received, files, export), for a course they teach. */
export const loadLecturerReview = inPlace(() => import('./lecturer-review'));
