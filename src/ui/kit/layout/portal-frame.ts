import { lazy } from 'react';
import { localeFromPath, type Locale } from '../locale/locale-path';
import { loadMessages } from '../locale/messages';
import type { PortalLayout } from './portal-layout';

type Frame = typeof PortalLayout;

let frame: Frame | undefined;
let loading: Promise<Frame> | undefined;

/** The frame's messages, and the form fields its change-password dialog shares with the sign-in pages. */
export const FRAME_AREAS = ['frame', 'forms'] as const;

/**
 * The portal frame's code (header, menus, footer) and its messages load only for pages drawn inside it, so the
 * sign-in, registration, exam and back-office pages do not carry them. The locale layout starts the load as
 * soon as a navigation's matches are known, beside the page's own chunk, and its loader waits for it. The
 * messages are those of the language opened (the address's, unless told); a language switch brings the other
 * language's with its own catalogue. A failed load is forgotten so the next navigation tries again.
 */
export function loadPortalFrame(
  locale: Locale = localeFromPath(globalThis.location?.pathname ?? '/'),
): Promise<Frame> {
  loading ??= import('./portal-layout').then(
    (m) => (frame = m.PortalLayout),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return Promise.all([loading, loadMessages(locale, FRAME_AREAS)]).then(([loaded]) => loaded);
}

/** A promise whose `then` hands its value over at once, where a settled promise would still wait for a tick. */
function settled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  const then: Promise<T>['then'] = (onFulfilled, onRejected) =>
    onFulfilled ? Promise.resolve(onFulfilled(value)) : promise.then(onFulfilled, onRejected);
  return Object.assign(Promise.resolve(value), { then });
}

/**
 * The frame as a component. Once the loader brought the code in, the first render takes it without suspending
 * (React's lazy reads a value handed over synchronously), so the page never blinks to the pending view.
 */
export const PortalFrame = lazy(() =>
  frame ? settled({ default: frame }) : loadPortalFrame().then((f) => ({ default: f })),
);
