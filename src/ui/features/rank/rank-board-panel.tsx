import { Button, Card, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RankBoard, RankCurrent } from '../../../../contract/rank';
import { useSettled } from '../../kit/app/route-data';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { LoadState } from '../../kit/app/load-state';
import { RANK_PAGE_SIZE_FULL, isOwnRow, pageTotal } from './rank-boards';
import type { RankBoardData } from './rank-data';
import { RankRow } from './rank-row';
import { RankValue } from './rank-value';

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
export function RankBoardPanel({ board, data }: { board: RankBoard; data: RankBoardData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { page } = data;
  const current = useSettled(data.current);
  const list = useSettled(data.list);
  // While another page loads, the shown one stays and the pager waits for it.
  const turning = useRouterState({ select: (s) => s.isLoading });
  const pages = list.data ? pageTotal(list.data.totalCount, RANK_PAGE_SIZE_FULL) : 1;
  const turnTo = (next: number) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [board]: next > 1 ? next : undefined }),
    });

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
              disabled={page <= 1 || list.loading || turning}
              onClick={() => turnTo(page - 1)}
            >
              <FormattedMessage id="rank.pager.prev" />
            </Button>
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              <FormattedMessage id="rank.pager.status" values={{ page, total: pages }} />
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages || list.loading || turning}
              onClick={() => turnTo(page + 1)}
            >
              <FormattedMessage id="rank.pager.next" />
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
