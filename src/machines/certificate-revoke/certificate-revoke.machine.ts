import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * An administrator revoking a certificate: the reason is required (the holder and the public verification page
 * show it). idle → preparing → asking → sending → done; a refusal returns to asking with the gateway's message
 * and the reason kept. `preparing` waits for the dialog's code (loaded on the way to the first revocation); if it
 * cannot load, the machine goes back to idle with `unavailable` set and the next try loads again.
 */

export interface CertificateRevokeContext extends FailureFields {
  /** The award being revoked, and its holder and certificate for the dialog's title. */
  id: string | null;
  label: string;
  reason: string;
  /** A submit found no reason. */
  missing: boolean;
  /** How many revocations the gateway took: the page reads the list again when it changes. */
  revoked: number;
  /** The dialog's code could not be loaded. */
  unavailable: boolean;
}

export type CertificateRevokeEvent =
  | { type: 'ask'; id: string; label: string }
  | { type: 'reason'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export type CertificateRevokeTag = 'asking' | 'sending';

export const certificateRevokeMachine = setup({
  types: {
    context: {} as CertificateRevokeContext,
    events: {} as CertificateRevokeEvent,
    tags: {} as CertificateRevokeTag,
  },
  actors: {
    revoke: fromPromise<null, { id: string; reason: string }>(notProvided('revoke')),
    /** Whatever the dialog needs before it shows (its code); nothing by default. */
    prepareDialog: fromPromise<unknown>(() => Promise.resolve(null)),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'ask');
      return {
        id: event.id,
        label: event.label,
        reason: '',
        missing: false,
        unavailable: false,
        ...noFailure,
      };
    }),
    setReason: assign(({ event }) => {
      assertEvent(event, 'reason');
      return { reason: event.value, missing: false };
    }),
    flagMissing: assign({ missing: true }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'certificateRevoke',
  description: 'Revoking a certificate with the reason its holder and the verification page show.',
  context: { id: null, label: '', reason: '', missing: false, revoked: 0, unavailable: false, ...noFailure },
  initial: 'idle',
  states: {
    idle: { on: { ask: { target: 'preparing', actions: 'open' } } },
    preparing: {
      description: "The dialog's code loads (once).",
      invoke: {
        src: 'prepareDialog',
        onDone: 'asking',
        onError: { target: 'idle', actions: assign({ unavailable: true, id: null }) },
      },
    },
    asking: {
      description: 'The dialog asks for the reason.',
      tags: ['asking'],
      on: {
        reason: { actions: 'setReason' },
        submit: [{ guard: 'hasReason', target: 'sending' }, { actions: 'flagMissing' }],
        cancel: 'idle',
      },
    },
    sending: {
      tags: ['asking', 'sending'],
      entry: assign(noFailure),
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({ id: context.id ?? '', reason: context.reason.trim() }),
        onDone: { target: 'done', actions: assign({ revoked: ({ context }) => context.revoked + 1 }) },
        onError: { target: 'asking', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: {
      description: 'Revoked: the page says so and reads the list again.',
      on: { ask: { target: 'preparing', actions: 'open' } },
    },
  },
});
