import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { loadedValue, loadOnce, type Loader } from './on-demand';
import { showToast } from './toaster';

/** What the stand-in trigger carries: it asks for the module as soon as the user comes near it. */
export interface StandInProps {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerDown: () => void;
  onPointerLeave: (event: PointerEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface DeferredOverlay<T> {
  /** The overlay's module; null until the first hover, focus or press has loaded it. */
  module: T | null;
  /** For the stand-in trigger rendered while `module` is null. */
  standIn: StandInProps;
  /** The real trigger once loaded: it takes over the focus and the press the stand-in received. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** A mouse rests on the trigger (for overlays that open on hover). */
  hoveredRef: RefObject<boolean>;
}

/**
 * An overlay (menu, popover) whose machinery stays out of the start-up bundle. Until it is needed the page
 * shows a stand-in button that looks the same; hovering, focusing or pressing it loads the real one, which
 * then receives the focus and, if the stand-in was pressed, the press itself, so it opens as if it had been
 * there from the start. `load` should be `inPlace`: a failed download is said in a toast when the stand-in was
 * pressed, and the next approach tries again, without reloading the page.
 */
export function useDeferredOverlay<T>(load: Loader<T>): DeferredOverlay<T> {
  const intl = useIntl();
  const [module, setModule] = useState<T | null>(() => loadedValue(load));
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const hoveredRef = useRef(false);
  const focused = useRef(false);
  const pressed = useRef(false);
  // Taken when the module arrives, before the stand-in goes (its removal may blur it).
  const handOver = useRef({ focus: false, press: false });

  const request = () => {
    if (module) return;
    loadOnce(load).then(
      (loaded) => {
        handOver.current = { focus: focused.current, press: pressed.current };
        setModule(() => loaded);
      },
      (error: unknown) => {
        // The stand-in stays; the next hover or press tries again. A press that got nothing is told why.
        if (pressed.current) showToast('error', intl.formatMessage({ id: 'http.networkError' }));
        pressed.current = false;
        console.warn('An overlay could not be loaded', error);
      },
    );
  };

  // In the commit that swaps the buttons, so no keystroke can fall between the stand-in and the real one.
  useLayoutEffect(() => {
    if (!module) return;
    const { focus, press } = handOver.current;
    handOver.current = { focus: false, press: false };
    const trigger = triggerRef.current;
    if (!trigger) return;
    if (focus) trigger.focus();
    if (press) trigger.click();
  }, [module]);

  const press = () => {
    pressed.current = true;
    request();
  };

  return {
    module,
    triggerRef,
    hoveredRef,
    standIn: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') hoveredRef.current = true;
        request();
      },
      onPointerLeave: () => {
        hoveredRef.current = false;
      },
      // A press counts from the pointer going down: should the real trigger arrive before the pointer comes up,
      // the browser gives the click to neither button, and the hand-over has to make it.
      onPointerDown: press,
      onFocus: () => {
        focused.current = true;
        request();
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: press,
      onKeyDown: (event) => {
        // Menu buttons also open with the arrow keys.
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        press();
      },
    },
  };
}
