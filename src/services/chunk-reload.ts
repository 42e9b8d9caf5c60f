const RELOADED_AT_KEY = 'praxis.chunkReloadAt';
/**
 * A failed chunk usually means a new deployment replaced the files this page was built against: one reload
 * fetches the new build. A second failure soon after is not fixed by reloading, so it is left to the
 * error page instead of looping.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;
type ReloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly location: Pick<Location, 'reload'>;
};

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

/** Reloads unless a reload for a failed chunk happened within the guard window. Answers whether it reloaded. */
export function reloadOnce(
  win: Pick<ReloadWindow, 'location'>,
  storage: ReloadStorage,
  now: () => number = Date.now,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOADED_AT_KEY));
  } catch {
    // Without storage there is no way to know about an earlier reload: do not risk a loop.
    return false;
  }
  const at = now();
  if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(at));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/** Downloads on their way whose callers show a failure with a retry in place (see `withoutReload`). */
let reportedInPlace = 0;
/** The installed handler's reload, for a download whose files a new deployment has removed. */
let reloadForNewBuild: (() => boolean) | null = null;

const CHUNK_URL = /(https?:\/\/[^\s'"]+?\.(?:m?js|css))\b/;

/**
 * Whether a failed chunk's file is gone from the server (404), as after a deployment that replaced the build:
 * retrying in place could never succeed then. A network failure, or an answer without the file's address,
 * counts as not gone.
 */
export async function chunkGone(error: unknown, fetchFn: typeof fetch = fetch): Promise<boolean> {
  const url = error instanceof Error ? CHUNK_URL.exec(error.message)?.[1] : undefined;
  if (!url) return false;
  try {
    return (await fetchFn(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

/**
 * Runs a download whose caller reports a failure and retries in place (a form the reader is typing in): while
 * it is on its way, a failed chunk does not reload the page, which would throw away what was typed. Only when
 * the file is gone for good (a new deployment) does the page reload once, since no retry could bring it back.
 */
export function withoutReload<T>(load: () => Promise<T>, isGone = chunkGone): Promise<T> {
  reportedInPlace += 1;
  return load()
    .catch(async (error: unknown) => {
      if (isChunkLoadError(error) && (await isGone(error))) reloadForNewBuild?.();
      throw error;
    })
    .finally(() => {
      reportedInPlace -= 1;
    });
}

/**
 * Reloads the page once when a lazily loaded chunk fails: Vite's `vite:preloadError` and a dynamic import
 * rejected without a handler. Returns the uninstall function.
 */
export function installChunkReload(
  win: ReloadWindow,
  storage: ReloadStorage,
  now: () => number = Date.now,
): () => void {
  const onPreloadError = (event: Event) => {
    // Not prevented, Vite rethrows: the import rejects to the caller that reports it.
    if (reportedInPlace > 0) return;
    // Prevented, Vite does not rethrow; when no reload happens the error goes on to the error page.
    if (reloadOnce(win, storage, now)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadOnce(win, storage, now)) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  reloadForNewBuild = () => reloadOnce(win, storage, now);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
    reloadForNewBuild = null;
  };
}
