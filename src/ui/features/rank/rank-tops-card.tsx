import { Heading, Link, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { RANK_PAGE_SIZE, type RankBoard } from '../../../../contract/rank.routes';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { RANK_BOARDS, boardTitleKey } from './rank-boards';
import type { RankPageSettled, RankTopsData } from './rank-data';
import { RankRow } from './rank-row';
import { DashboardCard } from '../../kit/layout/dashboard-card';

function BoardTop({ board, data }: { board: RankBoard; data: RankPageSettled }) {
  const headingId = useId();
  const top = useSettled(data);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" minWidth="0">
      <Heading as="h3" size="sm" color="fg.muted" id={headingId}>
        <FormattedMessage id={boardTitleKey(board)} />
      </Heading>
      <LoadState
        data={top}
        lines={RANK_PAGE_SIZE}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="rank.empty" />}
      >
        {(p) => (
          <List.Root as="ol" listStyle="none" gap="1">
            {p.list.map((item) => (
              <RankRow key={item.userId} board={board} item={item} compact />
            ))}
          </List.Root>
        )}
      </LoadState>
    </Stack>
  );
}

/** The top three of each board, with the way to the full rankings. */
export function RankTopsCard({ data }: { data: RankTopsData }) {
  const locale = useLocaleParam();
  return (
    <DashboardCard
      gridColumn={{ lg: 'span 2' }}
      title={<FormattedMessage id="home.rank.title" />}
      aside={
        <Link asChild colorPalette="brand" textStyle="sm">
          <RouterLink to="/{-$locale}/home/rank" params={{ locale }}>
            <FormattedMessage id="home.rank.all" />
          </RouterLink>
        </Link>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }}>
        {RANK_BOARDS.map((board) => (
          <BoardTop key={board} board={board} data={data[board]} />
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
