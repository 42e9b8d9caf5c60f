import type { IntlShape } from 'react-intl';
import { isAuthFailure } from '../../../machines/shared/failure';
import { ClientCode, isApiError } from '../../../services/api-error';
import { showToast } from './toaster';

/** What the user did when a call failed: spec §8 words the two messages ("Delete failed!", "The operation failure!"). */
export type FailedAction = 'delete' | 'operation';

const KEYS: Record<FailedAction, { bare: string; because: string }> = {
  delete: { bare: 'app.deleteFailed', because: 'app.deleteFailedBecause' },
  operation: { bare: 'app.operationFailed', because: 'app.operationFailedBecause' },
};

/**
 * The text telling the user that an action failed, with the gateway's or the client's reason after it
 * when there is one; null when the session is gone (the sign-in page says so) or the call was cancelled.
 */
export function failureText(intl: IntlShape, action: FailedAction, error: unknown): string | null {
  if (isAuthFailure(error)) return null;
  if (isApiError(error) && error.code === ClientCode.aborted) return null;
  const reason = isApiError(error) ? error.msg.trim() : '';
  const keys = KEYS[action];
  return reason === ''
    ? intl.formatMessage({ id: keys.bare })
    : intl.formatMessage({ id: keys.because }, { reason });
}

/** Toasts `failureText`; calls that use it ask the http client not to toast the same failure. */
export function toastFailure(intl: IntlShape, action: FailedAction, error: unknown): void {
  const text = failureText(intl, action, error);
  if (text !== null) showToast('error', text);
}
