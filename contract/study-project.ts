import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PAGE_SIZE, count, dateTime, flag, id, pageOf, pageRequest, percent } from './envelope';
import { contentStatus } from './study-task';
import { taskWindow } from './study';
import {
  PROJECT_KEYWORD_MAX,
  PROJECT_REJECT_REASON_MAX,
  ProjectApplyMode,
  ProjectApplyStatus,
  ProjectItemType,
  RelationKind,
  projectApplyAdminRoutes,
  relationRoutes,
  studyProjectRoutes,
} from './study-project.routes';

export { ProjectApplyMode, ProjectApplyStatus, ProjectItemType, RelationKind } from './study-project.routes';

export const projectItemType = z.union([
  z.literal(ProjectItemType.course),
  z.literal(ProjectItemType.offlineCourse),
  z.literal(ProjectItemType.exam),
  z.literal(ProjectItemType.survey),
]);
export const projectApplyMode = z.union([
  z.literal(ProjectApplyMode.open),
  z.literal(ProjectApplyMode.approval),
]);
export const projectApplyStatus = z.union([
  z.literal(ProjectApplyStatus.none),
  z.literal(ProjectApplyStatus.awaiting),
  z.literal(ProjectApplyStatus.approved),
  z.literal(ProjectApplyStatus.rejected),
]);
const decided = z.union([z.literal(ProjectApplyStatus.approved), z.literal(ProjectApplyStatus.rejected)]);
const queued = z.union([z.literal(ProjectApplyStatus.awaiting), decided]);

/** The caller's place in a project. */
export const projectApplication = z.object({
  projectId: id,
  applyStatus: projectApplyStatus,
  /** Why it was not approved (empty otherwise). */
  applyReason: z.string(),
  applyTime: dateTime.nullable(),
});
export type ProjectApplication = z.infer<typeof projectApplication>;

/** A project in a list, with the caller's place and progress. */
export const projectRow = z.object({
  projectId: id,
  projectName: z.string(),
  cover: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  window: taskWindow,
  applyMode: projectApplyMode,
  applyStatus: projectApplyStatus,
  stageCount: count,
  itemCount: count,
  learnerCount: count,
  admireCount: count,
  creditHour: z.number().min(0),
  /** The caller's progress over the items (0 outside the project). */
  studyProgress: percent,
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectPageRequest = pageRequest.extend({
  keyword: z.string().trim().max(PROJECT_KEYWORD_MAX).optional(),
  /** 1: only projects the caller is in or applied to. */
  joined: flag.optional(),
});

export const projectCount = z.object({ all: count, joined: count, awaiting: count });

export const projectLecturer = z.object({
  lecturerId: id,
  lecturerName: z.string(),
  headImg: z.string(),
  position: z.string(),
});

/** One item of a stage, with the caller's state in it. */
export const projectItem = z.object({
  itemId: id,
  itemType: projectItemType,
  /** The course, classroom course, exam or survey it opens. */
  refId: id,
  itemName: z.string(),
  status: contentStatus,
  /** A course's own progress; the other kinds 100 when done, else 0. */
  studyProgress: percent,
  /** An exam's or survey's window, a classroom course's first and last session. */
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
});
export type ProjectItem = z.infer<typeof projectItem>;

export const projectStage = z.object({
  stageId: id,
  stageName: z.string(),
  items: z.array(projectItem),
});
export type ProjectStage = z.infer<typeof projectStage>;

export const projectDetail = projectRow.extend({
  /** Sanitised rich text. */
  introduce: z.string(),
  applyReason: z.string(),
  applyTime: dateTime.nullable(),
  admired: flag,
  /** Items done by the caller, over all stages. */
  doneCount: count,
  lecturers: z.array(projectLecturer),
  stages: z.array(projectStage),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** A project the caller teaches in. */
export const lecturerProject = z.object({
  projectId: id,
  projectName: z.string(),
  cover: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  window: taskWindow,
  stageCount: count,
  learnerCount: count,
  /** Applications awaiting an administrator. */
  awaitingCount: count,
});

/** One of the caller's study tasks or projects. */
export const relationRow = z.object({
  kind: z.union([z.literal(RelationKind.task), z.literal(RelationKind.project)]),
  id,
  name: z.string(),
  cover: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  window: taskWindow,
  studyProgress: percent,
});
export type RelationRow = z.infer<typeof relationRow>;

/** One application as the administrator's queue lists it. */
export const projectApplicationItem = z.object({
  id,
  projectId: id,
  projectName: z.string(),
  name: z.string(),
  phone: z.string(),
  status: queued,
  reason: z.string(),
  applyTime: dateTime,
});
export type ProjectApplicationItem = z.infer<typeof projectApplicationItem>;

const byProject = z.object({ projectId: id });

export const studyProjectApi = {
  page: endpoint({ ...studyProjectRoutes.page, request: projectPageRequest, response: pageOf(projectRow) }),
  count: endpoint({ ...studyProjectRoutes.count, request: z.object({}), response: projectCount }),
  detail: endpoint({ ...studyProjectRoutes.detail, request: byProject, response: projectDetail }),
  apply: endpoint({ ...studyProjectRoutes.apply, request: byProject, response: projectApplication }),
  admire: endpoint({
    ...studyProjectRoutes.admire,
    request: byProject,
    response: z.object({ admired: flag, admireCount: count }),
  }),
  lecturerPage: endpoint({
    ...studyProjectRoutes.lecturerPage,
    request: pageRequest,
    response: pageOf(lecturerProject),
  }),
} as const;

export const relationApi = {
  page: endpoint({
    ...relationRoutes.page,
    request: pageRequest.extend({
      kind: z.union([z.literal(RelationKind.task), z.literal(RelationKind.project)]).optional(),
    }),
    response: pageOf(relationRow),
  }),
  count: endpoint({
    ...relationRoutes.count,
    request: z.object({}),
    response: z.object({ tasks: count, projects: count }),
  }),
} as const;

export const projectApplyAdminApi = {
  page: endpoint({
    ...projectApplyAdminRoutes.page,
    request: pageRequest.extend({ status: queued.optional() }),
    response: pageOf(projectApplicationItem),
  }),
  audit: endpoint({
    ...projectApplyAdminRoutes.audit,
    request: z
      .object({
        id,
        status: decided,
        reason: z.string().trim().max(PROJECT_REJECT_REASON_MAX).optional(),
      })
      // The member is told why, and may apply again knowing it.
      .refine((v) => v.status !== ProjectApplyStatus.rejected || (v.reason ?? '') !== '', {
        message: 'study.apply.reasonRequired',
        path: ['reason'],
      }),
    response: z.null(),
  }),
  approve: endpoint({
    ...projectApplyAdminRoutes.approve,
    request: z.object({ ids: z.array(id).min(1).max(MAX_PAGE_SIZE) }),
    /** How many were awaiting approval and are now approved (the others were decided already). */
    response: z.object({ approved: z.number().int().min(0) }),
  }),
} as const;
