/**
 * Courses: the values of the catalogue, a course's page, its content tree and the player that the portal needs
 * at run time, free of schemas (see `route.ts`). The calls' paths are in `course-calls.routes.ts` and the
 * shapes in `course.ts`.
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
