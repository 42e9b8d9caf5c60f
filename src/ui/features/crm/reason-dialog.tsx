import { Button, Field, Portal, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_REJECT_REASON } from '../../../../contract/user.routes';
import { Dialog } from '../../kit/chakra/dialog';
import { Textarea } from '../../kit/chakra/textarea';
import { ErrorAlert } from '../../kit/forms/error-alert';

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
                <FormattedMessage id="crm.registrations.reject.title" values={{ name }} />
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
                    maxLength={MAX_REJECT_REASON}
                    rows={4}
                    placeholder={intl.formatMessage({ id: 'crm.registrations.reject.placeholder' })}
                    onChange={(e) => onChange(e.target.value)}
                  />
                  {missing ? (
                    <Field.ErrorText>
                      <FormattedMessage id="crm.registrations.reject.required" />
                    </Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      <FormattedMessage id="crm.registrations.reject.help" />
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
                <FormattedMessage id="crm.registrations.reject.submit" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
