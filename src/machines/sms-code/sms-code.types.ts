import type { SmsPurpose } from '../../../contract/user';
import type { FailureFields } from '../shared/failure';

export type SmsPurposeValue = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** `error` / `errorCode`: see ../failure.ts. */
export interface SmsCodeContext extends FailureFields {
  /** Seconds until another code may be sent; 0 when ready. */
  secondsLeft: number;
}

/** `purpose` is the contract's `type` field (an event's `type` is its name). */
export type SmsCodeEvent = { type: 'sms.send'; phone: string; purpose: SmsPurposeValue };

export type SmsCodeTag = 'ready' | 'sending' | 'coolingDown';
