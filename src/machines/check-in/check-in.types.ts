import type { AttendanceScanResult } from '../../../contract/offline';
import type { FailureFields } from '../shared/failure';

export interface CheckInInput {
  /** The code read from the session's screen (the `code` of the address the phone opened). */
  code: string;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface CheckInContext extends CheckInInput, FailureFields {
  result: AttendanceScanResult | null;
  /** Calls in a row that did not reach the gateway. */
  unreachable: number;
}

export type CheckInEvent = { type: 'checkIn.retry' };

export type CheckInTag = 'busy' | 'recorded' | 'refused' | 'unreachable';
