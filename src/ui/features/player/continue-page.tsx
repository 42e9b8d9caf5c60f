import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import type { ContinueData } from './continue-data';

/**
 * `/watch?courseId=`: "continue learning". The route reads the course's resume node and replaces the address
 * with the player's, so the back button skips this step; the page itself shows only a failed read, with a
 * retry, or the wait for the player.
 */
export function ContinuePage({ data }: { data: ContinueData }) {
  const intl = useIntl();
  const view = useSettled(data.view);
  if (view.error !== null) {
    return (
      <Center py="16">
        <Stack gap="3" align="center" role="alert">
          <Text color="fg.error">{view.error}</Text>
          <Button size="sm" variant="outline" onClick={view.reload}>
            <FormattedMessage id="app.retry" />
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="16">
      <Spinner size="lg" aria-label={intl.formatMessage({ id: 'player.continue.loading' })} />
    </Center>
  );
}
