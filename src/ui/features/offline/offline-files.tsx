import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfflineFile } from '../../../../contract/offline-review';
import { offlineAttachmentLink } from '../../../services/api/offline-review';
import { useHttp } from '../../kit/app/app-services';
import { openFile } from '../../kit/files/open-file';
import { shortDateTime } from '../../kit/format/date-time';
import { formatSize } from '../../kit/format/file-size';

/**
 * Files of a course, or of one learner's assessment (`userId`): each downloads through a short-lived address
 * the gateway hands out for that file alone. The client has shown the gateway's message when it refuses.
 */
export function OfflineFileList({
  courseId,
  userId,
  files,
  label,
}: {
  courseId: string;
  userId?: string;
  files: OfflineFile[];
  label: string;
}) {
  const http = useHttp();
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const download = (file: OfflineFile) => {
    if (busy !== null) return;
    setBusy(file.fileId);
    offlineAttachmentLink(http, { courseId, fileId: file.fileId, ...(userId ? { userId } : {}) })
      .then(({ url }) => openFile(url))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  return (
    <Box as="ul" listStyleType="none" aria-label={label}>
      {files.map((file) => (
        <HStack
          as="li"
          key={file.fileId}
          justify="space-between"
          gap="3"
          py="2"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
        >
          <Stack gap="0" minWidth="0">
            <Text fontWeight="medium" truncate title={file.fileName}>
              {file.fileName}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              <FormattedMessage
                id="offline.files.meta"
                values={{ size: formatSize(file.fileSize), time: shortDateTime(file.gmtCreate) }}
              />
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            flexShrink={0}
            loading={busy === file.fileId}
            onClick={() => download(file)}
            aria-label={intl.formatMessage({ id: 'offline.files.downloadOf' }, { name: file.fileName })}
          >
            <FormattedMessage id="offline.files.download" />
          </Button>
        </HStack>
      ))}
    </Box>
  );
}
