import { Button, EmptyState, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GatewayData } from './use-gateway-data';

interface LoadStateProps<T> {
  data: GatewayData<T>;
  /** How many skeleton lines stand in while loading. */
  lines?: number;
  /** True when the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** A card's body through loading (skeleton), failure (message and retry), nothing to show, and content. */
export function LoadState<T>({ data, lines = 3, isEmpty, empty, children }: LoadStateProps<T>) {
  if (data.loading) {
    return (
      <Stack gap="3" aria-busy="true">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="10" rounded="l2" />
        ))}
      </Stack>
    );
  }
  if (data.error !== null || data.data === undefined) {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text color="fg.error" textStyle="sm">
          {data.error}
        </Text>
        <Button size="sm" variant="outline" onClick={data.reload}>
          <FormattedMessage id="app.retry" />
        </Button>
      </Stack>
    );
  }
  if (isEmpty(data.data)) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Description>{empty}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return children(data.data);
}
