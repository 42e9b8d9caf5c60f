import type { SnapshotFrom } from 'xstate';
import type { MarkView } from '../../../contract/course';
import type { MarkProblem, courseMarkMachine } from './course-mark.machine';

export type CourseMarkSnapshot = SnapshotFrom<typeof courseMarkMachine>;

export const selectView = (s: CourseMarkSnapshot): MarkView | null => s.context.view;
export const selectScore = (s: CourseMarkSnapshot): number | null => s.context.score;
export const selectRemark = (s: CourseMarkSnapshot): string => s.context.remark;
export const selectInvalid = (s: CourseMarkSnapshot): MarkProblem | null => s.context.invalid;
export const selectError = (s: CourseMarkSnapshot): string | null => s.context.error;
export const selectIsLoading = (s: CourseMarkSnapshot): boolean => s.hasTag('loading');
export const selectLoadFailed = (s: CourseMarkSnapshot): boolean => s.hasTag('loadFailed');
export const selectIsEditable = (s: CourseMarkSnapshot): boolean => s.hasTag('editable');
export const selectIsSaving = (s: CourseMarkSnapshot): boolean => s.hasTag('saving');
export const selectIsSaved = (s: CourseMarkSnapshot): boolean => s.hasTag('saved');
export const selectIsFailed = (s: CourseMarkSnapshot): boolean => s.hasTag('failed');
