import type { SnapshotFrom } from 'xstate';
import type { certificateVerifyMachine } from './certificate-verify.machine';

type Snapshot = SnapshotFrom<typeof certificateVerifyMachine>;

export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectEditing = (s: Snapshot) => s.hasTag('editing');
export const selectVerdict = (s: Snapshot) => s.context.verdict;
export const selectFailed = (s: Snapshot) => s.matches('failed');
