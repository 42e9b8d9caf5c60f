import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { AnnouncementRecord } from '../../../../contract/notice';
import { batchDelete, batchRead } from '../../../services/api/announcement';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { idParam } from '../../kit/navigation/id-param';
import type { ReadListData } from './read-list-data';
import { ReadListPanel, type RowSelection } from './read-list-panel';
import { ReadListRow } from './read-list-row';
import type { ReadListSource } from './use-read-list';

function AnnouncementRow({ record, ...selection }: { record: AnnouncementRecord } & RowSelection) {
  const locale = useLocaleParam();
  const unread = record.isRead === 0;
  return (
    <ReadListRow
      title={record.title}
      unread={unread}
      {...selection}
      heading={
        <Link asChild fontWeight={unread ? 'semibold' : 'normal'} color="fg">
          <RouterLink
            to="/{-$locale}/account"
            params={{ locale }}
            search={{ change: 6, id: idParam(record.id) }}
          >
            {record.title}
          </RouterLink>
        </Link>
      }
    >
      <Text textStyle="sm" color="fg.muted" lineClamp={2}>
        {record.summary}
      </Text>
      <HStack gap="4" textStyle="xs" color="fg.subtle" wrap="wrap">
        <Text>{record.publisher}</Text>
        <Text>{record.publishTime}</Text>
        <Text>
          <FormattedMessage id="account.announcement.likes" values={{ count: record.admireCount }} />
        </Text>
        <Text>
          <FormattedMessage id="account.announcement.comments" values={{ count: record.commentCount }} />
        </Text>
      </HStack>
    </ReadListRow>
  );
}

const SOURCE: ReadListSource = {
  markRead: batchRead,
  remove: batchDelete,
};

const TEXT = {
  title: 'account.menu.announcements',
  list: 'account.announcements.list',
  empty: 'account.announcements.empty',
  deleteBody: 'account.confirm.deleteAnnouncements',
};

/**
 * change=6 without an id: the announcement records with read state, paging and batch actions; `data` is what
 * the account route's loader read (announcementsData).
 */
export function AnnouncementsPanel({ data }: { data: ReadListData<AnnouncementRecord> }) {
  return (
    <ReadListPanel
      source={SOURCE}
      data={data}
      change={6}
      text={TEXT}
      placeholders={2}
      renderRow={(record, selection) => <AnnouncementRow record={record} {...selection} />}
    />
  );
}
