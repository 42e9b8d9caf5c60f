import { Badge, Box, Flex, HStack, Link, List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ReadFlag } from '../../../contract/notice';
import { msgNoticePage } from '../../services/api/announcement-feed';
import { useGatewayData } from '../app/use-gateway-data';
import { LoadState } from '../rank/load-state';
import { NavAnchor } from '../shell/nav-anchor';
import { DashboardCard } from './dashboard-card';
import { shortDateTime } from './feed-time';

const FEED_SIZE = 5;

/** The newest unread messages and how many are unread in all. */
export function MessagesCard() {
  const feed = useGatewayData('home-unread-messages', (http) =>
    msgNoticePage(
      http,
      { pageCurrent: 1, pageSize: FEED_SIZE, isRead: ReadFlag.unread },
      { isShowErrTip: false },
    ),
  );
  return (
    <DashboardCard
      title={
        <HStack as="span" gap="2">
          <FormattedMessage id="home.messages.title" />
          {feed.data && feed.data.totalCount > 0 ? (
            <Badge colorPalette="red" variant="solid" rounded="full">
              <FormattedMessage id="home.messages.unreadCount" values={{ count: feed.data.totalCount }} />
            </Badge>
          ) : null}
        </HStack>
      }
      aside={
        <Link asChild colorPalette="brand" textStyle="sm">
          <NavAnchor path="/account?change=5">
            <FormattedMessage id="home.feed.all" />
          </NavAnchor>
        </Link>
      }
    >
      <LoadState
        data={feed}
        lines={FEED_SIZE}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="home.messages.empty" />}
      >
        {(p) => (
          <List.Root listStyle="none" gap="0">
            {p.list.map((item) => (
              <Flex
                as="li"
                key={item.id}
                align="center"
                gap="3"
                py="2.5"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Box flexShrink={0} width="2" height="2" rounded="full" bg="red.solid" aria-hidden="true" />
                <Text flex="1" minWidth="0" truncate fontWeight="medium">
                  {item.msgTitle}
                </Text>
                <Text as="time" textStyle="xs" color="fg.muted" flexShrink={0}>
                  {shortDateTime(item.gmtCreate)}
                </Text>
              </Flex>
            ))}
          </List.Root>
        )}
      </LoadState>
    </DashboardCard>
  );
}
