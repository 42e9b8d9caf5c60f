import type { SignInResult } from '../../../contract/points';
import type { FailureFields } from '../shared/failure';

export interface DailySignInInput {
  /** The member signed in today already (read with the month). */
  signedToday: boolean;
  /** The company awards points for signing in. */
  enabled: boolean;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface DailySignInContext extends DailySignInInput, FailureFields {
  /** What today's sign-in gave, once made here. */
  result: SignInResult | null;
}

export type DailySignInEvent = { type: 'signIn' };

export type DailySignInTag = 'busy' | 'canSignIn' | 'signed' | 'disabled';
