import { Box, Button, Menu, Portal, useMenu } from '@chakra-ui/react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NavItem } from '../../../contract/system';
import { ChevronDownIcon } from '../icons/icons';
import { NavEntry } from './nav-entry';
import { navTarget } from './nav-rules';

/** Leaving the trigger for the list crosses a gap; the menu waits this long before closing. */
const HOVER_CLOSE_DELAY_MS = 150;

/** The entries past the fifth: opens on hover, and like any menu button from the keyboard. */
export function MoreMenu({ items, activeId }: { items: NavItem[]; activeId: string | null }) {
  // The menu keeps its own state (keyboard, clicks, Escape, focus return); hovering only asks it to open or close.
  const menu = useMenu({ positioning: { placement: 'bottom-start' } });
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const cancelClose = () => clearTimeout(closing.current);
  const scheduleClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    // Asks the service, not this render's snapshot, whether the menu is still open when the delay ends.
    closing.current = setTimeout(() => {
      if (menu.service.state.hasTag('open')) menu.service.send({ type: 'CLOSE' });
    }, HOVER_CLOSE_DELAY_MS);
  };
  // Only the trigger opens the menu: the list moves into place under a resting pointer while it opens and
  // closes, so its own pointer events may only keep it open.
  const triggerHover = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      if (!menu.service.state.hasTag('open')) menu.service.send({ type: 'OPEN' });
    },
    onPointerLeave: scheduleClose,
  };
  const listHover = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') cancelClose();
    },
    onPointerLeave: scheduleClose,
  };
  const holdsActive = items.some((item) => item.id === activeId);

  return (
    <Menu.RootProvider value={menu}>
      <Menu.Trigger asChild {...triggerHover}>
        <Button variant="ghost" size="sm" fontWeight={holdsActive ? 'semibold' : 'normal'}>
          <FormattedMessage id="shell.nav.more" />
          <ChevronDownIcon boxSize="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44" {...listHover}>
            {items.map((item) =>
              navTarget(item).kind === 'text' ? (
                <Box key={item.id} px="2" py="1.5" textStyle="sm" color="fg.muted">
                  <NavEntry item={item} active={false} />
                </Box>
              ) : (
                <Menu.Item key={item.id} value={item.id} asChild>
                  <NavEntry item={item} active={item.id === activeId} />
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.RootProvider>
  );
}
