import { Box, Container, Flex } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { PortalActionsContext } from './portal-actions';
import { RouteProgress } from '../shell/route-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The portal frame: loading bar, header with the tab bar, main content, footer. The locale layout draws it
 * once around every page that asks for it (see `portal-frame.ts`); pages never draw it themselves.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const actions = useMemo(() => ({ openChangePassword: () => setChangingPassword(true) }), []);
  return (
    <PortalActionsContext.Provider value={actions}>
      <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
        <RouteProgress />
        <SiteHeader onChangePassword={actions.openChangePassword} />
        <Box as="main" id="main" flex="1">
          <Container maxWidth="7xl" py={{ base: '6', md: '10' }}>
            {children}
          </Container>
        </Box>
        <SiteFooter />
        <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      </Flex>
    </PortalActionsContext.Provider>
  );
}
