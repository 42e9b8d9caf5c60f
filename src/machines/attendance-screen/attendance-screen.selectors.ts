import type { SnapshotFrom } from 'xstate';
import type { attendanceScreenMachine } from './attendance-screen.machine';

type Snapshot = SnapshotFrom<typeof attendanceScreenMachine>;

/** The code to draw: none while loading, failed, or once the one shown has expired. */
export const selectScreenCode = (s: Snapshot) => (s.hasTag('codeShown') ? s.context.code : null);
export const selectClockOffset = (s: Snapshot) => s.context.clockOffset;
export const selectCodeLost = (s: Snapshot) => s.hasTag('codeLost');
export const selectCodeFailure = (s: Snapshot) => (s.hasTag('codeFailed') ? s.context.error : null);
export const selectCodeFailureCode = (s: Snapshot) => (s.hasTag('codeFailed') ? s.context.errorCode : null);
export const selectRenewing = (s: Snapshot) => s.hasTag('renewing');
export const selectSheet = (s: Snapshot) => s.context.sheet;
export const selectSheetError = (s: Snapshot) => s.context.sheetError;
export const selectMarking = (s: Snapshot) => s.context.marking;
export const selectMarkError = (s: Snapshot) => s.context.markError;
