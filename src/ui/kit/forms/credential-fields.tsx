import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, type FieldErrors } from './field-errors';
import type { FormRules } from './form-rules';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

/** What identifies the account: its mobile number or an employee number. */
export type Identifier = 'phone' | 'empNo';

export interface Credentials {
  identifier: string;
  password: string;
}

/** An account's identifier and password as typed, checked with the rules the gateway applies. */
export function useCredentials(kind: Identifier) {
  const [values, setValues] = useState<Credentials>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Credentials>>({});
  const setIdentifier = (identifier: string) => setValues((v) => ({ ...v, identifier }));
  const setPassword = (password: string) => setValues((v) => ({ ...v, password }));

  /** Shows what is wrong; returns the credentials to send (identifier trimmed) when nothing is. */
  function check({ validate, schemas }: FormRules): Credentials | null {
    const schema = kind === 'phone' ? schemas.phoneSignIn : schemas.empNoSignIn;
    const found = validate(schema, { [kind]: values.identifier, password: values.password });
    setErrors({ identifier: found[kind], password: found.password });
    return hasErrors(found) ? null : { identifier: values.identifier.trim(), password: values.password };
  }

  return { kind, values, errors, setIdentifier, setPassword, check };
}

export function CredentialFields({ credentials }: { credentials: ReturnType<typeof useCredentials> }) {
  const intl = useIntl();
  const { kind, values, errors, setIdentifier, setPassword } = credentials;
  return (
    <>
      {kind === 'phone' ? (
        <PhoneField
          value={values.identifier}
          onValueChange={setIdentifier}
          error={errors.identifier}
          autoComplete="username"
        />
      ) : (
        <TextField
          label={<FormattedMessage id="login.empNo.label" />}
          value={values.identifier}
          onValueChange={setIdentifier}
          error={errors.identifier}
          required
          autoComplete="username"
          autoCapitalize="characters"
          maxLength={32}
          placeholder={intl.formatMessage({ id: 'login.empNo.placeholder' })}
        />
      )}
      <PasswordField
        label={<FormattedMessage id="login.password.label" />}
        value={values.password}
        onValueChange={setPassword}
        error={errors.password}
        required
        autoComplete="current-password"
        placeholder={intl.formatMessage({ id: 'login.password.placeholder' })}
      />
    </>
  );
}
