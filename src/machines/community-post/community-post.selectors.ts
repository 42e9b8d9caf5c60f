import type { SnapshotFrom } from 'xstate';
import type { communityPostMachine } from './community-post.machine';

type Snapshot = SnapshotFrom<typeof communityPostMachine>;

export const selectKind = (s: Snapshot) => s.context.kind;
export const selectTitle = (s: Snapshot) => s.context.title;
export const selectInvalid = (s: Snapshot) => s.context.invalid;
export const selectProgress = (s: Snapshot) => s.context.progress;
export const selectInserted = (s: Snapshot) => s.context.inserted;
export const selectPicture = (s: Snapshot) => s.context.picture;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectError = (s: Snapshot) => s.context.error;
export const selectIsUploading = (s: Snapshot) => s.hasTag('uploading');
export const selectIsSaving = (s: Snapshot) => s.hasTag('saving');
export const selectIsSaved = (s: Snapshot) => s.hasTag('saved');
