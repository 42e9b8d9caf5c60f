import { Badge, HStack, Text, Button } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CERTIFICATE_REASON_MAX, CertificateStatus } from '../../../../contract/certificate.routes';
import { createCertificateRevokeImplementations } from '../../../machines/certificate-revoke/certificate-revoke.actors';
import { certificateRevokeMachine } from '../../../machines/certificate-revoke/certificate-revoke.machine';
import { useHttp } from '../../kit/app/app-services';
import { inPlace, loadedValue, loadOnce, preloadOnIntent } from '../../kit/app/on-demand';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useSettled } from '../../kit/app/route-data';
import { Table } from '../../kit/chakra/table';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { TabLink } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { CertificatesAdminData } from './certificates-data';
import { QueueListFrame } from './queue-list-frame';

/** The revocation dialog (and the dialog machinery under it) loads on the way to a revocation. */
const loadReasonDialog = inPlace(() => import('./reason-dialog'));

const STATUSES = [
  undefined,
  CertificateStatus.held,
  CertificateStatus.expired,
  CertificateStatus.revoked,
] as const;
const PALETTE: Record<CertificateStatus, string> = {
  [CertificateStatus.held]: 'green',
  [CertificateStatus.expired]: 'orange',
  [CertificateStatus.revoked]: 'red',
};

export interface CertificatesAdminSearch {
  status?: CertificateStatus;
  keyword?: string;
  page: number;
}

/**
 * The company's awarded certificates: every holder's, by status and by a holder's name or work number or a
 * certificate's name or number; an administrator revokes one with the reason its holder and the public
 * verification page show.
 */
export function CertificatesAdminPage({
  search,
  data,
}: {
  search: CertificatesAdminSearch;
  data: CertificatesAdminData;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const router = useRouter();
  const http = useHttp();
  const list = useSettled(data.list);
  useDocumentTitle(intl.formatMessage({ id: 'crm.certificates.title' }));
  const machine = useMemo(
    () =>
      certificateRevokeMachine.provide(
        createCertificateRevokeImplementations(http, () => loadOnce(loadReasonDialog)),
      ),
    [http],
  );
  const [snapshot, send] = useMachine(machine);
  const revoked = snapshot.context.revoked;
  const seen = useRef(revoked);
  useEffect(() => {
    if (revoked > seen.current) {
      seen.current = revoked;
      void router.invalidate();
    }
  }, [revoked, router]);
  const go = (next: Partial<CertificatesAdminSearch>) =>
    void navigate({
      to: '/{-$locale}/crm/certificates',
      params: { locale },
      search: {
        status: 'status' in next ? next.status : search.status,
        keyword: 'keyword' in next ? next.keyword : search.keyword,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });
  const rows = list.data?.list ?? [];
  // Here whenever the machine asks for a reason: it only gets there once the code is.
  const ReasonDialog = loadedValue(loadReasonDialog)?.ReasonDialog;

  return (
    <QueueListFrame
      heading="crm.certificates.title"
      description="crm.certificates.description"
      filter={
        <>
          <HStack
            as="nav"
            aria-label={intl.formatMessage({ id: 'crm.certificates.filter' })}
            gap="1"
            wrap="wrap"
          >
            {STATUSES.map((s) => (
              <TabLink
                key={s ?? 'all'}
                to="/{-$locale}/crm/certificates"
                params={{ locale }}
                search={{ status: s, keyword: search.keyword }}
                current={s === search.status}
              >
                <FormattedMessage id={`crm.certificates.status.${s ?? 'all'}`} />
              </TabLink>
            ))}
          </HStack>
          <KeywordSearch
            key={search.keyword ?? ''}
            label={intl.formatMessage({ id: 'crm.certificates.search' })}
            placeholder={intl.formatMessage({ id: 'crm.certificates.search.placeholder' })}
            initial={search.keyword ?? ''}
            submit={<FormattedMessage id="crm.certificates.search.submit" />}
            onSearch={(text) => go({ keyword: text.trim() === '' ? undefined : text.trim(), page: 1 })}
          />
        </>
      }
      notices={
        <>
          {snapshot.matches('done') ? (
            <Text role="status" color="green.fg" textStyle="sm">
              <FormattedMessage id="crm.certificates.revokedDone" />
            </Text>
          ) : null}
          {snapshot.context.unavailable ? (
            <ErrorAlert message={<FormattedMessage id="http.networkError" />} />
          ) : null}
        </>
      }
      list={list}
      tableLabel={intl.formatMessage({ id: 'crm.certificates.table' })}
      isEmpty={rows.length === 0}
      empty={<FormattedMessage id="crm.certificates.empty" />}
      page={search.page}
      onPage={(page) => go({ page })}
      dialogs={
        ReasonDialog ? (
          <ReasonDialog
            open={snapshot.hasTag('asking')}
            name={snapshot.context.label}
            reason={snapshot.context.reason}
            missing={snapshot.context.missing}
            busy={snapshot.hasTag('sending')}
            error={snapshot.context.error}
            onChange={(value) => send({ type: 'reason', value })}
            onSubmit={() => send({ type: 'submit' })}
            onCancel={() => send({ type: 'cancel' })}
            texts={{
              title: 'crm.certificates.revoke.title',
              placeholder: 'crm.certificates.revoke.placeholder',
              help: 'crm.certificates.revoke.help',
              required: 'crm.certificates.revoke.required',
              submit: 'crm.certificates.revoke.submit',
            }}
            maxLength={CERTIFICATE_REASON_MAX}
          />
        ) : null
      }
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.certificates.column.holder" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.certificates.column.certificate" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.certificates.column.source" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.certificates.column.acquired" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.certificates.column.status" />
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <FormattedMessage id="crm.registrations.column.actions" />
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const label = `${row.userName}（${row.certificateName}）`;
          return (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">
                {row.userName}
                {row.empNo === '' ? null : (
                  <Text as="span" color="fg.muted" textStyle="xs" ms="2">
                    {row.empNo}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium">{row.certificateName}</Text>
                <Text color="fg.muted" textStyle="xs" fontFamily="mono">
                  {row.certificateNo}
                </Text>
              </Table.Cell>
              <Table.Cell>{row.sourceName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.acquireTime}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={PALETTE[row.status]} variant="subtle">
                  <FormattedMessage id={`crm.certificates.status.${row.status}`} />
                </Badge>
                {row.status === CertificateStatus.revoked ? (
                  <Text color="fg.muted" textStyle="xs" mt="1">
                    {row.revokeReason}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {row.status === CertificateStatus.revoked ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: 'crm.certificates.revokeOne' }, { name: label })}
                    loading={snapshot.matches('preparing') && snapshot.context.id === row.id}
                    {...preloadOnIntent(loadReasonDialog)}
                    onClick={() => send({ type: 'ask', id: row.id, label })}
                  >
                    <FormattedMessage id="crm.certificates.revoke" />
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </QueueListFrame>
  );
}
