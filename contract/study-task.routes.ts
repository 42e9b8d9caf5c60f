import type { Route } from './route';

/**
 * Studying inside one study task: the task as the caller sees it, its progress, the node progress of one of its
 * courses, progress reports made inside it, and whether a course may be studied in it now. Values the portal
 * needs at run time live here, free of schemas (see `route.ts`); `study-task.ts` holds the shapes.
 */

/**
 * Where the task's window stands at the gateway's clock: study inside the task is offered from the start to the
 * end only (decision 0030).
 */
export const TaskWindow = { notStarted: 1, open: 2, ended: 3 } as const;
export type TaskWindow = (typeof TaskWindow)[keyof typeof TaskWindow];

/**
 * Why a course may or may not be studied in a task now: `ok`; the window has not started or has ended; the
 * course is not (or no longer) in the task, or is disabled; the course's phase waits for the phase before it to
 * be learned; the task is one learners apply for, and the caller's application is not approved. A task the caller
 * cannot see is not a reason but the same "not found" as an unknown id.
 */
export const TaskStudyReason = {
  ok: 0,
  notStarted: 1,
  ended: 2,
  courseUnavailable: 3,
  phaseLocked: 4,
  notApproved: 5,
} as const;
export type TaskStudyReason = (typeof TaskStudyReason)[keyof typeof TaskStudyReason];

/**
 * Where a task stands for the "my tasks" list, counted so that every task is in exactly one: not started and
 * learning hold only tasks still open or not yet open; a task whose window ended before it was learned is
 * ended; a learned task stays learned whatever its window.
 */
export const TaskListTab = { notStarted: 1, learning: 2, learned: 3, ended: 4 } as const;
export type TaskListTab = (typeof TaskListTab)[keyof typeof TaskListTab];

/**
 * What a phase content is: the spec's node types (exam 3, image-text 4, survey 5, offline training 6, practical
 * operation 7, job evaluation 8) and 1 for a course, as in a course's content tree.
 */
export const PhaseContentType = {
  course: 1,
  exam: 3,
  imageText: 4,
  survey: 5,
  offlineTraining: 6,
  practical: 7,
  jobEvaluation: 8,
} as const;
export type PhaseContentType = (typeof PhaseContentType)[keyof typeof PhaseContentType];

/**
 * A learner's state in one content, whatever its kind: not started; under way (a course part-learned, an exam
 * awaiting marking or to be resat, a practical answer awaiting its mark, a training signed up for); done (learned,
 * passed, read, attended, marked and passed); not passed (no attempt left, marked below the pass mark).
 */
export const ContentStatus = { notStarted: 1, underway: 2, done: 3, notPassed: 4 } as const;
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];

/** Whether a task's learners study at once, or apply and study once an administrator approves. */
export const TaskApplyMode = { assigned: 0, approval: 1 } as const;
export type TaskApplyMode = (typeof TaskApplyMode)[keyof typeof TaskApplyMode];

/** Where a learner's application to a task stands (spec §4: applied and awaiting approval, approved, not approved). */
export const TaskApplyStatus = { none: 0, awaiting: 1, approved: 2, rejected: 3 } as const;
export type TaskApplyStatus = (typeof TaskApplyStatus)[keyof typeof TaskApplyStatus];

/** The longest reason an administrator may give for not approving an application to a task. */
export const TASK_REJECT_REASON_MAX = 200;

/** A practical answer's text and attachments at most. */
export const PRACTICAL_TEXT_MAX = 2000;
export const PRACTICAL_FILES_MAX = 9;

/**
 * Why a practical answer cannot be handed in (again) now: it is marked; its deadline passed; the task's window
 * is not open; its phase is locked; the learner's application to the task is not approved.
 */
export const PracticalClosed = {
  open: 0,
  marked: 1,
  deadline: 2,
  window: 3,
  locked: 4,
  notApproved: 5,
} as const;
export type PracticalClosed = (typeof PracticalClosed)[keyof typeof PracticalClosed];

/** Task names searched in the "my tasks" list. */
export const TASK_KEYWORD_MAX = 50;

/**
 * Where a member stands in the post (job) a task certifies: not started, under way, certified (the task learned),
 * or not certified (its window ended before it was learned).
 */
export const PostCertStatus = { notStarted: 1, inProgress: 2, certified: 3, notCertified: 4 } as const;
export type PostCertStatus = (typeof PostCertStatus)[keyof typeof PostCertStatus];

/** The caller's post certifications: the tasks of theirs that certify a post (spec "post certification"). */
export const postCertRoutes = {
  page: { method: 'POST', path: '/course/auth/study/task/post/certification/page' },
  /** How many there are in each status. */
  count: { method: 'POST', path: '/course/auth/study/task/post/certification/count' },
  /** Files the list (as filtered) in the download records, as a spreadsheet. */
  export: { method: 'POST', path: '/course/auth/study/task/post/certification/export' },
} as const satisfies Record<string, Route>;

export const taskStudyRoutes = {
  /** Files the caller's task list (as filtered) in the download records, as a spreadsheet. */
  export: { method: 'POST', path: '/course/auth/study/task/export' },
  /** The task for the caller: figures, window and its courses in order with the caller's progress. */
  detail: { method: 'GET', path: '/course/auth/study/task/user/detail/view' },
  /** The caller's progress figures of the task and of each of its courses. */
  progress: { method: 'POST', path: '/course/auth/study/task/progress/get' },
  /** The caller's node progress of one course of the task (the course player's content tree). */
  resource: { method: 'POST', path: '/course/auth/study/task/progress/resource' },
  /**
   * A progress report made inside the task: the course player's report with the task's id, applied by the same
   * rules, answered with the node's and course's figures and the task's new progress.
   */
  save: { method: 'PUT', path: '/course/auth/study/task/progress/save' },
  /**
   * Applies for one of the caller's tasks that learners apply for: awaiting approval from then on. Again after a
   * refusal; repeated while awaiting or once approved, it changes nothing.
   */
  apply: { method: 'PUT', path: '/course/auth/study/task/user/apply' },
  /** Collects one of the caller's tasks (`collected` 1) or takes it out of the collection (0); repeatable. */
  collection: { method: 'PUT', path: '/course/auth/user/study/task/collection/save-or-delete' },
  /**
   * One content of the caller's task with what its kind shows (an image-text's body, a training's schedule, a
   * practical's instructions and criteria, an evaluation's criteria) and the caller's state, mark and comment.
   */
  contentDetail: { method: 'GET', path: '/course/auth/study/task/user/content/detail' },
  /**
   * A practical content as the caller answers it (spec "practical view"): its brief, the caller's answer with its
   * attachments, the mark and comment once marked, and whether it can be handed in now.
   */
  practicalView: { method: 'GET', path: '/course/auth/study/task/practical/view' },
  /** Hands in the caller's answer (text and uploaded files), replacing the last one, until it is marked. */
  practicalSave: { method: 'POST', path: '/course/auth/study/task/practical/answer/save' },
  /** The caller has read an image-text content to its end: it is done. Repeatable. */
  contentRead: { method: 'PUT', path: '/course/auth/study/task/user/content/read' },
  /** For each exam content of the caller's task: how many of the task's learners may take it, took it, passed. */
  examUserCount: { method: 'POST', path: '/course/auth/study/task/phase/content/exam/user/count/list' },
  /** May the caller study this course in this task now, and if not, why. */
  checkResource: { method: 'POST', path: '/course/auth/study/task/check/resource' },
} as const satisfies Record<string, Route>;

/** An administrator's decisions on applications to the company's tasks, like those on registrations. */
export const taskApplyAdminRoutes = {
  /** The company's applications, newest first, optionally of one state. */
  page: { method: 'POST', path: '/course/admin/study/task/apply/page' },
  /** Approves one application awaiting approval, or refuses it with a reason the learner reads. */
  audit: { method: 'PUT', path: '/course/admin/study/task/apply/audit' },
  /** Approves, at once, those of the given applications still awaiting approval. */
  approve: { method: 'PUT', path: '/course/admin/study/task/apply/approve' },
} as const satisfies Record<string, Route>;

/** An assessor's marking of practical answers (administrators of the company). */
export const practicalAdminRoutes = {
  /** The company's practical answers, newest first: awaiting a mark, or marked. */
  page: { method: 'POST', path: '/course/admin/study/task/practical/page' },
  /** Marks one answer awaiting its mark (0–100, with a comment): passed from the content's pass mark up. */
  mark: { method: 'PUT', path: '/course/admin/study/task/practical/mark' },
} as const satisfies Record<string, Route>;

/**
 * Comments on a study task among its learners. Only members the task is assigned to read or write them; to anyone
 * else the task is the same "not found" as an unknown id.
 */
export const taskCommentRoutes = {
  /** The task's comments, newest first. */
  page: { method: 'POST', path: '/course/auth/study/task/comment/page' },
  save: { method: 'POST', path: '/course/auth/study/task/comment/save' },
  /** Deletes one of the caller's own comments; anyone else's reads like an unknown id. */
  delete: { method: 'DELETE', path: '/course/auth/study/task/comment/delete' },
} as const satisfies Record<string, Route>;
