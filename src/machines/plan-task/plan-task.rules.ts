import {
  PLAN_DAYS_MAX,
  PLAN_GOAL_MAX,
  PLAN_ITEMS_MAX,
  PLAN_NAME_MAX,
  dayNumber,
} from '../../../contract/study-plan.routes';
import type { PlanForm, PlanFormItem, PlanProblem } from './plan-task.types';

/*
 * The plan rules of contract/study-plan.ts, checked in the builder so a plan that cannot be saved says why at
 * once, in the learner's language, before any call. The gateway checks them again.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const valid = (day: string) => DAY.test(day) && dayNumber(day) !== null;
const span = (from: string, to: string) => (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0);

/** The first problem that keeps the form from being saved as a draft, or null. */
export function draftProblem(form: PlanForm): PlanProblem | null {
  const name = form.taskName.trim();
  if (name === '') return 'nameRequired';
  if (name.length > PLAN_NAME_MAX) return 'nameTooLong';
  if (form.goal.trim().length > PLAN_GOAL_MAX) return 'goalTooLong';
  if (!valid(form.startDate) || !valid(form.endDate)) return 'dayInvalid';
  if (span(form.startDate, form.endDate) < 0) return 'windowOrder';
  if (span(form.startDate, form.endDate) > PLAN_DAYS_MAX) return 'windowTooLong';
  if (form.items.length > PLAN_ITEMS_MAX) return 'tooManyItems';
  for (const item of form.items) {
    if (!valid(item.startDate) || !valid(item.endDate)) return 'dayInvalid';
    if (span(item.startDate, item.endDate) < 0) return 'itemOrder';
    if (span(form.startDate, item.startDate) < 0 || span(item.endDate, form.endDate) < 0)
      return 'itemOutside';
  }
  return null;
}

/** The first problem that keeps the form from being published, or null. */
export function publishProblem(form: PlanForm): PlanProblem | null {
  return draftProblem(form) ?? (form.items.length === 0 ? 'noCourses' : null);
}

/** Whether one course's days lie outside the plan's, or run backwards (the row to mark). */
export function itemOutOfPlan(form: PlanForm, item: PlanFormItem): boolean {
  if (!valid(item.startDate) || !valid(item.endDate) || !valid(form.startDate) || !valid(form.endDate)) {
    return false;
  }
  return (
    span(item.startDate, item.endDate) < 0 ||
    span(form.startDate, item.startDate) < 0 ||
    span(item.endDate, form.endDate) < 0
  );
}

/** A course added to the plan takes the plan's own days until the learner narrows them. */
export function withCourse(form: PlanForm, courseId: string, courseName: string): PlanForm {
  if (form.items.some((i) => i.courseId === courseId) || form.items.length >= PLAN_ITEMS_MAX) return form;
  return {
    ...form,
    items: [...form.items, { courseId, courseName, startDate: form.startDate, endDate: form.endDate }],
  };
}

export function movedCourse(form: PlanForm, courseId: string, by: -1 | 1): PlanForm {
  const at = form.items.findIndex((i) => i.courseId === courseId);
  const to = at + by;
  if (at < 0 || to < 0 || to >= form.items.length) return form;
  const items = [...form.items];
  const [item] = items.splice(at, 1);
  if (item) items.splice(to, 0, item);
  return { ...form, items };
}

/** "yyyy-MM-dd" of a date in the browser's zone. */
export function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new plan: from today for four weeks, for oneself. */
export function blankPlan(today: Date): PlanForm {
  return {
    taskName: '',
    goal: '',
    startDate: dayString(today),
    endDate: dayString(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 27)),
    scope: 1,
    items: [],
  };
}
