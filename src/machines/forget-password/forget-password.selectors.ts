import type { SnapshotFrom } from 'xstate';
import type { forgetPasswordMachine } from './forget-password.machine';
import type { ForgetPasswordValues } from './forget-password.types';

export type ForgetPasswordSnapshot = SnapshotFrom<typeof forgetPasswordMachine>;

export const selectForgetValues = (s: ForgetPasswordSnapshot): ForgetPasswordValues => s.context.values;
export const selectForgetCaptchaRequired = (s: ForgetPasswordSnapshot): boolean => s.context.captchaRequired;
export const selectForgetError = (s: ForgetPasswordSnapshot): string | null => s.context.error;
/** The SMS child (an smsCode actor): read its countdown with `useSelector(ref, selectSecondsLeft)`. */
export const selectForgetSms = (s: ForgetPasswordSnapshot) => s.children.sms;
