import type { SnapshotFrom } from 'xstate';
import type { planTaskMachine } from './plan-task.machine';

type Snapshot = SnapshotFrom<typeof planTaskMachine>;

export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectEditable = (s: Snapshot) => s.hasTag('editable');
export const selectConfirming = (s: Snapshot) => s.hasTag('confirming');
export const selectConfirmingDelete = (s: Snapshot) => s.matches('confirmingDelete') || s.matches('deleting');
export const selectConfirmingArchive = (s: Snapshot) =>
  s.matches('confirmingArchive') || s.matches('archiving');
export const selectDeleted = (s: Snapshot) => s.status === 'done';
export const selectForm = (s: Snapshot) => s.context.form;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectError = (s: Snapshot) => s.context.error;
export const selectChanged = (s: Snapshot) => s.context.changed;
export const selectTaskId = (s: Snapshot) => s.context.taskId;
export const selectStatus = (s: Snapshot) => s.context.status;
export const selectUnbinding = (s: Snapshot) => s.context.unbinding;
export const selectDirty = (s: Snapshot) => s.context.dirty;
export const selectPublishing = (s: Snapshot) => s.matches('savingToPublish') || s.matches('publishing');
