import type { FailureFields } from '../shared/failure';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
  /** The image captcha's answer, sent once the gateway has asked for it. */
  captchaId?: string;
  captchaCode?: string;
}

/** `error` / `errorCode`: see ../failure.ts. */
export interface ChangePasswordContext extends FailureFields {
  /** The form as last submitted, kept so a failed submit loses nothing. */
  values: ChangePasswordValues | null;
  /** Set by code 321 (wrong old passwords pile up like failed sign-ins); the form then shows the captcha. */
  captchaRequired: boolean;
}

export type ChangePasswordEvent = { type: 'password.submit' } & ChangePasswordValues;

export type ChangePasswordTag = 'editing' | 'submitting' | 'done';
