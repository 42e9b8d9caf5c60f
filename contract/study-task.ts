import { z } from 'zod';
import { contentNode, courseComment } from './course';
import { COMMENT_MAX } from './course.routes';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, MAX_PAGE_SIZE, pageOf, pageRequest, percent } from './envelope';
import { progressAnswer, progressReport } from './progress';
import { courseProgress, studyStatus, studyTask, taskCollection, taskListFilter, taskWindow } from './study';
import {
  ContentStatus,
  PhaseContentType,
  PRACTICAL_FILES_MAX,
  PRACTICAL_TEXT_MAX,
  PracticalClosed,
  PostCertStatus,
  TASK_REJECT_REASON_MAX,
  TaskApplyMode,
  TaskApplyStatus,
  TaskStudyReason,
  postCertRoutes,
  practicalAdminRoutes,
  taskApplyAdminRoutes,
  taskCommentRoutes,
  taskStudyRoutes,
} from './study-task.routes';
import { uploadedFile } from './upload';

/** An assessor's comment on a practical answer at most. */
const PRACTICAL_COMMENT_MAX = 500;

export {
  ContentStatus,
  PhaseContentType,
  PostCertStatus,
  PracticalClosed,
  TaskApplyMode,
  TaskApplyStatus,
  TaskStudyReason,
  TaskWindow,
} from './study-task.routes';
export { taskWindow } from './study';
export const taskStudyReason = z.union([
  z.literal(TaskStudyReason.ok),
  z.literal(TaskStudyReason.notStarted),
  z.literal(TaskStudyReason.ended),
  z.literal(TaskStudyReason.courseUnavailable),
  z.literal(TaskStudyReason.phaseLocked),
  z.literal(TaskStudyReason.notApproved),
]);

export const taskApplyMode = z.union([z.literal(TaskApplyMode.assigned), z.literal(TaskApplyMode.approval)]);
export const taskApplyStatus = z.union([
  z.literal(TaskApplyStatus.none),
  z.literal(TaskApplyStatus.awaiting),
  z.literal(TaskApplyStatus.approved),
  z.literal(TaskApplyStatus.rejected),
]);

/** The caller's application to a task. */
export const taskApplication = z.object({
  taskId: id,
  applyStatus: taskApplyStatus,
  /** Why it was not approved (empty otherwise). */
  applyReason: z.string(),
  applyTime: dateTime.nullable(),
});
export type TaskApplication = z.infer<typeof taskApplication>;

export const phaseContentType = z.union([
  z.literal(PhaseContentType.course),
  z.literal(PhaseContentType.exam),
  z.literal(PhaseContentType.imageText),
  z.literal(PhaseContentType.survey),
  z.literal(PhaseContentType.offlineTraining),
  z.literal(PhaseContentType.practical),
  z.literal(PhaseContentType.jobEvaluation),
]);

export const contentStatus = z.union([
  z.literal(ContentStatus.notStarted),
  z.literal(ContentStatus.underway),
  z.literal(ContentStatus.done),
  z.literal(ContentStatus.notPassed),
]);

/** One content of a phase as the caller stands in it. */
export const phaseContent = z.object({
  /** The spec's `phaseContentId`. */
  phaseContentId: id,
  contentType: phaseContentType,
  /** The course, exam or survey it opens; null for the kinds the task describes itself. */
  refId: id.nullable(),
  contentName: z.string(),
  status: contentStatus,
  /** A course's own progress; the other kinds 100 when done, else 0. */
  studyProgress: percent,
  /** A training session's time; a practical's deadline or an exam's or survey's window end is `endTime`. */
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
  /** A training's place or an evaluation's assessor. */
  place: z.string(),
  /** The best exam mark, or the practical's or evaluation's mark, once there is one. */
  score: z.number().nullable(),
});
export type PhaseContent = z.infer<typeof phaseContent>;

export const taskPhase = z.object({
  phaseId: id,
  phaseName: z.string(),
  /** 1 when the phase opens only once the phase before it is learned. */
  requirePrevious: flag,
  /** 1 while it waits for the phase before it: its contents cannot be studied yet. */
  locked: flag,
  /** Learned when every content is done. */
  studyStatus,
  contents: z.array(phaseContent),
});
export type TaskPhase = z.infer<typeof taskPhase>;

const taskRequest = z.object({ taskId: id });
const taskCourseRequest = z.object({ taskId: id, courseId: id });

/**
 * The task page's figures (as the task list gives them), its window, its enabled courses in order (the player's
 * list) and its phases with every content.
 */
export const taskDetail = studyTask.extend({
  window: taskWindow,
  /** Whether learners apply for it; for such a task, where the caller's application stands. */
  applyMode: taskApplyMode,
  applyStatus: taskApplyStatus,
  applyReason: z.string(),
  applyTime: dateTime.nullable(),
  /** 1 when the caller has collected the task. */
  collected: flag,
  courses: z.array(courseProgress),
  phases: z.array(taskPhase),
  /** The certificate learning the whole task earns, with where the caller's award stands (null: not yet). */
  certificate: z
    .object({
      name: z.string(),
      /** Null: it does not expire. */
      validMonths: z.number().int().nullable(),
      /** `CertificateStatus` of the caller's award: 1 held, 2 expired, 3 revoked; null when not awarded. */
      status: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    })
    .nullable(),
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** One course's figures inside the task. */
export const taskCourseFigures = z.object({ courseId: id, studyProgress: percent, studyStatus });
export type TaskCourseFigures = z.infer<typeof taskCourseFigures>;

export const taskProgress = z.object({
  taskId: id,
  /** The mean of the courses' progress, rounded down (courses never opened count 0). */
  studyProgress: percent,
  studyStatus,
  courseCount: count,
  learnedCourseCount: count,
  lastStudyTime: dateTime.nullable(),
  courses: z.array(taskCourseFigures),
});
export type TaskProgress = z.infer<typeof taskProgress>;

/** A task course's content tree with the caller's progress, and the node to resume (null: an empty course). */
export const taskCourseNodes = z.object({
  courseId: id,
  resumeSubResourceId: id.nullable(),
  nodes: z.array(contentNode),
});
export type TaskCourseNodes = z.infer<typeof taskCourseNodes>;

/** The course player's report with the task it was made in (`studyProgress` is required, spec §4). */
export const taskProgressReport = progressReport.extend({ taskId: id });
export type TaskProgressReport = z.infer<typeof taskProgressReport>;

export const taskProgressAnswer = progressAnswer.extend({
  taskProgress: percent,
  taskStudyStatus: studyStatus,
  learnedCourseCount: count,
});
export type TaskProgressAnswer = z.infer<typeof taskProgressAnswer>;

export const taskStudyCheck = z.object({
  taskId: id,
  courseId: id,
  /** 1 when the course may be studied in the task now (`reason` is then `ok`). */
  allowed: flag,
  reason: taskStudyReason,
  startTime: dateTime,
  endTime: dateTime,
});
export type TaskStudyCheck = z.infer<typeof taskStudyCheck>;

const contentRequest = z.object({ taskId: id, phaseContentId: id });

/** What one content shows beyond its line in the phase. */
export const taskContentDetail = phaseContent.extend({
  taskId: id,
  phaseName: z.string(),
  /** 1 while its phase waits for the one before it. */
  locked: flag,
  /** Rich text (sanitised again by the portal): the image-text's body, a practical's or evaluation's brief. */
  body: z.string(),
  /** What the answer or the evaluation is judged by. */
  criteria: z.string(),
  /** The mark needed to pass a practical or an evaluation (of 100). */
  passScore: z.number().nullable(),
  /** The assessor's comment once marked. */
  comment: z.string(),
  /** When it was done (read, attended, marked). */
  finishTime: dateTime.nullable(),
});
export type TaskContentDetail = z.infer<typeof taskContentDetail>;

export const examUserCount = z.object({
  phaseContentId: id,
  examId: id,
  /** The task's learners who may take the exam. */
  userCount: count,
  /** Of them, those who handed in an attempt. */
  joinCount: count,
  passCount: count,
});
export type ExamUserCount = z.infer<typeof examUserCount>;

export const practicalClosed = z.union([
  z.literal(PracticalClosed.open),
  z.literal(PracticalClosed.marked),
  z.literal(PracticalClosed.deadline),
  z.literal(PracticalClosed.window),
  z.literal(PracticalClosed.locked),
  z.literal(PracticalClosed.notApproved),
]);

/** An answer handed in: its text, its attachments and when. */
export const practicalAnswer = z.object({
  answerText: z.string(),
  files: z.array(uploadedFile),
  submitTime: dateTime,
});
export type PracticalAnswer = z.infer<typeof practicalAnswer>;

/** A practical content as the caller answers it; `status`, `score` and `comment` say where the answer stands. */
export const practicalView = taskContentDetail.extend({
  answer: practicalAnswer.nullable(),
  /** 1 when an answer can be handed in now; else `closed` says why not. */
  canSubmit: flag,
  closed: practicalClosed,
});
export type PracticalView = z.infer<typeof practicalView>;

export const practicalSave = z
  .object({
    taskId: id,
    phaseContentId: id,
    answerText: z
      .string()
      .trim()
      .max(PRACTICAL_TEXT_MAX, { message: 'study.practical.textTooLong' })
      .default(''),
    fileIds: z.array(id).max(PRACTICAL_FILES_MAX, { message: 'study.practical.tooManyFiles' }).default([]),
  })
  .refine((v) => v.answerText !== '' || v.fileIds.length > 0, {
    message: 'study.practical.empty',
    path: ['answerText'],
  });
export type PracticalSave = z.input<typeof practicalSave>;

export const taskStudyApi = {
  export: endpoint({ ...taskStudyRoutes.export, request: taskListFilter, response: z.object({ id }) }),
  detail: endpoint({ ...taskStudyRoutes.detail, request: taskRequest, response: taskDetail }),
  progress: endpoint({ ...taskStudyRoutes.progress, request: taskRequest, response: taskProgress }),
  resource: endpoint({ ...taskStudyRoutes.resource, request: taskCourseRequest, response: taskCourseNodes }),
  save: endpoint({ ...taskStudyRoutes.save, request: taskProgressReport, response: taskProgressAnswer }),
  /** Collects a task of the caller's, or takes it out; answers the task's state. */
  collection: endpoint({
    ...taskStudyRoutes.collection,
    request: taskCollection,
    response: taskCollection,
  }),
  apply: endpoint({ ...taskStudyRoutes.apply, request: taskRequest, response: taskApplication }),
  practicalView: endpoint({
    ...taskStudyRoutes.practicalView,
    request: contentRequest,
    response: practicalView,
  }),
  practicalSave: endpoint({
    ...taskStudyRoutes.practicalSave,
    request: practicalSave,
    response: practicalView,
  }),
  contentDetail: endpoint({
    ...taskStudyRoutes.contentDetail,
    request: contentRequest,
    response: taskContentDetail,
  }),
  contentRead: endpoint({
    ...taskStudyRoutes.contentRead,
    request: contentRequest,
    response: taskContentDetail,
  }),
  examUserCount: endpoint({
    ...taskStudyRoutes.examUserCount,
    request: taskRequest,
    response: z.array(examUserCount),
  }),
  checkResource: endpoint({
    ...taskStudyRoutes.checkResource,
    request: taskCourseRequest,
    response: taskStudyCheck,
  }),
};

/** One application as the administrator's queue lists it. */
export const taskApplicationItem = z.object({
  /** The application's id (the administrators' calls name it). */
  id,
  taskId: id,
  taskName: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.union([
    z.literal(TaskApplyStatus.awaiting),
    z.literal(TaskApplyStatus.approved),
    z.literal(TaskApplyStatus.rejected),
  ]),
  reason: z.string(),
  applyTime: dateTime,
});
export type TaskApplicationItem = z.infer<typeof taskApplicationItem>;

export const taskApplyAdminApi = {
  page: endpoint({
    ...taskApplyAdminRoutes.page,
    request: pageRequest.extend({
      status: z
        .union([
          z.literal(TaskApplyStatus.awaiting),
          z.literal(TaskApplyStatus.approved),
          z.literal(TaskApplyStatus.rejected),
        ])
        .optional(),
    }),
    response: pageOf(taskApplicationItem),
  }),
  audit: endpoint({
    ...taskApplyAdminRoutes.audit,
    request: z
      .object({
        id,
        status: z.union([z.literal(TaskApplyStatus.approved), z.literal(TaskApplyStatus.rejected)]),
        reason: z.string().trim().max(TASK_REJECT_REASON_MAX).optional(),
      })
      // The learner is told why, and may apply again knowing it.
      .refine((v) => v.status !== TaskApplyStatus.rejected || (v.reason ?? '') !== '', {
        message: 'study.apply.reasonRequired',
        path: ['reason'],
      }),
    response: z.null(),
  }),
  approve: endpoint({
    ...taskApplyAdminRoutes.approve,
    request: z.object({ ids: z.array(id).min(1).max(MAX_PAGE_SIZE) }),
    /** How many were awaiting approval and are now approved (the others were decided already). */
    response: z.object({ approved: z.number().int().min(0) }),
  }),
};

/** A practical answer as the assessor's queue lists it. */
export const practicalAnswerItem = z.object({
  /** The answer's id (the assessor's calls name it). */
  id,
  taskName: z.string(),
  contentName: z.string(),
  name: z.string(),
  phone: z.string(),
  answerText: z.string(),
  files: z.array(uploadedFile),
  submitTime: dateTime,
  /** `ContentStatus`: under way (awaiting its mark), done (passed) or not passed. */
  status: contentStatus,
  passScore: z.number().nullable(),
  score: z.number().nullable(),
  comment: z.string(),
});
export type PracticalAnswerItem = z.infer<typeof practicalAnswerItem>;

export const practicalAdminApi = {
  page: endpoint({
    ...practicalAdminRoutes.page,
    request: pageRequest.extend({ marked: flag.optional() }),
    response: pageOf(practicalAnswerItem),
  }),
  mark: endpoint({
    ...practicalAdminRoutes.mark,
    request: z.object({
      id,
      score: z.number().min(0).max(100),
      comment: z.string().trim().max(PRACTICAL_COMMENT_MAX).default(''),
    }),
    response: practicalAnswerItem,
  }),
};

/** A comment on a study task: a course comment's row, naming the task instead of a course. */
export const taskComment = courseComment.omit({ courseId: true }).extend({ taskId: id });
export type TaskComment = z.infer<typeof taskComment>;

export const taskCommentApi = {
  page: endpoint({
    ...taskCommentRoutes.page,
    request: pageRequest.extend(taskRequest.shape),
    response: pageOf(taskComment),
  }),
  save: endpoint({
    ...taskCommentRoutes.save,
    request: taskRequest.extend({
      // Plain text, trimmed, as course comments: the portal shows it as text, never as markup.
      content: z
        .string()
        .trim()
        .min(1, { message: 'study.comment.empty' })
        .max(COMMENT_MAX, { message: 'study.comment.tooLong' }),
    }),
    response: taskComment,
  }),
  delete: endpoint({ ...taskCommentRoutes.delete, request: z.object({ id }), response: z.null() }),
};

export const postCertStatus = z.union([
  z.literal(PostCertStatus.notStarted),
  z.literal(PostCertStatus.inProgress),
  z.literal(PostCertStatus.certified),
  z.literal(PostCertStatus.notCertified),
]);

/** One post the caller is being certified for, through one of their tasks. */
export const postCertification = z.object({
  taskId: id,
  postName: z.string(),
  taskName: z.string(),
  requiredFlag: flag,
  startTime: dateTime,
  endTime: dateTime,
  status: postCertStatus,
  studyProgress: percent,
  /** When the task was learned: the last of its contents done (null until certified). */
  certifiedTime: dateTime.nullable(),
});
export type PostCertification = z.infer<typeof postCertification>;

const postCertFilter = z.object({ status: postCertStatus.optional() });

export const postCertCount = z.object({
  totalCount: count,
  notStarted: count,
  inProgress: count,
  certified: count,
  notCertified: count,
});
export type PostCertCount = z.infer<typeof postCertCount>;

export const postCertApi = {
  page: endpoint({
    ...postCertRoutes.page,
    request: pageRequest.extend(postCertFilter.shape),
    response: pageOf(postCertification),
  }),
  count: endpoint({ ...postCertRoutes.count, request: z.object({}), response: postCertCount }),
  export: endpoint({ ...postCertRoutes.export, request: postCertFilter, response: z.object({ id }) }),
} as const;
