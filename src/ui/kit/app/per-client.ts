import type { HttpClient } from '../../../services/http';

/**
 * A keyed store that belongs to one http client: a new client (another site, a fresh start) starts empty,
 * and the store goes with its client.
 */
export function perClient<T>(): (http: HttpClient) => Map<string, T> {
  const stores = new WeakMap<HttpClient, Map<string, T>>();
  return (http) => {
    let store = stores.get(http);
    if (!store) {
      store = new Map();
      stores.set(http, store);
    }
    return store;
  };
}
