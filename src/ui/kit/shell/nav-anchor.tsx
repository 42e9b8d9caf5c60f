import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocale } from '../locale/use-locale';
import { hrefForLocale } from '../locale/locale-path';

interface NavAnchorProps extends Omit<HTMLChakraProps<'a'>, 'href'> {
  /** A portal path without locale prefix, possibly with a query (`/account?change=1`). */
  path: string;
  newTab?: boolean;
}

/** How long the pointer rests on the link before its page is preloaded: the router's own links wait as long. */
const INTENT_DELAY_MS = 50;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a portal page whose address comes from data (nav entries, account tabs), so the typed router
 * link cannot name it. Stays in the reader's language, navigates in-app on a plain click, and — like the
 * router's links — preloads the page's code and data when the reader shows intent (pointer rests, focus,
 * touch), following a redirect such as `/` → `/home` to the page that will open.
 */
export function NavAnchor({
  path,
  newTab = false,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...rest
}: NavAnchorProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const router = useRouter();
  const href = hrefForLocale(path, locale);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  const preload = () => {
    cancel();
    // A failed preload is not the click's: the navigation reads again and shows its own error.
    // `href` is read by the router's location builder as `navigate` reads it; only the type leaves it out.
    if (!newTab) router.preloadRoute({ href } as never).catch(() => undefined);
  };
  return (
    <chakra.a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        cancel();
        timer.current = setTimeout(preload, INTENT_DELAY_MS);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        cancel();
        if (event.defaultPrevented || newTab || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate({ href });
      }}
      {...rest}
    />
  );
}
