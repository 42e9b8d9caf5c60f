import { Code, isAuthCode } from '../../../contract/envelope.routes';
import { ClientCode, isApiError } from '../../services/api-error';

/**
 * How every machine keeps a failed call, one convention for all flows:
 * - `error`: display-ready text or null. It is the server's `msg` (the gateway localises it by
 *   Accept-Language) or the http client's localised message for network and malformed answers, so the UI
 *   shows it as is and never translates it again.
 * - `errorCode`: the server code (e.g. 321, 999) or a client code (negative, see ClientCode), null when clear.
 * Field rules (zod message keys such as `password.rule`) are the forms' business and never land here.
 */
export interface FailureFields {
  error: string | null;
  errorCode: number | null;
}

export const noFailure: FailureFields = { error: null, errorCode: null };

/** Reads whatever an actor rejected with. Non-ApiErrors (bugs, fakes) keep an empty text and the malformed code. */
export function failureOf(error: unknown): FailureFields {
  if (isApiError(error)) return { error: error.msg, errorCode: error.code };
  return { error: '', errorCode: ClientCode.malformed };
}

/** The `{ error }` params of `setFailure`-like actions and guards, read from an actor's error event. */
export function errorParams({ event }: { event: { error: unknown } }): { error: unknown } {
  return { error: event.error };
}

/** Spec §8: 300–400 mean the session is gone, except 306 (no permission) and 321 (captcha). */
export function isAuthFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    isAuthCode(error.code) &&
    error.code !== Code.noPermission &&
    error.code !== Code.captchaRequired
  );
}

/** A placeholder implementation: the app or the test provides the real one with `.provide()`. */
export function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name} is not provided`));
}
