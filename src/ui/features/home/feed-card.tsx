import { Box, Flex, Link, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Page } from '../../../../contract/envelope';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { LoadState } from '../../kit/app/load-state';
import { NavAnchor } from '../../kit/shell/nav-anchor';
import { DashboardCard } from '../../kit/layout/dashboard-card';
import { shortDateTime } from '../../kit/format/date-time';

/** The home page shows the five newest of each feed. */
export const FEED_SIZE = 5;

interface FeedCardProps<T extends { id: string }> {
  title: ReactNode;
  /** Where "view all" leads. */
  allPath: string;
  feed: GatewayData<Page<T>>;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** A home-page card listing the newest items of a feed, with the way to all of them. */
export function FeedCard<T extends { id: string }>({
  title,
  allPath,
  feed,
  empty,
  children,
}: FeedCardProps<T>) {
  return (
    <DashboardCard
      title={title}
      aside={
        <Link asChild colorPalette="brand" textStyle="sm">
          <NavAnchor path={allPath}>
            <FormattedMessage id="home.feed.all" />
          </NavAnchor>
        </Link>
      }
    >
      <LoadState data={feed} lines={FEED_SIZE} isEmpty={(p) => p.list.length === 0} empty={empty}>
        {(p) => (
          <List.Root listStyle="none" gap="0">
            {p.list.map(children)}
          </List.Root>
        )}
      </LoadState>
    </DashboardCard>
  );
}

/** One line of a feed: a dot when unread, the item, its time to the minute. */
export function FeedItem({ unread, time, children }: { unread: boolean; time: string; children: ReactNode }) {
  return (
    <Flex as="li" align="center" gap="3" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box
        flexShrink={0}
        width="2"
        height="2"
        rounded="full"
        bg={unread ? 'red.solid' : 'transparent'}
        aria-hidden="true"
      />
      {children}
      <Text as="time" textStyle="xs" color="fg.muted" flexShrink={0}>
        {shortDateTime(time)}
      </Text>
    </Flex>
  );
}
