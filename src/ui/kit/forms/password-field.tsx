import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
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
      {/* The toggle sits over the input's end, as Chakra's input group places an end element; a plain box keeps
          the group's layout code off the sign-in page. */}
      <Box position="relative" width="full">
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          pe="10"
          {...input}
        />
        <Box
          position="absolute"
          insetEnd="0"
          top="0"
          height="full"
          display="flex"
          alignItems="center"
          pe="3"
          zIndex="1"
        >
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
        </Box>
      </Box>
    </FormField>
  );
}
