import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest, percent } from './envelope';
import {
  COMMENT_MAX,
  COURSE_KEYWORD_MAX,
  ContentType,
  CourseSort,
  DOC_TYPES,
  MARK_MAX,
  MARK_MIN,
  MARK_REMARK_MAX,
  ResourceType,
  type ContentType as ContentTypeValue,
  type DocType,
  type ResourceType as ResourceTypeValue,
} from './course.routes';
import { courseRoutes, publicCourseRoutes } from './course-calls.routes';
import { studyStatus } from './study';

export { ContentType, CourseSort, ResourceType } from './course.routes';

/** Whole seconds. */
const seconds = count;

export const contentType = z.union(
  Object.values(ContentType).map((v) => z.literal(v)) as [z.ZodLiteral<ContentTypeValue>],
);
export const resourceType = z.union(
  Object.values(ResourceType).map((v) => z.literal(v)) as [z.ZodLiteral<ResourceTypeValue>],
);
export const docType = z.enum(DOC_TYPES as unknown as [DocType, ...DocType[]]);

/** A category; `parentId` '0' at the top. */
export const category = z.object({
  id,
  parentId: z.string(),
  categoryName: z.string(),
  /** Enabled courses in it and in every category below it. */
  courseCount: count,
});
export type Category = z.infer<typeof category>;

/** The trimmed keyword, or nothing when blank. */
const keyword = z
  .string()
  .trim()
  .max(COURSE_KEYWORD_MAX, { message: 'course.keywordTooLong' })
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const catalogueFilter = z.object({
  /** The category and every category below it. */
  categoryId: id.optional(),
  /** Matches course names and lecturer names. */
  keyword,
  /** One lecturer's courses. */
  lecturerId: id.optional(),
  /** Only courses with at least one resource of this type. */
  resourceType: resourceType.optional(),
  sort: z
    .union([z.literal(CourseSort.latest), z.literal(CourseSort.popular), z.literal(CourseSort.rating)])
    .optional(),
});

export const catalogueRequest = pageRequest.extend(catalogueFilter.shape).extend({
  /** Only courses in these learning statuses of the caller (signed-in calls only). */
  studyStatusList: z.array(studyStatus).min(1).max(3).optional(),
});
export type CatalogueRequest = z.input<typeof catalogueRequest>;

/** A course as the catalogue lists it. Progress fields are null for a visitor. */
export const courseCard = z.object({
  id,
  courseName: z.string(),
  cover: z.string(),
  categoryId: id.nullable(),
  categoryName: z.string(),
  lecturerId: id.nullable(),
  lecturerName: z.string(),
  /** Seconds of video and audio in the course. */
  totalDuration: seconds,
  /** Nodes to study (everything but directories). */
  periodCount: count,
  /** Members who have started it. */
  studyCount: count,
  /** Average rating, one decimal; 0 while nobody has rated. */
  markScore: z.number().min(0).max(MARK_MAX),
  markCount: count,
  admireCount: count,
  studyProgress: percent.nullable(),
  studyStatus: studyStatus.nullable(),
  gmtCreate: dateTime,
});
export type CourseCard = z.infer<typeof courseCard>;

export const catalogueCount = z.object({
  totalCount: count,
  notStartedCount: count,
  learningCount: count,
  learnedCount: count,
});
export type CatalogueCount = z.infer<typeof catalogueCount>;

export const lecturerBrief = z.object({
  id,
  lecturerName: z.string(),
  headImg: z.string(),
  /** Job title. */
  position: z.string(),
  /** Plain text. */
  introduce: z.string(),
});
export type LecturerBrief = z.infer<typeof lecturerBrief>;

export const courseView = courseCard.extend({
  /** Sanitised rich text. */
  introduce: z.string(),
  lecturer: lecturerBrief.nullable(),
  /** 1: the learner may seek anywhere; 0: not past the furthest point watched. */
  dragFlag: flag,
  /** The caller's own state; 0 / null for a visitor. */
  admired: flag,
  collected: flag,
  /** Members who have bookmarked it, shown beside the bookmark toggle like `admireCount` beside the like. */
  collectCount: count,
  myMark: z.number().int().min(MARK_MIN).max(MARK_MAX).nullable(),
  lastStudyTime: dateTime.nullable(),
  /** The node to resume: the one studied last, else the first one not finished. Null for a visitor. */
  resumeSubResourceId: id.nullable(),
  commentCount: count,
  coursewareCount: count,
});
export type CourseView = z.infer<typeof courseView>;

/** A node of the content tree (spec §3). */
export interface ContentNode {
  subResourceId: string;
  subResourceName: string;
  contentType: ContentTypeValue;
  /** Resource nodes only. */
  resourceType: ResourceTypeValue | null;
  docType: DocType | null;
  /** Seconds of video or audio; 0 otherwise. */
  totalDuration: number;
  /** The caller's progress (0 for a visitor); a directory's is the mean of its children. */
  studyProgress: number;
  finished: 0 | 1;
  /** The exam or survey an exam or survey node opens. */
  targetId: string | null;
  subTrainingProgress: ContentNode[];
}
export const contentNode: z.ZodType<ContentNode> = z.object({
  subResourceId: id,
  subResourceName: z.string(),
  contentType,
  resourceType: resourceType.nullable(),
  docType: docType.nullable(),
  totalDuration: seconds,
  studyProgress: percent,
  finished: flag,
  targetId: id.nullable(),
  get subTrainingProgress() {
    return z.array(contentNode);
  },
});

const courseRequest = z.object({ courseId: id });
const nodeRequest = z.object({ courseId: id, subResourceId: id });

/** One way to play a video or audio; `videoConfig` lists the same. */
export const playUrl = z.object({
  /** A label such as 'auto', 'hd', 'sd'. */
  definition: z.string(),
  format: z.enum(['hls', 'mp4', 'mp3', 'm4a']),
  url: z.string(),
});
export type PlayUrl = z.infer<typeof playUrl>;

export const watchImage = z.object({
  url: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const archiveEntry = z.object({
  /** Path inside the archive. */
  name: z.string(),
  size: count,
  directory: flag,
});

/**
 * What the player needs for a resource node. Addresses are the gateway's own short-lived, tenant-bound media
 * links (`expiresIn` seconds), so the browser loads them directly with range requests.
 */
export const resourceWatch = z.object({
  courseId: id,
  subResourceId: id,
  resourceName: z.string(),
  resourceType,
  docType: docType.nullable(),
  fileSize: count,
  /** Seconds of video or audio. */
  totalDuration: seconds,
  /** Pages of a document (1 for txt); images of an image set. */
  pageCount: count,
  /** The original file. */
  fileUrl: z.string(),
  /** A PDF rendition of a doc / xls / ppt file, when the gateway has one. */
  pdfUrl: z.string().nullable(),
  /** Video: the family's configuration as a JSON string, `{"playUrls":[...]}`; null otherwise. */
  videoConfig: z.string().nullable(),
  /** Video and audio sources, best first. */
  playUrls: z.array(playUrl),
  images: z.array(watchImage),
  archiveEntries: z.array(archiveEntry),
  /** Seconds an image, a txt file or an image-text node must stay open to count as studied. */
  dwellSeconds: seconds,
  dragFlag: flag,
  /** Where the caller left off (seconds, or a 1-based page / image) and the furthest point reached. */
  position: z.number().min(0),
  maxPosition: z.number().min(0),
  studySeconds: seconds,
  studyProgress: percent,
  finished: flag,
  expiresIn: seconds,
});
export type ResourceWatch = z.infer<typeof resourceWatch>;

export const imageTextWatch = z.object({
  courseId: id,
  subResourceId: id,
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  dwellSeconds: seconds,
  studySeconds: seconds,
  studyProgress: percent,
  finished: flag,
});
export type ImageTextWatch = z.infer<typeof imageTextWatch>;

export const courseware = z.object({
  id,
  coursewareName: z.string(),
  /** Extension, lower case. */
  fileType: z.string(),
  fileSize: count,
});
export type Courseware = z.infer<typeof courseware>;

export const courseComment = z.object({
  id,
  courseId: id,
  userId: id,
  nickname: z.string(),
  headPortrait: z.string(),
  content: z.string(),
  gmtCreate: dateTime,
  /** 1 for the caller's own comments, which they may delete. */
  mine: flag,
});
export type CourseComment = z.infer<typeof courseComment>;

export const markView = z.object({
  courseId: id,
  averageScore: z.number().min(0).max(MARK_MAX),
  markCount: count,
  /** How many gave 1, 2, 3, 4 and 5. */
  distribution: z.array(count).length(MARK_MAX),
  myScore: z.number().int().min(MARK_MIN).max(MARK_MAX).nullable(),
  myRemark: z.string().nullable(),
});
export type MarkView = z.infer<typeof markView>;

/** A lecturer's own course, with how its learners are doing. */
/** The caller's institution and the figures of all its courses (the institution center's head). */
export const institutionView = z.object({
  id,
  name: z.string(),
  intro: z.string(),
  courseCount: count,
  enabledCount: count,
  /** Members who started any of its courses, and those who learned at least one to the end. */
  learnerCount: count,
  learnedCount: count,
  /** The mean rating over every rating of its courses (0 when none). */
  markScore: z.number().min(0).max(MARK_MAX),
  markCount: count,
});
export type InstitutionView = z.infer<typeof institutionView>;

/** A course as its lecturer or its institution follows it. */
export const lecturerCourse = z.object({
  id,
  courseName: z.string(),
  cover: z.string(),
  categoryName: z.string(),
  totalDuration: seconds,
  periodCount: count,
  studyCount: count,
  learnedCount: count,
  markScore: z.number().min(0).max(MARK_MAX),
  /** 1 enabled, 0 disabled. */
  statusId: flag,
  gmtCreate: dateTime,
});
export type LecturerCourse = z.infer<typeof lecturerCourse>;

const lecturerCourseRequest = pageRequest.extend({ keyword });

export const courseApi = {
  categoryList: endpoint({
    ...courseRoutes.categoryList,
    request: z.object({}),
    response: z.array(category),
  }),
  infoPage: endpoint({ ...courseRoutes.infoPage, request: catalogueRequest, response: pageOf(courseCard) }),
  infoCount: endpoint({ ...courseRoutes.infoCount, request: catalogueFilter, response: catalogueCount }),
  view: endpoint({ ...courseRoutes.view, request: courseRequest, response: courseView }),
  chapterPeriodList: endpoint({
    ...courseRoutes.chapterPeriodList,
    request: courseRequest,
    response: z.array(contentNode),
  }),
  resourceWatch: endpoint({ ...courseRoutes.resourceWatch, request: nodeRequest, response: resourceWatch }),
  imageTextWatch: endpoint({
    ...courseRoutes.imageTextWatch,
    request: nodeRequest,
    response: imageTextWatch,
  }),
  coursewareList: endpoint({
    ...courseRoutes.coursewareList,
    request: courseRequest,
    response: z.array(courseware),
  }),
  coursewareDownload: endpoint({
    ...courseRoutes.coursewareDownload,
    request: z.object({ coursewareId: id }),
    response: z.object({ url: z.string(), fileName: z.string(), expiresIn: seconds }),
  }),
  admire: endpoint({
    ...courseRoutes.admire,
    request: courseRequest,
    response: z.object({ admired: flag, admireCount: count }),
  }),
  collect: endpoint({
    ...courseRoutes.collect,
    request: courseRequest,
    response: z.object({ collected: flag, collectCount: count }),
  }),
  commentPage: endpoint({
    ...courseRoutes.commentPage,
    request: pageRequest.extend(courseRequest.shape),
    response: pageOf(courseComment),
  }),
  commentSave: endpoint({
    ...courseRoutes.commentSave,
    request: courseRequest.extend({
      content: z
        .string()
        .trim()
        .min(1, { message: 'course.commentEmpty' })
        .max(COMMENT_MAX, { message: 'course.commentTooLong' }),
    }),
    response: courseComment,
  }),
  commentDelete: endpoint({ ...courseRoutes.commentDelete, request: z.object({ id }), response: z.null() }),
  markSave: endpoint({
    ...courseRoutes.markSave,
    request: courseRequest.extend({
      score: z.coerce
        .number()
        .int({ message: 'course.markRange' })
        .min(MARK_MIN, { message: 'course.markRange' })
        .max(MARK_MAX, { message: 'course.markRange' }),
      remark: z.string().trim().max(MARK_REMARK_MAX, { message: 'course.remarkTooLong' }).optional(),
    }),
    response: markView,
  }),
  markView: endpoint({ ...courseRoutes.markView, request: courseRequest, response: markView }),
  lecturerPage: endpoint({
    ...courseRoutes.lecturerPage,
    request: lecturerCourseRequest,
    response: pageOf(lecturerCourse),
  }),
  lecturerCount: endpoint({
    ...courseRoutes.lecturerCount,
    request: z.object({ keyword }),
    response: z.object({ totalCount: count, enabledCount: count }),
  }),
  institutionView: endpoint({
    ...courseRoutes.institutionView,
    request: z.object({}),
    response: institutionView,
  }),
  institutionPage: endpoint({
    ...courseRoutes.institutionPage,
    request: lecturerCourseRequest,
    response: pageOf(lecturerCourse),
  }),
};

/** The visitor's calls: same shapes, public courses of the site's company only. */
export const publicCourseApi = {
  categoryList: endpoint({
    ...publicCourseRoutes.categoryList,
    request: z.object({}),
    response: z.array(category),
  }),
  infoPage: endpoint({
    ...publicCourseRoutes.infoPage,
    request: pageRequest.extend(catalogueFilter.shape),
    response: pageOf(courseCard),
  }),
  infoCount: endpoint({
    ...publicCourseRoutes.infoCount,
    request: catalogueFilter,
    response: catalogueCount,
  }),
  view: endpoint({ ...publicCourseRoutes.view, request: courseRequest, response: courseView }),
  chapterPeriodList: endpoint({
    ...publicCourseRoutes.chapterPeriodList,
    request: courseRequest,
    response: z.array(contentNode),
  }),
};
