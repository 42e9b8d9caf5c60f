import { lecturerCourseCount, lecturerCoursePage } from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionActorRef } from '../../kit/app/app-services';
import { lecturerInfoPage, lecturerQueryPage, lecturerRank } from '../../../services/api/lecturer';
import { lecturerOfflineCount, lecturerOfflinePage } from '../../../services/api/offline';
import { lecturerProjectPage } from '../../../services/api/study-project';
import { evaluationLecturerResult } from '../../../services/api/offline-review';
import { memoRead } from '../../kit/app/read-memo';
import { settle, type Settled } from '../../kit/app/route-data';
import {
  LECTURER_PAGE_SIZE,
  LECTURER_RANK_SIZE,
  MY_COURSES_PAGE_SIZE,
  type LecturersSearch,
} from './lecturers-search';

/** The page's stale time (its route's): paging and searching the list keep the rank and count read once. */
const LECTURERS_MEMO_MS = 30_000;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/**
 * The lecturers page's reads, each settled on its own: the own-course count (which decides the "my courses"
 * tab), and either the lecturer list with the rank, or — on the lecturer's own tab — their courses.
 */
export interface LecturersData {
  myCount: Settled<Answer<typeof lecturerCourseCount>>;
  /** Null on the own-courses tab, which shows neither the list nor the rank. */
  list: Settled<Answer<typeof lecturerInfoPage>> | null;
  rank: Settled<Answer<typeof lecturerRank>> | null;
  /** Null outside the own-courses tab. */
  mine: Settled<Answer<typeof lecturerCoursePage>> | null;
  /** A lecturer's classroom courses by where their sessions stand; null for anyone else (who would get 306). */
  offlineCount: Settled<Answer<typeof lecturerOfflineCount>> | null;
  /** Null outside the classroom-courses tab. */
  offline: Settled<Answer<typeof lecturerOfflinePage>> | null;
  /** A lecturer's study projects: the first of them for the tab's count, or the tab's page; null for anyone else. */
  projects: Settled<Answer<typeof lecturerProjectPage>> | null;
  /** A lecturer's evaluation results; null outside their evaluations tab and for anyone else. */
  evaluations: Settled<Answer<typeof evaluationLecturerResult>> | null;
}

/** Only a lecturer (userType 2) has classroom courses to read; anyone else would be refused (306). */
export const sessionIsLecturer = (session: SessionActorRef): boolean =>
  selectUser(session.getSnapshot())?.userType === 2;

export async function lecturersData(
  http: HttpClient,
  search: LecturersSearch,
  lecturer: boolean,
): Promise<LecturersData> {
  const quiet = { isShowErrTip: false };
  const pageCurrent = search.pageCurrent ?? 1;
  const mineTab = search.tab === 'mine';
  const offlineTab = search.tab === 'offline' && lecturer;
  const projectsTab = search.tab === 'projects' && lecturer;
  const evaluationsTab = search.tab === 'evaluations' && lecturer;
  const ownTab = search.tab !== undefined;
  const { keyword } = search;
  const request = { pageCurrent, pageSize: LECTURER_PAGE_SIZE };
  const [myCount, list, rank, mine, offlineCount, offline, projects, evaluations] = await Promise.all([
    // Only lecturers have courses of their own; for anyone else the call answers nothing to show.
    settle(
      http,
      memoRead(http, 'lecturer:myCount', LECTURERS_MEMO_MS, () => lecturerCourseCount(http, {}, quiet)),
    ),
    ownTab
      ? null
      : settle(
          http,
          keyword === undefined
            ? lecturerInfoPage(http, request, quiet)
            : lecturerQueryPage(http, { ...request, keyword }, quiet),
        ),
    ownTab
      ? null
      : settle(
          http,
          memoRead(http, 'lecturer:rank', LECTURERS_MEMO_MS, () =>
            lecturerRank(http, { pageCurrent: 1, pageSize: LECTURER_RANK_SIZE }, quiet),
          ),
        ),
    mineTab
      ? settle(http, lecturerCoursePage(http, { pageCurrent, pageSize: MY_COURSES_PAGE_SIZE }, quiet))
      : null,
    lecturer
      ? settle(
          http,
          memoRead(http, 'lecturer:offlineCount', LECTURERS_MEMO_MS, () => lecturerOfflineCount(http, quiet)),
        )
      : null,
    offlineTab
      ? settle(http, lecturerOfflinePage(http, { pageCurrent, pageSize: MY_COURSES_PAGE_SIZE }, quiet))
      : null,
    !lecturer
      ? null
      : projectsTab
        ? settle(http, lecturerProjectPage(http, { pageCurrent, pageSize: MY_COURSES_PAGE_SIZE }, quiet))
        : settle(
            http,
            memoRead(http, 'lecturer:projects', LECTURERS_MEMO_MS, () =>
              lecturerProjectPage(http, { pageCurrent: 1, pageSize: 1 }, quiet),
            ),
          ),
    evaluationsTab ? settle(http, evaluationLecturerResult(http, quiet)) : null,
  ]);
  return { myCount, list, rank, mine, offlineCount, offline, projects, evaluations };
}
