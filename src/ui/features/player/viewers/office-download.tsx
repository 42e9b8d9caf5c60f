import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ResourceWatch } from '../../../../../contract/course';
import { DownloadIcon } from '../../../kit/learning/course-icons';
import { FileIcon } from '../player-icons';
import type { StudyPort } from '../study-port';
import { formatBytes } from '../viewer-rules';

/**
 * An office file the gateway has no PDF rendition of: browsers cannot show it, so the page says so and offers
 * the file. Time on this page counts like any other dwell-time node (the gateway measures it the same way).
 */
export function OfficeDownload({ watch, study }: { watch: ResourceWatch; study: StudyPort }) {
  useEffect(() => {
    study.send({ type: 'content.ready' });
  }, [study]);
  const fileName = `${watch.resourceName}.${watch.docType ?? ''}`;
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            <FormattedMessage
              id="player.office.title"
              values={{ type: (watch.docType ?? '').toUpperCase() }}
            />
          </EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id="player.office.note" />
          </EmptyState.Description>
        </VStack>
        <Button asChild>
          <a href={watch.fileUrl} download={fileName}>
            <DownloadIcon aria-hidden />
            <FormattedMessage id="player.office.download" values={{ size: formatBytes(watch.fileSize) }} />
          </a>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
