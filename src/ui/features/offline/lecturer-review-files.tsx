import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_ATTACHMENTS_MAX } from '../../../../contract/offline-review.routes';
import { createCourseAttachmentsImplementations } from '../../../machines/course-attachments/course-attachments.actors';
import { courseAttachmentsMachine } from '../../../machines/course-attachments/course-attachments.machine';
import {
  selectBusy,
  selectError,
  selectFiles,
  selectLoadFailed,
  selectLoading,
  selectRefusal,
  selectSaving,
  selectUploading,
} from '../../../machines/course-attachments/course-attachments.selectors';
import { offlineAttachmentLink } from '../../../services/api/offline-review';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { FileRow, UploadProgress } from '../../kit/files/file-row';
import { openFile } from '../../kit/files/open-file';
import { shortDateTime } from '../../kit/format/date-time';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { FilePicker, Refusal } from './lecturer-review-parts';

/**
 * The course's files for its lecturer: each downloads through a short-lived address; a new one is uploaded with
 * its progress and added to the list, and one is removed after a confirmation (learners lose it).
 */
export function AttachmentsSection({ courseId }: { courseId: string }) {
  const http = useHttp();
  const intl = useIntl();
  const machine = useMemo(
    () => courseAttachmentsMachine.provide(createCourseAttachmentsImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, { ...actorOptions(), input: { courseId } });
  const [removing, setRemoving] = useState<{ fileId: string; fileName: string } | null>(null);
  const files = selectFiles(snapshot);
  const busy = selectBusy(snapshot);
  const uploading = selectUploading(snapshot);
  const error = selectError(snapshot);

  if (selectLoading(snapshot)) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="12" rounded="l2" />
        <Skeleton height="12" rounded="l2" />
      </Stack>
    );
  }
  if (selectLoadFailed(snapshot)) {
    return (
      <ErrorAlert
        message={error}
        action={
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => send({ type: 'retry' })}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage
            id="offline.teach.files.count"
            values={{ count: files.length, max: COURSE_ATTACHMENTS_MAX }}
          />
        </Text>
        <FilePicker
          label={<FormattedMessage id="offline.teach.files.add" />}
          disabled={busy || files.length >= COURSE_ATTACHMENTS_MAX}
          onPick={(file) => send({ type: 'file.pick', file })}
          testId="course-file"
        />
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        <FormattedMessage id="offline.teach.file.rules" />
      </Text>
      {files.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" textAlign="center" py="6" bg="bg.subtle" rounded="l2">
          <FormattedMessage id="offline.teach.files.empty" />
        </Text>
      ) : (
        <Stack
          as="ul"
          gap="1.5"
          listStyleType="none"
          aria-label={intl.formatMessage({ id: 'offline.teach.files.title' })}
        >
          {files.map((f) => (
            <FileRow
              key={f.fileId}
              name={f.fileName}
              size={f.fileSize}
              detail={
                <Text as="span">
                  <FormattedMessage
                    id="offline.teach.files.added"
                    values={{ time: shortDateTime(f.gmtCreate) }}
                  />
                </Text>
              }
              open={() =>
                offlineAttachmentLink(http, { courseId, fileId: f.fileId }).then(({ url }) => openFile(url))
              }
              onRemove={busy ? undefined : () => setRemoving({ fileId: f.fileId, fileName: f.fileName })}
              removeLabel={intl.formatMessage({ id: 'offline.teach.file.removeOf' }, { name: f.fileName })}
              removeText={<FormattedMessage id="offline.teach.file.remove" />}
            />
          ))}
        </Stack>
      )}
      {uploading ? (
        <UploadProgress
          name={uploading.name}
          fraction={uploading.fraction}
          label={(values) => <FormattedMessage id="offline.teach.file.uploading" values={values} />}
        />
      ) : null}
      {selectSaving(snapshot) ? (
        <Text role="status" textStyle="xs" color="fg.muted">
          <FormattedMessage id="offline.teach.files.saving" />
        </Text>
      ) : null}
      <Refusal refusal={selectRefusal(snapshot)} max={COURSE_ATTACHMENTS_MAX} />
      {error ? <ErrorAlert message={error} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={<FormattedMessage id="offline.teach.files.removeTitle" />}
        body={
          <FormattedMessage id="offline.teach.files.removeBody" values={{ name: removing?.fileName ?? '' }} />
        }
        confirmLabel={<FormattedMessage id="offline.teach.file.remove" />}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) send({ type: 'file.remove', fileId: removing.fileId });
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
