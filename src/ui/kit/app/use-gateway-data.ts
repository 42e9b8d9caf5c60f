import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { HttpClient } from '../../../services/http';
import { useHttp } from './app-services';
import { perClient } from './per-client';

export interface GatewayData<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export interface GatewayDataOptions {
  /**
   * Keep the last answer for this key (per client) and show it at once when a view mounts again, while the
   * read runs anew. For the site's frame (navigation, footer): moving between a signed-in page and a public
   * one mounts a new header, which must not stand empty until the answer is back.
   */
  remember?: boolean;
}

/** The last answers of remembered reads, per client. */
const memoryOf = perClient<unknown>();

/**
 * One read from the gateway for a view (footer, agreement): loads when `key` changes, ignores answers that
 * arrive after the view moved on. Flows with more than a load and a result belong in a machine instead.
 */
export function useGatewayData<T>(
  key: string,
  load: (http: HttpClient) => Promise<T>,
  options: GatewayDataOptions = {},
): GatewayData<T> {
  const http = useHttp();
  const remember = options.remember === true;
  const run = useEffectEvent(() => load(http));
  const [state, setState] = useState<{ key: string; data?: T; error: string | null; loading: boolean }>({
    key,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // An answer re-renders its view as a transition: React renders it in slices that let input and paint
    // through, where a plain update would take one long task (a dashboard gets several answers at once).
    run()
      .then((data) => {
        if (remember) memoryOf(http).set(key, data);
        if (live) startTransition(() => setState({ key, data, error: null, loading: false }));
      })
      .catch((error: unknown) => {
        const msg = http.toApiError(error).msg;
        if (live) startTransition(() => setState({ key, error: msg, loading: false }));
      });
    return () => {
      live = false;
    };
  }, [http, key, attempt, remember]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setAttempt((n) => n + 1);
  }, []);

  const current = state.key === key;
  const fresh = current ? state.data : undefined;
  // A failed read again keeps showing what was known: a header without its entries helps no one.
  const known = fresh ?? (remember ? (memoryOf(http).get(key) as T | undefined) : undefined);
  return {
    data: known,
    error: current ? state.error : null,
    loading: !current || state.loading,
    reload,
  };
}
