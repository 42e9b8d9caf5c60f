import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Courseware } from '../../../../contract/course';
import { coursewareDownload } from '../../../services/api/course';
import { useHttp } from '../../kit/app/app-services';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { openFile } from '../../kit/files/open-file';
import { LoadState } from '../../kit/app/load-state';
import { formatSize } from '../../kit/format/file-size';
import { DocumentIcon, DownloadIcon } from '../../kit/learning/course-icons';

function CoursewareRow({ file }: { file: Courseware }) {
  const intl = useIntl();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    coursewareDownload(http, { coursewareId: file.id })
      // The gateway serves the file as an attachment: the browser saves it and the page stays.
      .then(({ url }) => openFile(url))
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Flex
      as="li"
      gap="3"
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <HStack gap="3" flex="1" minWidth="0">
        <DocumentIcon boxSize="6" color="brand.fg" flexShrink={0} aria-hidden />
        <Box minWidth="0">
          <Text fontWeight="medium" wordBreak="break-all">
            {file.coursewareName}
          </Text>
          <HStack gap="2" textStyle="xs" color="fg.muted">
            {file.fileType ? (
              <Badge size="sm" variant="outline">
                {file.fileType.toUpperCase()}
              </Badge>
            ) : null}
            <Text as="span">{formatSize(file.fileSize)}</Text>
          </HStack>
        </Box>
      </HStack>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={download}
        aria-label={intl.formatMessage(
          { id: 'course.courseware.downloadOne' },
          { name: file.coursewareName },
        )}
      >
        <DownloadIcon />
        <FormattedMessage id="course.courseware.download" />
      </Button>
    </Flex>
  );
}

/** A member's coursewares tab: the files that go with the course, each with its size and a download. */
export function CoursewaresPanel({ data }: { data: Settled<Courseware[]> }) {
  const intl = useIntl();
  const files = useSettled(data);
  return (
    <LoadState
      data={files}
      lines={3}
      isEmpty={(list) => list.length === 0}
      empty={<FormattedMessage id="course.courseware.empty" />}
    >
      {(list) => (
        <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'course.tab.coursewares' })}>
          {list.map((file) => (
            <CoursewareRow key={file.id} file={file} />
          ))}
        </Box>
      )}
    </LoadState>
  );
}
