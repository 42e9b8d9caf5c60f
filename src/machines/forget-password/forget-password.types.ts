import type { FailureFields } from '../shared/failure';
import type { SmsCodeEvent } from '../sms-code/sms-code.types';

export interface ForgetPasswordValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** The image captcha's answer, sent with the reset once the gateway has asked for it. */
  captchaId?: string;
  captchaCode?: string;
}

/** `error` / `errorCode`: see ../failure.ts. Typed values stay in `values` across errors and steps. */
export interface ForgetPasswordContext extends FailureFields {
  values: ForgetPasswordValues;
  /** Set by code 321 (failures on the phone or from this address); the last step then shows the captcha. */
  captchaRequired: boolean;
}

export type ForgetPasswordEvent =
  | { type: 'forget.verify'; phone: string; code: string }
  | {
      type: 'forget.submit';
      password: string;
      confirmPassword: string;
      captchaId?: string;
      captchaCode?: string;
    }
  | { type: 'forget.back' }
  | SmsCodeEvent;

export type ForgetPasswordTag = 'enteringPhone' | 'verifying' | 'settingPassword' | 'submitting' | 'done';
