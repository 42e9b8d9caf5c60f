import { Box, IconButton, Portal, type IconButtonProps } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoticeCounts } from '../../../../contract/notice';
import { selectUser } from '../../../machines/session/session.selectors';
import { noticeCount } from '../../../services/api/msg-notice';
import { useHttp, useSession } from '../app/app-services';
import { useDeferredOverlay } from '../app/deferred';
import { inPlace } from '../app/on-demand';
import { BellIcon } from './shell-icons';
import { NavAnchor } from './nav-anchor';
import { badgeText } from './notices-badge';

/** Account-centre tabs the dropdown opens (spec §2: `change` 5 my messages, 6 enterprise announcements). */
export const NOTICE_LINKS = {
  messages: '/account?change=5',
  announcements: '/account?change=6',
} as const;

/**
 * The unread counts. Asked again on every page change and whenever the dropdown opens (`asks` grows), so
 * messages read elsewhere show up without a timer; the last answer stays on screen while a new one loads.
 */
function useNoticeCounts(asks: number): NoticeCounts | null {
  const http = useHttp();
  const pathname = useLocation({ select: (l) => l.pathname });
  const company = useSelector(useSession(), (s) => selectUser(s)?.enterpriseId ?? '');
  const [counts, setCounts] = useState<NoticeCounts | null>(null);
  useEffect(() => {
    let live = true;
    // A badge that fails to refresh keeps its last number; it is not worth a toast.
    noticeCount(http, { isShowErrTip: false }).then(
      (data) => {
        if (live) setCounts(data);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, pathname, company, asks]);
  return counts;
}

interface BellButtonProps extends IconButtonProps {
  total: number;
  ref?: Ref<HTMLButtonElement>;
}

/** The bell with its unread badge: the stand-in before the menu has loaded and the menu's trigger after. */
function BellButton({ total, ...rest }: BellButtonProps) {
  const intl = useIntl();
  const badge = badgeText(total);
  return (
    <IconButton
      variant="ghost"
      // A notch smaller on phones, where the bar holds the logo, bell, language and user menu side by side.
      size={{ base: 'xs', sm: 'sm' }}
      // Room for the badge, which sits beside the bell's top rather than over it.
      // On phones it sits above the bell instead, so the bar keeps its width.
      marginEnd={badge ? { base: '0', sm: '5' } : undefined}
      aria-label={intl.formatMessage({ id: 'notices.button' }, { count: total })}
      aria-haspopup="menu"
      {...rest}
    >
      {/* The badge hangs from the icon's own right edge, so the bell stays whole at every size. */}
      <Box as="span" position="relative" display="inline-flex">
        <BellIcon />
        {badge ? (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="notices-badge"
            position="absolute"
            bottom={{ base: '100%', sm: '50%' }}
            insetStart={{ base: '0', sm: '100%' }}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minWidth="4.5"
            height="4.5"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="10px"
            fontWeight="semibold"
            lineHeight="1"
            pointerEvents="none"
          >
            {badge}
          </Box>
        ) : null}
      </Box>
    </IconButton>
  );
}

const loadMenu = inPlace(() => import('../chakra/menu'));

/** The notifications dropdown with its unread badge (spec §2); the menu itself loads on first approach. */
export function NoticesMenu() {
  const [asks, setAsks] = useState(0);
  const counts = useNoticeCounts(asks);
  const total = counts?.count ?? 0;
  const { module, standIn, triggerRef } = useDeferredOverlay(loadMenu);

  if (!module) return <BellButton total={total} aria-expanded={false} {...standIn} />;
  const { Menu } = module;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={({ open }) => {
        if (open) setAsks((n) => n + 1);
      }}
    >
      <Menu.Trigger asChild>
        <BellButton total={total} ref={triggerRef} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="52">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <FormattedMessage id="notices.title" />
              </Menu.ItemGroupLabel>
              <Menu.Item value="messages" asChild>
                <NavAnchor path={NOTICE_LINKS.messages}>
                  <FormattedMessage
                    id="notices.messages"
                    values={{ count: counts?.userMsgNoticeCount ?? 0 }}
                  />
                </NavAnchor>
              </Menu.Item>
              <Menu.Item value="announcements" asChild>
                <NavAnchor path={NOTICE_LINKS.announcements}>
                  <FormattedMessage
                    id="notices.announcements"
                    values={{ count: counts?.announcementCount ?? 0 }}
                  />
                </NavAnchor>
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
