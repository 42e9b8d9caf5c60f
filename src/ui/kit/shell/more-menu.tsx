import { Box, Button, Portal, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef, type PointerEvent, type Ref, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NavItem } from '../../../../contract/system';
import { useDeferredOverlay } from '../app/deferred';
import { inPlace } from '../app/on-demand';
import type * as MenuExports from '../chakra/menu';
import { ChevronDownIcon } from '../icons/icons';
import { NavEntry } from './nav-entry';
import { navTarget } from './nav-rules';

/** Leaving the trigger for the list crosses a gap; the menu waits this long before closing. */
const HOVER_CLOSE_DELAY_MS = 150;

type MenuModule = typeof MenuExports;

const loadMenu = inPlace((): Promise<MenuModule> => import('../chakra/menu'));

interface MoreButtonProps extends ButtonProps {
  holdsActive: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** "More": the stand-in before the menu has loaded and the menu's trigger after. */
function MoreButton({ holdsActive, ...rest }: MoreButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      fontWeight={holdsActive ? 'semibold' : 'normal'}
      aria-haspopup="menu"
      {...rest}
    >
      <FormattedMessage id="shell.nav.more" />
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
}

interface MoreProps {
  items: NavItem[];
  activeId: string | null;
}

/**
 * The entries past the fifth: opens on hover, and like any menu button from the keyboard. The menu itself
 * loads when the pointer or the focus first reaches the button.
 */
export function MoreMenu({ items, activeId }: MoreProps) {
  const { module, standIn, triggerRef, hoveredRef } = useDeferredOverlay(loadMenu);
  const holdsActive = items.some((item) => item.id === activeId);
  if (!module) return <MoreButton holdsActive={holdsActive} aria-expanded={false} {...standIn} />;
  return (
    <LoadedMoreMenu
      module={module}
      items={items}
      activeId={activeId}
      holdsActive={holdsActive}
      triggerRef={triggerRef}
      hoveredRef={hoveredRef}
    />
  );
}

interface LoadedProps extends MoreProps {
  module: MenuModule;
  holdsActive: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The pointer already rests on the button when the menu arrives: it opens as a hover would. */
  hoveredRef: RefObject<boolean>;
}

function LoadedMoreMenu({ module, items, activeId, holdsActive, triggerRef, hoveredRef }: LoadedProps) {
  const { Menu, useMenu } = module;
  // The menu keeps its own state (keyboard, clicks, Escape, focus return); hovering only asks it to open or close.
  const menu = useMenu({ positioning: { placement: 'bottom-start' } });
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  useEffect(() => {
    // Once, for the hover that loaded the menu; later hovers go through the trigger's own handlers.
    if (!hoveredRef.current) return;
    hoveredRef.current = false;
    if (!menu.service.state.hasTag('open')) menu.service.send({ type: 'OPEN' });
  }, [menu, hoveredRef]);

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

  return (
    <Menu.RootProvider value={menu}>
      <Menu.Trigger asChild {...triggerHover}>
        <MoreButton holdsActive={holdsActive} ref={triggerRef} />
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
