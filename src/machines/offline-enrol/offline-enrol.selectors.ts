import type { SnapshotFrom } from 'xstate';
import type { offlineEnrolMachine } from './offline-enrol.machine';

type Snapshot = SnapshotFrom<typeof offlineEnrolMachine>;

export const selectEnrolBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanEnrol = (s: Snapshot) => s.hasTag('canEnrol');
export const selectEnrolled = (s: Snapshot) => s.hasTag('enrolled');
export const selectEnrolError = (s: Snapshot) => s.context.error;
