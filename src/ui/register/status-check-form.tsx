import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userApi } from '../../../contract/user';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import { ErrorAlert } from '../forms/error-alert';

interface StatusCheckFormProps {
  busy: boolean;
  error: string | null;
  onCheck: (credentials: { phone: string; password: string }) => void;
}

/** For returning applicants: where does my application stand? Proven by phone + password. */
export function StatusCheckForm({ busy, error, onCheck }: StatusCheckFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState({ phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'password'>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const credentials = { phone: values.phone.trim(), password: values.password };
    const found = validate(userApi.registerStatus.request, credentials);
    setErrors(found);
    if (!hasErrors(found)) onCheck(credentials);
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="register.check.intro" />
        </Text>
        {error ? <ErrorAlert message={error} /> : null}
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
        />
        <Button type="submit" size="lg" width="full" variant="outline" loading={busy}>
          <FormattedMessage id="register.check.submit" />
        </Button>
      </form>
    </Stack>
  );
}
