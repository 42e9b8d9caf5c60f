import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Page } from '../../../../contract/envelope';
import { batchSelectMachine } from '../../../machines/batch-select/batch-select.machine';
import { selectAllState, selectChosen } from '../../../machines/batch-select/batch-select.selectors';
import {
  selectPreparingId,
  selectReasonUnavailable,
} from '../../../machines/registration-audit/registration-audit.selectors';
import {
  createRegistrationAuditImplementations,
  type AuditCalls,
} from '../../../machines/registration-audit/registration-audit.actors';
import { registrationAuditMachine } from '../../../machines/registration-audit/registration-audit.machine';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { preloadOnIntent, inPlace, loadedValue, loadOnce } from '../../kit/app/on-demand';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { Table } from '../../kit/chakra/table';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { NativeCheckbox } from '../../kit/forms/native-checkbox';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { TabLink } from '../../kit/navigation/tab-link';
import type { MessageId } from '../../kit/locale/messages';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { QueueListFrame } from './queue-list-frame';
import type { ReasonTexts } from './reason-dialog';

/** An application's state in a queue: awaiting approval, approved, not approved. */
export type ApplicationStatus = 1 | 2 | 3;
const AWAITING = 1;
const STATUSES: readonly ApplicationStatus[] = [1, 2, 3];
const STATUS_PALETTE = { 1: 'orange', 2: 'green', 3: 'red' } as const;

/** What every queue's row has; the queue's own columns show the rest. */
export interface ApplicationRow {
  id: string;
  name: string;
  phone: string;
  status: ApplicationStatus;
  reason: string;
}

/** A column of the queue's own, between the phone and the time of the application. */
export interface QueueColumn<R> {
  header: MessageId;
  cell: (row: R) => ReactNode;
}

/** The words that name a queue's kind of application. */
export interface QueueTexts extends ReasonTexts {
  heading: MessageId;
  description: MessageId;
  table: MessageId;
  empty: Record<ApplicationStatus, MessageId>;
  rejectedDone: MessageId;
}

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
 * A queue of applications (registrations, applications to study tasks and projects): by status, a page at a time; approve one
 * or the selected ones, or refuse one with a reason the applicant reads. `list` is the page the route's loader
 * read, `calls` the queue's decisions, `route` its own address (the status tabs and pages).
 */
export function ApplicationQueue<R extends ApplicationRow>({
  route,
  status,
  page,
  list: read,
  columns,
  appliedAt,
  calls,
  texts,
  maxReason,
  applicant = (row) => row.name,
}: {
  route:
    | '/{-$locale}/crm/registrations'
    | '/{-$locale}/crm/task-applications'
    | '/{-$locale}/crm/project-applications';
  status: ApplicationStatus;
  page: number;
  list: Settled<Page<R>>;
  columns: readonly QueueColumn<R>[];
  appliedAt: (row: R) => string;
  calls: AuditCalls;
  texts: QueueTexts;
  maxReason: number;
  /** The applicant as the buttons and the dialog name them (the name, or the name and what was applied for). */
  applicant?: (row: R) => string;
}) {
  const who = applicant;
  const intl = useIntl();
  const http = useHttp();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const router = useRouter();
  const machine = useMemo(
    () => registrationAuditMachine.provide(createRegistrationAuditImplementations(http, REASON_ENTRY, calls)),
    [http, calls],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const { decisions, error, target, reason, reasonMissing, approved } = snapshot.context;
  const preparingId = selectPreparingId(snapshot);
  const busy = snapshot.hasTag('busy');
  const list = useSettled(read);
  // Only the selection: approving the chosen rows is a decision of the registrationAudit machine.
  const [selection, select] = useMachine(batchSelectMachine, actorOptions());
  useDocumentTitle(intl.formatMessage({ id: texts.heading }));

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
    () => (shown?.list ?? []).filter((r) => r.status === AWAITING).map((r) => r.id),
    [shown],
  );
  useEffect(() => {
    select({ type: 'list.show', key: listKey, rows: awaitingIds });
  }, [listKey, awaitingIds, select]);

  const rows = list.data?.list ?? [];
  const chosen = selectChosen(selection);
  // Here whenever the machine waits for a reason: it only gets there once the code is (`REASON_ENTRY`).
  const ReasonDialog = loadedValue(loadReasonDialog)?.ReasonDialog;
  const goTo = (next: { status?: ApplicationStatus; page?: number }) =>
    void navigate({
      to: route,
      params: { locale },
      search: { status: next.status ?? status, page: next.page ?? 1 },
    });

  return (
    <QueueListFrame
      heading={texts.heading}
      description={texts.description}
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
              to={route}
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
                <FormattedMessage id={texts.rejectedDone} />
              ) : (
                <FormattedMessage id="crm.registrations.approvedCount" values={{ count: approved }} />
              )}
            </Text>
          ) : null}
        </>
      }
      toolbar={
        status === AWAITING && rows.length > 0 ? (
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
      tableLabel={intl.formatMessage({ id: texts.table })}
      isEmpty={rows.length === 0}
      empty={<FormattedMessage id={texts.empty[status]} />}
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
            texts={texts}
            maxLength={maxReason}
          />
        ) : null
      }
    >
      <Table.Header>
        <Table.Row>
          {status === AWAITING ? (
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
          {columns.map((c) => (
            <Table.ColumnHeader key={c.header}>
              <FormattedMessage id={c.header} />
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.appliedAt" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.registrations.column.status" />
          </Table.ColumnHeader>
          {status === AWAITING ? (
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="crm.registrations.column.actions" />
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            {status === AWAITING ? (
              <Table.Cell>
                <NativeCheckbox
                  size="sm"
                  colorPalette="gray"
                  aria-label={intl.formatMessage({ id: 'crm.registrations.select' }, { name: who(row) })}
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
            {columns.map((c) => (
              <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
            ))}
            <Table.Cell whiteSpace="nowrap">{appliedAt(row)}</Table.Cell>
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
            {status === AWAITING ? (
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <HStack gap="2" justify="flex-end">
                  <Button
                    size="xs"
                    colorPalette="brand"
                    disabled={busy}
                    aria-label={intl.formatMessage(
                      { id: 'crm.registrations.approveOne' },
                      { name: who(row) },
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
                    aria-label={intl.formatMessage({ id: 'crm.registrations.rejectOne' }, { name: who(row) })}
                    {...preloadOnIntent(loadReasonDialog)}
                    onClick={() => send({ type: 'audit.reject', target: { id: row.id, name: who(row) } })}
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
