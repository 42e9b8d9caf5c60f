import type { ReactNode } from 'react';
import type { SignInRequest } from '../../../machines/session/session.types';

export type LoginMethod = 'password' | 'sms' | 'empNo' | 'qr';

/** What the page gives every sign-in form: the shared consent box and one way to submit. */
export interface LoginFormProps {
  busy: boolean;
  /** The agreement checkbox, rendered by the form right above its submit button. */
  agreement: ReactNode;
  /** True when the agreement is ticked; otherwise shows its error. */
  confirmAgreement: () => boolean;
  submit: (request: SignInRequest) => void;
}
