import { HStack, Stack } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { NavItem } from '../../../../contract/system';
import { MoreMenu } from './more-menu';
import { NavEntry } from './nav-entry';
import { activeNavId, enabledNav, splitNav } from './nav-rules';

const entryStyle = {
  px: '2.5',
  py: '2',
  rounded: 'l2',
  textStyle: 'sm',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold', bg: 'brand.subtle' },
  focusVisibleRing: 'outside',
} as const;

function useActiveId(items: NavItem[]): string | null {
  return useLocation({ select: (l) => activeNavId(items, l.pathname) });
}

/** The header tab bar (wide screens): five entries, the rest under "more". */
export function TopNav({ items }: { items: NavItem[] }) {
  const intl = useIntl();
  const activeId = useActiveId(items);
  const { shown, more } = splitNav(items);
  if (shown.length === 0) return null;
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })} gap="1" minWidth="0">
      {shown.map((item) => (
        <NavEntry key={item.id} item={item} active={item.id === activeId} {...entryStyle} />
      ))}
      {more.length > 0 ? <MoreMenu items={more} activeId={activeId} /> : null}
    </HStack>
  );
}

/** The same entries as one list, for the phone menu. */
export function StackedNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const intl = useIntl();
  const activeId = useActiveId(items);
  return (
    <Stack as="nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })} gap="1">
      {enabledNav(items).map((item) => (
        <NavEntry
          key={item.id}
          item={item}
          active={item.id === activeId}
          onClick={onNavigate}
          {...entryStyle}
          textStyle="md"
        />
      ))}
    </Stack>
  );
}
