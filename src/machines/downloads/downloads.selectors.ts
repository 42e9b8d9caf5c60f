import type { SnapshotFrom } from 'xstate';
import type { ExportRecord } from '../../../contract/export';
import type { downloadsMachine } from './downloads.machine';

export type DownloadsSnapshot = SnapshotFrom<typeof downloadsMachine>;

export const selectRecords = (s: DownloadsSnapshot): ExportRecord[] => s.context.records;
export const selectIsLoading = (s: DownloadsSnapshot): boolean => s.hasTag('loading');
export const selectIsFailed = (s: DownloadsSnapshot): boolean => s.hasTag('failed');
export const selectListError = (s: DownloadsSnapshot): string | null => s.context.error;
export const selectDeletingId = (s: DownloadsSnapshot): string | null => s.context.deletingId;
export const selectDownloadingId = (s: DownloadsSnapshot): string | null => s.context.downloadingId;
export const selectIsConfirmingClear = (s: DownloadsSnapshot): boolean => s.hasTag('confirmingClear');
export const selectIsClearing = (s: DownloadsSnapshot): boolean => s.hasTag('clearing');
/** Item actions wait while a delete or the clearing runs. */
export const selectIsBusy = (s: DownloadsSnapshot): boolean => s.hasTag('deleting') || s.hasTag('clearing');
