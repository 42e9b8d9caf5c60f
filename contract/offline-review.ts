import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { attendanceFigures, byCourse } from './offline';
import {
  ASSESS_COMMENT_MAX,
  ASSESS_FILES_MAX,
  ASSESS_SCORE_MAX,
  AssessResult,
  COURSE_ATTACHMENTS_MAX,
  EVALUATION_SCALE,
  EVALUATION_TEXT_MAX,
  EvaluationState,
  EvaluationTarget,
  QuestionKind,
  evaluationTaskRoutes,
  offlineReviewRoutes,
} from './offline-review.routes';

export { AssessResult, EvaluationState, EvaluationTarget, QuestionKind } from './offline-review.routes';

export const assessResult = z.union([
  z.literal(AssessResult.pending),
  z.literal(AssessResult.passed),
  z.literal(AssessResult.failed),
]);
export const evaluationTarget = z.union([
  z.literal(EvaluationTarget.course),
  z.literal(EvaluationTarget.lecturer),
]);
export const questionKind = z.union([z.literal(QuestionKind.rating), z.literal(QuestionKind.text)]);
export const evaluationState = z.union([
  z.literal(EvaluationState.notOpen),
  z.literal(EvaluationState.todo),
  z.literal(EvaluationState.done),
  z.literal(EvaluationState.expired),
]);

/** A file attached to a course or an assessment (an upload; read through `attachmentLink`). */
export const offlineFile = z.object({
  fileId: id,
  fileName: z.string(),
  /** Bytes. */
  fileSize: count,
  mimeType: z.string(),
  gmtCreate: dateTime,
});
export type OfflineFile = z.infer<typeof offlineFile>;

const fileIds = (max: number) =>
  z
    .array(id)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' });

export const attachmentSaveRequest = byCourse.extend({ fileIds: fileIds(COURSE_ATTACHMENTS_MAX) });
export const attachmentLinkRequest = byCourse.extend({
  fileId: id,
  /** The assessment's learner when the file is an assessment's; absent for a course attachment. */
  userId: id.optional(),
});
export const attachmentLink = z.object({ url: z.string(), fileName: z.string(), expiresIn: count });

/** A learner of a taught course in the lecturer's assessing list. */
export const assessUserRow = z.object({
  userId: id,
  userName: z.string(),
  empNo: z.string(),
  department: z.string(),
  figures: attendanceFigures,
  result: assessResult,
  score: z.number().int().min(0).max(ASSESS_SCORE_MAX).nullable(),
  gmtAssessed: dateTime.nullable(),
});
export type AssessUserRow = z.infer<typeof assessUserRow>;

export const assessUserListRequest = pageRequest.extend({
  courseId: id,
  /** Only those not assessed yet (0) or only those assessed (1); all when absent. */
  assessed: flag.optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const assessUserList = pageOf(assessUserRow).extend({
  /** Over all the course's learners, whatever the filter. */
  assessedCount: count,
  learnerCount: count,
  passScore: z.number().int().min(0).max(ASSESS_SCORE_MAX),
});

export const assessSaveRequest = byCourse.extend({
  userId: id,
  score: z.number().int().min(0).max(ASSESS_SCORE_MAX),
  comment: z.string().trim().max(ASSESS_COMMENT_MAX).default(''),
  /** Files the lecturer uploaded; the assessment carries exactly these afterwards. */
  fileIds: fileIds(ASSESS_FILES_MAX).default([]),
});

/** A learner's assessment in a course; `result` pending (and the rest empty) while none was given. */
export const assessment = z.object({
  courseId: id,
  courseName: z.string(),
  userId: id,
  userName: z.string(),
  result: assessResult,
  score: z.number().int().min(0).max(ASSESS_SCORE_MAX).nullable(),
  passScore: z.number().int().min(0).max(ASSESS_SCORE_MAX),
  comment: z.string(),
  assessorName: z.string(),
  gmtAssessed: dateTime.nullable(),
  attachments: z.array(offlineFile),
});
export type Assessment = z.infer<typeof assessment>;

export const assessViewRequest = byCourse.extend({
  /** A learner of a course the caller teaches; the caller's own when absent. */
  userId: id.optional(),
});

/** One question of a course's evaluation form. */
export const evaluationQuestion = z.object({
  questionId: id,
  target: evaluationTarget,
  kind: questionKind,
  title: z.string(),
  /** 1 when it must be answered. */
  required: flag,
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestion>;

/** An answer: a rating for a rating question, words for a text question. */
export const evaluationAnswer = z.object({
  questionId: id,
  score: z.number().int().min(1).max(EVALUATION_SCALE).optional(),
  text: z.string().trim().max(EVALUATION_TEXT_MAX).optional(),
});
export type EvaluationAnswer = z.infer<typeof evaluationAnswer>;

/** The caller's evaluation of a course: the form, where it stands, and their answers once given. */
export const evaluationView = z.object({
  courseId: id,
  courseName: z.string(),
  lecturerName: z.string(),
  /** 1: the lecturer sees the answers without the learner's name. */
  anonymous: flag,
  state: evaluationState,
  /** When the evaluation opens (the first session's start) and closes. */
  opensAt: dateTime.nullable(),
  deadline: dateTime.nullable(),
  questions: z.array(evaluationQuestion),
  answers: z.array(evaluationAnswer),
  gmtSubmitted: dateTime.nullable(),
});
export type EvaluationView = z.infer<typeof evaluationView>;

export const evaluationSaveRequest = byCourse.extend({
  answers: z
    .array(evaluationAnswer)
    .min(1)
    .max(50)
    .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, {
      message: 'duplicate',
    }),
});

/** One evaluation a taught course received; `userName` is empty when the course keeps learners nameless. */
export const receivedEvaluation = z.object({
  evaluationId: id,
  userName: z.string(),
  /** The average of its ratings, to one decimal. */
  average: z.number().min(0).max(EVALUATION_SCALE),
  answers: z.array(evaluationAnswer),
  gmtSubmitted: dateTime,
});
export type ReceivedEvaluation = z.infer<typeof receivedEvaluation>;

export const evaluationUserList = pageOf(receivedEvaluation).extend({
  questions: z.array(evaluationQuestion),
  anonymous: flag,
});

export const evaluateCount = z.object({ learners: count, evaluated: count, pending: count });

/** A rating question's results: the average (one decimal, 0 when none) and how many gave each rating 1..5. */
export const questionResult = z.object({
  questionId: id,
  target: evaluationTarget,
  title: z.string(),
  average: z.number().min(0).max(EVALUATION_SCALE),
  answered: count,
  /** `distribution[i]` is how many rated `i + 1`. */
  distribution: z.array(count).length(EVALUATION_SCALE),
});
export type QuestionResult = z.infer<typeof questionResult>;

export const evaluationCourseResult = z.object({
  courseId: id,
  courseName: z.string(),
  evaluated: count,
  learners: count,
  /** Over every rating of the course, one decimal; 0 when none. */
  average: z.number().min(0).max(EVALUATION_SCALE),
  courseAverage: z.number().min(0).max(EVALUATION_SCALE),
  lecturerAverage: z.number().min(0).max(EVALUATION_SCALE),
  questions: z.array(questionResult),
});
export type EvaluationCourseResult = z.infer<typeof evaluationCourseResult>;

/** A comment a lecturer received (text answers), nameless when its course says so. */
export const receivedComment = z.object({
  courseId: id,
  courseName: z.string(),
  userName: z.string(),
  question: z.string(),
  text: z.string(),
  gmtSubmitted: dateTime,
});
export type ReceivedComment = z.infer<typeof receivedComment>;

export const evaluationLecturerResult = z.object({
  evaluated: count,
  /** Over every rating of the lecturer's questions, one decimal; 0 when none. */
  lecturerAverage: z.number().min(0).max(EVALUATION_SCALE),
  /** Over every rating of the courses' questions. */
  courseAverage: z.number().min(0).max(EVALUATION_SCALE),
  /** The lecturer questions over all the courses. */
  questions: z.array(questionResult),
  /** Per course taught, newest first. */
  courses: z.array(
    z.object({
      courseId: id,
      courseName: z.string(),
      evaluated: count,
      learners: count,
      lecturerAverage: z.number().min(0).max(EVALUATION_SCALE),
      courseAverage: z.number().min(0).max(EVALUATION_SCALE),
    }),
  ),
  /** The average of the lecturer questions by month submitted ("yyyy-MM"), oldest first, last 12 months. */
  trend: z.array(
    z.object({
      month: z.string(),
      average: z.number().min(0).max(EVALUATION_SCALE),
      evaluated: count,
    }),
  ),
  /** The latest comments, at most 20. */
  comments: z.array(receivedComment),
});
export type EvaluationLecturerResult = z.infer<typeof evaluationLecturerResult>;

/** An evaluation assigned to the caller: a course they learn, once its first session has begun. */
export const evaluationTask = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  state: evaluationState,
  opensAt: dateTime,
  deadline: dateTime,
  gmtSubmitted: dateTime.nullable(),
});
export type EvaluationTask = z.infer<typeof evaluationTask>;

export const evaluationTaskPageRequest = pageRequest.extend({
  /** Only to do (1), done (2) or expired (3); all when absent. */
  state: z
    .union([
      z.literal(EvaluationState.todo),
      z.literal(EvaluationState.done),
      z.literal(EvaluationState.expired),
    ])
    .optional(),
});

export const evaluationTaskCount = z.object({ total: count, todo: count, done: count, expired: count });

export const offlineReviewApi = {
  attachmentList: endpoint({
    ...offlineReviewRoutes.attachmentList,
    request: byCourse,
    response: z.array(offlineFile),
  }),
  attachmentSave: endpoint({
    ...offlineReviewRoutes.attachmentSave,
    request: attachmentSaveRequest,
    response: z.array(offlineFile),
  }),
  attachmentLink: endpoint({
    ...offlineReviewRoutes.attachmentLink,
    request: attachmentLinkRequest,
    response: attachmentLink,
  }),
  assessUserList: endpoint({
    ...offlineReviewRoutes.assessUserList,
    request: assessUserListRequest,
    response: assessUserList,
  }),
  assessSave: endpoint({
    ...offlineReviewRoutes.assessSave,
    request: assessSaveRequest,
    response: assessment,
  }),
  assessView: endpoint({
    ...offlineReviewRoutes.assessView,
    request: assessViewRequest,
    response: assessment,
  }),
  evaluationView: endpoint({
    ...offlineReviewRoutes.evaluationView,
    request: byCourse,
    response: evaluationView,
  }),
  evaluationSave: endpoint({
    ...offlineReviewRoutes.evaluationSave,
    request: evaluationSaveRequest,
    response: evaluationView,
  }),
  evaluationUserList: endpoint({
    ...offlineReviewRoutes.evaluationUserList,
    request: pageRequest.extend({ courseId: id }),
    response: evaluationUserList,
  }),
  evaluationDetail: endpoint({
    ...offlineReviewRoutes.evaluationDetail,
    request: byCourse.extend({ evaluationId: id }),
    response: receivedEvaluation.extend({ questions: z.array(evaluationQuestion) }),
  }),
  evaluateCount: endpoint({
    ...offlineReviewRoutes.evaluateCount,
    request: byCourse,
    response: evaluateCount,
  }),
  evaluationCourse: endpoint({
    ...offlineReviewRoutes.evaluationCourse,
    request: byCourse,
    response: evaluationCourseResult,
  }),
  evaluationLecturer: endpoint({
    ...offlineReviewRoutes.evaluationLecturer,
    request: z.object({}),
    response: evaluationLecturerResult,
  }),
} as const;

export const evaluationTaskApi = {
  page: endpoint({
    ...evaluationTaskRoutes.page,
    request: evaluationTaskPageRequest,
    response: pageOf(evaluationTask),
  }),
  count: endpoint({ ...evaluationTaskRoutes.count, request: z.object({}), response: evaluationTaskCount }),
} as const;
