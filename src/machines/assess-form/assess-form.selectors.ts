import type { SnapshotFrom } from 'xstate';
import type { assessFormMachine } from './assess-form.machine';

type Snapshot = SnapshotFrom<typeof assessFormMachine>;

export const selectLoading = (s: Snapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: Snapshot) => s.hasTag('loadFailed');
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectUploading = (s: Snapshot) => s.context.uploading;
export const selectSaving = (s: Snapshot) => s.hasTag('saving');
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectError = (s: Snapshot) => s.context.error;
