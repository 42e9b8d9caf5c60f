import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldFeedback, type FieldFeedbackProps } from './field-feedback';

interface FormFieldProps extends FieldFeedbackProps {
  label: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}

/** A labelled control whose error and hint are tied to it for assistive technology (Field wires the ids). */
export function FormField({ label, required, disabled, children, ...feedback }: FormFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(feedback.error || feedback.errorText)}
      required={required}
      disabled={disabled}
    >
      <Field.Label>{label}</Field.Label>
      {children}
      <FieldFeedback {...feedback} />
    </Field.Root>
  );
}
