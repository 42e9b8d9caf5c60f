import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser, SignIn } from '../../../contract/user';
import type { FailureFields } from '../shared/failure';

/** What the login page submits; the `signIn` actor picks the call by `method`. */
export type SignInRequest =
  | { method: 'password'; phone: string; password: string; captchaId?: string; captchaCode?: string }
  | { method: 'empNo'; empNo: string; password: string; captchaId?: string; captchaCode?: string }
  | { method: 'sms'; phone: string; code: string };

/**
 * `error` / `errorCode` follow the convention of ../failure.ts: `error` is display-ready text (server msg or
 * the client's localised message), `errorCode` the code it came with.
 */
export interface SessionContext extends FailureFields {
  site: Website | null;
  user: SessionUser | null;
  enterprises: Enterprise[];
  token: string | null;
  /** Spec §4: set by code 321; the login form then shows the image captcha and keeps it. */
  captchaRequired: boolean;
  /** Failed sign-ins since the last success; 321 sets it to 2 (spec §4). */
  loginErrorCount: number;
  /** Where a forced sign-in should take the user back to; set by the route guard, cleared by the app. */
  returnTo: string | null;
  /**
   * A company choice got its token (the gateway revoked the one before) but the user in that company has not
   * loaded yet: the user in the context still belongs to the company left.
   */
  tokenAhead: boolean;
}

/** The token cookie as read at start-up (`createSessionInput()` reads the real one). */
export interface SessionInput {
  token: string | null;
}

export type SessionEvent =
  | { type: 'site.retry' }
  | { type: 'login.submit'; request: SignInRequest }
  | { type: 'login.qrSignedIn'; signIn: SignIn }
  | { type: 'login.clearError' }
  | { type: 'company.choose'; enterpriseId: string }
  | { type: 'company.switch' }
  | { type: 'company.cancel' }
  | { type: 'company.retry' }
  | { type: 'logout' }
  | { type: 'user.refresh' }
  | { type: 'server.unauthorized'; code: number }
  | { type: 'server.forbidden' }
  | { type: 'server.captchaRequired' }
  | { type: 'session.returnTo'; path: string | null };

/** Listened to with `actor.on(type, ...)`: the app navigates, the machine does not. */
/**
 * Why the session ended: the server ended it, the user logged out, or the user left a company choice whose
 * token had already replaced the old company's and whose user could not be loaded.
 */
export type SignOutReason = 'expired' | 'logout' | 'switchAbandoned';

export type SessionEmitted = { type: 'forbidden' } | { type: 'signedOut'; reason: SignOutReason };

export type SessionTag =
  | 'booting'
  | 'siteError'
  | 'signedOut'
  | 'submitting'
  | 'choosingCompany'
  | 'loadingCompanies'
  | 'choosing'
  | 'signedIn'
  | 'refreshing'
  | 'loggingOut';
