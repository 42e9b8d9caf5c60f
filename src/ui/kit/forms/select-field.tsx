import type { ReactNode } from 'react';
import { NativeSelect } from '../chakra/native-select';
import { FormField } from './form-field';

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select: the platform's own picker, which phones and screen readers handle best. */
export function SelectField({ value, onValueChange, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onValueChange(e.currentTarget.value)}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
