import { Badge, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { MsgNotice } from '../../../../contract/notice';
import { msgNoticeBatchDelete, msgNoticeBatchRead } from '../../../services/api/msg-notice-center';
import type { ReadListData } from './read-list-data';
import { ReadListPanel, type RowSelection } from './read-list-panel';
import { ReadListRow } from './read-list-row';
import type { ReadListSource } from './use-read-list';

function MessageRow({ message, ...selection }: { message: MsgNotice } & RowSelection) {
  const unread = message.isRead === 0;
  return (
    <ReadListRow
      title={message.msgTitle}
      unread={unread}
      {...selection}
      badges={
        <Badge variant="outline" size="sm">
          <FormattedMessage id={`account.msgType.${message.msgType}`} />
        </Badge>
      }
      heading={
        <Text as="h3" fontWeight={unread ? 'semibold' : 'normal'} truncate>
          {message.msgTitle}
        </Text>
      }
    >
      <Text textStyle="sm" color="fg.muted">
        {message.msgContent}
      </Text>
      <Text textStyle="xs" color="fg.subtle">
        {message.gmtCreate}
      </Text>
    </ReadListRow>
  );
}

const SOURCE: ReadListSource = {
  markRead: msgNoticeBatchRead,
  remove: msgNoticeBatchDelete,
};

const TEXT = {
  title: 'account.menu.messages',
  list: 'account.messages.list',
  empty: 'account.messages.empty',
  deleteBody: 'account.confirm.deleteBody',
};

/**
 * change=5: the signed-in user's message notices with read filter, paging and batch actions; `data` is what
 * the account route's loader read (messagesData).
 */
export function MessagesPanel({ data }: { data: ReadListData<MsgNotice> }) {
  return (
    <ReadListPanel
      source={SOURCE}
      data={data}
      change={5}
      text={TEXT}
      placeholders={3}
      renderRow={(message, selection) => <MessageRow message={message} {...selection} />}
    />
  );
}
