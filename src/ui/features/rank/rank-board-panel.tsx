import { Button, Card, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RankBoard, RankCurrent } from '../../../../contract/rank';
import { rankCurrent, rankPage } from '../../../services/api/rank';
import { useGatewayData, type GatewayData } from '../../kit/app/use-gateway-data';
import { LoadState } from '../../kit/app/load-state';
import { RANK_PAGE_SIZE_FULL, isOwnRow, pageTotal } from './rank-boards';
import { RankRow } from './rank-row';
import { RankValue } from './rank-value';

const quiet = { isShowErrTip: false } as const;

/** The caller's own place on a board, above the list. */
function OwnPlace({ board, current }: { board: RankBoard; current: GatewayData<RankCurrent> }) {
  return (
    <Card.Root rounded="l3" bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Body py="4">
        <LoadState data={current} lines={1} isEmpty={() => false} empty={null}>
          {(mine) => (
            <Flex
              gap={{ base: '2', sm: '6' }}
              align={{ base: 'flex-start', sm: 'center' }}
              direction={{ base: 'column', sm: 'row' }}
            >
              <Text fontWeight="semibold">
                <FormattedMessage id="rank.mine.heading" />
              </Text>
              <Text>
                <FormattedMessage id="rank.mine.place" values={{ rank: mine.rank, total: mine.totalCount }} />
              </Text>
              <Text fontWeight="semibold" color="brand.fg">
                <RankValue board={board} value={mine.value} />
              </Text>
            </Flex>
          )}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}

/** One board of the ranking page: my place, ten people a page, previous / next. */
export function RankBoardPanel({ board }: { board: RankBoard }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const current = useGatewayData(`rank-current-${board}`, (http) => rankCurrent(http, board, quiet));
  const list = useGatewayData(`rank-page-${board}-${page}`, (http) =>
    rankPage(http, board, { pageCurrent: page, pageSize: RANK_PAGE_SIZE_FULL }, quiet),
  );
  const pages = list.data ? pageTotal(list.data.totalCount, RANK_PAGE_SIZE_FULL) : 1;

  return (
    <Stack gap="4">
      <OwnPlace board={board} current={current} />
      <Card.Root rounded="l3">
        <Card.Body gap="4">
          <LoadState
            data={list}
            lines={RANK_PAGE_SIZE_FULL}
            isEmpty={(p) => p.list.length === 0}
            empty={<FormattedMessage id="rank.empty" />}
          >
            {(p) => (
              <List.Root as="ol" listStyle="none" gap="1">
                {p.list.map((item) => (
                  <RankRow key={item.userId} board={board} item={item} own={isOwnRow(item, current.data)} />
                ))}
              </List.Root>
            )}
          </LoadState>
          <HStack
            as="nav"
            justify="space-between"
            aria-label={intl.formatMessage({ id: 'rank.pager.label' })}
          >
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1 || list.loading}
              onClick={() => setPage((n) => n - 1)}
            >
              <FormattedMessage id="rank.pager.prev" />
            </Button>
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              <FormattedMessage id="rank.pager.status" values={{ page, total: pages }} />
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages || list.loading}
              onClick={() => setPage((n) => n + 1)}
            >
              <FormattedMessage id="rank.pager.next" />
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
