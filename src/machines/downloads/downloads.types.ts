import type { Page } from '../../../contract/envelope';
import type { ExportRecord } from '../../../contract/export';
import type { FailureFields } from '../shared/failure';

export type ExportPage = Page<ExportRecord>;

/** `error` / `errorCode`: the list's own load failure (see ../failure.ts); item actions toast instead. */
export interface DownloadsContext extends FailureFields {
  records: ExportRecord[];
  totalCount: number;
  /** The record whose delete call is in flight. */
  deletingId: string | null;
  /** The record being downloaded; kept for a while after the file opens so a double click opens it once. */
  downloadingId: string | null;
}

export type DownloadsEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'retry' }
  | { type: 'delete'; id: string }
  | { type: 'download'; id: string }
  | { type: 'clear.request' }
  | { type: 'clear.confirm' }
  | { type: 'clear.cancel' };

export type DownloadsTag = 'loading' | 'ready' | 'failed' | 'deleting' | 'confirmingClear' | 'clearing';
