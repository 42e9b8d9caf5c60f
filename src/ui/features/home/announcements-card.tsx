import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ReadFlag } from '../../../../contract/notice.routes';
import { useSettled } from '../../kit/app/route-data';
import { NavAnchor } from '../../kit/shell/nav-anchor';
import { FeedCard, FeedItem } from './feed-card';
import type { AnnouncementsData } from './home-data';

/** The newest announcements; each opens in the account centre's announcement tab. */
export function AnnouncementsCard({ data }: { data: AnnouncementsData }) {
  const feed = useSettled(data);
  return (
    <FeedCard
      title={<FormattedMessage id="home.announcements.title" />}
      allPath="/account?change=6"
      feed={feed}
      empty={<FormattedMessage id="home.announcements.empty" />}
    >
      {(item) => {
        const unread = item.isRead === ReadFlag.unread;
        return (
          <FeedItem key={item.id} unread={unread} time={item.publishTime}>
            <Link asChild flex="1" minWidth="0" fontWeight={unread ? 'semibold' : 'normal'} color="fg">
              <NavAnchor path={`/account?change=6&id=${item.id}`}>
                <Text as="span" truncate>
                  {item.title}
                </Text>
                {unread ? (
                  <VisuallyHidden>
                    <FormattedMessage id="home.feed.unread" />
                  </VisuallyHidden>
                ) : null}
              </NavAnchor>
            </Link>
          </FeedItem>
        );
      }}
    </FeedCard>
  );
}
