import { Button, Field, Portal, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../kit/chakra/dialog';
import { Textarea } from '../../kit/chakra/textarea';
import { ErrorAlert } from '../../kit/forms/error-alert';
import type { MessageId } from '../../kit/locale/messages';

/** The dialog's words that name the queue's kind of application. */
export interface ReasonTexts {
  title: MessageId;
  placeholder: MessageId;
  help: MessageId;
  /** The missing reason's message and the button's words (those of refusing an application unless told). */
  required?: MessageId;
  submit?: MessageId;
}

/** The dialog asking why an application is not approved; the reason is required and shown to the applicant. */
export function ReasonDialog({
  open,
  name,
  reason,
  missing,
  busy,
  error,
  onChange,
  onSubmit,
  onCancel,
  texts,
  maxLength,
}: {
  open: boolean;
  name: string;
  reason: string;
  missing: boolean;
  busy: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** What the dialog says about this queue's applications. */
  texts: ReasonTexts;
  /** The longest reason the queue's gateway call takes. */
  maxLength: number;
}) {
  const intl = useIntl();
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={texts.title} values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id={formId}
                display="flex"
                flexDirection="column"
                gap="4"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                {error ? <ErrorAlert message={error} /> : null}
                <Field.Root required invalid={missing}>
                  <Field.Label>
                    <FormattedMessage id="crm.registrations.reject.reason" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={maxLength}
                    rows={4}
                    placeholder={intl.formatMessage({ id: texts.placeholder })}
                    onChange={(e) => onChange(e.target.value)}
                  />
                  {missing ? (
                    <Field.ErrorText>
                      <FormattedMessage id={texts.required ?? 'crm.registrations.reject.required'} />
                    </Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      <FormattedMessage id={texts.help} />
                    </Field.HelperText>
                  )}
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                <FormattedMessage id="crm.action.cancel" />
              </Button>
              <Button type="submit" form={formId} colorPalette="red" loading={busy}>
                <FormattedMessage id={texts.submit ?? 'crm.registrations.reject.submit'} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
