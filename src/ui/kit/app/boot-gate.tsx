import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRouterState } from '@tanstack/react-router';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectError, selectIsBooting } from '../../../machines/session/session.selectors';
import { StatusPage } from '../errors/status-page';
import { useSession } from './app-services';

/** A quiet full-page wait while the site and the user load. */
export function FullPageLoading() {
  return (
    <Stack
      as="main"
      id="main"
      minHeight="100dvh"
      align="center"
      justify="center"
      gap="4"
      role="status"
      aria-live="polite"
    >
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage id="app.loading" />
      </Text>
    </Stack>
  );
}

/**
 * Holds the pages back until boot is over: a calm loading screen while it runs, an error with a retry when
 * the site cannot be loaded. The portal never shows a blank page.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionBooting = useSelector(session, selectIsBooting);
  const routerLoading = useRouterState({ select: (s) => s.isLoading });
  const [opened, setOpened] = useState(false);
  // The first page replaces the loading screen once the session has booted and the router has settled, in a
  // background render that React slices: the answer that ends the boot then never holds the browser for the
  // page's whole first render in one task, and no router update arrives mid-render to force it through.
  // Later navigations keep the page on screen; only the first one waits here.
  const booting = useDeferredValue(sessionBooting || (!opened && routerLoading));
  if (!booting && !opened) setOpened(true);
  const failed = useSelector(session, (s) => s.hasTag('siteError'));
  const error = useSelector(session, selectError);
  if (booting) return <FullPageLoading />;
  if (failed) {
    return (
      <StatusPage
        title={<FormattedMessage id="app.siteError.title" />}
        description={
          <>
            <FormattedMessage id="session.siteLoadFailed" />
            {error ? (
              <Text as="span" display="block" mt="2" textStyle="xs" color="fg.subtle">
                {error}
              </Text>
            ) : null}
          </>
        }
        actions={
          <Button onClick={() => session.send({ type: 'site.retry' })}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  return children;
}
