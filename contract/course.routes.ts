import type { Route } from './route';

/**
 * Courses: the catalogue, a course's page, its content tree and the player's calls. Values the portal needs at
 * run time live here, free of schemas (see `route.ts`); `course.ts` holds the shapes.
 */

/**
 * What a node of a course's content tree is (spec §3). The spec lists every kind but a plain resource; the
 * family numbers that 1, and so do we.
 */
export const ContentType = {
  resource: 1,
  directory: 2,
  exam: 3,
  imageText: 4,
  survey: 5,
  offlineTraining: 6,
  practical: 7,
  jobEvaluation: 8,
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

/** The media of a resource node (spec §3 numbering, which differs from the family's). */
export const ResourceType = { video: 2, audio: 3, document: 4, image: 5, archive: 6 } as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

/** File formats a document resource may have. */
export const DOC_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** Catalogue orders. */
export const CourseSort = { latest: 1, popular: 2, rating: 3 } as const;
export type CourseSort = (typeof CourseSort)[keyof typeof CourseSort];

/** A course rating (spec §5). */
export const MARK_MIN = 1;
export const MARK_MAX = 5;
/** A comment's length, and a rating's optional remark. */
export const COMMENT_MAX = 500;
export const MARK_REMARK_MAX = 200;
/** Catalogue keyword length. */
export const COURSE_KEYWORD_MAX = 50;

/**
 * Completion rules the gateway applies (decision 0027): a video or audio is finished once its furthest point
 * is within `MEDIA_END_SLACK` of the end or past `MEDIA_DONE_SHARE` of it; a document once every page was
 * seen (a txt file, which has one page, after its dwell time); images and image-text after their dwell time.
 */
export const MEDIA_DONE_SHARE = 0.95;
export const MEDIA_END_SLACK_SECONDS = 5;
/** Default dwell time when a resource names none. */
export const DEFAULT_DWELL_SECONDS = 30;
/**
 * Study time a report may claim when it is the first of a node (later reports are bounded by the time since the
 * previous one instead, so merged offline reports count in full and no client claims more than has passed).
 */
export const MAX_REPORT_SECONDS = 120;

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
