import type { FailureFields } from '../failure';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** `error` / `errorCode`: see ../failure.ts. */
export interface ChangePasswordContext extends FailureFields {
  /** The form as last submitted, kept so a failed submit loses nothing. */
  values: ChangePasswordValues | null;
}

export type ChangePasswordEvent = { type: 'password.submit' } & ChangePasswordValues;

export type ChangePasswordTag = 'editing' | 'submitting' | 'done';
