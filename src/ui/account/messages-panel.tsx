import { Badge, Box, Card, Checkbox, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MsgNotice } from '../../../contract/notice';
import {
  msgNoticeBatchDelete,
  msgNoticeBatchRead,
  msgNoticeCollectCount,
  msgNoticePage,
} from '../../services/api/msg-notice-center';
import { useHttp } from '../app/app-services';
import { useGatewayData } from '../app/use-gateway-data';
import { ErrorAlert } from '../forms/error-alert';
import {
  pageSizeFor,
  readFilterPayload,
  selectAllState,
  selectedOnPage,
  toggleAll,
  toggleOne,
  type ReadFilter,
} from './account-rules';
import { BatchToolbar } from './batch-toolbar';
import { ConfirmDialog } from './confirm-dialog';
import { FilterBar } from './filter-bar';
import { Pager } from './pager';
import { useBatchAction } from './use-batch-action';

function MessageRow({
  message,
  checked,
  onToggle,
}: {
  message: MsgNotice;
  checked: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const unread = message.isRead === 0;
  return (
    <Flex
      as="li"
      gap="3"
      py="4"
      px="4"
      align="flex-start"
      bg={unread ? 'brand.subtle' : undefined}
      rounded="l2"
    >
      <Checkbox.Root checked={checked} onCheckedChange={onToggle} mt="0.5">
        <Checkbox.HiddenInput
          aria-label={intl.formatMessage({ id: 'account.select' }, { title: message.msgTitle })}
        />
        <Checkbox.Control />
      </Checkbox.Root>
      <Stack gap="1" flex="1" minWidth="0">
        <Flex gap="2" align="center" wrap="wrap">
          {unread ? (
            <Badge colorPalette="red" variant="solid" size="sm">
              <FormattedMessage id="account.unread" />
            </Badge>
          ) : (
            <Badge variant="subtle" size="sm">
              <FormattedMessage id="account.read" />
            </Badge>
          )}
          <Badge variant="outline" size="sm">
            <FormattedMessage id={`account.msgType.${message.msgType}`} />
          </Badge>
          <Text as="h3" fontWeight={unread ? 'semibold' : 'normal'} truncate>
            {message.msgTitle}
          </Text>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {message.msgContent}
        </Text>
        <Text textStyle="xs" color="fg.subtle">
          {message.gmtCreate}
        </Text>
      </Stack>
    </Flex>
  );
}

/** change=5: the signed-in user's message notices with read filter, paging and batch actions. */
export function MessagesPanel({ num }: { num: number | undefined }) {
  const intl = useIntl();
  const http = useHttp();
  const pageSize = pageSizeFor(num);
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useGatewayData(`msg:${filter}:${page}:${pageSize}:${version}`, (h) =>
    msgNoticePage(h, { pageCurrent: page, pageSize, ...readFilterPayload(filter) }),
  );
  const collect = useGatewayData(`collect:${version}`, (h) => msgNoticeCollectCount(h));
  const reload = () => {
    setSelected(new Set());
    setVersion((v) => v + 1);
  };
  const { busy, run } = useBatchAction(reload);

  const rows = list.data?.list ?? [];
  const visible = rows.map((m) => m.id);
  const chosen = selectedOnPage(visible, selected);
  const counts = collect.data
    ? { all: collect.data.totalCount, unread: collect.data.unreadCount, read: collect.data.readCount }
    : undefined;

  return (
    <Card.Root rounded="l3">
      <Card.Header gap="4">
        <Heading as="h2" size="lg">
          <FormattedMessage id="account.menu.messages" />
        </Heading>
        <FilterBar
          value={filter}
          counts={counts}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
            setSelected(new Set());
          }}
        />
        <BatchToolbar
          allState={selectAllState(visible, selected)}
          selectedCount={chosen.length}
          busy={busy}
          disabled={rows.length === 0}
          onToggleAll={() => setSelected(toggleAll(visible, selected))}
          onRead={() => run(() => msgNoticeBatchRead(http, { ids: chosen }), 'account.done.read')}
          onDelete={() => setConfirming(true)}
          onReadAll={() => run(() => msgNoticeBatchRead(http, { all: 1 }), 'account.done.read')}
        />
      </Card.Header>
      <Card.Body gap="4">
        {list.error ? <ErrorAlert message={list.error} /> : null}
        {list.loading && !list.data ? (
          <Stack gap="3">
            <Skeleton height="16" />
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : rows.length === 0 && !list.error ? (
          <Text color="fg.muted" textAlign="center" py="10">
            <FormattedMessage id="account.messages.empty" />
          </Text>
        ) : (
          <Box as="ul" aria-label={intl.formatMessage({ id: 'account.messages.list' })} listStyle="none">
            <Stack gap="2">
              {rows.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  checked={selected.has(message.id)}
                  onToggle={() => setSelected(toggleOne(selected, message.id))}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Pager
          page={page}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
        />
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        title={intl.formatMessage({ id: 'account.confirm.deleteTitle' })}
        body={intl.formatMessage({ id: 'account.confirm.deleteBody' }, { count: chosen.length })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run(() => msgNoticeBatchDelete(http, { ids: chosen.join(',') }), 'account.done.delete');
        }}
      />
    </Card.Root>
  );
}
