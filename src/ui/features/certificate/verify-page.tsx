import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  HStack,
  Heading,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { createCertificateVerifyImplementations } from '../../../machines/certificate-verify/certificate-verify.actors';
import { certificateVerifyMachine } from '../../../machines/certificate-verify/certificate-verify.machine';
import {
  selectBusy,
  selectEditing,
  selectFailed,
  selectVerdict,
} from '../../../machines/certificate-verify/certificate-verify.selectors';
import type { VerifyVerdict } from '../../../machines/certificate-verify/certificate-verify.types';
import { selectSite } from '../../../machines/session/session.selectors';
import { useHttp, useSession } from '../../kit/app/app-services';
import { Alert } from '../../kit/chakra/alert';
import { Textarea } from '../../kit/chakra/textarea';
import { FactList } from '../../kit/layout/fact-list';
import { LanguageToggle } from '../../kit/locale/language-toggle';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { SiteLogo } from '../../kit/site/site-logo';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { checkSignature, codeOfToken, credentialTokenOf, type CredentialClaims } from './credential-check';

/** The credential reader the machine uses: this module's checks, with jose in the browser. */
const reader = {
  tokenOf: credentialTokenOf,
  codeOf: codeOfToken,
  check: async (token: string, lookup: { issuer: { id: string; keys: { kid: string }[] } }) => {
    const result = await checkSignature(token, {
      id: lookup.issuer.id,
      keys: lookup.issuer.keys as Parameters<typeof checkSignature>[1]['keys'],
    });
    return result.outcome === 'valid'
      ? {
          signatureValid: true,
          claims: result.claims,
          keyId: result.keyId,
          validUntil: result.claims.validUntil?.getTime() ?? null,
        }
      : { signatureValid: false, claims: null, keyId: null, validUntil: null };
  },
};

const VERDICT_PALETTE: Record<VerifyVerdict, string> = {
  valid: 'green',
  expired: 'orange',
  revoked: 'red',
  forged: 'red',
  unknown: 'gray',
  unreadable: 'orange',
};

function Verdict({ verdict, children }: { verdict: VerifyVerdict; children?: ReactNode }) {
  const status =
    verdict === 'valid' ? 'success' : verdict === 'expired' || verdict === 'unknown' ? 'warning' : 'error';
  return (
    <Alert.Root status={status} variant="surface" data-verdict={verdict}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">
          <FormattedMessage id={`certificate.verify.verdict.${verdict}`} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id={`certificate.verify.verdict.${verdict}.detail`} />
          {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Claims({ claims, verdict }: { claims: CredentialClaims; verdict: VerifyVerdict }) {
  const intl = useIntl();
  const item = (key: string, value: ReactNode) => ({
    key,
    label: <FormattedMessage id={`certificate.verify.field.${key}`} />,
    value,
  });
  const date = (d: Date | null) =>
    d ? <FormattedDate value={d} year="numeric" month="long" day="numeric" /> : null;
  return (
    <Card.Root
      rounded="l3"
      as="section"
      aria-label={intl.formatMessage({ id: 'certificate.verify.details' })}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minWidth="0">
            <Text textStyle="sm" color="fg.muted">
              {claims.issuerName}
            </Text>
            <Heading as="h2" size="xl" wordBreak="break-word">
              {claims.certificateName}
            </Heading>
          </Stack>
          <Badge colorPalette={VERDICT_PALETTE[verdict]} size="lg" variant="solid">
            <FormattedMessage id={`certificate.verify.badge.${verdict}`} />
          </Badge>
        </HStack>
        <FactList
          items={[
            item('holder', claims.holderName),
            item('number', claims.certificateNo),
            ...(claims.sourceName === '' ? [] : [item('source', claims.sourceName)]),
            item('issuedOn', date(claims.validFrom)),
            item(
              'validUntil',
              claims.validUntil ? (
                date(claims.validUntil)
              ) : (
                <FormattedMessage id="certificate.verify.noExpiry" />
              ),
            ),
            item('issuer', claims.issuerName),
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/certificate`: anyone, signed in or not, checks a certificate of this site — from a verification link or QR
 * code (`?code=`), or a credential pasted or opened from its saved JSON file. The signature is checked in the
 * browser against the keys the site publishes; revocation and expiry come after.
 */
export function VerifyPage({ code }: { code: string | undefined }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const http = useHttp();
  const site = useSelector(useSession(), selectSite);
  useDocumentTitle(intl.formatMessage({ id: 'certificate.verify.title' }));
  const machine = useMemo(
    () => certificateVerifyMachine.provide(createCertificateVerifyImplementations(http, reader)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, { input: code === undefined ? {} : { code } });
  const busy = selectBusy(snapshot);
  const editing = selectEditing(snapshot);
  const failed = selectFailed(snapshot);
  const verdict = selectVerdict(snapshot);
  const { text, check, lookup, error } = snapshot.context;
  const claims = (check?.claims ?? null) as CredentialClaims | null;
  const fileInput = useRef<HTMLInputElement>(null);

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    // A credential file is small; anything large is not one.
    const content = file.size > 200_000 ? '' : await file.text();
    send({ type: 'edit', text: content });
    send({ type: 'submit' });
  };

  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxWidth="3xl">
          <Flex height="16" align="center" justify="space-between" gap="4">
            <Link to="/{-$locale}" params={{ locale }}>
              <SiteLogo src={site?.logo} name={site?.websiteTitle ?? ''} height="8" />
            </Link>
            <LanguageToggle />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="main" flex="1">
        <Container maxWidth="3xl" py={{ base: '6', md: '10' }}>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                <FormattedMessage id="certificate.verify.title" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id="certificate.verify.lead" />
              </Text>
            </Stack>

            {busy && (
              <Card.Root rounded="l3" aria-live="polite" aria-busy="true">
                <Card.Body>
                  <Text color="fg.muted">
                    <FormattedMessage id="certificate.verify.checking" />
                  </Text>
                </Card.Body>
              </Card.Root>
            )}

            {failed && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage id="certificate.verify.failed" />
                  </Alert.Title>
                  {error ? <Alert.Description>{error}</Alert.Description> : null}
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={() => send({ type: 'retry' })}>
                  <FormattedMessage id="certificate.verify.retry" />
                </Button>
              </Alert.Root>
            )}

            {verdict !== null && verdict !== 'unreadable' && !busy && (
              <Stack gap="4" role="status">
                <Verdict verdict={verdict}>
                  {verdict === 'revoked' && lookup?.standing?.revokeReason ? (
                    <Text mt="1">
                      <FormattedMessage
                        id="certificate.verify.revokeReason"
                        values={{
                          reason: lookup.standing.revokeReason,
                          time: lookup.standing.revokeTime ?? '',
                        }}
                      />
                    </Text>
                  ) : null}
                </Verdict>
                {claims && <Claims claims={claims} verdict={verdict} />}
                {check?.signatureValid && (
                  <Text textStyle="xs" color="fg.muted" data-testid="verify-method">
                    <FormattedMessage
                      id="certificate.verify.method"
                      values={{
                        key: check.keyId ?? '',
                        duration: (
                          <FormattedNumber
                            value={check.elapsedMs}
                            style="unit"
                            unit="millisecond"
                            unitDisplay="short"
                            maximumFractionDigits={1}
                          />
                        ),
                      }}
                    />
                  </Text>
                )}
                <HStack>
                  <Button variant="outline" onClick={() => send({ type: 'reset' })}>
                    <FormattedMessage id="certificate.verify.another" />
                  </Button>
                </HStack>
              </Stack>
            )}

            {editing && (
              <Card.Root rounded="l3" as="section" aria-labelledby="verify-paste-heading">
                <Card.Body gap="3">
                  <Heading as="h2" size="md" id="verify-paste-heading">
                    <FormattedMessage id="certificate.verify.pasteHeading" />
                  </Heading>
                  <chakra.label htmlFor="verify-credential" textStyle="sm" color="fg.muted">
                    <FormattedMessage id="certificate.verify.pasteLabel" />
                  </chakra.label>
                  <Textarea
                    id="verify-credential"
                    rows={6}
                    fontFamily="mono"
                    fontSize="xs"
                    value={text}
                    aria-invalid={verdict === 'unreadable'}
                    onChange={(e) => send({ type: 'edit', text: e.target.value })}
                  />
                  {verdict === 'unreadable' && (
                    <Text color="fg.error" textStyle="sm" role="alert">
                      <FormattedMessage id="certificate.verify.unreadable" />
                    </Text>
                  )}
                  <HStack gap="3" wrap="wrap">
                    <Button
                      colorPalette="brand"
                      disabled={text.trim() === ''}
                      onClick={() => send({ type: 'submit' })}
                    >
                      <FormattedMessage id="certificate.verify.submit" />
                    </Button>
                    <Button variant="outline" onClick={() => fileInput.current?.click()}>
                      <FormattedMessage id="certificate.verify.openFile" />
                    </Button>
                    <chakra.input
                      ref={fileInput}
                      type="file"
                      accept=".json,application/json"
                      display="none"
                      data-testid="verify-file"
                      onChange={(e) => void openFile(e.target.files?.[0])}
                    />
                  </HStack>
                </Card.Body>
              </Card.Root>
            )}

            <Text textStyle="xs" color="fg.muted">
              <FormattedMessage id="certificate.verify.about" />
            </Text>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
