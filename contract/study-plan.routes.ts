import type { Route } from './route';

/**
 * Learning plans (decision 0056): a plan is a study task a member builds for themself, or a department manager
 * for their department, from the catalogue's courses, each with the days it is meant for. It is a draft until
 * published; published, it is assigned (to its builder, or to every member of the department) and studied like
 * any task; archived, it leaves "my tasks" and keeps its figures. Values the portal needs at run time live here,
 * free of schemas (see `route.ts`); `study-plan.ts` holds the shapes.
 */

/** Where a plan stands: the spec's task publish status, with archived after published. */
export const PlanStatus = { draft: 0, published: 1, archived: 2 } as const;
export type PlanStatus = (typeof PlanStatus)[keyof typeof PlanStatus];

/** Whom a plan is for: its builder, or every member of the builder's department (managers only). */
export const PlanScope = { self: 1, department: 2 } as const;
export type PlanScope = (typeof PlanScope)[keyof typeof PlanScope];

export const PLAN_NAME_MAX = 50;
export const PLAN_GOAL_MAX = 500;
/** Courses in one plan at most. */
export const PLAN_ITEMS_MAX = 30;
/** How far ahead a plan may end, in days (about two years). */
export const PLAN_DAYS_MAX = 730;

/** Days since 1970-01-01 of a "yyyy-MM-dd" day, or null when there is no such day. */
export function dayNumber(day: string): number | null {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

export const studyPlanRoutes = {
  /** The caller's plans, newest change first, optionally of one status. */
  page: { method: 'POST', path: '/course/auth/study/plan/page' },
  /** How many plans the caller has per status, and the department the caller may plan for, if any. */
  count: { method: 'POST', path: '/course/auth/study/plan/count' },
  /** Creates a draft plan, or replaces a draft's name, goal, window, scope and courses. */
  save: { method: 'POST', path: '/course/auth/study/plan/save' },
  /** One of the caller's plans with its courses, their days and the learners' figures (spec "training view"). */
  view: { method: 'GET', path: '/course/auth/study/task/training/view' },
  /** Takes courses out of one of the caller's plans, draft or published (spec "training unbind"). */
  unbind: { method: 'PUT', path: '/course/auth/study/task/training/unbind' },
  /** Deletes one of the caller's plans, a draft or an archived one (spec "training delete"). */
  delete: { method: 'DELETE', path: '/course/auth/study/task/training/delete' },
  /** Publishes a draft or archives a published plan (spec "edit publish status"). */
  publish: { method: 'PUT', path: '/course/auth/study/task/edit/publish/status' },
} as const satisfies Record<string, Route>;
