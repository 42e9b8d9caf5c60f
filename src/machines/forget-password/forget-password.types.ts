import type { FailureFields } from '../failure';
import type { SmsCodeEvent } from '../sms-code/sms-code.types';

export interface ForgetPasswordValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** `error` / `errorCode`: see ../failure.ts. Typed values stay in `values` across errors and steps. */
export interface ForgetPasswordContext extends FailureFields {
  values: ForgetPasswordValues;
}

export type ForgetPasswordEvent =
  | { type: 'forget.verify'; phone: string; code: string }
  | { type: 'forget.submit'; password: string; confirmPassword: string }
  | { type: 'forget.back' }
  | SmsCodeEvent;

export type ForgetPasswordTag = 'enteringPhone' | 'verifying' | 'settingPassword' | 'submitting' | 'done';
