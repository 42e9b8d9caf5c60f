import type { SnapshotFrom } from 'xstate';
import type { courseAttachmentsMachine } from './course-attachments.machine';

type Snapshot = SnapshotFrom<typeof courseAttachmentsMachine>;

export const selectFiles = (s: Snapshot) => s.context.files;
export const selectLoading = (s: Snapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: Snapshot) => s.hasTag('loadFailed');
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectUploading = (s: Snapshot) => s.context.uploading;
export const selectSaving = (s: Snapshot) => s.hasTag('saving');
export const selectRefusal = (s: Snapshot) => s.context.refusal;
export const selectError = (s: Snapshot) => s.context.error;
