import type { HttpClient } from '../../../services/http';
import { perClient } from './per-client';

/*
 * Reads a page's loader shares between the addresses of one page. A route's loader runs again when any of its
 * dependencies change — another tab, page or filter — and would read again what that change does not touch
 * (the course above its tabs, the categories beside the list). Such a read goes through `memoRead` with an age
 * no longer than the route's stale time, so the page is never older than the route already allows.
 *
 * Memos belong to a client and are dropped whenever the router is told its data is invalid (a write, a retry,
 * a session change): see `forgetReadsOnInvalidate`. Failures are never kept.
 */

interface Memo {
  at: number;
  answer: Promise<unknown>;
}

const memosOf = perClient<Memo>();

/** The answer read for `key` less than `maxAgeMs` ago (or still on its way), else a new read. */
export function memoRead<T>(
  http: HttpClient,
  key: string,
  maxAgeMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const map = memosOf(http);
  const kept = map.get(key);
  if (kept && now() - kept.at < maxAgeMs) return kept.answer as Promise<T>;
  const answer = read();
  const memo: Memo = { at: now(), answer };
  map.set(key, memo);
  answer.catch(() => {
    if (map.get(key) === memo) map.delete(key);
  });
  return answer;
}

/** Drops every memo of a client: the next loader reads everything again. */
export function forgetReads(http: HttpClient): void {
  memosOf(http).clear();
}

/**
 * Makes whatever tells the router to read its pages again (a write, a retry, a session change) also drop the
 * client's memos, so nothing read before it is shown after it.
 */
export function forgetReadsOnInvalidate(
  router: { invalidate: (options?: never) => Promise<void> },
  http: HttpClient,
) {
  const invalidate = router.invalidate.bind(router);
  router.invalidate = (options) => {
    forgetReads(http);
    return invalidate(options);
  };
}
