import type { SnapshotFrom } from 'xstate';
import type { registrationAuditMachine } from './registration-audit.machine';

export type RegistrationAuditSnapshot = SnapshotFrom<typeof registrationAuditMachine>;

export const selectAuditBusy = (s: RegistrationAuditSnapshot): boolean => s.hasTag('busy');
export const selectReasonOpen = (s: RegistrationAuditSnapshot): boolean => s.hasTag('reasonEntry');
export const selectAuditError = (s: RegistrationAuditSnapshot): string | null => s.context.error;
export const selectDecisions = (s: RegistrationAuditSnapshot): number => s.context.decisions;
/** The application whose refusal waits for the reason dialog to be ready, for its button to show it. */
export const selectPreparingId = (s: RegistrationAuditSnapshot): string | null =>
  s.hasTag('preparing') ? (s.context.target?.id ?? null) : null;
export const selectReasonUnavailable = (s: RegistrationAuditSnapshot): boolean => s.context.reasonUnavailable;
