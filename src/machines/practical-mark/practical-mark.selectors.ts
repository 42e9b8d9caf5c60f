import type { SnapshotFrom } from 'xstate';
import type { practicalMarkMachine } from './practical-mark.machine';

type Snapshot = SnapshotFrom<typeof practicalMarkMachine>;

export const selectMarking = (s: Snapshot) => s.hasTag('busy');
export const selectMarked = (s: Snapshot) => s.status === 'done';
