import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { empNo, passwordInput } from '../../../contract/rules';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import type { CaptchaControl, LoginFormProps } from './login-types';

const schema = z.object({ empNo, password: passwordInput });

export function EmpNoLoginForm({
  busy,
  agreement,
  confirmAgreement,
  submit,
  captcha,
}: LoginFormProps & { captcha: CaptchaControl | null }) {
  const intl = useIntl();
  const [values, setValues] = useState({ empNo: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'empNo' | 'password'>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(schema, values);
    setErrors(found);
    const answer = captcha ? captcha.answer() : undefined;
    const agreed = confirmAgreement();
    if (hasErrors(found) || answer === null || !agreed) return;
    submit({ method: 'empNo', empNo: values.empNo.trim(), password: values.password, ...answer });
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={<FormattedMessage id="login.empNo.label" />}
          value={values.empNo}
          onValueChange={(empNo) => setValues((v) => ({ ...v, empNo }))}
          error={errors.empNo}
          required
          autoComplete="username"
          autoCapitalize="characters"
          maxLength={32}
          placeholder={intl.formatMessage({ id: 'login.empNo.placeholder' })}
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
