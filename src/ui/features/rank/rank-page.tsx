import { Heading, SimpleGrid, Stack, Tabs, useBreakpointValue } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { RANK_BOARDS, boardTitleKey } from './rank-boards';
import type { RankPageData } from './rank-data';
import { RankBoardPanel } from './rank-board-panel';

/** The three boards side by side, each under its own heading: a wide screen shows them all at once. */
function BoardColumns({ data }: { data: RankPageData }) {
  return (
    <SimpleGrid columns={3} gap="6" alignItems="start">
      {RANK_BOARDS.map((board) => (
        <Stack as="section" key={board} gap="3" aria-labelledby={`rank-board-${board}`} minWidth="0">
          <Heading as="h2" size="lg" id={`rank-board-${board}`}>
            <FormattedMessage id={boardTitleKey(board)} />
          </Heading>
          <RankBoardPanel board={board} data={data[board]} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The boards as tabs, for narrower screens; each keeps its page (in the address) while another tab is open. */
function BoardTabs({ data }: { data: RankPageData }) {
  return (
    <Tabs.Root defaultValue={RANK_BOARDS[0]} lazyMount variant="line">
      <Tabs.List>
        {RANK_BOARDS.map((board) => (
          <Tabs.Trigger key={board} value={board}>
            <FormattedMessage id={boardTitleKey(board)} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RANK_BOARDS.map((board) => (
        <Tabs.Content key={board} value={board} pt="4">
          <RankBoardPanel board={board} data={data[board]} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** `/home/rank`: the three boards, side by side from `lg` up and as tabs below it. */
export function RankPage({ data }: { data: RankPageData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'rank.pageTitle' }));
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="rank.heading" />
      </Heading>
      {wide ? <BoardColumns data={data} /> : <BoardTabs data={data} />}
    </Stack>
  );
}
