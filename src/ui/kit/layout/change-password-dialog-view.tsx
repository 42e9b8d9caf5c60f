import { Box, Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { updatePasswordForm } from '../../../../contract/user-forms';
import { createChangePasswordImplementations } from '../../../machines/change-password/change-password.actors';
import { changePasswordMachine } from '../../../machines/change-password/change-password.machine';
import {
  selectChangeCaptchaRequired,
  selectChangeError,
} from '../../../machines/change-password/change-password.selectors';
import { useHttp } from '../app/app-services';
import { actorOptions } from '../app/inspector';
import { Dialog } from '../chakra/dialog';
import { ErrorAlert } from '../forms/error-alert';
import { FormStack } from '../forms/form-stack';
import { mismatchError, NewPasswordFields } from '../forms/new-password-fields';
import { PasswordField } from '../forms/password-field';
import { useCaptchaControl } from '../forms/use-captcha-control';
import { useFormFields } from '../forms/use-form-fields';
import { hasErrors, type FieldErrors } from '../forms/field-errors';
import { validate } from '../forms/validate';
import { CheckCircleIcon } from '../icons/icons';
import type { ChangePasswordDialogProps } from './change-password-dialog';

type Field = 'oldPassword' | 'password' | 'confirmPassword';
const FORM_ID = 'change-password-form';

/** The dialog's body; mounted per opening so every opening starts a fresh changePassword actor. */
function ChangePasswordBody({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const http = useHttp();
  const machine = useMemo(
    () => changePasswordMachine.provide(createChangePasswordImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const { values, errors, setErrors, set } = useFormFields({
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const error = selectChangeError(snapshot);
  const captcha = useCaptchaControl(selectChangeCaptchaRequired(snapshot));
  const done = snapshot.hasTag('done');
  const submitting = snapshot.hasTag('submitting');

  function submit() {
    const found: FieldErrors<Field> = validate(updatePasswordForm, values);
    found.confirmPassword ||= mismatchError(values);
    setErrors(found);
    const answer = captcha ? captcha.answer() : undefined;
    if (hasErrors(found) || answer === null) return;
    send({ type: 'password.submit', ...values, ...answer });
    captcha?.used();
  }

  if (done) {
    return (
      <>
        <Dialog.Body>
          <Stack align="center" textAlign="center" gap="3" py="4" role="status">
            <Box color="green.600">
              <CheckCircleIcon boxSize="12" />
            </Box>
            <Text fontWeight="semibold">
              <FormattedMessage id="changePassword.done" />
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>
            <FormattedMessage id="app.close" />
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <>
      <Dialog.Body>
        <FormStack id={FORM_ID} onSubmit={submit}>
          {error ? <ErrorAlert message={error} /> : null}
          <PasswordField
            label={<FormattedMessage id="changePassword.old" />}
            value={values.oldPassword}
            onValueChange={set('oldPassword')}
            error={errors.oldPassword}
            required
            autoComplete="current-password"
          />
          <NewPasswordFields
            label={<FormattedMessage id="changePassword.new" />}
            confirmLabel={<FormattedMessage id="changePassword.confirm" />}
            confirmPlaceholder={intl.formatMessage({ id: 'changePassword.confirm.placeholder' })}
            values={values}
            errors={errors}
            set={set}
          />
          {captcha?.field}
        </FormStack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={submitting}>
          <FormattedMessage id="app.cancel" />
        </Button>
        <Button type="submit" form={FORM_ID} loading={submitting}>
          <FormattedMessage id="changePassword.submit" />
        </Button>
      </Dialog.Footer>
    </>
  );
}

export function ChangePasswordDialogView({ open, onOpenChange }: ChangePasswordDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size="md"
      unmountOnExit
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="changePassword.title" />
              </Dialog.Title>
            </Dialog.Header>
            <ChangePasswordBody onClose={() => onOpenChange(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'app.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
