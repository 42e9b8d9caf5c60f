import type { SnapshotFrom } from 'xstate';
import type { courseCommentMachine, CommentProblem } from './course-comment.machine';

export type CourseCommentSnapshot = SnapshotFrom<typeof courseCommentMachine>;

export const selectText = (s: CourseCommentSnapshot): string => s.context.text;
export const selectInvalid = (s: CourseCommentSnapshot): CommentProblem | null => s.context.invalid;
export const selectError = (s: CourseCommentSnapshot): string | null => s.context.error;
export const selectPosted = (s: CourseCommentSnapshot): number => s.context.posted;
export const selectIsSaving = (s: CourseCommentSnapshot): boolean => s.hasTag('saving');
export const selectIsSaved = (s: CourseCommentSnapshot): boolean => s.hasTag('saved');
export const selectIsFailed = (s: CourseCommentSnapshot): boolean => s.hasTag('failed');
