import type { PlanScope, PlanStatus } from '../../../contract/study-plan.routes';
import type { FailureFields } from '../shared/failure';

/** One course of the plan being built, with the days it is meant for ("yyyy-MM-dd"). */
export interface PlanFormItem {
  courseId: string;
  courseName: string;
  startDate: string;
  endDate: string;
}

/** What the builder holds: the plan's fields as typed, kept through every refusal. */
export interface PlanForm {
  taskName: string;
  goal: string;
  startDate: string;
  endDate: string;
  scope: PlanScope;
  items: PlanFormItem[];
}

/** Why a plan cannot be saved or published as it stands (checked before the gateway is asked). */
export type PlanProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'goalTooLong'
  | 'dayInvalid'
  | 'windowOrder'
  | 'windowTooLong'
  | 'itemOrder'
  | 'itemOutside'
  | 'tooManyItems'
  | 'noCourses';

export interface PlanTaskInput {
  /** Null for a plan not saved yet. */
  taskId: string | null;
  status: PlanStatus;
  form: PlanForm;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface PlanTaskContext extends PlanTaskInput, FailureFields {
  /** The first problem of the form when the last save or publish was asked for; null when it is clear. */
  problem: PlanProblem | null;
  /** Changes since the last save. */
  dirty: boolean;
  /** Courses (content ids) the learner asked to take out, awaiting the answer. */
  unbinding: string[];
  /** Counts the changes the gateway took: the page reads the plan again when it changes. */
  changed: number;
}

export type PlanTaskEvent =
  | { type: 'edit'; patch: Partial<Omit<PlanForm, 'items'>> }
  | { type: 'addCourse'; courseId: string; courseName: string }
  | { type: 'removeCourse'; courseId: string }
  | { type: 'moveCourse'; courseId: string; by: -1 | 1 }
  | { type: 'setCourseDays'; courseId: string; startDate?: string; endDate?: string }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'archive' }
  | { type: 'unbind'; contentIds: string[] }
  | { type: 'delete' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  /** The page read the plan again. */
  | { type: 'sync'; taskId: string; status: PlanStatus };

export type PlanTaskTag = 'busy' | 'editable' | 'confirming';
