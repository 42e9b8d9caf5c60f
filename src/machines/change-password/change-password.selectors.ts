import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordValues } from './change-password.types';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectChangeValues = (s: ChangePasswordSnapshot): ChangePasswordValues | null =>
  s.context.values;
export const selectChangeError = (s: ChangePasswordSnapshot): string | null => s.context.error;
export const selectChangeCaptchaRequired = (s: ChangePasswordSnapshot): boolean => s.context.captchaRequired;
