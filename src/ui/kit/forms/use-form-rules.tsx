import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { inPlace, loadedValue, loadOnce, preload, whenIdle } from '../app/on-demand';
import { ErrorAlert } from './error-alert';
import type { FormRules } from './form-rules';

/** The forms' rules (and zod with them): kept out of the pages' first render, fetched once for all forms. */
export const loadFormRules = inPlace((): Promise<FormRules> =>
  import('./form-rules').then((m) => m.formRules),
);

/** Starts fetching the rules without waiting for them. */
export function preloadFormRules(): void {
  preload(loadFormRules);
}

export interface FormRulesHandle {
  /**
   * Runs a check with the rules: at once when they are here, otherwise as soon as they arrive. Asked again
   * while they are on their way, only the latest check runs, so a second press sends nothing twice.
   */
  run: (check: (rules: FormRules) => void) => void;
  /** True after the rules could not be fetched, until a later check gets them. */
  failed: boolean;
  /** The generic failure to show in the form while `failed`. */
  alert: ReactNode;
  /** For the form's first focus: the reader is about to type, so the rules should be on their way. */
  preload: () => void;
}

/**
 * A form's access to its rules. They start loading when the page is idle, or on the first focus if that
 * comes sooner, so by the first check they are normally here and it runs as before. Should the download
 * fail, the form says so with the app's network message, keeps what was typed, and the next check retries.
 */
export function useFormRules(): FormRulesHandle {
  const [failed, setFailed] = useState(false);
  const waiting = useRef<((rules: FormRules) => void) | null>(null);

  useEffect(() => whenIdle(preloadFormRules), []);

  const run = useCallback((check: (rules: FormRules) => void) => {
    const rules = loadedValue(loadFormRules);
    if (rules) {
      setFailed(false);
      check(rules);
      return;
    }
    const alreadyWaiting = waiting.current !== null;
    waiting.current = check;
    if (alreadyWaiting) return;
    loadOnce(loadFormRules).then(
      (loaded) => {
        const latest = waiting.current;
        waiting.current = null;
        setFailed(false);
        latest?.(loaded);
      },
      (error: unknown) => {
        waiting.current = null;
        setFailed(true);
        console.warn('The form rules could not be loaded', error);
      },
    );
  }, []);

  return {
    run,
    failed,
    alert: failed ? <ErrorAlert message={<FormattedMessage id="http.networkError" />} /> : null,
    preload: preloadFormRules,
  };
}
