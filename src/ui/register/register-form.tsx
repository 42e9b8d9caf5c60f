import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SmsPurpose, userApi } from '../../../contract/user';
import type { RegisterEnterprise, RegisterValues } from '../../machines/registration/registration.types';
import type { SmsCodeEvent } from '../../machines/sms-code/sms-code.types';
import { AgreementCheck } from '../forms/agreement-check';
import { PasswordField } from '../forms/password-field';
import { SelectField } from '../forms/select-field';
import { SmsCodeField, type SmsCodeActorRef } from '../forms/sms-code-field';
import { TextField } from '../forms/text-field';
import { hasErrors, validate, type FieldErrors } from '../forms/validate';
import { ErrorAlert } from '../forms/error-alert';

type Field = 'enterpriseId' | 'name' | 'phone' | 'code' | 'password' | 'confirmPassword';

interface RegisterFormProps {
  /** Companies open for sign-up; null when the site is bound to one company (no choice shown). */
  enterprises: RegisterEnterprise[] | null;
  initial: RegisterValues | null;
  busy: boolean;
  error: string | null;
  sms: SmsCodeActorRef | undefined;
  onSendSms: (event: SmsCodeEvent) => void;
  onSubmit: (values: RegisterValues) => void;
}

export function RegisterForm({
  enterprises,
  initial,
  busy,
  error,
  sms,
  onSendSms,
  onSubmit,
}: RegisterFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState({
    enterpriseId: initial?.enterpriseId ?? '',
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field | 'agreement'>>({});
  const [agreed, setAgreed] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload: RegisterValues = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(enterprises && values.enterpriseId ? { enterpriseId: values.enterpriseId } : {}),
    };
    const found: FieldErrors<Field | 'agreement'> = validate(userApi.register.request, payload);
    if (enterprises && !values.enterpriseId) found.enterpriseId = 'register.company.required';
    // The contract's match check only runs once every field is valid; say it as soon as both are typed.
    if (!found.confirmPassword && values.confirmPassword && values.password !== values.confirmPassword) {
      found.confirmPassword = 'rule.password.mismatch';
    }
    if (!agreed) found.agreement = 'login.agreement.required';
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit(payload);
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        {error ? <ErrorAlert message={error} /> : null}
        {enterprises ? (
          <SelectField
            label={<FormattedMessage id="register.company.label" />}
            value={values.enterpriseId}
            onValueChange={set('enterpriseId')}
            options={enterprises.map((e) => ({ value: e.id, label: e.name }))}
            placeholder={intl.formatMessage({ id: 'register.company.placeholder' })}
            error={errors.enterpriseId}
            required
          />
        ) : null}
        <TextField
          label={<FormattedMessage id="register.name.label" />}
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
          maxLength={32}
          placeholder={intl.formatMessage({ id: 'register.name.placeholder' })}
        />
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
            purpose={SmsPurpose.register}
            onPhoneInvalid={(id) => setErrors((e) => ({ ...e, phone: id }))}
            sms={sms}
            onSend={onSendSms}
          />
        ) : null}
        <PasswordField
          label={<FormattedMessage id="register.password.label" />}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          helper={<FormattedMessage id="password.hint" />}
          required
          autoComplete="new-password"
          maxLength={30}
        />
        <PasswordField
          label={<FormattedMessage id="register.confirmPassword.label" />}
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
          autoComplete="new-password"
          maxLength={30}
        />
        <AgreementCheck
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setErrors((e) => ({ ...e, agreement: undefined }));
          }}
          error={errors.agreement}
        />
        <Button type="submit" size="lg" width="full" loading={busy}>
          <FormattedMessage id="register.submit" />
        </Button>
      </form>
    </Stack>
  );
}
