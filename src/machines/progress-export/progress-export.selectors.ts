import type { SnapshotFrom } from 'xstate';
import type { StudyStatus } from '../../../contract/study.routes';
import { EXPORT_STATUSES, type progressExportMachine } from './progress-export.machine';

export type ProgressExportSnapshot = SnapshotFrom<typeof progressExportMachine>;

export const selectStatuses = (s: ProgressExportSnapshot): StudyStatus[] => s.context.statuses;
/** The "all" box: ticked with every status, mixed with some. */
export const selectAllState = (s: ProgressExportSnapshot): boolean | 'indeterminate' => {
  const n = s.context.statuses.length;
  if (n === EXPORT_STATUSES.length) return true;
  return n === 0 ? false : 'indeterminate';
};
export const selectIsInvalid = (s: ProgressExportSnapshot): boolean => s.context.invalid;
export const selectError = (s: ProgressExportSnapshot): string | null => s.context.error;
export const selectIsChoosing = (s: ProgressExportSnapshot): boolean =>
  s.hasTag('choosing') || s.hasTag('sending');
export const selectIsSending = (s: ProgressExportSnapshot): boolean => s.hasTag('sending');
export const selectIsDone = (s: ProgressExportSnapshot): boolean => s.hasTag('done');
export const selectIsFailed = (s: ProgressExportSnapshot): boolean => s.hasTag('failed');
