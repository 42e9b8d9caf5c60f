import { useState } from 'react';
import type { FieldErrors } from './field-errors';

/** A form's text values and their errors; typing in a field clears that field's error. */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  type F = Extract<keyof V, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, errors, setErrors, set };
}
