import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../site/use-document-title';
import { RANK_BOARDS, boardTitleKey } from './rank-boards';
import { RankBoardPanel } from './rank-board-panel';

/** `/home/rank`: the three boards as tabs; each keeps its page while another tab is open. */
export function RankPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'rank.pageTitle' }));
  return (
    <Stack gap="6" maxWidth="4xl">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="rank.heading" />
      </Heading>
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
    </Stack>
  );
}
