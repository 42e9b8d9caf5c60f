import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type { SmsCodeContext, SmsCodeEvent, SmsCodeTag, SmsPurposeValue } from './sms-code.types';

export const SMS_TICK_MS = 1_000;

/**
 * Sending an SMS code and the countdown before the next one may be sent. The countdown starts from the
 * gateway's `resendAfter`, so the button and the gateway's throttle agree.
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    tags: {} as SmsCodeTag,
  },
  actors: {
    sendSmsCode: fromPromise<{ resendAfter: number }, { phone: string; type: SmsPurposeValue }>(
      notProvided('sendSmsCode'),
    ),
  },
  actions: {
    startCountdown: assign((_, params: { seconds: number }) => ({
      secondsLeft: Math.max(0, Math.ceil(params.seconds)),
      ...noFailure,
    })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearError: assign(() => noFailure),
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    tick: SMS_TICK_MS,
  },
}).createMachine({
  id: 'smsCode',
  description: 'Sends an SMS verification code and counts down until another may be sent.',
  context: { secondsLeft: 0, ...noFailure },
  initial: 'ready',
  states: {
    ready: {
      description: 'A code may be sent.',
      tags: ['ready'],
      on: { 'sms.send': { target: 'sending', actions: 'clearError' } },
    },
    sending: {
      description: 'The send call is in flight.',
      tags: ['sending'],
      invoke: {
        src: 'sendSmsCode',
        input: ({ event }) => {
          assertEvent(event, 'sms.send');
          return { phone: event.phone, type: event.purpose };
        },
        onDone: {
          target: 'coolingDown',
          actions: { type: 'startCountdown', params: ({ event }) => ({ seconds: event.output.resendAfter }) },
        },
        onError: { target: 'ready', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    coolingDown: {
      description: 'Counts down one second at a time; sending is disabled.',
      tags: ['coolingDown'],
      always: { guard: 'countdownOver', target: 'ready' },
      after: { tick: { target: 'coolingDown', reenter: true, actions: 'tick' } },
    },
  },
});
