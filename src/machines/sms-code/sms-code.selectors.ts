import type { SnapshotFrom } from 'xstate';
import type { smsCodeMachine } from './sms-code.machine';

export type SmsCodeSnapshot = SnapshotFrom<typeof smsCodeMachine>;

export const selectSecondsLeft = (s: SmsCodeSnapshot): number => s.context.secondsLeft;
export const selectCanSend = (s: SmsCodeSnapshot): boolean => s.hasTag('ready');
export const selectSmsError = (s: SmsCodeSnapshot): string | null => s.context.error;
