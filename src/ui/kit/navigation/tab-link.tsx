import { HStack, Link, type LinkProps } from '@chakra-ui/react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';

/**
 * The look of a tab that is a link (a status or type filter of a list page): the current one tinted, the
 * others muted until hovered.
 */
function tabLinkStyle(current: boolean): LinkProps {
  return {
    px: '3',
    py: '1.5',
    rounded: 'l2',
    textStyle: 'sm',
    fontWeight: current ? 'semibold' : 'normal',
    color: current ? 'brand.fg' : 'fg.muted',
    bg: current ? 'brand.subtle' : undefined,
    _hover: { textDecoration: 'none', bg: current ? 'brand.subtle' : 'bg.muted' },
  };
}

interface TabAnchorProps extends LinkProps {
  /** The tab the page shows now. */
  current: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

// `current` only styles: the router link around it says which tab is current (`aria-current`).
function TabAnchor({ current, ...rest }: TabAnchorProps) {
  return <Link {...tabLinkStyle(current)} {...rest} />;
}

const RouterTabLink = createLink(TabAnchor);

/**
 * A tab that is a router link: takes the router link's own props (`to`, `params`, `search`, …) and `current`,
 * the tab the page shows. The current one is tinted and marked `aria-current="page"`; the router marks the
 * link it finds active as well, as it does any link.
 */
export const TabLink: LinkComponent<typeof TabAnchor> = (props) => (
  <RouterTabLink aria-current={props.current ? 'page' : undefined} {...props} />
);

/** A list page's row of tabs, named for assistive technology, wrapping on narrow screens above a rule. */
export function TabNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="nav" aria-label={label} gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
      {children}
    </HStack>
  );
}
