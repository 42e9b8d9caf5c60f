import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../../kit/app/app-services';
import { LanguageToggle } from '../../kit/locale/language-toggle';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { RouteProgress } from '../../kit/shell/route-progress';
import { CloseIcon, MenuIcon } from '../../kit/shell/shell-icons';
import { ArrowLeftIcon, InboxIcon } from './crm-icons';
import { QueueCountsProvider, useQueueCounts } from './queue-counts';
import type { QueueCountsData } from './queue-counts-data';
import { PAGES, QUEUES } from './queues';
import { BackOfficeUserMenu } from './user-menu';

/** The side navigation: the overview, each queue with what waits in it, the other pages, and the way back. */
function QueueNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const { counts } = useQueueCounts();
  const linkStyle = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    rounded: 'l2',
    textStyle: 'sm',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted', color: 'fg' },
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  } as const;
  return (
    <chakra.nav aria-label={intl.formatMessage({ id: 'crm.nav.label' })}>
      <Stack as="ul" gap="1" listStyle="none">
        <li>
          <chakra.a asChild css={linkStyle}>
            <Link
              to="/{-$locale}/crm"
              params={{ locale }}
              activeOptions={{ exact: true }}
              onClick={onNavigate}
            >
              <InboxIcon boxSize="4" />
              <FormattedMessage id="crm.nav.overview" />
            </Link>
          </chakra.a>
        </li>
        {QUEUES.map((queue) => {
          const count = counts[queue.key];
          const Icon = queue.icon;
          return (
            <li key={queue.key}>
              <chakra.a asChild css={linkStyle}>
                <Link to={queue.to} params={{ locale }} onClick={onNavigate}>
                  <Icon boxSize="4" />
                  <Box as="span" flex="1">
                    <FormattedMessage id={queue.label} />
                  </Box>
                  {count === undefined ? null : (
                    <Badge
                      colorPalette={count > 0 ? 'brand' : 'gray'}
                      variant={count > 0 ? 'solid' : 'subtle'}
                      rounded="full"
                      aria-label={intl.formatMessage({ id: 'crm.nav.waiting' }, { count })}
                    >
                      {count}
                    </Badge>
                  )}
                </Link>
              </chakra.a>
            </li>
          );
        })}
        {PAGES.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.key}>
              <chakra.a asChild css={linkStyle}>
                <Link to={item.to} params={{ locale }} onClick={onNavigate}>
                  <Icon boxSize="4" />
                  <Box as="span" flex="1">
                    <FormattedMessage id={item.label} />
                  </Box>
                </Link>
              </chakra.a>
            </li>
          );
        })}
      </Stack>
    </chakra.nav>
  );
}

function BackToPortal() {
  const locale = useLocaleParam();
  return (
    <Button asChild variant="ghost" size="sm" justifyContent="flex-start" color="fg.muted">
      <Link to="/{-$locale}/home" params={{ locale }}>
        <ArrowLeftIcon />
        <FormattedMessage id="crm.nav.backToPortal" />
      </Link>
    </Button>
  );
}

/** The company whose back office this is, under the back office's name. */
function Brand() {
  const user = useSelector(useSession(), selectUser);
  return (
    <Stack gap="0" minWidth="0">
      <Text fontWeight="semibold" truncate>
        <FormattedMessage id="crm.title" />
      </Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {user?.enterpriseName}
      </Text>
    </Stack>
  );
}

/**
 * The back office's own frame, not the learner's header: a side navigation of the queues with their counts
 * (a menu under the top bar on narrow screens), the company, the way back to the portal, the language and
 * the user's menu. `counts` is what the back office route's loader read.
 */
export function BackOfficeLayout({ counts, children }: { counts: QueueCountsData; children: ReactNode }) {
  const intl = useIntl();
  const panelId = useId();
  const pathname = useLocation({ select: (l) => l.pathname });
  // The narrow-screen menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  return (
    <QueueCountsProvider data={counts}>
      <RouteProgress />
      <Flex minHeight="100dvh" bg="bg.subtle">
        <Box
          as="aside"
          display={{ base: 'none', lg: 'flex' }}
          flexDirection="column"
          width="64"
          flexShrink="0"
          bg="bg"
          borderRightWidth="1px"
          position="sticky"
          top="0"
          height="100dvh"
          px="4"
          py="5"
          gap="6"
        >
          <Brand />
          <Box flex="1">
            <QueueNav />
          </Box>
          <BackToPortal />
        </Box>
        <Flex direction="column" flex="1" minWidth="0">
          <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
            <HStack height="14" px={{ base: '3', md: '6' }} gap="2">
              <IconButton
                display={{ base: 'inline-flex', lg: 'none' }}
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage({ id: 'crm.nav.menu' })}
                aria-expanded={menuOpen}
                aria-controls={panelId}
                onClick={() => setOpenOn(menuOpen ? null : pathname)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
              <Box display={{ base: 'block', lg: 'none' }} minWidth="0" flex="1">
                <Brand />
              </Box>
              <Box flex="1" display={{ base: 'none', lg: 'block' }} />
              <LanguageToggle />
              <BackOfficeUserMenu />
            </HStack>
            {menuOpen ? (
              <Stack id={panelId} display={{ lg: 'none' }} borderTopWidth="1px" px="3" py="3" gap="3">
                <QueueNav onNavigate={() => setOpenOn(null)} />
                <BackToPortal />
              </Stack>
            ) : null}
          </Box>
          <Box as="main" id="main" flex="1" px={{ base: '3', md: '6', xl: '8' }} py={{ base: '4', md: '6' }}>
            <Box maxWidth="6xl">{children}</Box>
          </Box>
        </Flex>
      </Flex>
    </QueueCountsProvider>
  );
}
