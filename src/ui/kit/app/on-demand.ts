import { withoutReload } from '../../../services/chunk-reload';

/** A module's download, started by the first caller that wants it. */
export type Loader<T> = () => Promise<T>;

interface Entry {
  promise: Promise<unknown>;
  value?: unknown;
}

/** One download per loader, shared by every component that asks; a failed one may be asked for again. */
const loads = new Map<Loader<unknown>, Entry>();

export function loadOnce<T>(load: Loader<T>): Promise<T> {
  const known = loads.get(load);
  if (known) return known.promise as Promise<T>;
  const entry: Entry = {
    promise: load().then(
      (value) => {
        entry.value = value;
        return value;
      },
      (error: unknown) => {
        loads.delete(load);
        throw error;
      },
    ),
  };
  loads.set(load, entry);
  return entry.promise as Promise<T>;
}

/** The loaded module, or null while it has not arrived (not asked for, on its way, or failed). */
export function loadedValue<T>(load: Loader<T>): T | null {
  const entry = loads.get(load);
  return entry && 'value' in entry ? (entry.value as T) : null;
}

/** Starts a download nobody waits for yet; a failure is left for the first real use to report and retry. */
export function preload<T>(load: Loader<T>): void {
  loadOnce(load).catch(() => undefined);
}

/**
 * Runs `task` once the browser has nothing more urgent to do, so a download for later does not compete with
 * the first paint; where idle callbacks are missing (Safari), shortly after. Returns the cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A download whose failure its caller reports and retries in place. A failed chunk otherwise reloads the page
 * (src/services/chunk-reload.ts), which would throw away what the reader typed.
 */
export function inPlace<T>(load: Loader<T>): Loader<T> {
  return () => withoutReload(load);
}
