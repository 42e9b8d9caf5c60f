import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MAX } from '../../../../contract/rule-limits';
import { PasswordField } from './password-field';
import type { FieldErrors } from './field-errors';

type NewPasswordField = 'password' | 'confirmPassword';

/**
 * The mismatch as soon as both are typed. The contract checks it too, but only once every other field is
 * valid, so on its own the reader would learn of it last.
 */
export function mismatchError({ password, confirmPassword }: Record<NewPasswordField, string>) {
  return confirmPassword && password !== confirmPassword ? 'rule.password.mismatch' : undefined;
}

interface NewPasswordFieldsProps {
  label: ReactNode;
  confirmLabel: ReactNode;
  confirmPlaceholder?: string;
  values: Record<NewPasswordField, string>;
  errors: FieldErrors<NewPasswordField>;
  set: (field: NewPasswordField) => (value: string) => void;
}

/** A new password, with the rule as its hint, and the same again. */
export function NewPasswordFields({
  label,
  confirmLabel,
  confirmPlaceholder,
  values,
  errors,
  set,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        helper={<FormattedMessage id="password.hint" />}
        required
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
      />
      <PasswordField
        label={confirmLabel}
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errors.confirmPassword}
        required
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={confirmPlaceholder}
      />
    </>
  );
}
