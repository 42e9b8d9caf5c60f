import type { SnapshotFrom } from 'xstate';
import type { CommentProblem, SavedComment, commentMachine } from './comment.machine';

export type CommentSnapshot = SnapshotFrom<typeof commentMachine>;

export const selectText = (s: CommentSnapshot): string => s.context.text;
export const selectInvalid = (s: CommentSnapshot): CommentProblem | null => s.context.invalid;
export const selectError = (s: CommentSnapshot): string | null => s.context.error;
export const selectPosted = (s: CommentSnapshot): number => s.context.posted;
export const selectSaved = (s: CommentSnapshot): SavedComment | null => s.context.saved;
export const selectIsSaving = (s: CommentSnapshot): boolean => s.hasTag('saving');
export const selectIsSaved = (s: CommentSnapshot): boolean => s.hasTag('saved');
export const selectIsFailed = (s: CommentSnapshot): boolean => s.hasTag('failed');
