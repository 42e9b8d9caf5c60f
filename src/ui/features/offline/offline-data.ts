import {
  offlinePage,
  offlineView,
  publicOfflinePage,
  publicOfflineView,
} from '../../../services/api/offline';
import type { HttpClient } from '../../../services/http';
import { codeReady } from '../../kit/app/on-demand';
import { settle, type Settled } from '../../kit/app/route-data';
import { loadAttendanceScreen, loadLearnerReview, loadLecturerReview, loadOfflineList } from './offline-code';
import type { LecturerReviewData, TeachSearch } from './lecturer-review-data';
import type { LearnerReviewData } from './learner-review-data';
import type { OfflineListSearch, OfflineSearch } from './offline-params';

/** The classroom courses' list reads this many at a time. */
export const OFFLINE_PAGE_SIZE = 12;

export interface OfflineData {
  courseId: string;
  /** Not signed in, on a site bound to one company: the public view, nothing personal. */
  visitor: boolean;
  view: Settled<Awaited<ReturnType<typeof offlineView>>>;
  /** Null when the course itself could not be read. */
  review: LearnerReviewData | null;
  /** The lecturer's sections, for a course the reader teaches; else null. */
  teaching: LecturerReviewData | null;
}

/**
 * The course as the caller stands in it; the page shows a failure (an unknown course) in its place. The files,
 * the assessment and the evaluation come from their own module, so their calls stay out of start-up.
 */
export async function offlineData(
  http: HttpClient,
  courseId: string,
  teach: TeachSearch,
): Promise<OfflineData> {
  const reviewCode = import('./learner-review-data');
  const files = reviewCode.then((m) => m.courseFiles(http, courseId));
  // Awaited only for a course that could be read; a failed chunk must not go unhandled meanwhile.
  files.catch(() => undefined);
  const view = await settle(http, offlineView(http, { courseId }, { isShowErrTip: false }));
  if (!view.ok) return { courseId, visitor: false, view, review: null, teaching: null };
  const [review, teaching] = await Promise.all([
    Promise.all([reviewCode, codeReady(loadLearnerReview)]).then(([m]) =>
      m.learnerReviewData(http, courseId, view.data.enrolled === 1, files),
    ),
    // A course the reader teaches: the open section's lists, and their code beside them.
    view.data.teaching === 1
      ? Promise.all([import('./lecturer-review-data'), codeReady(loadLecturerReview)]).then(([m]) =>
          m.lecturerReviewData(http, courseId, teach),
        )
      : null,
  ]);
  return { courseId, visitor: false, view, review, teaching };
}

/** A visitor's view: the course and its sessions; files, assessments and evaluations are for its members. */
async function visitorOfflineData(http: HttpClient, courseId: string): Promise<OfflineData> {
  const view = await settle(http, publicOfflineView(http, { courseId }, { isShowErrTip: false }));
  return { courseId, visitor: true, view, review: null, teaching: null };
}

export interface OfflineListData {
  visitor: boolean;
  courses: Settled<Awaited<ReturnType<typeof offlinePage>>>;
}

/** The classroom courses, as the address filters them; the list's code downloads beside them. */
async function offlineListData(
  http: HttpClient,
  search: OfflineListSearch,
  visitor: boolean,
): Promise<OfflineListData> {
  const request = {
    pageCurrent: search.pageCurrent ?? 1,
    pageSize: OFFLINE_PAGE_SIZE,
    keyword: search.keyword,
    phase: search.phase,
  };
  const [courses] = await Promise.all([
    settle(
      http,
      visitor
        ? publicOfflinePage(http, request, { isShowErrTip: false })
        : offlinePage(http, { ...request, mine: search.mine }, { isShowErrTip: false }),
    ),
    codeReady(loadOfflineList),
  ]);
  return { visitor, courses };
}

export type OfflineRouteData =
  { kind: 'course'; data: OfflineData } | { kind: 'list'; data: OfflineListData };

/** What `/knowledge/offcourse/{id}` reads: one course, or without an id the list. */
export async function offlineRouteData(
  http: HttpClient,
  { id, search, visitor }: { id: string | null; search: OfflineSearch; visitor: boolean },
): Promise<OfflineRouteData> {
  const { keyword, pageCurrent } = search;
  if (id === null) {
    const list = { keyword, pageCurrent, phase: search.phase, mine: search.mine };
    return { kind: 'list', data: await offlineListData(http, list, visitor) };
  }
  // A lecturer's screen: its code downloads beside the course.
  if (search.screen && !visitor) void codeReady(loadAttendanceScreen);
  const tab = search.tab === 'evaluations' || search.tab === 'attachments' ? search.tab : undefined;
  const teach: TeachSearch = {
    tab,
    keyword,
    pageCurrent,
    assessed: search.assessed,
    evaluation: search.evaluation,
  };
  return {
    kind: 'course',
    data: visitor ? await visitorOfflineData(http, id) : await offlineData(http, id, teach),
  };
}
