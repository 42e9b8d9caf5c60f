import type { Route } from './route';

/**
 * The course calls (`course.routes.ts` holds the course values). They are a file of their own because the
 * start-up bundle carries `course.routes.ts` for the catalogue's search values, and would carry every call
 * path with it; the pages that call carry these.
 */

const course = '/course/auth/course';
const publicCourse = '/course/api/course';

export const courseRoutes = {
  /** The company's categories as a flat list (parentId '0' at the top), in order. */
  categoryList: { method: 'POST', path: '/system/auth/category/list' },
  /** Enabled courses of the caller's company, with the caller's progress. */
  infoPage: { method: 'POST', path: `${course}/info/page` },
  /** How many courses the same filters find, in all and per learning status of the caller. */
  infoCount: { method: 'POST', path: `${course}/info/count` },
  /** A course's page: details, lecturer, counts and the caller's own state (progress, rating, like, bookmark). */
  view: { method: 'GET', path: `${course}/info/view` },
  /** The content tree with the caller's progress per node. */
  chapterPeriodList: { method: 'GET', path: `${course}/chapter/period/list` },
  /** What the player needs for one resource node, with the caller's last and furthest position. */
  resourceWatch: { method: 'GET', path: `${course}/resource/watch` },
  /** An image-text node: sanitised rich text and its dwell time. */
  imageTextWatch: { method: 'GET', path: `${course}/image/text/watch` },
  /** Files that go with a course. */
  coursewareList: { method: 'GET', path: `${course}/courseware/list` },
  /** A short-lived address of a courseware file. */
  coursewareDownload: { method: 'GET', path: `${course}/courseware/download` },
  /** Likes or unlikes a course (a toggle); answers the new state. */
  admire: { method: 'PUT', path: `${course}/info/admire` },
  /** Bookmarks or removes the bookmark (a toggle); answers the new state. */
  collect: { method: 'PUT', path: `${course}/info/collect` },
  /** Comments on a course, newest first. */
  commentPage: { method: 'POST', path: '/course/auth/user/course/comment/page' },
  commentSave: { method: 'POST', path: '/course/auth/user/course/comment/save' },
  /** Deletes one of the caller's own comments. */
  commentDelete: { method: 'DELETE', path: '/course/auth/user/course/comment/delete' },
  /** Rates a course 1–5 (once per person; a second rating replaces the first). */
  markSave: { method: 'POST', path: '/course/auth/mark/record/save' },
  /** A course's ratings: average, count, spread, and the caller's own. */
  markView: { method: 'POST', path: '/course/auth/mark/record/view' },
  /** A lecturer's own courses (for a signed-in lecturer), with learner counts. */
  lecturerPage: { method: 'POST', path: `${course}/info/lecturer/page` },
  lecturerCount: { method: 'POST', path: `${course}/info/lecturer/count` },
  /**
   * The institution center (institution users, spec §6): the caller's institution with its courses' figures, and
   * its courses, enabled or not, with learners, completion and rating. Anyone else is refused (306).
   */
  institutionView: { method: 'POST', path: `${course}/info/institution/view` },
  institutionPage: { method: 'POST', path: `${course}/info/institution/page` },
} as const satisfies Record<string, Route>;

/**
 * What a visitor may read on a site bound to one company: its public courses (catalogue, page, content tree)
 * and categories. Studying, and everything personal, needs signing in.
 */
export const publicCourseRoutes = {
  categoryList: { method: 'POST', path: '/system/api/category/list' },
  infoPage: { method: 'POST', path: `${publicCourse}/info/page` },
  infoCount: { method: 'POST', path: `${publicCourse}/info/count` },
  view: { method: 'GET', path: `${publicCourse}/info/view` },
  chapterPeriodList: { method: 'GET', path: `${publicCourse}/chapter/period/list` },
} as const satisfies Record<string, Route>;
