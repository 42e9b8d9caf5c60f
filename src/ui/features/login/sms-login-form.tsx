import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { phone, smsCode } from '../../../../contract/rules';
import { SmsPurpose } from '../../../../contract/user.routes';
import { FormStack } from '../../kit/forms/form-stack';
import { PhoneField } from '../../kit/forms/phone-field';
import { SmsCodeField, useSmsCodeActor } from '../../kit/forms/sms-code-field';
import { SubmitButton } from '../../kit/forms/submit-button';
import { hasErrors, validate, type FieldErrors } from '../../kit/forms/validate';
import type { LoginFormProps } from './login-types';

const schema = z.object({ phone, code: smsCode });

export function SmsLoginForm({ busy, agreement, confirmAgreement, submit }: LoginFormProps) {
  const [values, setValues] = useState({ phone: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'code'>>({});
  const sms = useSmsCodeActor();

  function onSubmit() {
    const found = validate(schema, values);
    setErrors(found);
    const agreed = confirmAgreement();
    if (hasErrors(found) || !agreed) return;
    submit({ method: 'sms', phone: values.phone.trim(), code: values.code.trim() });
  }

  return (
    <FormStack onSubmit={onSubmit}>
      <PhoneField
        value={values.phone}
        onValueChange={(phone) => {
          setValues((v) => ({ ...v, phone }));
          setErrors((e) => ({ ...e, phone: undefined }));
        }}
        error={errors.phone}
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
      <SubmitButton busy={busy}>
        <FormattedMessage id="login.submit" />
      </SubmitButton>
    </FormStack>
  );
}
