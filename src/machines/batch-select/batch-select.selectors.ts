import type { SnapshotFrom } from 'xstate';
import type { BatchRun, batchSelectMachine } from './batch-select.machine';
import { selectAllState as allStateOf, selectedOnPage } from './batch-select.rules';

export type BatchSelectSnapshot = SnapshotFrom<typeof batchSelectMachine>;

/** The selected rows still shown, in page order: what a run acts on. */
export const selectChosen = (s: BatchSelectSnapshot): string[] =>
  selectedOnPage(s.context.rows, s.context.selected);
/** The select-all box: every selectable row, some, or none. */
export const selectAllState = (s: BatchSelectSnapshot): boolean | 'indeterminate' =>
  allStateOf(s.context.rows, s.context.selected);
export const selectIsConfirming = (s: BatchSelectSnapshot): boolean => s.hasTag('confirming');
export const selectIsBusy = (s: BatchSelectSnapshot): boolean => s.hasTag('busy');
export const selectIsDone = (s: BatchSelectSnapshot): boolean => s.hasTag('done');
export const selectIsFailed = (s: BatchSelectSnapshot): boolean => s.hasTag('failed');
export const selectRun = (s: BatchSelectSnapshot): BatchRun | null => s.context.run;
export const selectCompleted = (s: BatchSelectSnapshot): number => s.context.completed;
export const selectLastCount = (s: BatchSelectSnapshot): number | null => s.context.lastCount;
export const selectFailures = (s: BatchSelectSnapshot): number => s.context.failures;
export const selectError = (s: BatchSelectSnapshot): string | null => s.context.error;
export const selectErrorCode = (s: BatchSelectSnapshot): number | null => s.context.errorCode;
