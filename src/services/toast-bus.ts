/** The one set of toast kinds: the http client raises success and error; the pages also say info. */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export type ToastListener = (toast: Toast) => void;

export interface ToastBus {
  show(kind: ToastKind, text: string): void;
  /** Returns the unsubscribe function. Toasts shown before anyone listened are delivered to the first listener. */
  subscribe(listener: ToastListener): () => void;
}

// Enough to survive a boot burst without growing without bound if nothing ever renders toasts.
const MAX_PENDING = 20;

/** A tiny publish/subscribe channel so services can raise toasts that the UI renders with its own toaster. */
export function createToastBus(): ToastBus {
  const listeners = new Set<ToastListener>();
  let pending: Toast[] = [];
  let nextId = 1;

  return {
    show(kind, text) {
      const toast: Toast = { id: nextId++, kind, text };
      if (listeners.size === 0) {
        pending = [...pending, toast].slice(-MAX_PENDING);
        return;
      }
      for (const listener of listeners) listener(toast);
    },
    subscribe(listener) {
      listeners.add(listener);
      const queued = pending;
      pending = [];
      for (const toast of queued) listener(toast);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
