import { FormattedMessage, useIntl } from 'react-intl';
import { SmsPurpose } from '../../../../contract/user.routes';
import type { RegisterEnterprise, RegisterValues } from '../../../machines/registration/registration.types';
import type { SmsCodeEvent } from '../../../machines/sms-code/sms-code.types';
import { AgreementCheck } from '../../kit/forms/agreement-check';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { hasErrors, type FieldErrors } from '../../kit/forms/field-errors';
import { FormStack } from '../../kit/forms/form-stack';
import { mismatchError, NewPasswordFields } from '../../kit/forms/new-password-fields';
import { PhoneCodeFields } from '../../kit/forms/phone-code-fields';
import { SelectField } from '../../kit/forms/select-field';
import type { SmsCodeActorRef } from '../../kit/forms/sms-code-field';
import { SubmitButton } from '../../kit/forms/submit-button';
import { TextField } from '../../kit/forms/text-field';
import { useAgreement } from '../../kit/forms/use-agreement';
import { useFormFields } from '../../kit/forms/use-form-fields';
import { useFormRules } from '../../kit/forms/use-form-rules';

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
  const { values, errors, setErrors, set } = useFormFields({
    enterpriseId: initial?.enterpriseId ?? '',
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const agreement = useAgreement();
  const rules = useFormRules();

  const submit = () =>
    rules.run(({ validate, schemas }) => {
      const payload: RegisterValues = {
        name: values.name.trim(),
        phone: values.phone.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(enterprises && values.enterpriseId ? { enterpriseId: values.enterpriseId } : {}),
      };
      const found: FieldErrors<Field> = validate(schemas.register, payload);
      if (enterprises && !values.enterpriseId) found.enterpriseId = 'register.company.required';
      found.confirmPassword ||= mismatchError(values);
      setErrors(found);
      const agreed = agreement.confirm();
      if (hasErrors(found) || !agreed) return;
      onSubmit(payload);
    });

  return (
    <FormStack onSubmit={submit} onFocus={rules.preload}>
      {error ? <ErrorAlert message={error} /> : null}
      {rules.alert}
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
      <PhoneCodeFields
        values={values}
        errors={errors}
        set={set}
        onPhoneInvalid={(id) => setErrors((e) => ({ ...e, phone: id }))}
        purpose={SmsPurpose.register}
        sms={sms}
        onSend={onSendSms}
      />
      <NewPasswordFields
        label={<FormattedMessage id="register.password.label" />}
        confirmLabel={<FormattedMessage id="register.confirmPassword.label" />}
        values={values}
        errors={errors}
        set={set}
      />
      <AgreementCheck {...agreement.field} />
      <SubmitButton busy={busy}>
        <FormattedMessage id="register.submit" />
      </SubmitButton>
    </FormStack>
  );
}
