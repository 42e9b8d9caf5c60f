import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { createSmsCodeImplementations } from '../../../machines/sms-code/sms-code.actors';
import { smsCodeMachine } from '../../../machines/sms-code/sms-code.machine';
import {
  selectCanSend,
  selectSecondsLeft,
  selectSmsError,
} from '../../../machines/sms-code/sms-code.selectors';
import type { SmsCodeEvent, SmsPurposeValue } from '../../../machines/sms-code/sms-code.types';
import { useHttp } from '../app/app-services';
import { actorOptions } from '../app/inspector';
import { TextField } from './text-field';
import { useFormRules } from './use-form-rules';

export type SmsCodeActorRef = ActorRefFrom<typeof smsCodeMachine>;

/** A standalone smsCode actor for forms whose own machine does not own one. */
export function useSmsCodeActor(): SmsCodeActorRef {
  const http = useHttp();
  const machine = useMemo(() => smsCodeMachine.provide(createSmsCodeImplementations(http)), [http]);
  return useActorRef(machine, actorOptions());
}

interface SmsCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Message id of the field's own error. */
  error?: string | undefined;
  /** The phone the code goes to, as typed in the phone field. */
  phone: string;
  purpose: SmsPurposeValue;
  /** Called with a message id when the phone is not fit to receive a code. */
  onPhoneInvalid: (messageId: string) => void;
  /** The actor that sends and counts down. */
  sms: SmsCodeActorRef;
  /** Where `sms.send` goes: the actor itself, or a parent machine that forwards it. */
  onSend?: (event: SmsCodeEvent) => void;
}

/** The SMS code input with its send button; the countdown and throttling live in the smsCode machine. */
export function SmsCodeField({
  value,
  onValueChange,
  error,
  phone,
  purpose,
  onPhoneInvalid,
  sms,
  onSend,
}: SmsCodeFieldProps) {
  const intl = useIntl();
  const canSend = useSelector(sms, selectCanSend);
  const secondsLeft = useSelector(sms, selectSecondsLeft);
  const sending = useSelector(sms, (s) => s.hasTag('sending'));
  const coolingDown = useSelector(sms, (s) => s.hasTag('coolingDown'));
  const sendError = useSelector(sms, selectSmsError);
  const rules = useFormRules();
  const send = onSend ?? ((event: SmsCodeEvent) => sms.send(event));

  const sendCode = () =>
    rules.run(({ checkPhone }) => {
      const checked = checkPhone(phone);
      if ('error' in checked) onPhoneInvalid(checked.error);
      else send({ type: 'sms.send', phone: checked.phone, purpose });
    });

  return (
    <TextField
      label={<FormattedMessage id="sms.code.label" />}
      value={value}
      onValueChange={onValueChange}
      error={error}
      errorText={sendError ?? (rules.failed ? intl.formatMessage({ id: 'http.networkError' }) : undefined)}
      helper={coolingDown ? <FormattedMessage id="sms.sent" /> : undefined}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={intl.formatMessage({ id: 'sms.code.placeholder' })}
      action={
        <Button
          type="button"
          variant="outline"
          flexShrink={0}
          minWidth="32"
          onClick={sendCode}
          disabled={!canSend}
          loading={sending}
          aria-live="polite"
        >
          {coolingDown ? (
            <FormattedMessage id="sms.resendIn" values={{ seconds: secondsLeft }} />
          ) : (
            <FormattedMessage id="sms.send" />
          )}
        </Button>
      }
    />
  );
}
