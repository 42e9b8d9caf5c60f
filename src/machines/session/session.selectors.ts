import type { SnapshotFrom } from 'xstate';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser } from '../../../contract/user';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectSite = (s: SessionSnapshot): Website | null => s.context.site;
export const selectUser = (s: SessionSnapshot): SessionUser | null => s.context.user;
export const selectEnterprises = (s: SessionSnapshot): Enterprise[] => s.context.enterprises;
export const selectIsSignedIn = (s: SessionSnapshot): boolean => s.hasTag('signedIn');
/** Signed in to the gateway but no company chosen (or switching): the company page is due. */
export const selectNeedsCompany = (s: SessionSnapshot): boolean => s.hasTag('choosingCompany');
export const selectCaptchaRequired = (s: SessionSnapshot): boolean => s.context.captchaRequired;
export const selectLoginErrorCount = (s: SessionSnapshot): number => s.context.loginErrorCount;
/** Display-ready text (see ../failure.ts); null when there is nothing to show. */
export const selectError = (s: SessionSnapshot): string | null => s.context.error;
export const selectErrorCode = (s: SessionSnapshot): number | null => s.context.errorCode;
export const selectIsBooting = (s: SessionSnapshot): boolean => s.hasTag('booting');
export const selectIsSiteError = (s: SessionSnapshot): boolean => s.hasTag('siteError');
export const selectIsSubmitting = (s: SessionSnapshot): boolean => s.hasTag('submitting');
export const selectIsLoggingOut = (s: SessionSnapshot): boolean => s.hasTag('loggingOut');
export const selectReturnTo = (s: SessionSnapshot): string | null => s.context.returnTo;
/** Spec §2: "switch company" only when the site is not bound to one company. */
export const selectCanSwitchCompany = (s: SessionSnapshot): boolean => s.context.site?.eid == null;
/** Cancelling the company page is possible when a company was chosen before (switching). */
export const selectCanCancelCompany = (s: SessionSnapshot): boolean => s.context.user?.enterpriseId != null;
