import type { PlanView } from '../../../../contract/study-plan';
import type { PlanForm, PlanProblem } from '../../../machines/plan-task/plan-task.types';

/** The form a stored plan fills (its courses still in the catalogue or not: the gateway judges). */
export function formOfPlan(plan: PlanView): PlanForm {
  return {
    taskName: plan.taskName,
    goal: plan.goal,
    startDate: plan.startDate,
    endDate: plan.endDate,
    scope: plan.scope,
    items: plan.items.map((i) => ({
      courseId: i.courseId,
      courseName: i.courseName,
      startDate: i.startDate,
      endDate: i.endDate,
    })),
  };
}

/** The message of each problem the builder finds before asking the gateway. */
export const PROBLEM_KEY: Record<PlanProblem, string> = {
  nameRequired: 'account.plan.problem.nameRequired',
  nameTooLong: 'account.plan.problem.nameTooLong',
  goalTooLong: 'account.plan.problem.goalTooLong',
  dayInvalid: 'account.plan.problem.dayInvalid',
  windowOrder: 'account.plan.problem.windowOrder',
  windowTooLong: 'account.plan.problem.windowTooLong',
  itemOrder: 'account.plan.problem.itemOrder',
  itemOutside: 'account.plan.problem.itemOutside',
  tooManyItems: 'account.plan.problem.tooManyItems',
  noCourses: 'account.plan.problem.noCourses',
};
