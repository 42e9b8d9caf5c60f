import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RegisterStatus } from '../../../../contract/user.routes';
import { batchSelectMachine } from '../../../machines/batch-select/batch-select.machine';
import { selectAllState, selectChosen } from '../../../machines/batch-select/batch-select.selectors';
import {
  selectPreparingId,
  selectReasonUnavailable,
} from '../../../machines/registration-audit/registration-audit.selectors';
import { createRegistrationAuditImplementations } from '../../../machines/registration-audit/registration-audit.actors';
import { registrationAuditMachine } from '../../../machines/registration-audit/registration-audit.machine';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { preloadOnIntent, inPlace, loadedValue, loadOnce } from '../../kit/app/on-demand';
import { useSettled } from '../../kit/app/route-data';
import { Table } from '../../kit/chakra/table';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { NativeCheckbox } from '../../kit/forms/native-checkbox';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { TabLink } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { QueueListFrame } from './queue-list-frame';
import type { RegistrationStatus, RegistrationsData } from './registrations-data';

const STATUSES: readonly RegistrationStatus[] = [
  RegisterStatus.awaiting,
  RegisterStatus.approved,
  RegisterStatus.rejected,
];
const STATUS_PALETTE = { 1: 'orange', 2: 'green', 3: 'red' } as const;

/**
 * The refusal dialog (and the dialog machinery under it) loads on the way to a refusal: resting on or reaching
 * a refuse button starts it, and the machine waits for it before asking (`preparingReason`). A failure says so
 * and the next click tries again, without reloading the page.
 */
const loadReasonDialog = inPlace(() => import('./reason-dialog'));
const REASON_ENTRY = {
  ready: () => loadedValue(loadReasonDialog) !== null,
  prepare: () => loadOnce(loadReasonDialog),
};

/**
 * The registrations queue: applications of the administrator's company by status, ten a page; approve one or
 * the selected ones, or refuse one with a reason the applicant reads when checking where the application stands.
 * `data` is the page the route's loader read.
 */
export function RegistrationsPage({
  status,
  page,
  data,
}: {
  status: RegistrationStatus;
  page: number;
  data: RegistrationsData;
}) {
  const intl = useIntl();
  const http = useHttp();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const router = useRouter();
  const machine = useMemo(
    () => registrationAuditMachine.provide(createRegistrationAuditImplementations(http, REASON_ENTRY)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const { decisions, error, target, reason, reasonMissing, approved } = snapshot.context;
  const preparingId = selectPreparingId(snapshot);
  const busy = snapshot.hasTag('busy');
  const list = useSettled(data.list);
  // Only the selection: approving the chosen rows is a decision of the registrationAudit machine.
  const [selection, select] = useMachine(batchSelectMachine, actorOptions());
  useDocumentTitle(intl.formatMessage({ id: 'crm.queue.registrations' }));

  // A decision changes the list and the counts: the loaders read both again. The selection belongs to the
  // list it was made on.
  const seen = useRef(decisions);
  useEffect(() => {
    if (seen.current === decisions) return;
    seen.current = decisions;
    void router.invalidate();
  }, [decisions, router]);
  const listKey = `${status}:${page}:${decisions}`;
  const shown = list.data;
  const awaitingIds = useMemo(
    () => (shown?.list ?? []).filter((r) => r.status === RegisterStatus.awaiting).map((r) => r.id),
    [shown],
  );
  useEffect(() => {
    select({ type: 'list.show', key: listKey, rows: awaitingIds });
  }, [listKey, awaitingIds, select]);

  const rows = list.data?.list ?? [];
  const chosen = selectChosen(selection);
  // Here whenever the machine waits for a reason: it only gets there once the code is (`REASON_ENTRY`).
  const ReasonDialog = loadedValue(loadReasonDialog)?.ReasonDialog;
  const goTo = (next: { status?: RegistrationStatus; page?: number }) =>
    void navigate({
      to: '/{-$locale}/crm/registrations',
      params: { locale },
      search: { status: next.status ?? status, page: next.page ?? 1 },
    });

  return (
    <QueueListFrame
      heading="crm.queue.registrations"
      description="crm.queue.registrations.description"
      filter={
        <HStack
          as="nav"
          aria-label={intl.formatMessage({ id: 'crm.registrations.filter' })}
          gap="1"
          wrap="wrap"
        >
          {STATUSES.map((s) => (
            <TabLink
              key={s}
              to="/{-$locale}/crm/registrations"
              params={{ locale }}
              search={{ status: s, page: 1 }}
              current={s === status}
            >
              <FormattedMessage id={`crm.registrations.status.${s}`} />
            </TabLink>
          ))}
        </HStack>
      }
      notices={
        <>
          {error && !snapshot.hasTag('reasonEntry') ? <ErrorAlert message={error} /> : null}
          {selectReasonUnavailable(snapshot) ? (
            <ErrorAlert message={<FormattedMessage id="http.networkError" />} />
          ) : null}
          {!error && decisions > 0 ? (
            <Text role="status" color="fg.success" textStyle="sm">
              {approved === null ? (
                <FormattedMessage id="crm.registrations.rejectedDone" />
              ) : (
                <FormattedMessage id="crm.registrations.approvedCount" values={{ count: approved }} />
              )}
            </Text>
          ) : null}
        </>
      }
      toolbar={
        status === RegisterStatus.awaiting && rows.length > 0 ? (
          <HStack gap="3" wrap="wrap">
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="crm.registrations.selected" values={{ count: chosen.length }} />
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={chosen.length === 0 || busy}
              loading={busy && snapshot.matches('approving') && chosen.length > 1}
              onClick={() => send({ type: 'audit.approve', ids: chosen })}
            >
              <FormattedMessage id="crm.registrations.approveSelected" />
            </Button>
          </HStack>
        ) : null
      }
      list={list}
      tableLabel={intl.formatMessage({ id: 'crm.registrations.table' })}
      isEmpty={rows.length === 0}
      empty={<FormattedMessage id={`crm.registrations.empty.${status}`} />}
      page={page}
      onPage={(p) => goTo({ page: p })}
      dialogs={
        ReasonDialog ? (
          <ReasonDialog
            open={snapshot.hasTag('reasonEntry')}
            name={target?.name ?? ''}
            reason={reason}
            missing={reasonMissing}
            busy={busy}
            error={snapshot.hasTag('reasonEntry') ? error : null}
            onChange={(value) => send({ type: 'reason.change', value })}
            onSubmit={() => send({ type: 'reason.submit' })}
            onCancel={() => send({ type: 'reason.cancel' })}
          />
        ) : null
      }
    >
      <Table.Header>
        <Table.Row>
          {status === RegisterStatus.awaiting ? (
            <Table.ColumnHeader width="10">
              <NativeCheckbox
                size="sm"
                colorPalette="gray"
                aria-label={intl.formatMessage({ id: 'crm.registrations.selectAll' })}
                checked={selectAllState(selection)}
                disabled={awaitingIds.length === 0}
                onToggle={() => select({ type: 'select.all' })}
              />
            </Table.ColumnHeader>
          ) : null}
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.name" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.phone" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.empNo" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.company" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.appliedAt" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.status" />
          </Table.ColumnHeader>
          {status === RegisterStatus.awaiting ? (
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="crm.registrations.column.actions" />
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            {status === RegisterStatus.awaiting ? (
              <Table.Cell>
                <NativeCheckbox
                  size="sm"
                  colorPalette="gray"
                  aria-label={intl.formatMessage({ id: 'crm.registrations.select' }, { name: row.name })}
                  checked={chosen.includes(row.id)}
                  // A row decided a moment ago cannot be chosen again.
                  disabled={!awaitingIds.includes(row.id)}
                  onToggle={() => select({ type: 'select.toggle', id: row.id })}
                />
              </Table.Cell>
            ) : null}
            <Table.Cell fontWeight="medium" whiteSpace="nowrap">
              {row.name}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.phone}</Table.Cell>
            <Table.Cell>{row.empNo === '' ? <FormattedMessage id="crm.none" /> : row.empNo}</Table.Cell>
            <Table.Cell>{row.enterpriseName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.gmtCreate}</Table.Cell>
            <Table.Cell>
              <Stack gap="1" align="flex-start">
                <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle">
                  <FormattedMessage id={`crm.registrations.status.${row.status}`} />
                </Badge>
                {row.reason === '' ? null : (
                  <Text textStyle="xs" color="fg.muted">
                    {row.reason}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            {status === RegisterStatus.awaiting ? (
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <HStack gap="2" justify="flex-end">
                  <Button
                    size="xs"
                    colorPalette="brand"
                    disabled={busy}
                    aria-label={intl.formatMessage(
                      { id: 'crm.registrations.approveOne' },
                      { name: row.name },
                    )}
                    onClick={() => send({ type: 'audit.approve', ids: [row.id] })}
                  >
                    <FormattedMessage id="crm.registrations.approve" />
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={busy || preparingId !== null}
                    loading={preparingId === row.id}
                    aria-label={intl.formatMessage({ id: 'crm.registrations.rejectOne' }, { name: row.name })}
                    {...preloadOnIntent(loadReasonDialog)}
                    onClick={() => send({ type: 'audit.reject', target: { id: row.id, name: row.name } })}
                  >
                    <FormattedMessage id="crm.registrations.reject" />
                  </Button>
                </HStack>
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </QueueListFrame>
  );
}
