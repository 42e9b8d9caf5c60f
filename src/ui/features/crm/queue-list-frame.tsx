import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { Table } from '../../kit/chakra/table';
import { ErrorAlert } from '../../kit/forms/error-alert';
import type { MessageId } from '../../kit/locale/messages';
import { Pager } from '../../kit/navigation/pager';

/**
 * The frame of a back office queue's page: its heading and what it is for, the list's failure with a retry,
 * the list as a table in a card (saying so when it is empty) and the pager. A queue adds its filters,
 * notices and actions in the slots, so every queue reads the same way.
 */
export function QueueListFrame({
  heading,
  description,
  filter,
  notices,
  toolbar,
  list,
  tableLabel,
  isEmpty,
  empty,
  page,
  onPage,
  dialogs,
  children,
}: {
  heading: MessageId;
  description: MessageId;
  /** Under the heading: how the queue is filtered. */
  filter?: ReactNode;
  /** Before the list's failure: the outcome of what was just done. */
  notices?: ReactNode;
  /** Above the table: actions on the chosen rows. */
  toolbar?: ReactNode;
  list: GatewayData<{ totalPage: number }>;
  tableLabel: string;
  isEmpty: boolean;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Dialogs the rows open. */
  dialogs?: ReactNode;
  /** The table's header and body. */
  children: ReactNode;
}) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <FormattedMessage id={heading} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={description} />
        </Text>
      </Stack>
      {filter}
      {notices}
      {list.error ? (
        <ErrorAlert
          message={list.error}
          action={
            <Button size="sm" variant="outline" onClick={list.reload}>
              <FormattedMessage id="crm.action.retry" />
            </Button>
          }
        />
      ) : null}
      {toolbar}
      <Box bg="bg" rounded="l3" borderWidth="1px" aria-busy={list.loading}>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={tableLabel}>
            {children}
          </Table.Root>
        </Table.ScrollArea>
        {!list.loading && !list.error && isEmpty ? (
          <Text textAlign="center" color="fg.muted" py="10">
            {empty}
          </Text>
        ) : null}
      </Box>
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
      {dialogs}
    </Stack>
  );
}
