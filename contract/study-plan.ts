import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest, percent } from './envelope';
import {
  PLAN_DAYS_MAX,
  PLAN_GOAL_MAX,
  PLAN_ITEMS_MAX,
  PLAN_NAME_MAX,
  PlanScope,
  PlanStatus,
  dayNumber,
  studyPlanRoutes,
} from './study-plan.routes';

export { PlanScope, PlanStatus } from './study-plan.routes';

export const planStatus = z.union([
  z.literal(PlanStatus.draft),
  z.literal(PlanStatus.published),
  z.literal(PlanStatus.archived),
]);
export const planScope = z.union([z.literal(PlanScope.self), z.literal(PlanScope.department)]);

/** A calendar day, "yyyy-MM-dd", that exists (2026-02-30 does not). */
export const planDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'plan.dayInvalid' })
  .refine((v) => dayNumber(v) !== null, { message: 'plan.dayInvalid' });

export const planItemInput = z.object({ courseId: id, startDate: planDay, endDate: planDay });
export type PlanItemInput = z.infer<typeof planItemInput>;

const span = (from: string, to: string) => (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0);

export const planSave = z
  .object({
    /** Absent to create a draft; a draft's id to replace what it holds. */
    taskId: id.optional(),
    taskName: z
      .string()
      .trim()
      .min(1, { message: 'plan.nameRequired' })
      .max(PLAN_NAME_MAX, { message: 'plan.nameTooLong' }),
    goal: z.string().trim().max(PLAN_GOAL_MAX, { message: 'plan.goalTooLong' }).default(''),
    startDate: planDay,
    endDate: planDay,
    scope: planScope.default(PlanScope.self),
    items: z.array(planItemInput).max(PLAN_ITEMS_MAX, { message: 'plan.tooManyItems' }).default([]),
  })
  .superRefine((v, ctx) => {
    if (span(v.startDate, v.endDate) < 0) {
      ctx.addIssue({ code: 'custom', message: 'plan.windowOrder', path: ['endDate'] });
    } else if (span(v.startDate, v.endDate) > PLAN_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', message: 'plan.windowTooLong', path: ['endDate'] });
    }
    const seen = new Set<string>();
    v.items.forEach((item, i) => {
      if (seen.has(item.courseId)) {
        ctx.addIssue({ code: 'custom', message: 'plan.duplicateCourse', path: ['items', i, 'courseId'] });
      }
      seen.add(item.courseId);
      if (span(item.startDate, item.endDate) < 0) {
        ctx.addIssue({ code: 'custom', message: 'plan.itemOrder', path: ['items', i, 'endDate'] });
      } else if (span(v.startDate, item.startDate) < 0 || span(item.endDate, v.endDate) < 0) {
        ctx.addIssue({ code: 'custom', message: 'plan.itemOutside', path: ['items', i, 'startDate'] });
      }
    });
  });
export type PlanSave = z.input<typeof planSave>;

/** One plan in the caller's list. `studyProgress` and `learnedCount` are the caller's own. */
export const planRow = z.object({
  taskId: id,
  taskName: z.string(),
  statusId: planStatus,
  scope: planScope,
  startDate: z.string(),
  endDate: z.string(),
  courseCount: count,
  learnedCount: count,
  studyProgress: percent,
  /** Members it is assigned to (0 for a draft). */
  learnerCount: count,
  gmtModified: dateTime,
});
export type PlanRow = z.infer<typeof planRow>;

export const planPageRequest = pageRequest.extend({ statusId: planStatus.optional() });

/** The department a manager may plan for. */
export const planDepartment = z.object({ name: z.string(), memberCount: count });

export const planCount = z.object({
  draft: count,
  published: count,
  archived: count,
  department: planDepartment.nullable(),
});
export type PlanCount = z.infer<typeof planCount>;

/** One course of a plan with its days, where the caller stands in it and, for a department plan, who learned it. */
export const planItem = z.object({
  contentId: id,
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0 when the course has since been disabled or withdrawn: it no longer counts. */
  available: flag,
  studyProgress: percent,
  learned: flag,
  /** Members of the plan who learned it. */
  learnerLearned: count,
});
export type PlanItem = z.infer<typeof planItem>;

export const planView = z.object({
  taskId: id,
  taskName: z.string(),
  goal: z.string(),
  statusId: planStatus,
  scope: planScope,
  startDate: z.string(),
  endDate: z.string(),
  /** When it was published (null for a draft). */
  publishTime: dateTime.nullable(),
  learnerCount: count,
  /** Members of the plan who learned every available course. */
  finishedCount: count,
  /** The caller's own progress over the available courses. */
  studyProgress: percent,
  department: z.string(),
  items: z.array(planItem),
});
export type PlanView = z.infer<typeof planView>;

const byTask = z.object({ taskId: id });

export const studyPlanApi = {
  page: endpoint({ ...studyPlanRoutes.page, request: planPageRequest, response: pageOf(planRow) }),
  count: endpoint({ ...studyPlanRoutes.count, request: z.object({}), response: planCount }),
  save: endpoint({ ...studyPlanRoutes.save, request: planSave, response: byTask }),
  view: endpoint({ ...studyPlanRoutes.view, request: byTask, response: planView }),
  unbind: endpoint({
    ...studyPlanRoutes.unbind,
    request: byTask.extend({ contentIds: z.array(id).min(1).max(PLAN_ITEMS_MAX) }),
    response: z.object({ removed: count }),
  }),
  delete: endpoint({ ...studyPlanRoutes.delete, request: byTask, response: byTask }),
  publish: endpoint({
    ...studyPlanRoutes.publish,
    request: byTask.extend({
      statusId: z.union([z.literal(PlanStatus.published), z.literal(PlanStatus.archived)]),
    }),
    response: byTask.extend({ statusId: planStatus }),
  }),
} as const;
