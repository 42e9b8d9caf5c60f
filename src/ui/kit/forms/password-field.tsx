import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { FormField } from './form-field';

export interface PasswordFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'type'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  helper?: ReactNode;
}

/** A password input with a show/hide toggle that keeps its own accessible name in sync. */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  helper,
  required,
  ...input
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={intl.formatMessage({ id: visible ? 'form.password.hide' : 'form.password.show' })}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          {...input}
        />
      </InputGroup>
    </FormField>
  );
}
