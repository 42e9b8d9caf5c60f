import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { useQueueCounts } from './queue-counts';
import { QUEUES } from './queues';

/** `/crm/`: every queue with what waits in it, and the way in. */
export function OverviewPage() {
  const intl = useIntl();
  const locale = useLocaleParam();
  const { counts } = useQueueCounts();
  useDocumentTitle(intl.formatMessage({ id: 'crm.overview.title' }));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <FormattedMessage id="crm.overview.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="crm.overview.intro" />
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {QUEUES.map((queue) => {
          const Icon = queue.icon;
          const count = counts[queue.key];
          return (
            <Card.Root key={queue.key} role="region" aria-labelledby={`queue-${queue.key}`}>
              <Card.Body gap="3">
                <HStack gap="3">
                  <Icon boxSize="5" color="brand.fg" />
                  <Heading as="h2" size="md" id={`queue-${queue.key}`}>
                    <FormattedMessage id={queue.label} />
                  </Heading>
                </HStack>
                <Text color="fg.muted" textStyle="sm">
                  <FormattedMessage id={queue.description} />
                </Text>
                <Text fontSize="2xl" fontWeight="semibold">
                  {count === undefined ? (
                    <FormattedMessage id="crm.none" />
                  ) : (
                    <FormattedMessage id="crm.overview.waiting" values={{ count }} />
                  )}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="brand" size="sm">
                  <Link to={queue.to} params={{ locale }}>
                    <FormattedMessage id="crm.overview.open" />
                  </Link>
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
