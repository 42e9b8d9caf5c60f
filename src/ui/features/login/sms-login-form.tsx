import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SmsPurpose } from '../../../../contract/user.routes';
import { hasErrors, type FieldErrors } from '../../kit/forms/field-errors';
import { FormStack } from '../../kit/forms/form-stack';
import { PhoneField } from '../../kit/forms/phone-field';
import { SmsCodeField, useSmsCodeActor } from '../../kit/forms/sms-code-field';
import { SubmitButton } from '../../kit/forms/submit-button';
import { useFormRules } from '../../kit/forms/use-form-rules';
import type { LoginFormProps } from './login-types';

export function SmsLoginForm({ busy, agreement, confirmAgreement, submit }: LoginFormProps) {
  const [values, setValues] = useState({ phone: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'code'>>({});
  const sms = useSmsCodeActor();
  const rules = useFormRules();

  const onSubmit = () =>
    rules.run(({ validate, schemas }) => {
      const found = validate(schemas.phoneCode, values);
      setErrors(found);
      const agreed = confirmAgreement();
      if (hasErrors(found) || !agreed) return;
      submit({ method: 'sms', phone: values.phone.trim(), code: values.code.trim() });
    });

  return (
    <FormStack onSubmit={onSubmit} onFocus={rules.preload}>
      {rules.alert}
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
