import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import { SmsPurpose } from '../../../contract/user.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { smsCodeMachine } from '../sms-code/sms-code.machine';
import type {
  ForgetPasswordContext,
  ForgetPasswordEvent,
  ForgetPasswordTag,
  ForgetPasswordValues,
} from './forget-password.types';

/** The SMS purpose of this flow; the gateway only accepts a reset with a code sent for it. */
export const FORGET_SMS_PURPOSE = SmsPurpose.resetPassword;

/**
 * Resetting a forgotten password: prove the phone with an SMS code (the `sms` child sends it), then set a
 * new password. Whatever was typed survives errors and the way back.
 */
export const forgetPasswordMachine = setup({
  types: {
    context: {} as ForgetPasswordContext,
    events: {} as ForgetPasswordEvent,
    tags: {} as ForgetPasswordTag,
  },
  actors: {
    smsCode: smsCodeMachine,
    checkSmsCode: fromPromise<null, { phone: string; code: string }>(notProvided('checkSmsCode')),
    resetPassword: fromPromise<null, ForgetPasswordValues>(notProvided('resetPassword')),
  },
  actions: {
    forwardToSms: sendTo('sms', ({ event }) => {
      assertEvent(event, 'sms.send');
      return event;
    }),
    keepPhoneAndCode: assign(({ context, event }) => {
      assertEvent(event, 'forget.verify');
      return { values: { ...context.values, phone: event.phone, code: event.code }, ...noFailure };
    }),
    keepPasswords: assign(({ context, event }) => {
      assertEvent(event, 'forget.submit');
      return {
        values: {
          ...context.values,
          password: event.password,
          confirmPassword: event.confirmPassword,
          captchaId: event.captchaId,
          captchaCode: event.captchaCode,
        },
        ...noFailure,
      };
    }),
    setFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      // Once asked for, the captcha stays until the reset succeeds.
      return {
        ...failure,
        captchaRequired: context.captchaRequired || failure.errorCode === Code.captchaRequired,
      };
    }),
    clearError: assign(() => noFailure),
  },
}).createMachine({
  id: 'forgetPassword',
  description: 'Reset a forgotten password after proving the phone with an SMS code.',
  context: {
    values: { phone: '', code: '', password: '', confirmPassword: '' },
    captchaRequired: false,
    ...noFailure,
  },
  invoke: { id: 'sms', src: 'smsCode' },
  on: { 'sms.send': { actions: 'forwardToSms' } },
  initial: 'enteringPhone',
  states: {
    enteringPhone: {
      description: 'Phone number and the SMS code sent to it.',
      tags: ['enteringPhone'],
      on: { 'forget.verify': { target: 'verifying', actions: 'keepPhoneAndCode' } },
    },
    verifying: {
      description: 'Checks the SMS code before asking for the new password.',
      tags: ['verifying'],
      invoke: {
        src: 'checkSmsCode',
        input: ({ context }) => ({ phone: context.values.phone, code: context.values.code }),
        onDone: { target: 'settingPassword' },
        onError: { target: 'enteringPhone', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    settingPassword: {
      description: 'The new password, typed twice.',
      tags: ['settingPassword'],
      on: {
        'forget.submit': { target: 'submitting', actions: 'keepPasswords' },
        'forget.back': { target: 'enteringPhone', actions: 'clearError' },
      },
    },
    submitting: {
      description: 'Resets the password with the verified code.',
      tags: ['submitting'],
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => context.values,
        onDone: { target: 'done' },
        onError: { target: 'settingPassword', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: {
      description: 'The password is reset; the user signs in with it.',
      tags: ['done'],
      type: 'final',
    },
  },
});
