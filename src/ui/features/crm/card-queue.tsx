import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { Pager } from '../../kit/navigation/pager';

/**
 * A queue whose items are cards with a form each (practical answers to mark, orders to ship): the heading and
 * what the queue is for, its filter, the cards or an honest empty line, a retry when the read failed, the pager.
 */
export function CardQueue<T extends { id: string }>({
  heading,
  description,
  filter,
  list,
  empty,
  page,
  onPage,
  children,
}: {
  heading: string;
  description: string;
  filter: ReactNode;
  list: GatewayData<{ list: T[]; totalPage: number }>;
  /** The empty line's message id. */
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const rows = list.data?.list ?? [];
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
      {!list.loading && !list.error && rows.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="10" bg="bg" rounded="l3" borderWidth="1px">
          <FormattedMessage id={empty} />
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="3" aria-busy={list.loading}>
          {rows.map((item) => children(item))}
        </Stack>
      )}
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
    </Stack>
  );
}
