import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { phone, smsCode } from '../../../contract/rules';
import { SmsPurpose } from '../../../contract/user';
import { SmsCodeField, useSmsCodeActor } from '../forms/sms-code-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import type { LoginFormProps } from './login-types';

const schema = z.object({ phone, code: smsCode });

export function SmsLoginForm({ busy, agreement, confirmAgreement, submit }: LoginFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState({ phone: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'code'>>({});
  const sms = useSmsCodeActor();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(schema, values);
    setErrors(found);
    const agreed = confirmAgreement();
    if (hasErrors(found) || !agreed) return;
    submit({ method: 'sms', phone: values.phone.trim(), code: values.code.trim() });
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={<FormattedMessage id="login.phone.label" />}
          value={values.phone}
          onValueChange={(phone) => {
            setValues((v) => ({ ...v, phone }));
            setErrors((e) => ({ ...e, phone: undefined }));
          }}
          error={errors.phone}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={intl.formatMessage({ id: 'login.phone.placeholder' })}
        />
        <SmsCodeField
          value={values.code}
          onValueChange={(code) => setValues((v) => ({ ...v, code }))}
          error={errors.code}
          phone={values.phone}
          purpose={SmsPurpose.login}
          sms={sms}
          onPhoneInvalid={(id) => setErrors((e) => ({ ...e, phone: id }))}
        />
        {agreement}
        <Button type="submit" size="lg" width="full" loading={busy}>
          <FormattedMessage id="login.submit" />
        </Button>
      </form>
    </Stack>
  );
}
