import { fromCallback, type EventObject } from 'xstate';

/**
 * What the player watches in the page while a node is open: whether it is visible, whether it goes away,
 * whether the browser is online, and whether the learner touches anything. The browser passes `document`,
 * `window` and `navigator`; tests pass small fakes.
 */
interface Listenable {
  addEventListener(type: string, listener: () => void, options?: boolean | AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: boolean | EventListenerOptions): void;
}

export interface StudyEnvironment {
  document: Listenable & { readonly visibilityState: DocumentVisibilityState };
  window: Listenable;
  navigator: { readonly onLine: boolean };
  /** For the input throttle. */
  now: () => number;
}

export type StudyWatchEvent =
  | { type: 'page.visible' }
  | { type: 'page.hidden' }
  | { type: 'page.leaving' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

/** Visibility, leaving and connectivity; the current state is told at once. */
export function createStudyWatch(env: StudyEnvironment) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const { document: doc, window: win } = env;
    const send = (event: StudyWatchEvent) => sendBack(event);
    const visibility = () =>
      send({ type: doc.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    const leaving = () => send({ type: 'page.leaving' });
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    if (doc.visibilityState === 'hidden') send({ type: 'page.hidden' });
    if (!env.navigator.onLine) offline();
    doc.addEventListener('visibilitychange', visibility);
    win.addEventListener('pagehide', leaving);
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    return () => {
      doc.removeEventListener('visibilitychange', visibility);
      win.removeEventListener('pagehide', leaving);
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
    };
  });
}

/** Input of any kind tells the machine at most this often: pointer moves come by the hundred. */
export const INPUT_THROTTLE_MS = 1_000;

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** The learner's input (pointer, keys, wheel, scrolling anywhere, touch), for the idle watch. */
export function createInputWatch(env: StudyEnvironment) {
  return fromCallback<EventObject>(({ sendBack }) => {
    let last = -Infinity;
    const onInput = () => {
      const now = env.now();
      if (now - last < INPUT_THROTTLE_MS) return;
      last = now;
      sendBack({ type: 'user.input' });
    };
    // Capture, and passive: scrolling inside any element counts, and nothing here slows it down.
    const options = { capture: true, passive: true };
    for (const type of INPUT_EVENTS) env.window.addEventListener(type, onInput, options);
    return () => {
      for (const type of INPUT_EVENTS) env.window.removeEventListener(type, onInput, options);
    };
  });
}
