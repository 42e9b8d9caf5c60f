import { assign, fromPromise, setup } from 'xstate';
import type { SignInResult } from '../../../contract/points';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  DailySignInContext,
  DailySignInEvent,
  DailySignInInput,
  DailySignInTag,
} from './daily-sign-in.types';

/**
 * Today's sign-in. One call however often the button is pressed (a press while signing is ignored); the gateway
 * answers a repeat, from another tab, with the same result. A refusal (the company does not award it, the
 * connection dropped) leaves the button there with the reason.
 */
export const dailySignInMachine = setup({
  types: {
    context: {} as DailySignInContext,
    events: {} as DailySignInEvent,
    input: {} as DailySignInInput,
    tags: {} as DailySignInTag,
  },
  actors: {
    signIn: fromPromise<SignInResult>(notProvided('signIn')),
  },
  guards: {
    isDisabled: ({ context }) => !context.enabled,
    isSigned: ({ context }) => context.signedToday,
  },
  actions: {
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    setResult: assign((_, params: { result: SignInResult }) => ({
      result: params.result,
      signedToday: true,
    })),
    /** The page reads what changed (balance, ledger, calendar): provided by the page. */
    reload: () => undefined,
  },
}).createMachine({
  id: 'dailySignIn',
  description: 'A member signing in for the day.',
  context: ({ input }) => ({ ...input, result: null, ...noFailure }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isSigned', target: 'signed' },
        { guard: 'isDisabled', target: 'disabled' },
        { target: 'open' },
      ],
    },
    disabled: { description: 'The company does not award signing in.', tags: ['disabled'] },
    open: {
      description: 'Not signed in today: the button.',
      tags: ['canSignIn'],
      on: { signIn: 'signing' },
    },
    signing: {
      description: 'The sign-in call; another press waits for it.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'signIn',
        onDone: {
          target: 'signed',
          actions: [{ type: 'setResult', params: ({ event }) => ({ result: event.output }) }, 'reload'],
        },
        onError: { target: 'open', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    signed: { description: 'Signed in today.', tags: ['signed'], type: 'final' },
  },
});
