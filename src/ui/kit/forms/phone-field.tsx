import { FormattedMessage, useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Pick<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'autoComplete'>;

/** The mobile number; `autoComplete` is "username" where it identifies an account, else "tel". */
export function PhoneField({ autoComplete = 'tel', ...field }: PhoneFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={<FormattedMessage id="login.phone.label" />}
      required
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={11}
      placeholder={intl.formatMessage({ id: 'login.phone.placeholder' })}
      {...field}
    />
  );
}
