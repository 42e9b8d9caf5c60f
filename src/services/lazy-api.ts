import type { Endpoint, LazyEndpoint } from '../../contract/endpoint';
import type { Route } from '../../contract/route';

/** One contract area as the portal calls it: every endpoint with its response schema loaded on demand. */
export type LazyApi<A extends Record<string, Endpoint>> = { readonly [K in keyof A]: LazyEndpoint<A[K]> };

/**
 * Pairs an area's schema-free routes with the loader of its schemas. `load` is meant to be a dynamic import
 * of the area's schema file, so the file and zod become a chunk the first call fetches while its request is
 * out (see `http.ts`), instead of weighing on the start-up bundle. The schema file types the result; only its
 * types are imported here.
 */
export function lazyApi<A extends Record<string, Endpoint>>(
  routes: { readonly [K in keyof NoInfer<A>]: Route },
  load: () => Promise<A>,
): LazyApi<A> {
  const entries = Object.entries(routes).map(([key, route]) => {
    const response = () =>
      load().then((api) => {
        const found = api[key];
        // A route without its schema is a contract bug; the unit tests keep both halves in step.
        if (!found) throw new Error(`The contract has no endpoint "${key}"`);
        return found.response;
      });
    return [key, { ...route, response }] as const;
  });
  return Object.fromEntries(entries) as unknown as LazyApi<A>;
}
