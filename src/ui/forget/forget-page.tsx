import {
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Link as ChakraLink,
  Separator,
  Stack,
  Steps,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { password as passwordRule, phone, smsCode } from '../../../contract/rules';
import { createForgetPasswordImplementations } from '../../machines/forget-password/forget-password.actors';
import {
  FORGET_SMS_PURPOSE,
  forgetPasswordMachine,
} from '../../machines/forget-password/forget-password.machine';
import {
  selectForgetError,
  selectForgetSms,
  selectForgetValues,
} from '../../machines/forget-password/forget-password.selectors';
import { useHttp } from '../app/app-services';
import { actorOptions } from '../app/inspector';
import { PasswordField } from '../forms/password-field';
import { SmsCodeField } from '../forms/sms-code-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import { CheckCircleIcon } from '../icons/icons';
import { AuthLayout } from '../layout/auth-layout';
import { useLocaleParam } from '../locale/use-locale';
import { useDocumentTitle } from '../site/use-document-title';
import { ErrorAlert } from '../forms/error-alert';

const phoneStep = z.object({ phone, code: smsCode });
const passwordStep = z.object({
  password: passwordRule,
  confirmPassword: z.string({ message: 'password.required' }).min(1, { message: 'password.required' }),
});

type Field = 'phone' | 'code' | 'password' | 'confirmPassword';

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
  const [values, setValues] = useState({
    phone: kept.phone,
    code: kept.code,
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const error = selectForgetError(snapshot);
  const sms = selectForgetSms(snapshot);

  useDocumentTitle(intl.formatMessage({ id: 'forget.pageTitle' }));

  const step = snapshot.hasTag('done')
    ? 2
    : snapshot.hasTag('settingPassword') || snapshot.hasTag('submitting')
      ? 1
      : 0;

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function verify(event: FormEvent) {
    event.preventDefault();
    const found = validate(phoneStep, values);
    setErrors(found);
    if (!hasErrors(found))
      send({ type: 'forget.verify', phone: values.phone.trim(), code: values.code.trim() });
  }

  function reset(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = validate(passwordStep, values);
    if (!found.confirmPassword && values.password !== values.confirmPassword) {
      found.confirmPassword = 'rule.password.mismatch';
    }
    setErrors(found);
    if (!hasErrors(found)) {
      send({ type: 'forget.submit', password: values.password, confirmPassword: values.confirmPassword });
    }
  }

  const errorAlert = error ? <ErrorAlert message={error} /> : null;

  let body;
  if (step === 0) {
    body = (
      <Stack asChild gap="5">
        <form onSubmit={verify} noValidate>
          {errorAlert}
          <TextField
            label={<FormattedMessage id="login.phone.label" />}
            value={values.phone}
            onValueChange={set('phone')}
            error={errors.phone}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={intl.formatMessage({ id: 'login.phone.placeholder' })}
          />
          {sms ? (
            <SmsCodeField
              value={values.code}
              onValueChange={set('code')}
              error={errors.code}
              phone={values.phone}
              purpose={FORGET_SMS_PURPOSE}
              onPhoneInvalid={(id) => setErrors((e) => ({ ...e, phone: id }))}
              sms={sms}
              onSend={(e) => send(e)}
            />
          ) : null}
          <Button type="submit" size="lg" width="full" loading={snapshot.hasTag('verifying')}>
            <FormattedMessage id="forget.next" />
          </Button>
        </form>
      </Stack>
    );
  } else if (step === 1) {
    body = (
      <Stack asChild gap="5">
        <form onSubmit={reset} noValidate>
          {errorAlert}
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="forget.forPhone" values={{ phone: values.phone }} />
          </Text>
          <PasswordField
            label={<FormattedMessage id="forget.newPassword.label" />}
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
            helper={<FormattedMessage id="password.hint" />}
            required
            autoComplete="new-password"
            maxLength={30}
          />
          <PasswordField
            label={<FormattedMessage id="forget.confirmPassword.label" />}
            value={values.confirmPassword}
            onValueChange={set('confirmPassword')}
            error={errors.confirmPassword}
            required
            autoComplete="new-password"
            maxLength={30}
          />
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
        </form>
      </Stack>
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
    <AuthLayout>
      <Card.Root variant="elevated" rounded="l3" boxShadow="lg">
        <Card.Header gap="4" pb="2">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="forget.heading" />
          </Heading>
          <Steps.Root step={step} count={3} size="sm" colorPalette="brand">
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
        </Card.Header>
        <Card.Body>{body}</Card.Body>
        <Separator />
        <Card.Footer justifyContent="center" py="4">
          <ChakraLink asChild color="fg.muted" textStyle="sm">
            <Link to="/{-$locale}/login" params={{ locale }}>
              <FormattedMessage id="register.backToLogin" />
            </Link>
          </ChakraLink>
        </Card.Footer>
      </Card.Root>
    </AuthLayout>
  );
}
