import type { FailureFields } from '../shared/failure';

/** The application being refused: its id, and the applicant's name for the dialog. */
export interface RejectTarget {
  id: string;
  name: string;
}

/** `error` / `errorCode`: see ../failure.ts. */
export interface RegistrationAuditContext extends FailureFields {
  target: RejectTarget | null;
  /** What the administrator typed as the reason, kept when the gateway refuses the decision. */
  reason: string;
  /** Set when a refusal was submitted without a reason (the form says so; nothing is sent). */
  reasonMissing: boolean;
  /** How many applications the last decision approved; null before any, or when it was a refusal. */
  approved: number | null;
  /** Counts the decisions taken: the list reloads when it changes. */
  decisions: number;
  /** The reason dialog could not be made ready (its code did not download); the next refusal tries again. */
  reasonUnavailable: boolean;
}

export interface RejectInput {
  id: string;
  reason: string;
}

export type RegistrationAuditEvent =
  | { type: 'audit.approve'; ids: string[] }
  | { type: 'audit.reject'; target: RejectTarget }
  | { type: 'reason.change'; value: string }
  | { type: 'reason.submit' }
  | { type: 'reason.cancel' };

export type RegistrationAuditTag = 'idle' | 'busy' | 'preparing' | 'reasonEntry';
