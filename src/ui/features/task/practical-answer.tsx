import { Box, Button, Field, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { PracticalView } from '../../../../contract/study-task';
import {
  PRACTICAL_FILES_MAX,
  PRACTICAL_TEXT_MAX,
  PracticalClosed,
} from '../../../../contract/study-task.routes';
import type { UploadedFile } from '../../../../contract/upload';
import { UPLOAD_ACCEPT } from '../../../../contract/upload.routes';
import { createPracticalAnswerImplementations } from '../../../machines/practical-answer/practical-answer.actors';
import { practicalAnswerMachine } from '../../../machines/practical-answer/practical-answer.machine';
import {
  selectBusy,
  selectSubmitting,
  selectUploading,
} from '../../../machines/practical-answer/practical-answer.selectors';
import { link } from '../../../services/api/upload';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { Textarea } from '../../kit/chakra/textarea';
import { openFile } from '../../kit/files/open-file';
import { formatSize } from '../../kit/format/file-size';
import { ErrorAlert } from '../../kit/forms/error-alert';

/** An attachment: its name opens it (through a short-lived link), with its size; removable while editing. */
function Attachment({ file, onRemove }: { file: UploadedFile; onRemove?: () => void }) {
  const http = useHttp();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    link(http, { id: file.id })
      .then(({ url }) => openFile(url))
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <HStack
      as="li"
      gap="2"
      justify="space-between"
      borderWidth="1px"
      rounded="l2"
      px="3"
      py="1.5"
      minWidth="0"
    >
      <Button variant="plain" size="sm" px="0" color="brand.fg" minWidth="0" loading={busy} onClick={open}>
        <Text as="span" truncate>
          {file.fileName}
        </Text>
      </Button>
      <HStack gap="2" flexShrink={0}>
        <Text textStyle="xs" color="fg.muted">
          {formatSize(file.fileSize)}
        </Text>
        {onRemove ? (
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="red"
            aria-label={intl.formatMessage({ id: 'account.task.practical.remove' }, { name: file.fileName })}
            onClick={onRemove}
          >
            <FormattedMessage id="account.task.practical.removeShort" />
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}

/** The answer handed in, as it stands (marked or closed). */
function AnswerShown({ view }: { view: PracticalView }) {
  if (!view.answer) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" textStyle="sm">
        <FormattedMessage id="account.task.practical.yourAnswer" values={{ time: view.answer.submitTime }} />
      </Text>
      {view.answer.answerText ? (
        <Text textStyle="sm" whiteSpace="pre-wrap">
          {view.answer.answerText}
        </Text>
      ) : null}
      {view.answer.files.length > 0 ? (
        <Stack as="ul" gap="1.5" listStyleType="none">
          {view.answer.files.map((f) => (
            <Attachment key={f.id} file={f} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The form: text, attachments sent one by one with their progress, and the hand-in. */
function AnswerForm({ taskId, view }: { taskId: string; view: PracticalView }) {
  const http = useHttp();
  const intl = useIntl();
  const router = useRouter();
  const picker = useRef<HTMLInputElement>(null);
  const machine = useMemo(
    () => practicalAnswerMachine.provide(createPracticalAnswerImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, {
    ...actorOptions(),
    input: {
      taskId,
      phaseContentId: view.phaseContentId,
      text: view.answer?.answerText ?? '',
      files: view.answer?.files ?? [],
    },
  });
  const { text, files, refusal, empty, error, saved } = snapshot.context;
  const uploading = selectUploading(snapshot);
  const busy = selectBusy(snapshot);
  const seen = useRef(saved);
  useEffect(() => {
    if (seen.current === saved) return;
    seen.current = saved;
    void router.invalidate();
  }, [saved, router]);
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Field.Root invalid={empty}>
        <Field.Label>
          <FormattedMessage id="account.task.practical.text" />
        </Field.Label>
        <Textarea
          value={text}
          maxLength={PRACTICAL_TEXT_MAX}
          rows={5}
          placeholder={intl.formatMessage({ id: 'account.task.practical.placeholder' })}
          onChange={(e) => send({ type: 'text.change', value: e.target.value })}
        />
        <Field.HelperText>
          <FormattedMessage
            id="account.task.practical.count"
            values={{ count: text.length, max: PRACTICAL_TEXT_MAX }}
          />
        </Field.HelperText>
        {empty ? (
          <Field.ErrorText>
            <FormattedMessage id="account.task.practical.empty" />
          </Field.ErrorText>
        ) : null}
      </Field.Root>
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="medium" textStyle="sm">
            <FormattedMessage
              id="account.task.practical.files"
              values={{ count: files.length, max: PRACTICAL_FILES_MAX }}
            />
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={busy || files.length >= PRACTICAL_FILES_MAX}
            onClick={() => picker.current?.click()}
          >
            <FormattedMessage id="account.task.practical.addFile" />
          </Button>
          <input
            ref={picker}
            type="file"
            accept={UPLOAD_ACCEPT}
            hidden
            aria-label={intl.formatMessage({ id: 'account.task.practical.addFile' })}
            data-testid="practical-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // The same file may be picked again after a refusal.
              e.target.value = '';
              if (file) send({ type: 'file.pick', file });
            }}
          />
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="account.task.practical.fileRules" />
        </Text>
        {files.length > 0 ? (
          <Stack
            as="ul"
            gap="1.5"
            listStyleType="none"
            aria-label={intl.formatMessage({ id: 'account.task.practical.fileList' })}
          >
            {files.map((f) => (
              <Attachment
                key={f.id}
                file={f}
                onRemove={busy ? undefined : () => send({ type: 'file.remove', id: f.id })}
              />
            ))}
          </Stack>
        ) : null}
        {uploading ? (
          <Stack gap="1" role="status">
            <Text textStyle="xs" color="fg.muted">
              <FormattedMessage
                id="account.task.practical.uploading"
                values={{
                  name: uploading.name,
                  share: (
                    <FormattedNumber value={uploading.fraction} style="percent" maximumFractionDigits={0} />
                  ),
                }}
              />
            </Text>
            <Box height="1.5" bg="bg.muted" rounded="full" overflow="hidden">
              <Box
                height="full"
                bg="brand.solid"
                style={{ width: `${Math.round(uploading.fraction * 100)}%` }}
              />
            </Box>
          </Stack>
        ) : null}
        {refusal ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            <FormattedMessage
              id={`account.task.practical.refused.${refusal.reason}`}
              values={{ name: refusal.name, max: PRACTICAL_FILES_MAX }}
            />
          </Text>
        ) : null}
      </Stack>
      {error ? <ErrorAlert message={error} /> : null}
      {saved > 0 && !error ? (
        <Text role="status" textStyle="sm" color="fg.success">
          <FormattedMessage id="account.task.practical.saved" />
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={selectSubmitting(snapshot)}
          disabled={busy}
        >
          <FormattedMessage
            id={view.answer ? 'account.task.practical.resubmit' : 'account.task.practical.submit'}
          />
        </Button>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="account.task.practical.untilMarked" />
        </Text>
      </HStack>
    </chakra.form>
  );
}

/**
 * A practical assignment's answer in its brief: the form while it can be handed in (again), else the answer as
 * it stands and why it is closed. The mark and the comment are the brief's.
 */
export function PracticalAnswer({ taskId, view }: { taskId: string; view: PracticalView }) {
  if (view.canSubmit === 1)
    return <AnswerForm key={view.answer?.submitTime ?? 'new'} taskId={taskId} view={view} />;
  return (
    <Stack gap="2">
      <AnswerShown view={view} />
      {view.closed !== PracticalClosed.marked ? (
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id={`account.task.practical.closed.${view.closed}`} />
        </Text>
      ) : null}
    </Stack>
  );
}
