export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** 1 s, 2 s, 4 s… after the first, second, third failure in a row, capped at 30 s. */
export function backoffMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(n - 1, 15));
}
