import { Box, Button, Container, Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectIsSignedIn, selectSite } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { LanguageToggle } from '../locale/language-toggle';
import { useLocaleParam } from '../locale/use-locale';
import { AdminButton } from '../shell/admin-button';
import { DownloadsMenu } from '../shell/downloads-menu';
import { HeaderSearch } from '../shell/header-search';
import { NoticesMenu } from '../shell/notices-menu';
import { CloseIcon, MenuIcon } from '../shell/shell-icons';
import { StackedNav, TopNav } from '../shell/top-nav';
import { usePortalNav } from '../shell/use-portal-nav';
import { SiteLogo } from '../site/site-logo';
import { UserMenu } from './user-menu';

/**
 * The portal header: logo (to /), the tab bar, search, admin entry, download records, notifications,
 * language and the user's menu. Narrower than `xl` the tab bar folds into a menu that opens under the
 * header; on phones the search goes there too.
 */
export function SiteHeader({ onChangePassword }: { onChangePassword: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const locale = useLocaleParam();
  const site = useSelector(session, selectSite);
  const signedIn = useSelector(session, selectIsSignedIn);
  const nav = usePortalNav();
  const panelId = useId();
  const pathname = useLocation({ select: (l) => l.pathname });
  const href = useLocation({ select: (l) => l.href });
  // The phone menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const title = site?.websiteTitle ?? '';

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxWidth="7xl">
        <Flex height="16" align="center" gap={{ base: '1', sm: '2', xl: '4' }}>
          <IconButton
            display={{ base: 'inline-flex', xl: 'none' }}
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'shell.menu' })}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
          <Link to="/{-$locale}" params={{ locale }}>
            {/* The logo carries the site's name; the title shows in text only when there is no logo. */}
            <SiteLogo
              src={site?.logo}
              name={title}
              height={{ base: '7', sm: '8' }}
              maxWidth={{ base: '28', sm: '48' }}
              flexShrink="0"
            />
          </Link>
          <Box display={{ base: 'none', xl: 'block' }} flex="1" minWidth="0">
            <TopNav items={nav} />
          </Box>
          <Box flex={{ base: '1', xl: '0' }} />
          <Box
            display={{ base: 'none', md: 'block' }}
            width={{ md: '56', xl: '36', '2xl': '56' }}
            flexShrink="0"
          >
            <HeaderSearch />
          </Box>
          <HStack gap={{ base: '0.5', sm: '1' }} flexShrink="0">
            <Box display={{ base: 'none', md: 'block' }}>
              <AdminButton />
            </Box>
            {signedIn ? (
              <Box display={{ base: 'none', sm: 'block' }}>
                <DownloadsMenu />
              </Box>
            ) : null}
            {signedIn ? <NoticesMenu /> : null}
            <LanguageToggle />
            {signedIn ? (
              <UserMenu onChangePassword={onChangePassword} />
            ) : (
              <Button asChild size="sm" colorPalette="brand">
                <Link to="/{-$locale}/login" params={{ locale }} search={{ t: 'login', redirect: href }}>
                  <FormattedMessage id="shell.signIn" />
                </Link>
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
      {menuOpen ? (
        <Box id={panelId} display={{ xl: 'none' }} borderTopWidth="1px" bg="bg">
          <Container maxWidth="7xl" py="4">
            <Stack gap="4">
              <Box display={{ md: 'none' }}>
                <HeaderSearch />
              </Box>
              <StackedNav items={nav} onNavigate={() => setMenuOpen(false)} />
              <Box display={{ md: 'none' }}>
                <AdminButton />
              </Box>
              {signedIn ? (
                <Box display={{ sm: 'none' }}>
                  <DownloadsMenu labelled />
                </Box>
              ) : null}
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
