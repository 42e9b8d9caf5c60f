import { Badge, Button, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { Table } from '../../kit/chakra/table';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { MarkingListData } from './marking-list-data';
import { QueueListFrame } from './queue-list-frame';

/**
 * The marking queue: handed-in attempts of the company whose short answers wait, the longest-waiting first.
 * `data` is the page the route's loader read.
 */
export function MarkingListPage({ page, data }: { page: number; data: MarkingListData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const list = useSettled(data.list);
  useDocumentTitle(intl.formatMessage({ id: 'crm.queue.marking' }));
  const rows = list.data?.list ?? [];

  return (
    <QueueListFrame
      heading="crm.queue.marking"
      description="crm.queue.marking.description"
      list={list}
      tableLabel={intl.formatMessage({ id: 'crm.marking.table' })}
      isEmpty={rows.length === 0}
      empty={<FormattedMessage id="crm.marking.empty" />}
      page={page}
      onPage={(p) =>
        void navigate({ to: '/{-$locale}/crm/marking', params: { locale }, search: { page: p } })
      }
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.marking.column.exam" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.marking.column.member" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.marking.column.handedIn" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="crm.marking.column.toMark" />
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <FormattedMessage id="crm.registrations.column.actions" />
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell fontWeight="medium">{row.examName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {row.userName}
              {row.empNo === '' ? null : (
                <Text as="span" color="fg.muted" textStyle="xs" ms="2">
                  {row.empNo}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.finishTime}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette="orange" variant="subtle">
                <FormattedMessage id="crm.marking.toMark" values={{ count: row.toMark }} />
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button asChild size="xs" colorPalette="brand">
                <Link
                  to="/{-$locale}/crm/marking/$id"
                  params={{ locale, id: row.id }}
                  aria-label={intl.formatMessage(
                    { id: 'crm.marking.openOne' },
                    { exam: row.examName, name: row.userName },
                  )}
                >
                  <FormattedMessage id="crm.marking.open" />
                </Link>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </QueueListFrame>
  );
}
