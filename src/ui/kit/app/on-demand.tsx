import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withoutReload } from '../../../services/chunk-reload';
import { showToast } from './toaster';

/*
 * The portal's one way to load code that stays out of a page's first load: a panel behind a tab
 * (`DeferredPanel`), a dialog the reader may never open (`DeferredDialog`), an overlay behind a stand-in button
 * (`useDeferredOverlay`), a step a machine waits for. Every download goes through `loadOnce` (one per module,
 * shared by all who ask). Loaders made with `inPlace` report a failure where the code was wanted, with a retry,
 * instead of reloading the page under the reader.
 */

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
 * For a route's loader: the code its page opens on downloads beside its data, so it shows in the first render.
 * Settles either way; a failure is left to the view that wanted the code to report with its retry.
 */
export function codeReady(load: Loader<unknown>): Promise<void> {
  return loadOnce(load).then(
    () => undefined,
    () => undefined,
  );
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

/** For the control that reveals deferred code (a tab, a button): resting on it or reaching it starts the download. */
export function preloadOnIntent<T>(load: Loader<T>) {
  return { onPointerEnter: () => preload(load), onFocus: () => preload(load) };
}

export interface OnDemand<T> {
  /** The module, once here. */
  module: T | null;
  /** The last download failed; nothing is tried again until `retry`. */
  failed: boolean;
  retry: () => void;
}

/** Loads `load` once `wanted`. The module, once here, stays, whether or not it is still wanted. */
export function useOnDemand<T>(load: Loader<T>, wanted: boolean): OnDemand<T> {
  // Each module is kept with its loader: a view asked to show another module (the same panel, now for a
  // member rather than a visitor) never renders the one it held.
  const [held, setHeld] = useState<{ load: Loader<T>; module: T } | null>(() => {
    const loaded = loadedValue(load);
    return loaded === null ? null : { load, module: loaded };
  });
  // The loader whose last download failed: nothing is tried again until `retry` or until it is wanted anew.
  const [failedLoad, setFailedLoad] = useState<Loader<T> | null>(null);
  // No longer wanted (a dialog given up): the failure is forgotten, and the next time it is wanted it loads again.
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (!wanted) setFailedLoad(null);
  }
  const module = held?.load === load ? held.module : null;

  const failed = failedLoad === load;

  useEffect(() => {
    if (module || !wanted || failed) return;
    let live = true;
    loadOnce(load).then(
      (loaded) => {
        if (live) setHeld({ load, module: loaded });
      },
      (error: unknown) => {
        if (live) setFailedLoad(() => load);
        console.warn('Code for this page could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module, failed]);

  return {
    // Fetched ahead (the pointer rested on the tab): shown in the very render that asks for it.
    module: module ?? (wanted ? loadedValue(load) : null),
    failed: failed && !module,
    retry: () => setFailedLoad(null),
  };
}

interface DeferredDialogProps<T> {
  load: Loader<T>;
  /** The dialog is asked for. Once loaded it stays mounted, so closing plays the dialog's own exit. */
  open: boolean;
  /** Gives up on the dialog when its code could not be loaded, as its own cancel would. */
  onDismiss?: () => void;
  children: (module: T) => ReactNode;
}

/**
 * A dialog whose code (and Chakra's dialog machinery) loads the first time it opens, or earlier when something
 * preloads it; until it arrives nothing shows. A failed download is said in a toast and the request is given
 * up (`onDismiss`), so the page is as it was before: opening the dialog again tries the download again.
 */
export function DeferredDialog<T>({ load, open, onDismiss, children }: DeferredDialogProps<T>) {
  const intl = useIntl();
  const { module, failed } = useOnDemand(load, open);
  const giveUp = useEffectEvent(() => {
    showToast('error', intl.formatMessage({ id: 'http.networkError' }));
    onDismiss?.();
  });
  useEffect(() => {
    if (failed) giveUp();
  }, [failed]);
  return module ? <>{children(module)}</> : null;
}
