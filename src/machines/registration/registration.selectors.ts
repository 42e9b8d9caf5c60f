import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';
import type { RegisterEnterprise, RegisterValues } from './registration.types';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectRegisterEnterprises = (s: RegistrationSnapshot): RegisterEnterprise[] =>
  s.context.enterprises;
export const selectRegisterValues = (s: RegistrationSnapshot): RegisterValues | null => s.context.values;
export const selectRegisterError = (s: RegistrationSnapshot): string | null => s.context.error;
export const selectRegisterReason = (s: RegistrationSnapshot): string => s.context.reason;
export const selectRegisterEnterpriseName = (s: RegistrationSnapshot): string => s.context.enterpriseName;
export const selectCanApplyAgain = (s: RegistrationSnapshot): boolean =>
  s.hasTag('rejected') && s.context.registerEnabled;
/** The SMS child (an smsCode actor): read its countdown with `useSelector(ref, selectSecondsLeft)`. */
export const selectRegistrationSms = (s: RegistrationSnapshot) => s.children.sms;
