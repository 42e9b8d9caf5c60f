import type { LinkProps } from '@chakra-ui/react';

/**
 * The look of a tab that is a link (a status or type filter of a list page): the current one tinted, the
 * others muted until hovered. Spread on Chakra's `Link` around the router link that carries `aria-current`.
 */
export function tabLinkStyle(current: boolean): LinkProps {
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
