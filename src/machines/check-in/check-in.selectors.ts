import type { SnapshotFrom } from 'xstate';
import type { checkInMachine } from './check-in.machine';

type Snapshot = SnapshotFrom<typeof checkInMachine>;

export const selectCheckInBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCheckInResult = (s: Snapshot) => (s.hasTag('recorded') ? s.context.result : null);
export const selectCheckInRefusal = (s: Snapshot) => (s.hasTag('refused') ? s.context.error : null);
export const selectCheckInUnreachable = (s: Snapshot) => s.hasTag('unreachable');
