import {
  Box,
  Card,
  Container,
  Flex,
  HStack,
  Heading,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
  Button,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSite } from '../../../machines/session/session.selectors';
import { agreementView } from '../../../services/api/system';
import { useSession } from '../../kit/app/app-services';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { LanguageToggle } from '../../kit/locale/language-toggle';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { SiteLogo } from '../../kit/site/site-logo';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { sanitizeHtml } from '../../kit/rich-text/sanitize-html';

const TYPES = [1, 2] as const;

/** The service agreement (type 1) or the privacy policy (type 2); public, never behind sign-in. */
export function AgreementPage({ type }: { type: 1 | 2 }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const site = useSelector(useSession(), selectSite);
  const { data, loading, error, reload } = useGatewayData(`agreement-${type}-${locale ?? 'zh'}`, (http) =>
    agreementView(http, { type }, { isShowErrTip: false }),
  );
  const html = useMemo(() => (data ? sanitizeHtml(data.content) : ''), [data]);
  useDocumentTitle(data?.title ?? intl.formatMessage({ id: `agreement.type.${type}` }));

  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxWidth="4xl">
          <Flex height="16" align="center" justify="space-between" gap="4">
            <Link to="/{-$locale}" params={{ locale }}>
              <SiteLogo src={site?.logo} name={site?.websiteTitle ?? ''} height="8" />
            </Link>
            <LanguageToggle />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="main" flex="1">
        <Container maxWidth="4xl" py={{ base: '6', md: '10' }}>
          <Stack gap="5">
            <HStack as="nav" aria-label={intl.formatMessage({ id: 'agreement.nav' })} gap="2">
              {TYPES.map((t) => (
                <Button key={t} asChild size="sm" variant={t === type ? 'subtle' : 'ghost'}>
                  <Link
                    to="/{-$locale}/agreement"
                    params={{ locale }}
                    search={{ type: t }}
                    aria-current={t === type ? 'page' : undefined}
                  >
                    <FormattedMessage id={`agreement.type.${t}`} />
                  </Link>
                </Button>
              ))}
            </HStack>
            <Card.Root variant="outline" rounded="l3">
              <Card.Body gap="4" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
                {loading ? (
                  <Stack gap="3" aria-busy="true">
                    <Skeleton height="8" width="60%" />
                    <Skeleton height="4" />
                    <Skeleton height="4" />
                    <Skeleton height="4" width="80%" />
                  </Stack>
                ) : data ? (
                  <article>
                    <Heading as="h1" size="2xl" mb="2">
                      {data.title}
                    </Heading>
                    <Text color="fg.muted" textStyle="sm" mb="6">
                      <FormattedMessage id="agreement.updated" values={{ date: data.gmtModified }} />
                    </Text>
                    {/* Sanitised twice: by the gateway and by sanitizeHtml above. */}
                    <Box
                      className="agreement-content"
                      lineHeight="1.8"
                      css={{
                        '& h2': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' },
                        '& h3': { fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '2' },
                        '& p': { mb: '3' },
                        '& ul, & ol': { ps: '6', mb: '3' },
                        '& ul': { listStyleType: 'disc' },
                        '& ol': { listStyleType: 'decimal' },
                        '& a': { color: 'brand.fg', textDecoration: 'underline' },
                      }}
                      dangerouslySetInnerHTML={{ __html: html }}
                    />
                  </article>
                ) : (
                  <Stack align="start" gap="3" role="alert">
                    <Text>{error || <FormattedMessage id="agreement.loadFailed" />}</Text>
                    <Button size="sm" variant="outline" onClick={reload}>
                      <FormattedMessage id="app.retry" />
                    </Button>
                  </Stack>
                )}
              </Card.Body>
            </Card.Root>
            <ChakraLink asChild color="fg.muted" textStyle="sm" alignSelf="center">
              <Link to="/{-$locale}/login" params={{ locale }}>
                <FormattedMessage id="register.backToLogin" />
              </Link>
            </ChakraLink>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
