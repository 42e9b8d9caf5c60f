import type { SnapshotFrom } from 'xstate';
import type { practicalAnswerMachine } from './practical-answer.machine';

type Snapshot = SnapshotFrom<typeof practicalAnswerMachine>;

export const selectUploading = (s: Snapshot) => s.context.uploading;
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectSubmitting = (s: Snapshot) => s.hasTag('submitting');
