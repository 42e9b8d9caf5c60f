import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createForgetPasswordImplementations } from '../../../machines/forget-password/forget-password.actors';
import {
  FORGET_SMS_PURPOSE,
  forgetPasswordMachine,
} from '../../../machines/forget-password/forget-password.machine';
import {
  selectForgetCaptchaRequired,
  selectForgetError,
  selectForgetSms,
  selectForgetValues,
} from '../../../machines/forget-password/forget-password.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { Steps } from '../../kit/chakra/steps';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { hasErrors, type FieldErrors } from '../../kit/forms/field-errors';
import { FormStack } from '../../kit/forms/form-stack';
import { mismatchError, NewPasswordFields } from '../../kit/forms/new-password-fields';
import { PhoneCodeFields } from '../../kit/forms/phone-code-fields';
import { SubmitButton } from '../../kit/forms/submit-button';
import { useCaptchaControl } from '../../kit/forms/use-captcha-control';
import { useFormFields } from '../../kit/forms/use-form-fields';
import { useFormRules } from '../../kit/forms/use-form-rules';
import { CheckCircleIcon } from '../../kit/icons/icons';
import { AuthCard } from '../../kit/layout/auth-card';
import { FooterLink } from '../../kit/layout/footer-link';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';

/** Reset a forgotten password: phone → SMS code → new password twice → done. */
export function ForgetPage() {
  const intl = useIntl();
  const http = useHttp();
  const locale = useLocaleParam();
  const machine = useMemo(
    () => forgetPasswordMachine.provide(createForgetPasswordImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const kept = selectForgetValues(snapshot);
  const { values, errors, setErrors, set } = useFormFields({
    phone: kept.phone,
    code: kept.code,
    password: '',
    confirmPassword: '',
  });
  const error = selectForgetError(snapshot);
  const sms = selectForgetSms(snapshot);
  const captcha = useCaptchaControl(selectForgetCaptchaRequired(snapshot));
  const rules = useFormRules();

  useDocumentTitle(intl.formatMessage({ id: 'forget.pageTitle' }));

  const step = snapshot.hasTag('done')
    ? 2
    : snapshot.hasTag('settingPassword') || snapshot.hasTag('submitting')
      ? 1
      : 0;

  const verify = () =>
    rules.run(({ validate, schemas }) => {
      const found = validate(schemas.phoneCode, values);
      setErrors(found);
      if (!hasErrors(found))
        send({ type: 'forget.verify', phone: values.phone.trim(), code: values.code.trim() });
    });

  const reset = () =>
    rules.run(({ validate, schemas }) => {
      const found: FieldErrors<'password' | 'confirmPassword'> = validate(schemas.newPassword, values);
      found.confirmPassword ||= mismatchError(values);
      setErrors(found);
      const answer = captcha ? captcha.answer() : undefined;
      if (hasErrors(found) || answer === null) return;
      send({
        type: 'forget.submit',
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...answer,
      });
      captcha?.used();
    });

  const errorAlert = (
    <>
      {error ? <ErrorAlert message={error} /> : null}
      {rules.alert}
    </>
  );

  let body;
  if (step === 0) {
    body = (
      <FormStack onSubmit={verify} onFocus={rules.preload}>
        {errorAlert}
        <PhoneCodeFields
          values={values}
          errors={errors}
          set={set}
          onPhoneInvalid={(id) => setErrors((e) => ({ ...e, phone: id }))}
          purpose={FORGET_SMS_PURPOSE}
          sms={sms}
          onSend={(e) => send(e)}
        />
        <SubmitButton busy={snapshot.hasTag('verifying')}>
          <FormattedMessage id="forget.next" />
        </SubmitButton>
      </FormStack>
    );
  } else if (step === 1) {
    body = (
      <FormStack onSubmit={reset} onFocus={rules.preload}>
        {errorAlert}
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="forget.forPhone" values={{ phone: values.phone }} />
        </Text>
        <NewPasswordFields
          label={<FormattedMessage id="forget.newPassword.label" />}
          confirmLabel={<FormattedMessage id="forget.confirmPassword.label" />}
          values={values}
          errors={errors}
          set={set}
        />
        {captcha?.field}
        <HStack gap="3">
          <Button
            type="button"
            variant="outline"
            size="lg"
            flex="1"
            onClick={() => send({ type: 'forget.back' })}
            disabled={snapshot.hasTag('submitting')}
          >
            <FormattedMessage id="forget.back" />
          </Button>
          <Button type="submit" size="lg" flex="2" loading={snapshot.hasTag('submitting')}>
            <FormattedMessage id="forget.submit" />
          </Button>
        </HStack>
      </FormStack>
    );
  } else {
    body = (
      <Stack align="center" textAlign="center" gap="4" py="4" role="status">
        <Box color="green.600" bg="green.50" rounded="full" p="3">
          <CheckCircleIcon boxSize="12" />
        </Box>
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          <FormattedMessage id="forget.done.title" />
        </Text>
        <Text color="fg.muted">
          <FormattedMessage id="forget.done.body" />
        </Text>
        <Button asChild size="lg">
          <Link to="/{-$locale}/login" params={{ locale }}>
            <FormattedMessage id="forget.done.signIn" />
          </Link>
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard
      heading={<FormattedMessage id="forget.heading" />}
      header={
        <Steps.Root step={step} count={3} size="sm" colorPalette="brand" mt="3">
          <Steps.List>
            {(['forget.step.verify', 'forget.step.password', 'forget.step.done'] as const).map(
              (id, index) => (
                <Steps.Item key={id} index={index}>
                  <Steps.Indicator />
                  <Steps.Title>
                    <FormattedMessage id={id} />
                  </Steps.Title>
                  <Steps.Separator />
                </Steps.Item>
              ),
            )}
          </Steps.List>
        </Steps.Root>
      }
      footer={
        <FooterLink to="/{-$locale}/login">
          <FormattedMessage id="register.backToLogin" />
        </FooterLink>
      }
    >
      {body}
    </AuthCard>
  );
}
