import { Heading, SimpleGrid, Stack, Tabs, useBreakpointValue } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { RANK_BOARDS, boardTitleKey } from './rank-boards';
import { RankBoardPanel } from './rank-board-panel';

/** The three boards side by side, each under its own heading: a wide screen shows them all at once. */
function BoardColumns() {
  return (
    <SimpleGrid columns={3} gap="6" alignItems="start">
      {RANK_BOARDS.map((board) => (
        <Stack as="section" key={board} gap="3" aria-labelledby={`rank-board-${board}`} minWidth="0">
          <Heading as="h2" size="lg" id={`rank-board-${board}`}>
            <FormattedMessage id={boardTitleKey(board)} />
          </Heading>
          <RankBoardPanel board={board} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The boards as tabs, for narrower screens; each keeps its page while another tab is open. */
function BoardTabs() {
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
          <RankBoardPanel board={board} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** `/home/rank`: the three boards, side by side from `lg` up and as tabs below it. */
export function RankPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'rank.pageTitle' }));
  // One layout is mounted at a time, so each board is asked for once.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="rank.heading" />
      </Heading>
      {wide ? <BoardColumns /> : <BoardTabs />}
    </Stack>
  );
}
