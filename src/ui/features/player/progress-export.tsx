import { Button, Card, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createProgressExportImplementations } from '../../../machines/progress-export/progress-export.actors';
import {
  EXPORT_STATUSES,
  progressExportMachine,
} from '../../../machines/progress-export/progress-export.machine';
import {
  selectAllState,
  selectError,
  selectIsChoosing,
  selectIsDone,
  selectIsFailed,
  selectIsInvalid,
  selectIsSending,
  selectStatuses,
} from '../../../machines/progress-export/progress-export.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { showToast } from '../../kit/app/toaster';
import { studyStatusKey } from '../../kit/format/course-format';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { LabelledCheckbox } from '../../kit/forms/labelled-checkbox';

type ExportActor = ReturnType<typeof useActorRef<typeof progressExportMachine>>;

/** The statuses to include, "all" first; the export waits for at least one. */
function StatusChoice({ actor }: { actor: ExportActor }) {
  const intl = useIntl();
  const statuses = useSelector(actor, selectStatuses);
  const all = useSelector(actor, selectAllState);
  const invalid = useSelector(actor, selectIsInvalid);
  const sending = useSelector(actor, selectIsSending);
  const failed = useSelector(actor, selectIsFailed);
  const error = useSelector(actor, selectError);
  const form = useRef<HTMLFormElement>(null);
  // The button that opened the choice is gone: the keyboard carries on at its first box.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  return (
    <Card.Root rounded="l3" size="sm">
      <Card.Body>
        <form
          ref={form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'submit' });
          }}
        >
          <Stack gap="4">
            <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={invalid} disabled={sending}>
              <Fieldset.Legend textStyle="sm" fontWeight="medium">
                <FormattedMessage id="player.study.export.legend" />
              </Fieldset.Legend>
              <HStack gap="5" wrap="wrap" mt="2">
                <LabelledCheckbox
                  checked={all}
                  onToggle={() => actor.send({ type: 'all.toggle' })}
                  colorPalette="brand"
                >
                  <FormattedMessage id="course.status.all" />
                </LabelledCheckbox>
                {EXPORT_STATUSES.map((status) => (
                  <LabelledCheckbox
                    key={status}
                    checked={statuses.includes(status)}
                    onToggle={() => actor.send({ type: 'status.toggle', status })}
                    colorPalette="brand"
                  >
                    <FormattedMessage id={studyStatusKey(status)} />
                  </LabelledCheckbox>
                ))}
              </HStack>
              {invalid ? (
                <Fieldset.ErrorText>
                  <FormattedMessage id="player.study.export.pickOne" />
                </Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
            {failed && error ? <ErrorAlert message={error} /> : null}
            <HStack gap="2">
              <Button type="submit" size="sm" loading={sending}>
                <FormattedMessage id="player.study.export.submit" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={sending}
                onClick={() => actor.send({ type: 'cancel' })}
              >
                {intl.formatMessage({ id: 'app.cancel' })}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "Export my progress": opens the choice of statuses, sends the export and says where the file will be —
 * the header's download records, which read the list afresh each time they open.
 */
export function ProgressExport() {
  const intl = useIntl();
  const http = useHttp();
  const actor = useActorRef(
    progressExportMachine.provide(createProgressExportImplementations(http)),
    actorOptions(),
  );
  const choosing = useSelector(actor, selectIsChoosing);
  const done = useSelector(actor, selectIsDone);
  const button = useRef<HTMLButtonElement>(null);
  const wasChoosing = useRef(false);
  // Closing the choice (export sent or cancelled) hands the keyboard back to the button.
  useEffect(() => {
    if (wasChoosing.current && !choosing) button.current?.focus();
    wasChoosing.current = choosing;
  }, [choosing]);
  const doneText = intl.formatMessage(
    { id: 'player.study.export.done' },
    { records: intl.formatMessage({ id: 'downloads.button' }) },
  );

  // The toast follows the learner if they scroll away; the note below stays for reading again.
  const told = useRef(false);
  useEffect(() => {
    if (done && !told.current) showToast('success', doneText);
    told.current = done;
  }, [done, doneText]);

  return (
    <Stack gap="3">
      {choosing ? null : (
        <HStack gap="3" wrap="wrap">
          <Button ref={button} variant="outline" size="sm" onClick={() => actor.send({ type: 'open' })}>
            <FormattedMessage id="player.study.export" />
          </Button>
        </HStack>
      )}
      {choosing ? <StatusChoice actor={actor} /> : null}
      <Text role="status" textStyle="sm" color="fg.muted">
        {done ? doneText : null}
      </Text>
    </Stack>
  );
}
