import { fromCallback, type EventObject } from 'xstate';

/**
 * What the attempt watches in the page: whether the learner is looking at it, whether the browser is online,
 * and whether the page is going away. The browser passes `document`, `window` and `navigator`; tests pass
 * small fakes.
 */
interface Listenable {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PageEnvironment {
  document: Listenable & {
    readonly visibilityState: DocumentVisibilityState;
    readonly activeElement: Element | null;
    hasFocus(): boolean;
    contains(node: Node | null): boolean;
  };
  window: Listenable;
  navigator: { readonly onLine: boolean };
}

/** Events the page sends the attempt. */
export type PageWatchEvent =
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The page is being hidden or unloaded: unsent text must go now. */
  | { type: 'page.hidden' };

export type SwitchWatchEvent = { type: 'switch.away' } | { type: 'switch.back' };

/** The attempt asks the switch watch to look again this often (on its own clock). */
export type SwitchPollEvent = { type: 'switch.poll' };

/** Connectivity and page hiding, for the whole time the learner answers. */
export function createPageWatch(env: PageEnvironment) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const { document: doc, window: win } = env;
    const send = (event: PageWatchEvent) => sendBack(event);
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    const hidden = () => send({ type: 'page.hidden' });
    const visibility = () => {
      if (doc.visibilityState === 'hidden') hidden();
    };
    if (!env.navigator.onLine) offline();
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    win.addEventListener('pagehide', hidden);
    doc.addEventListener('visibilitychange', visibility);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      win.removeEventListener('pagehide', hidden);
      doc.removeEventListener('visibilitychange', visibility);
    };
  });
}

/**
 * Screen switches, one per away period:
 * - the page hidden (another tab, a minimised window, a phone's home screen) is a switch at once;
 * - the window without focus (another app over a visible browser, which `visibilitychange` misses) is a
 *   switch when two looks in a row agree: a blur or a poll, then the next poll. A blur that comes back
 *   before the next poll is not counted;
 * - focus inside the page's own frames (a video player) is not a switch: the page still has the learner;
 * - hiding caused by leaving the page (a reload) is not a switch: the attempt resumes after it.
 * Coming back (visible and focused) ends the away period.
 */
export function createSwitchWatch(env: PageEnvironment) {
  return fromCallback<SwitchPollEvent>(({ sendBack, receive }) => {
    const { document: doc, window: win } = env;
    const send = (event: SwitchWatchEvent) => sendBack(event);
    let away = false;
    // A page opened behind another tab was never looked at: that is not a switch, coming to it is not either.
    let unseen = doc.visibilityState === 'hidden';
    let suspected = false;
    let leaving = false;

    const focusInOwnFrame = () => {
      const el = doc.activeElement;
      return el !== null && el.tagName === 'IFRAME' && doc.contains(el);
    };
    const looksAway = () => !doc.hasFocus() && !focusInOwnFrame();

    const goAway = () => {
      suspected = false;
      if (away) return;
      away = true;
      send({ type: 'switch.away' });
    };
    const comeBack = () => {
      suspected = false;
      if (!away) return;
      away = false;
      send({ type: 'switch.back' });
    };
    /** `confirming`: a poll, which may confirm what an earlier look suspected. */
    const look = (confirming: boolean) => {
      if (leaving) return;
      if (unseen) {
        unseen = doc.visibilityState === 'hidden' || looksAway();
        return;
      }
      if (doc.visibilityState === 'hidden') return goAway();
      if (!looksAway()) return comeBack();
      if (away) return;
      if (confirming && suspected) return goAway();
      suspected = true;
    };

    const onVisibility = () => look(false);
    const onBlur = () => look(false);
    const onFocus = () => look(false);
    // The page's own unload comes first ('pagehide', then 'visibilitychange'); a restore from the
    // back-forward cache brings it back.
    const onPageHide = () => {
      leaving = true;
    };
    const onPageShow = () => {
      leaving = false;
      look(false);
    };

    doc.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('blur', onBlur);
    win.addEventListener('focus', onFocus);
    win.addEventListener('pagehide', onPageHide);
    win.addEventListener('pageshow', onPageShow);
    receive(() => look(true));
    return () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('blur', onBlur);
      win.removeEventListener('focus', onFocus);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
    };
  });
}
