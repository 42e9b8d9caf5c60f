import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { passwordInput, phone } from '../../../contract/rules';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import type { CaptchaControl, LoginFormProps } from './login-types';

const schema = z.object({ phone, password: passwordInput });

export function PasswordLoginForm({
  busy,
  agreement,
  confirmAgreement,
  submit,
  captcha,
}: LoginFormProps & { captcha: CaptchaControl | null }) {
  const intl = useIntl();
  const [values, setValues] = useState({ phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'password'>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(schema, values);
    setErrors(found);
    const answer = captcha ? captcha.answer() : undefined;
    const agreed = confirmAgreement();
    if (hasErrors(found) || answer === null || !agreed) return;
    submit({ method: 'password', phone: values.phone.trim(), password: values.password, ...answer });
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={<FormattedMessage id="login.phone.label" />}
          value={values.phone}
          onValueChange={(phone) => setValues((v) => ({ ...v, phone }))}
          error={errors.phone}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={intl.formatMessage({ id: 'login.phone.placeholder' })}
        />
        <PasswordField
          label={<FormattedMessage id="login.password.label" />}
          value={values.password}
          onValueChange={(password) => setValues((v) => ({ ...v, password }))}
          error={errors.password}
          required
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'login.password.placeholder' })}
        />
        {captcha?.field}
        {agreement}
        <Button type="submit" size="lg" width="full" loading={busy}>
          <FormattedMessage id="login.submit" />
        </Button>
      </form>
    </Stack>
  );
}
