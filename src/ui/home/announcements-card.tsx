import { Box, Flex, Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ReadFlag } from '../../../contract/notice';
import { announcementRecordPage } from '../../services/api/announcement-feed';
import { useGatewayData } from '../app/use-gateway-data';
import { LoadState } from '../rank/load-state';
import { NavAnchor } from '../shell/nav-anchor';
import { DashboardCard } from './dashboard-card';
import { shortDateTime } from './feed-time';

/** The home page shows the five newest. */
const FEED_SIZE = 5;

/** The newest announcements; each opens in the account centre's announcement tab. */
export function AnnouncementsCard() {
  const feed = useGatewayData('home-announcements', (http) =>
    announcementRecordPage(http, { pageCurrent: 1, pageSize: FEED_SIZE }, { isShowErrTip: false }),
  );
  return (
    <DashboardCard
      title={<FormattedMessage id="home.announcements.title" />}
      aside={
        <Link asChild colorPalette="brand" textStyle="sm">
          <NavAnchor path="/account?change=6">
            <FormattedMessage id="home.feed.all" />
          </NavAnchor>
        </Link>
      }
    >
      <LoadState
        data={feed}
        lines={FEED_SIZE}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="home.announcements.empty" />}
      >
        {(p) => (
          <List.Root listStyle="none" gap="0">
            {p.list.map((item) => {
              const unread = item.isRead === ReadFlag.unread;
              return (
                <Flex
                  as="li"
                  key={item.id}
                  align="center"
                  gap="3"
                  py="2.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <Box
                    flexShrink={0}
                    width="2"
                    height="2"
                    rounded="full"
                    bg={unread ? 'red.solid' : 'transparent'}
                    aria-hidden="true"
                  />
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
                  <Text as="time" textStyle="xs" color="fg.muted" flexShrink={0}>
                    {shortDateTime(item.publishTime)}
                  </Text>
                </Flex>
              );
            })}
          </List.Root>
        )}
      </LoadState>
    </DashboardCard>
  );
}
