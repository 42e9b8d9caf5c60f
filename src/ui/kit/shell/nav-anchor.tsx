import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLocale } from '../locale/use-locale';
import { hrefForLocale } from '../locale/locale-path';

interface NavAnchorProps extends Omit<HTMLChakraProps<'a'>, 'href'> {
  /** A portal path without locale prefix, possibly with a query (`/account?change=1`). */
  path: string;
  newTab?: boolean;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a portal page whose address comes from data (nav entries, account tabs), so the typed router
 * link cannot name it. Stays in the reader's language and navigates in-app on a plain click.
 */
export function NavAnchor({ path, newTab = false, onClick, ...rest }: NavAnchorProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const href = hrefForLocale(path, locale);
  return (
    <chakra.a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || newTab || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate({ href });
      }}
      {...rest}
    />
  );
}
