import { Box, Container, Flex } from '@chakra-ui/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ChangePasswordDialog } from '../home/change-password-dialog';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PortalActions {
  openChangePassword: () => void;
}

const PortalActionsContext = createContext<PortalActions>({ openChangePassword: () => {} });

/** Actions the frame offers to the page inside it (the header menu offers the same ones). */
export function usePortalActions(): PortalActions {
  return useContext(PortalActionsContext);
}

/** The frame of the signed-in pages until the portal shell arrives: header, main content, footer. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const actions = useMemo(() => ({ openChangePassword: () => setChangingPassword(true) }), []);
  return (
    <PortalActionsContext.Provider value={actions}>
      <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
        <SiteHeader onChangePassword={actions.openChangePassword} />
        <Box as="main" id="main" flex="1">
          <Container maxWidth="6xl" py={{ base: '6', md: '10' }}>
            {children}
          </Container>
        </Box>
        <SiteFooter />
        <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      </Flex>
    </PortalActionsContext.Provider>
  );
}
