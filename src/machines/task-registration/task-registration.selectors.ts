import type { SnapshotFrom } from 'xstate';
import type { taskRegistrationMachine } from './task-registration.machine';

type Snapshot = SnapshotFrom<typeof taskRegistrationMachine>;

export const selectCanApply = (s: Snapshot) => s.hasTag('canApply');
export const selectApplying = (s: Snapshot) => s.hasTag('busy');
