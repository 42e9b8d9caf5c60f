import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Message id of the field's error, if any. */
  error?: string | undefined;
  helper?: ReactNode;
  endElement?: ReactNode;
}

/** A labelled input whose error and hint are tied to it for assistive technology (Field wires the ids). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helper,
  required,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.currentTarget.value)} {...input} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
