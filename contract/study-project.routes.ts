import type { Route } from './route';

/**
 * Study projects (decision 0059): a company's programme of stages, each holding online courses, classroom
 * courses, exams and surveys, with lecturers. A member joins at once, or applies and waits for an administrator
 * where the project says so. Values the portal needs at run time live here, free of schemas;
 * `study-project.ts` holds the shapes.
 */

/** What a stage item is. */
export const ProjectItemType = { course: 1, offlineCourse: 2, exam: 3, survey: 4 } as const;
export type ProjectItemType = (typeof ProjectItemType)[keyof typeof ProjectItemType];

/** Whether members join a project at once, or apply and join once an administrator approves. */
export const ProjectApplyMode = { open: 0, approval: 1 } as const;
export type ProjectApplyMode = (typeof ProjectApplyMode)[keyof typeof ProjectApplyMode];

/** Where a member's place in a project stands: none, applied and awaiting approval, in (approved), not approved. */
export const ProjectApplyStatus = { none: 0, awaiting: 1, approved: 2, rejected: 3 } as const;
export type ProjectApplyStatus = (typeof ProjectApplyStatus)[keyof typeof ProjectApplyStatus];

/** What the caller's relations list holds: study tasks, study projects. */
export const RelationKind = { task: 1, project: 2 } as const;
export type RelationKind = (typeof RelationKind)[keyof typeof RelationKind];

export const PROJECT_KEYWORD_MAX = 50;
export const PROJECT_REJECT_REASON_MAX = 200;

export const studyProjectRoutes = {
  /** The company's published projects, or only those the caller is in or applied to (`joined` 1), newest first. */
  page: { method: 'POST', path: '/course/auth/study/project/page' },
  /** How many projects there are, how many the caller is in, and how many await approval. */
  count: { method: 'POST', path: '/course/auth/study/project/count' },
  /** One project: stages with every item and the caller's state in it, lecturers, the caller's application. */
  detail: { method: 'GET', path: '/course/auth/study/project/user/detail/view' },
  /**
   * Joins a project open to all, or applies to one that needs approval (again after a refusal). Repeated while
   * awaiting or once in, it changes nothing.
   */
  apply: { method: 'PUT', path: '/course/auth/study/project/apply' },
  /** Likes a project, or takes the like back. */
  admire: { method: 'PUT', path: '/course/auth/study/project/admire' },
  /** The projects the caller teaches in (a lecturer of theirs), with their learners. */
  lecturerPage: { method: 'POST', path: '/course/auth/study/project/lecturer/page' },
} as const satisfies Record<string, Route>;

/** The caller's study tasks and projects in one list (spec Study tasks "relation task/project page and count"). */
export const relationRoutes = {
  page: { method: 'POST', path: '/course/auth/study/task/relation/page' },
  count: { method: 'POST', path: '/course/auth/study/task/relation/count' },
} as const satisfies Record<string, Route>;

/** An administrator's decisions on applications to the company's projects, like those on task applications. */
export const projectApplyAdminRoutes = {
  page: { method: 'POST', path: '/course/admin/study/project/apply/page' },
  /** Approves one application awaiting approval, or refuses it with a reason the member reads. */
  audit: { method: 'PUT', path: '/course/admin/study/project/apply/audit' },
  /** Approves, at once, those of the given applications still awaiting approval. */
  approve: { method: 'PUT', path: '/course/admin/study/project/apply/approve' },
} as const satisfies Record<string, Route>;
