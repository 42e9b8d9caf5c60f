import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { BatchToolbar } from './batch-toolbar';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { FilterBar } from './filter-bar';
import { Pager } from '../../kit/navigation/pager';
import type { ReadListData } from './read-list-data';
import { useReadList, type ReadListSource } from './use-read-list';

/** Message ids of what a read-state list says about itself. */
export interface ReadListText {
  title: string;
  /** The accessible name of the list. */
  list: string;
  empty: string;
  /** The delete confirmation's body, given `{count}`. */
  deleteBody: string;
}

/** A row's part in the selection. */
export interface RowSelection {
  checked: boolean;
  onToggle: () => void;
}

interface ReadListPanelProps<T extends { id: string }> {
  source: ReadListSource;
  /** What the account route's loader read. */
  data: ReadListData<T>;
  /** The account centre's tab the list is on. */
  change: 5 | 6;
  text: ReadListText;
  /** Skeleton rows while the first page loads. */
  placeholders: number;
  renderRow: (row: T, selection: RowSelection) => ReactNode;
}

/** An account-centre tab listing rows with read state: filter, batch actions, the rows, pages. */
export function ReadListPanel<T extends { id: string }>({
  source,
  data: read,
  change,
  text,
  placeholders,
  renderRow,
}: ReadListPanelProps<T>) {
  const intl = useIntl();
  const list = useReadList(source, read, change);
  const { data, error, loading } = list.list;

  return (
    <Card.Root rounded="l3">
      <Card.Header gap="4">
        <Heading as="h2" size="lg">
          <FormattedMessage id={text.title} />
        </Heading>
        <FilterBar value={list.filter} counts={list.counts} onChange={list.changeFilter} />
        <BatchToolbar
          allState={list.allState}
          selectedCount={list.chosen.length}
          busy={list.busy}
          disabled={list.rows.length === 0}
          onToggleAll={list.toggleAll}
          onRead={list.markChosenRead}
          onDelete={list.askDelete}
          onReadAll={list.markAllRead}
        />
      </Card.Header>
      <Card.Body gap="4">
        {error ? <ErrorAlert message={error} /> : null}
        {loading && !data ? (
          <Stack gap="3">
            {Array.from({ length: placeholders }, (_, i) => (
              <Skeleton key={i} height="16" />
            ))}
          </Stack>
        ) : list.rows.length === 0 && !error ? (
          <Text color="fg.muted" textAlign="center" py="10">
            <FormattedMessage id={text.empty} />
          </Text>
        ) : (
          <Box as="ul" aria-label={intl.formatMessage({ id: text.list })} listStyle="none">
            <Stack gap="2">
              {list.rows.map((row) => (
                <Fragment key={row.id}>
                  {renderRow(row, { checked: list.isSelected(row.id), onToggle: () => list.toggle(row.id) })}
                </Fragment>
              ))}
            </Stack>
          </Box>
        )}
        <Pager page={list.page} totalPage={data?.totalPage ?? 0} onPage={list.changePage} />
      </Card.Body>
      <ConfirmDialog
        open={list.confirming}
        busy={list.busy}
        title={intl.formatMessage({ id: 'account.confirm.deleteTitle' })}
        body={intl.formatMessage({ id: text.deleteBody }, { count: list.chosen.length })}
        onCancel={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </Card.Root>
  );
}
