import { Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExportRecord } from '../../../../contract/export';
import { ExportStatus } from '../../../../contract/export.routes';
import { createDownloadsImplementations } from '../../../machines/downloads/downloads.actors';
import { downloadsMachine } from '../../../machines/downloads/downloads.machine';
import {
  selectDeletingId,
  selectDownloadingId,
  selectIsBusy,
  selectIsClearing,
  selectIsConfirmingClear,
  selectIsFailed,
  selectIsLoading,
  selectListError,
  selectRecords,
} from '../../../machines/downloads/downloads.selectors';
import { useHttp } from '../app/app-services';
import { toastFailure } from '../app/failure-toast';
import { Popover } from '../chakra/popover';
import { openFile } from '../files/open-file';
import { formatSize } from '../format/file-size';

type DownloadsRef = ActorRefFrom<typeof downloadsMachine>;

function RecordRow({ record, actor }: { record: ExportRecord; actor: DownloadsRef }) {
  const intl = useIntl();
  const deletingId = useSelector(actor, selectDeletingId);
  const downloadingId = useSelector(actor, selectDownloadingId);
  const busy = useSelector(actor, selectIsBusy);
  const ready = record.exportStatus === ExportStatus.ready;

  return (
    <Flex as="li" gap="3" align="center" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="0.5" flex="1" minWidth="0">
        <Text textStyle="sm" fontWeight="medium" truncate title={record.fileName}>
          {record.fileName}
        </Text>
        <HStack gap="2" textStyle="xs" color="fg.muted" wrap="wrap">
          {ready ? <Text as="span">{formatSize(record.fileSize)}</Text> : null}
          {record.exportStatus === ExportStatus.generating ? (
            <Text as="span" color="fg.warning">
              <FormattedMessage id="downloads.status.generating" />
            </Text>
          ) : null}
          {record.exportStatus === ExportStatus.failed ? (
            <Text as="span" color="fg.error">
              <FormattedMessage id="downloads.status.failed" />
            </Text>
          ) : null}
          <Text asChild>
            <time dateTime={record.gmtCreate.replace(' ', 'T')}>{record.gmtCreate}</time>
          </Text>
        </HStack>
      </Stack>
      <HStack gap="1" flexShrink="0">
        {ready ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={intl.formatMessage({ id: 'downloads.downloadFile' }, { name: record.fileName })}
            loading={downloadingId === record.id}
            disabled={downloadingId !== null && downloadingId !== record.id}
            onClick={() => actor.send({ type: 'download', id: record.id })}
          >
            <FormattedMessage id="downloads.download" />
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={intl.formatMessage({ id: 'downloads.deleteFile' }, { name: record.fileName })}
          loading={deletingId === record.id}
          disabled={busy && deletingId !== record.id}
          onClick={() => actor.send({ type: 'delete', id: record.id })}
        >
          <FormattedMessage id="downloads.delete" />
        </Button>
      </HStack>
    </Flex>
  );
}

/** The popover's body: the caller's newest 20 export records and what can be done with them. */
export function DownloadsPanel() {
  const intl = useIntl();
  const http = useHttp();
  const actor = useActorRef(
    downloadsMachine.provide(
      createDownloadsImplementations(http, openFile, (error) => toastFailure(intl, 'delete', error)),
    ),
  );
  const records = useSelector(actor, selectRecords);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectIsFailed);
  const error = useSelector(actor, selectListError);
  const confirming = useSelector(actor, selectIsConfirmingClear);
  const clearing = useSelector(actor, selectIsClearing);
  const busy = useSelector(actor, selectIsBusy);

  useEffect(() => {
    actor.send({ type: 'open' });
  }, [actor]);

  return (
    <>
      <Popover.Header>
        <Flex align="center" justify="space-between" gap="2">
          <Popover.Title fontWeight="semibold">
            <FormattedMessage id="downloads.title" />
          </Popover.Title>
          {records.length > 0 ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={busy || confirming}
              loading={clearing}
              onClick={() => actor.send({ type: 'clear.request' })}
            >
              <FormattedMessage id="downloads.clearAll" />
            </Button>
          ) : null}
        </Flex>
      </Popover.Header>
      <Popover.Body pt="0">
        {loading ? (
          <Flex justify="center" py="6">
            <Spinner size="sm" aria-label={intl.formatMessage({ id: 'downloads.loading' })} />
          </Flex>
        ) : failed ? (
          <Stack align="center" gap="3" py="4">
            <Text textStyle="sm" color="fg.error" role="alert">
              {error}
            </Text>
            <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'retry' })}>
              <FormattedMessage id="downloads.retry" />
            </Button>
          </Stack>
        ) : records.length === 0 ? (
          <Text textStyle="sm" color="fg.muted" textAlign="center" py="6">
            <FormattedMessage id="downloads.empty" />
          </Text>
        ) : (
          <Box
            as="ul"
            listStyleType="none"
            maxHeight="80"
            overflowY="auto"
            aria-label={intl.formatMessage({ id: 'downloads.list' })}
          >
            {records.map((record) => (
              <RecordRow key={record.id} record={record} actor={actor} />
            ))}
          </Box>
        )}
        {confirming ? (
          <Stack
            role="group"
            aria-label={intl.formatMessage({ id: 'downloads.clearQuestion' })}
            gap="3"
            mt="3"
            p="3"
            borderWidth="1px"
            borderColor="border.error"
            borderRadius="md"
            bg="bg.error"
          >
            <Text textStyle="sm">
              <FormattedMessage id="downloads.clearQuestion" />
            </Text>
            <HStack justify="flex-end" gap="2">
              <Button
                size="xs"
                variant="outline"
                // Cancelling is the safe answer, so it takes the focus.
                autoFocus
                onClick={() => actor.send({ type: 'clear.cancel' })}
              >
                <FormattedMessage id="downloads.clearCancel" />
              </Button>
              <Button size="xs" colorPalette="red" onClick={() => actor.send({ type: 'clear.confirm' })}>
                <FormattedMessage id="downloads.clearConfirm" />
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Popover.Body>
    </>
  );
}
