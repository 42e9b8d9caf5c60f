import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordTag,
  ChangePasswordValues,
} from './change-password.types';

/** Changing the password of the signed-in user. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    updatePassword: fromPromise<null, ChangePasswordValues>(notProvided('updatePassword')),
  },
  actions: {
    keepValues: assign(({ event }) => {
      assertEvent(event, 'password.submit');
      const { type: _type, ...values } = event;
      return { values, ...noFailure };
    }),
    setFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      // Once asked for, the captcha stays: every further try needs one until the change succeeds.
      return {
        ...failure,
        captchaRequired: context.captchaRequired || failure.errorCode === Code.captchaRequired,
      };
    }),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change the password: the old one, the new one twice.',
  context: { values: null, captchaRequired: false, ...noFailure },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form; a failed submit comes back here with its error and values (and, after 321, the captcha).',
      tags: ['editing'],
      on: { 'password.submit': { target: 'submitting', actions: 'keepValues' } },
    },
    submitting: {
      description: 'The update call.',
      tags: ['submitting'],
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => context.values ?? { oldPassword: '', password: '', confirmPassword: '' },
        onDone: { target: 'done' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: {
      description: 'Changed.',
      tags: ['done'],
      type: 'final',
    },
  },
});
