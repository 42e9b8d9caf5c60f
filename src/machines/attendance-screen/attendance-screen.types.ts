import type { AttendanceCode, AttendanceSheet, AttendanceSheetRow } from '../../../contract/offline';
import type { AttendanceKind, AttendanceStatus } from '../../../contract/offline.routes';
import type { FailureFields } from '../shared/failure';

export interface AttendanceScreenInput {
  sessionId: string;
  kind: AttendanceKind;
}

/** A hand mark: present, late, absent or leave. */
export type MarkStatus = Exclude<AttendanceStatus, 0>;

/** `error` / `errorCode` are the code's (see ../shared/failure.ts); the sheet and marks keep their own. */
export interface AttendanceScreenContext extends AttendanceScreenInput, FailureFields {
  code: AttendanceCode | null;
  /** Milliseconds the gateway's clock is ahead of the screen's, as of the last code. */
  clockOffset: number;
  sheet: AttendanceSheet | null;
  /** The last sheet read failed (the last good one stays shown). */
  sheetError: string | null;
  /** The learner being marked by hand. */
  marking: { userId: string; status: MarkStatus } | null;
  markError: string | null;
}

export type AttendanceScreenEvent =
  | { type: 'screen.kind'; kind: AttendanceKind }
  | { type: 'screen.retry' }
  | { type: 'sheet.mark'; userId: string; status: MarkStatus };

export type AttendanceScreenTag =
  'codeLoading' | 'codeShown' | 'renewing' | 'codeLost' | 'codeFailed' | 'marking';

export type { AttendanceSheetRow };
