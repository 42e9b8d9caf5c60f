import type { ContentNode, CourseComment, CourseView, Courseware } from '../../../../contract/course';
import type { Page } from '../../../../contract/envelope';
import {
  chapterPeriodList,
  courseCommentPage,
  courseView,
  coursewareList,
  publicChapterPeriodList,
  publicCourseView,
} from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { memoRead } from '../../kit/app/read-memo';
import { settle, type Settled } from '../../kit/app/route-data';
import type { Audience } from './audience';
import type { CourseSearch } from './course-tabs';

/** The page shows the gateway's message in place, so no toast. */
const quiet = { isShowErrTip: false } as const;

export const COMMENT_PAGE_SIZE = 10;

/** The course page's stale time (its route's): the course is read once for all its tabs within it. */
const COURSE_MEMO_MS = 10_000;

/** A course's reads: the course, and the open tab's list when the address names a tab that has one. */
export interface CourseReads {
  course: Settled<CourseView>;
  contents?: Settled<readonly ContentNode[]>;
  /** Members only. */
  coursewares?: Settled<Courseware[]>;
  /** Members only: the comments page the address names. */
  comments?: { page: number; list: Settled<Page<CourseComment>> };
}

/** Who read the page, and what was read: nothing without a course id or when the reader must sign in first. */
export interface CourseData {
  audience: Audience;
  reads: CourseReads | null;
}

/**
 * Every read of `/knowledge/course/{id}?tab=&page=` at once, each settled on its own. The ratings tab reads
 * through its machine, which also saves the reader's mark.
 */
export async function courseData(
  http: HttpClient,
  deps: { id: string | null; audience: Audience } & CourseSearch,
): Promise<CourseData> {
  const { id, audience, tab } = deps;
  if (id === null || audience === 'signInRequired') return { audience, reads: null };
  const courseId = id;
  const member = audience === 'member';
  const page = deps.page ?? 1;
  const [course, contents, coursewares, comments] = await Promise.all([
    // The course above the tabs: another tab or comments page shows the one read moments ago.
    settle<CourseView>(
      http,
      memoRead(http, `course:${audience}:${courseId}`, COURSE_MEMO_MS, () =>
        member ? courseView(http, { courseId }, quiet) : publicCourseView(http, { courseId }, quiet),
      ),
    ),
    tab === 'contents'
      ? settle<readonly ContentNode[]>(
          http,
          member
            ? chapterPeriodList(http, { courseId }, quiet)
            : publicChapterPeriodList(http, { courseId }, quiet),
        )
      : undefined,
    tab === 'coursewares' && member
      ? settle<Courseware[]>(http, coursewareList(http, { courseId }, quiet))
      : undefined,
    tab === 'comments' && member
      ? settle<Page<CourseComment>>(
          http,
          courseCommentPage(http, { courseId, pageCurrent: page, pageSize: COMMENT_PAGE_SIZE }, quiet),
        ).then((list) => ({ page, list }))
      : undefined,
  ]);
  return { audience, reads: { course, contents, coursewares, comments } };
}
