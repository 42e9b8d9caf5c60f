import { NeedsForm, NeedsPriority, NeedsStatus } from '../../../../contract/training-needs.routes';

/** Message keys and badge colours of a collection's state, a priority and a training form. */
export const STATUS_KEY: Record<NeedsStatus, string> = {
  [NeedsStatus.upcoming]: 'account.needs.status.upcoming',
  [NeedsStatus.open]: 'account.needs.status.open',
  [NeedsStatus.closed]: 'account.needs.status.closed',
};
export const STATUS_PALETTE: Record<NeedsStatus, string> = {
  [NeedsStatus.upcoming]: 'blue',
  [NeedsStatus.open]: 'green',
  [NeedsStatus.closed]: 'gray',
};
export const PRIORITY_KEY: Record<NeedsPriority, string> = {
  [NeedsPriority.high]: 'account.needs.priority.high',
  [NeedsPriority.medium]: 'account.needs.priority.medium',
  [NeedsPriority.low]: 'account.needs.priority.low',
};
export const PRIORITY_PALETTE: Record<NeedsPriority, string> = {
  [NeedsPriority.high]: 'red',
  [NeedsPriority.medium]: 'orange',
  [NeedsPriority.low]: 'gray',
};
export const FORM_KEY: Record<NeedsForm, string> = {
  [NeedsForm.online]: 'account.needs.form.online',
  [NeedsForm.offline]: 'account.needs.form.offline',
  [NeedsForm.either]: 'account.needs.form.either',
};
export const PRIORITIES = [NeedsPriority.high, NeedsPriority.medium, NeedsPriority.low] as const;
export const FORMS = [NeedsForm.online, NeedsForm.offline, NeedsForm.either] as const;
