import {
  Badge,
  Box,
  Card,
  Checkbox,
  Flex,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementRecord } from '../../../contract/notice';
import { batchDelete, batchRead, readCount, recordPage } from '../../services/api/announcement';
import { useHttp } from '../app/app-services';
import { useGatewayData } from '../app/use-gateway-data';
import { ErrorAlert } from '../forms/error-alert';
import { useLocaleParam } from '../locale/use-locale';
import {
  idParam,
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

const PAGE_SIZE = 10;

function AnnouncementRow({
  record,
  checked,
  onToggle,
}: {
  record: AnnouncementRecord;
  checked: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const unread = record.isRead === 0;
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
          aria-label={intl.formatMessage({ id: 'account.select' }, { title: record.title })}
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
          <Link asChild fontWeight={unread ? 'semibold' : 'normal'} color="fg">
            <RouterLink
              to="/{-$locale}/account"
              params={{ locale }}
              search={{ change: 6, id: idParam(record.id) }}
            >
              {record.title}
            </RouterLink>
          </Link>
        </Flex>
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
      </Stack>
    </Flex>
  );
}

/** change=6 without an id: the announcement records with read state, paging and batch actions. */
export function AnnouncementsPanel() {
  const intl = useIntl();
  const http = useHttp();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useGatewayData(`ann:${filter}:${page}:${version}`, (h) =>
    recordPage(h, { pageCurrent: page, pageSize: PAGE_SIZE, ...readFilterPayload(filter) }),
  );
  const count = useGatewayData(`ann-count:${version}`, (h) => readCount(h));
  const reload = () => {
    setSelected(new Set());
    setVersion((v) => v + 1);
  };
  const { busy, run } = useBatchAction(reload);

  const rows = list.data?.list ?? [];
  const visible = rows.map((r) => r.id);
  const chosen = selectedOnPage(visible, selected);
  const counts = count.data
    ? { all: count.data.totalCount, unread: count.data.unreadCount, read: count.data.readCount }
    : undefined;

  return (
    <Card.Root rounded="l3">
      <Card.Header gap="4">
        <Heading as="h2" size="lg">
          <FormattedMessage id="account.menu.announcements" />
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
          onRead={() => run(() => batchRead(http, { ids: chosen }), 'account.done.read')}
          onDelete={() => setConfirming(true)}
          onReadAll={() => run(() => batchRead(http, { all: 1 }), 'account.done.read')}
        />
      </Card.Header>
      <Card.Body gap="4">
        {list.error ? <ErrorAlert message={list.error} /> : null}
        {list.loading && !list.data ? (
          <Stack gap="3">
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : rows.length === 0 && !list.error ? (
          <Text color="fg.muted" textAlign="center" py="10">
            <FormattedMessage id="account.announcements.empty" />
          </Text>
        ) : (
          <Box as="ul" aria-label={intl.formatMessage({ id: 'account.announcements.list' })} listStyle="none">
            <Stack gap="2">
              {rows.map((record) => (
                <AnnouncementRow
                  key={record.id}
                  record={record}
                  checked={selected.has(record.id)}
                  onToggle={() => setSelected(toggleOne(selected, record.id))}
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
        body={intl.formatMessage({ id: 'account.confirm.deleteAnnouncements' }, { count: chosen.length })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run(() => batchDelete(http, { ids: chosen.join(',') }), 'account.done.delete');
        }}
      />
    </Card.Root>
  );
}
