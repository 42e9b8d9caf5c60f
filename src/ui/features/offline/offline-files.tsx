import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OfflineFile } from '../../../../contract/offline-review';
import { offlineAttachmentLink } from '../../../services/api/offline-review';
import { useHttp } from '../../kit/app/app-services';
import { FileRow } from '../../kit/files/file-row';
import { openFile } from '../../kit/files/open-file';
import { shortDateTime } from '../../kit/format/date-time';

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
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
      {files.map((file) => (
        <FileRow
          key={file.fileId}
          name={file.fileName}
          size={file.fileSize}
          detail={
            <Text as="span">
              <FormattedMessage
                id="offline.teach.files.added"
                values={{ time: shortDateTime(file.gmtCreate) }}
              />
            </Text>
          }
          open={() =>
            offlineAttachmentLink(http, {
              courseId,
              fileId: file.fileId,
              ...(userId ? { userId } : {}),
            }).then(({ url }) => openFile(url))
          }
        />
      ))}
    </Stack>
  );
}
