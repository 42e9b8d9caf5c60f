import { Box, Container, Flex } from '@chakra-ui/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { RouteProgress } from '../shell/route-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PortalActions {
  openChangePassword: () => void;
}

const PortalActionsContext = createContext<PortalActions>({ openChangePassword: () => {} });
/** Set inside the frame, so a page that wraps itself in the frame under the signed-in layout gets only one. */
const InFrameContext = createContext(false);

/** Actions the frame offers to the page inside it (the header menu offers the same ones). */
export function usePortalActions(): PortalActions {
  return useContext(PortalActionsContext);
}

/** The frame of the signed-in pages: loading bar, header with the tab bar, main content, footer. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const inFrame = useContext(InFrameContext);
  if (inFrame) return children;
  return <PortalFrame>{children}</PortalFrame>;
}

function PortalFrame({ children }: { children: ReactNode }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const actions = useMemo(() => ({ openChangePassword: () => setChangingPassword(true) }), []);
  return (
    <PortalActionsContext.Provider value={actions}>
      <InFrameContext.Provider value={true}>
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
      </InFrameContext.Provider>
    </PortalActionsContext.Provider>
  );
}
