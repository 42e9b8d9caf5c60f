import { Badge, Box, Button, Card, chakra, HStack, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberCertificate } from '../../../../contract/certificate';
import {
  CertificateIssueWay,
  CertificateSource,
  CertificateStatus,
} from '../../../../contract/certificate.routes';
import { certificateCredential, certificatePdfLink } from '../../../services/api/certificate';
import { useHttp } from '../../kit/app/app-services';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { credentialFileOf, saveTextFile } from '../../kit/files/credential-file';
import { openFile } from '../../kit/files/open-file';
import { FactList } from '../../kit/layout/fact-list';
import { Stat } from '../../kit/layout/stat';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { CertificatesData, CertificatesQuery } from './certificates-data';
import { RecordsFrame } from './records-frame';

const STATUSES: readonly CertificateStatus[] = [
  CertificateStatus.held,
  CertificateStatus.expired,
  CertificateStatus.revoked,
];
const STATUS_PALETTE: Record<CertificateStatus, string> = {
  [CertificateStatus.held]: 'green',
  [CertificateStatus.expired]: 'orange',
  [CertificateStatus.revoked]: 'red',
};
const SOURCE_KEY: Record<number, string> = {
  [CertificateSource.course]: 'account.certificates.source.course',
  [CertificateSource.studyTask]: 'account.certificates.source.task',
  [CertificateSource.granted]: 'account.certificates.source.granted',
};

/** The verification page of a certificate, in the reader's language (what its QR code opens). */
const verifyPath = (code: string, locale: 'en' | undefined) =>
  `${locale === 'en' ? '/en' : ''}/certificate?code=${code}`;

function CertificateCard({ cert }: { cert: MemberCertificate }) {
  const http = useHttp();
  const locale = useLocaleParam();
  const [busy, setBusy] = useState<'pdf' | 'json' | null>(null);
  const [copied, setCopied] = useState(false);
  const revoked = cert.status === CertificateStatus.revoked;
  const run = (kind: 'pdf' | 'json', work: () => Promise<void>) => {
    setBusy(kind);
    // The client shows the gateway's message when it refuses.
    work()
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const pdf = () =>
    run('pdf', () => certificatePdfLink(http, { id: cert.id }).then(({ url }) => openFile(url)));
  const json = () =>
    run('json', () =>
      certificateCredential(http, { id: cert.id }).then(({ credential, fileName }) =>
        saveTextFile(credentialFileOf(credential), fileName, 'application/json'),
      ),
    );
  const copy = () => {
    const link = new URL(verifyPath(cert.verifyCode, locale), window.location.origin).toString();
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };
  const item = (key: string, value: ReactNode) => ({
    key,
    label: <FormattedMessage id={`account.certificates.field.${key}`} />,
    value,
  });
  return (
    <Card.Root as="li" rounded="l3" variant="outline" data-status={cert.status}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h4" size="md" wordBreak="break-word" minWidth="0">
            {cert.certificateName}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[cert.status]} variant="solid">
            <FormattedMessage id={`account.certificates.status.${cert.status}`} />
          </Badge>
        </HStack>
        <FactList
          items={[
            item('number', <chakra.span fontFamily="mono">{cert.certificateNo}</chakra.span>),
            item(
              'source',
              <>
                <FormattedMessage id={SOURCE_KEY[cert.sourceType] ?? SOURCE_KEY[CertificateSource.granted]} />
                {' · '}
                {cert.sourceName}
              </>,
            ),
            item('acquired', cert.acquireTime),
            item('validUntil', cert.expireTime ?? <FormattedMessage id="account.certificates.noExpiry" />),
            item(
              'issueWay',
              <FormattedMessage
                id={
                  cert.issueWay === CertificateIssueWay.automatic
                    ? 'account.certificates.issueWay.automatic'
                    : 'account.certificates.issueWay.manual'
                }
              />,
            ),
          ]}
        />
        {revoked && (
          <Text textStyle="sm" color="fg.error">
            <FormattedMessage
              id="account.certificates.revoked"
              values={{ time: cert.revokeTime ?? '', reason: cert.revokeReason }}
            />
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          {/* A revoked certificate is no longer handed out; its verification page says it was revoked. */}
          {!revoked && (
            <>
              <Button size="sm" colorPalette="brand" loading={busy === 'pdf'} onClick={pdf}>
                <FormattedMessage id="account.certificates.pdf" />
              </Button>
              <Button size="sm" variant="outline" loading={busy === 'json'} onClick={json}>
                <FormattedMessage id="account.certificates.json" />
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" asChild>
            <a href={verifyPath(cert.verifyCode, locale)} target="_blank" rel="noopener">
              <FormattedMessage id="account.certificates.verify" />
            </a>
          </Button>
          {!revoked && (
            <Button size="sm" variant="ghost" onClick={copy} aria-live="polite">
              <FormattedMessage id={copied ? 'account.certificates.copied' : 'account.certificates.copy'} />
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * change=3&recordType=2: my certificates. How many are held, expired and revoked, then the certificates, newest
 * first, a page at a time: each as a PDF with its QR code, as a signed credential (JSON), and its public
 * verification page.
 */
export function CertificatesPanel({ data }: { data: CertificatesData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { query } = data;
  const summary = useSettled(data.summary);
  const list = useSettled(data.list);
  const go = (next: Partial<CertificatesQuery>) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 3,
        recordType: 2,
        certStatus: 'status' in next ? next.status : query.status,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });

  return (
    <RecordsFrame
      kind={2}
      headingKey="account.certificates.title"
      listHeadingKey="account.certificates.list"
      filter={{
        id: 'certificate-status',
        label: 'account.certificates.statusLabel',
        all: 'account.certificates.status.all',
        value: query.status,
        options: STATUSES.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: `account.certificates.status.${s}` }),
        })),
        onChange: (status) => go({ status }),
      }}
      page={query.page}
      totalPage={list.data?.totalPage ?? 0}
      onPage={(page) => go({ page })}
      summary={
        <LoadState data={summary} lines={1} isEmpty={() => false} empty={null}>
          {(s) => (
            <SimpleGrid columns={{ base: 3 }} gap="4">
              <Stat label={<FormattedMessage id="account.certificates.status.1" />}>{s.held}</Stat>
              <Stat label={<FormattedMessage id="account.certificates.status.2" />}>{s.expired}</Stat>
              <Stat label={<FormattedMessage id="account.certificates.status.3" />}>{s.revoked}</Stat>
            </SimpleGrid>
          )}
        </LoadState>
      }
    >
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={
          <FormattedMessage
            id={
              query.status === undefined ? 'account.certificates.empty' : 'account.certificates.emptyStatus'
            }
          />
        }
      >
        {(p) => (
          <Box
            as="ul"
            listStyle="none"
            display="grid"
            gap="3"
            aria-labelledby="certificate-status-list-heading"
          >
            {p.list.map((cert) => (
              <CertificateCard key={cert.id} cert={cert} />
            ))}
          </Box>
        )}
      </LoadState>
    </RecordsFrame>
  );
}
