import { lazy, Suspense, type ComponentType } from 'react';
import type { ToastKind } from '../../../services/toast-bus';

/**
 * The toast machinery is not needed to paint the first page, so it lives in its own chunk. The root
 * layout mounts the toaster at start-up, which fetches that chunk right away; a toast raised before it
 * arrives waits for the same import, so order is kept.
 */
const loadView = () => import('./toaster-view');

// A chunk that cannot load leaves the portal without toasts rather than on an error page.
const ToasterView = lazy<ComponentType>(() =>
  loadView().then(
    (m) => ({ default: m.AppToasterView }),
    () => ({ default: () => null }),
  ),
);

export function showToast(kind: ToastKind, text: string): void {
  // Without its chunk (a stale deploy, offline at start) the toast is dropped; chunk-reload deals with deploys.
  loadView().then(
    (m) => m.showToast(kind, text),
    () => undefined,
  );
}

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
