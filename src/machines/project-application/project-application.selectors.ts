import type { SnapshotFrom } from 'xstate';
import type { projectApplicationMachine } from './project-application.machine';

type Snapshot = SnapshotFrom<typeof projectApplicationMachine>;

export const selectCanApply = (s: Snapshot) => s.hasTag('canApply');
export const selectApplying = (s: Snapshot) => s.hasTag('busy');
export const selectApplied = (s: Snapshot) => s.context.applied;
export const selectApplyError = (s: Snapshot) => s.context.error;
