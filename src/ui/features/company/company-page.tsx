import {
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectCanCancelCompany,
  selectEnterprises,
  selectError,
  selectIsSignedIn,
  selectSite,
} from '../../../machines/session/session.selectors';
import { useSession } from '../../kit/app/app-services';
import { BuildingIcon } from '../../kit/icons/icons';
import { AuthLayout } from '../../kit/layout/auth-layout';
import { LanguageToggle } from '../../kit/locale/language-toggle';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { safeRedirect } from '../../kit/navigation/safe-redirect';
import { SiteLogo } from '../../kit/site/site-logo';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { CompanyList } from './company-list';
import { ErrorAlert } from '../../kit/forms/error-alert';

interface CompanyPageProps {
  /** `page`: the portal's chooser; `compact`: the app-like one of /appCompany. */
  layout: 'page' | 'compact';
  redirectTo: string | undefined;
}

/**
 * Choosing the company to enter, after sign-in or to switch. The session machine does the work
 * (company.switch / company.choose / company.cancel); the page leaves once the session is signed in again.
 */
export function CompanyPage({ layout, redirectTo }: CompanyPageProps) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const site = useSelector(session, selectSite);
  const enterprises = useSelector(session, selectEnterprises);
  const signedIn = useSelector(session, selectIsSignedIn);
  const canCancel = useSelector(session, selectCanCancelCompany);
  const listLoading = useSelector(session, (s) => s.hasTag('loadingCompanies'));
  const choosing = useSelector(session, (s) => s.hasTag('choosing'));
  const error = useSelector(session, selectError);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Opened while signed in, the switch starts in an effect after the first paint: no stale list meanwhile.
  const loading = listLoading || (signedIn && !leaving);

  useDocumentTitle(intl.formatMessage({ id: 'company.pageTitle' }));

  // Opened while signed in: this is a switch (from the user menu, the home page or the address bar), so ask the
  // session for the list. The page is the one place that starts it, after the navigation that brought it here.
  useEffect(() => {
    if (session.getSnapshot().hasTag('signedIn')) session.send({ type: 'company.switch' });
  }, [session]);

  // Chosen (or cancelled) and the session is complete again: go where the user was heading.
  useEffect(() => {
    if (!leaving || !signedIn) return;
    const target = safeRedirect(redirectTo);
    if (target) void navigate({ href: target, replace: true });
    else void navigate({ to: '/{-$locale}/home', params: { locale }, replace: true });
  }, [leaving, signedIn, redirectTo, navigate, locale]);

  function choose(enterpriseId: string) {
    setPendingId(enterpriseId);
    setLeaving(true);
    session.send({ type: 'company.choose', enterpriseId });
  }

  function cancel() {
    setLeaving(true);
    session.send({ type: 'company.cancel' });
  }

  const compact = layout === 'compact';

  const body = (
    <Stack gap="4">
      {error && !choosing ? (
        <ErrorAlert
          message={error}
          action={
            <Button size="xs" variant="outline" onClick={() => session.send({ type: 'company.retry' })}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      ) : null}
      {loading ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="16" rounded="l3" />
          <Skeleton height="16" rounded="l3" />
        </Stack>
      ) : enterprises.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BuildingIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>
              <FormattedMessage id="company.empty.title" />
            </EmptyState.Title>
            <EmptyState.Description>
              <FormattedMessage id="company.empty.description" />
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <CompanyList
          enterprises={enterprises}
          pendingId={choosing ? pendingId : null}
          disabled={choosing}
          onChoose={choose}
          compact={compact}
        />
      )}
      <HStack justify="space-between" px={compact ? '4' : '0'} pt="1">
        <Button variant="ghost" size="sm" color="fg.muted" onClick={() => session.send({ type: 'logout' })}>
          <FormattedMessage id="user.logout" />
        </Button>
        {canCancel ? (
          <Button variant="outline" size="sm" onClick={cancel} disabled={choosing}>
            <FormattedMessage id="app.cancel" />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );

  if (compact) {
    return (
      <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="3"
          px="4"
          py="3"
          bg="bg"
          borderBottomWidth="1px"
        >
          <HStack gap="2" minWidth="0">
            <SiteLogo src={site?.logo} name={site?.websiteTitle ?? ''} height="7" />
          </HStack>
          <LanguageToggle size="xs" />
        </Flex>
        <Box as="main" id="main" flex="1" width="full" maxWidth="lg" mx="auto" py="4">
          <Stack gap="1" px="4" pb="3">
            <Heading as="h1" size="lg">
              <FormattedMessage id="company.heading" />
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              <FormattedMessage id="company.subheading" />
            </Text>
          </Stack>
          <Box bg="bg" borderTopWidth="1px">
            {body}
          </Box>
        </Box>
      </Flex>
    );
  }

  return (
    <AuthLayout width="lg">
      <Card.Root variant="elevated" rounded="l3" boxShadow="lg">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="company.heading" />
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="company.subheading" />
          </Text>
        </Card.Header>
        <Card.Body>{body}</Card.Body>
      </Card.Root>
    </AuthLayout>
  );
}
