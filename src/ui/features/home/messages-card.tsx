import { Badge, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { FeedCard, FeedItem } from './feed-card';
import type { UnreadMessagesData } from './home-data';

/** The newest unread messages and how many are unread in all. */
export function MessagesCard({ data }: { data: UnreadMessagesData }) {
  const feed = useSettled(data);
  return (
    <FeedCard
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
      allPath="/account?change=5"
      feed={feed}
      empty={<FormattedMessage id="home.messages.empty" />}
    >
      {(item) => (
        // The feed asks for unread messages only.
        <FeedItem key={item.id} unread time={item.gmtCreate}>
          <Text flex="1" minWidth="0" truncate fontWeight="medium">
            {item.msgTitle}
          </Text>
        </FeedItem>
      )}
    </FeedCard>
  );
}
