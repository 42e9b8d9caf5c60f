import type { SmsCodeEvent, SmsPurposeValue } from '../../../machines/sms-code/sms-code.types';
import { PhoneField } from './phone-field';
import { SmsCodeField, type SmsCodeActorRef } from './sms-code-field';
import type { FieldErrors } from './field-errors';

type PhoneCodeField = 'phone' | 'code';

interface PhoneCodeFieldsProps {
  values: Record<PhoneCodeField, string>;
  errors: FieldErrors<PhoneCodeField>;
  set: (field: PhoneCodeField) => (value: string) => void;
  /** Puts an error on the phone field when the number is not fit to receive a code. */
  onPhoneInvalid: (messageId: string) => void;
  purpose: SmsPurposeValue;
  /** The parent machine's smsCode actor; the code field waits until it exists. */
  sms: SmsCodeActorRef | undefined;
  onSend: (event: SmsCodeEvent) => void;
}

/** A mobile number and the SMS code texted to it, for a flow whose machine sends the code. */
export function PhoneCodeFields({ values, errors, set, sms, ...code }: PhoneCodeFieldsProps) {
  return (
    <>
      <PhoneField value={values.phone} onValueChange={set('phone')} error={errors.phone} />
      {sms ? (
        <SmsCodeField
          value={values.code}
          onValueChange={set('code')}
          error={errors.code}
          phone={values.phone}
          sms={sms}
          {...code}
        />
      ) : null}
    </>
  );
}
