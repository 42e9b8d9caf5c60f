import { inPlace } from '../../kit/app/on-demand';

/** The course page's sections below the sessions: loaded beside the page's data, out of its first chunk. */
export const loadLearnerReview = inPlace(() => import('./learner-review'));
/** The lecturer's sections (assessing, evaluations received, files, export), for a course they teach. */
export const loadLecturerReview = inPlace(() => import('./lecturer-review'));
/** The classroom courses' list (the route without an id), out of the course page's chunk. */
export const loadOfflineList = inPlace(() => import('./offline-list'));
/** A session's rotating code and live sheet, for its lecturer (`?screen=`). */
export const loadAttendanceScreen = inPlace(() => import('./attendance-screen'));
