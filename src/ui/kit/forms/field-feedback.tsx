import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface FieldFeedbackProps {
  /** Message id of the field's error, if any. */
  error?: string | undefined;
  /** An error already in words (the gateway's), shown when there is no `error`. */
  errorText?: ReactNode;
  /** The field's hint, shown while it has no error. */
  helper?: ReactNode;
}

/** What a field says under its input: its error when it has one, else its hint. */
export function FieldFeedback({ error, errorText, helper }: FieldFeedbackProps) {
  if (error) {
    return (
      <Field.ErrorText>
        <FormattedMessage id={error} />
      </Field.ErrorText>
    );
  }
  if (errorText) return <Field.ErrorText>{errorText}</Field.ErrorText>;
  return helper ? <Field.HelperText>{helper}</Field.HelperText> : null;
}
