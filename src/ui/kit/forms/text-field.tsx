import { HStack, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldFeedbackProps } from './field-feedback';
import { FormField } from './form-field';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'>, FieldFeedbackProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** A button beside the input (send a code, draw a new captcha). */
  action?: ReactNode;
}

/** A labelled text input, optionally with a button beside it. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  errorText,
  helper,
  required,
  action,
  ...input
}: TextFieldProps) {
  const control = (
    <Input
      flex={action ? '1' : undefined}
      value={value}
      onChange={(e) => onValueChange(e.currentTarget.value)}
      {...input}
    />
  );
  return (
    <FormField label={label} error={error} errorText={errorText} helper={helper} required={required}>
      {action ? (
        <HStack width="full" gap="3" align="stretch">
          {control}
          {action}
        </HStack>
      ) : (
        control
      )}
    </FormField>
  );
}
