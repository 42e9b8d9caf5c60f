import { Heading, SimpleGrid, Stack, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTabs } from '../../kit/navigation/page-tabs';
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

/**
 * The boards as tabs, for narrower screens; each keeps its page (in the address) while another tab is open.
 * The open tab is the page's own state, so the tabs are the portal's light ones rather than a state machine's.
 */
function BoardTabs({ data }: { data: RankPageData }) {
  const [open, setOpen] = useState<string>(RANK_BOARDS[0] ?? '');
  return (
    <PageTabs.Root value={open} onValueChange={(e) => setOpen(e.value)} lazyMount variant="line">
      <PageTabs.List>
        {RANK_BOARDS.map((board) => (
          <PageTabs.Trigger key={board} value={board}>
            <FormattedMessage id={boardTitleKey(board)} />
          </PageTabs.Trigger>
        ))}
      </PageTabs.List>
      {RANK_BOARDS.map((board) => (
        <PageTabs.Content key={board} value={board} pt="4">
          <RankBoardPanel board={board} data={data[board]} />
        </PageTabs.Content>
      ))}
    </PageTabs.Root>
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
