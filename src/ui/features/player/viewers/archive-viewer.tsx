import { Box, Button, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResourceWatch } from '../../../../../contract/course';
import { DownloadIcon, FolderIcon } from '../../../kit/learning/course-icons';
import { FileIcon } from '../player-icons';
import type { StudyPort } from '../study-port';
import { archiveRows, formatBytes } from '../viewer-rules';

/** An archive: what it holds (folders, files, sizes) and the download. Studied by staying on it. */
export function ArchiveViewer({ watch, study }: { watch: ResourceWatch; study: StudyPort }) {
  const intl = useIntl();
  useEffect(() => {
    study.send({ type: 'content.ready' });
  }, [study]);
  const rows = useMemo(() => archiveRows(watch.archiveEntries), [watch.archiveEntries]);
  const files = rows.filter((r) => !r.directory).length;
  return (
    <Stack gap="4" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Flex gap="3" wrap="wrap" justify="space-between" align="center">
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage
            id="player.archive.summary"
            values={{ files, size: formatBytes(watch.fileSize) }}
          />
        </Text>
        <Button asChild size="sm">
          <a href={watch.fileUrl} download={`${watch.resourceName}.zip`}>
            <DownloadIcon aria-hidden />
            <FormattedMessage id="player.archive.download" />
          </a>
        </Button>
      </Flex>
      <List.Root
        variant="plain"
        gap="1"
        aria-label={intl.formatMessage({ id: 'player.archive.label' }, { name: watch.resourceName })}
        data-testid="archive-list"
      >
        {rows.map((row) => (
          <List.Item key={row.path} ps={`${row.depth * 1.5}rem`}>
            <HStack gap="2" width="full" py="1" borderBottomWidth="1px" borderColor="border.muted">
              <Box color={row.directory ? 'brand.fg' : 'fg.muted'} aria-hidden>
                {row.directory ? <FolderIcon /> : <FileIcon />}
              </Box>
              <Text flex="1" minWidth="0" truncate title={row.path}>
                {row.name}
              </Text>
              {row.directory ? null : (
                <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                  {formatBytes(row.size)}
                </Text>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
