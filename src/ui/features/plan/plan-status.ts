import { PlanStatus } from '../../../../contract/study-plan.routes';

/** How each status reads and is coloured, in the list and on a plan's page. */
export const PLAN_STATUS_KEY: Record<PlanStatus, string> = {
  [PlanStatus.draft]: 'account.plan.status.draft',
  [PlanStatus.published]: 'account.plan.status.published',
  [PlanStatus.archived]: 'account.plan.status.archived',
};

export const PLAN_STATUS_PALETTE: Record<PlanStatus, string> = {
  [PlanStatus.draft]: 'gray',
  [PlanStatus.published]: 'green',
  [PlanStatus.archived]: 'orange',
};

/** The list's tabs in order: every plan, then by status. */
export const PLAN_TABS: readonly (PlanStatus | undefined)[] = [
  undefined,
  PlanStatus.draft,
  PlanStatus.published,
  PlanStatus.archived,
];
