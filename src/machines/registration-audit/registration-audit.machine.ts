import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  RegistrationAuditContext,
  RegistrationAuditEvent,
  RegistrationAuditTag,
  RejectInput,
} from './registration-audit.types';

/**
 * The administrator's decisions on applications (registrations, applications to study tasks; each queue provides
 * its calls): approving one or several at once, or refusing one with a reason the applicant will read. A refused decision keeps the reason typed and shows the gateway's message.
 * The reason dialog may need preparing first (the portal loads its code on the way to the first refusal):
 * `reasonEntryReady` says whether it is ready, `prepareReasonEntry` makes it so. By default nothing needs it.
 */
export const registrationAuditMachine = setup({
  types: {
    context: {} as RegistrationAuditContext,
    events: {} as RegistrationAuditEvent,
    tags: {} as RegistrationAuditTag,
  },
  actors: {
    approve: fromPromise<{ approved: number }, { ids: string[] }>(notProvided('approve')),
    reject: fromPromise<null, RejectInput>(notProvided('reject')),
    prepareReasonEntry: fromPromise<unknown>(() => Promise.resolve(null)),
  },
  guards: {
    reasonEntryReady: () => true,
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
  actions: {
    openReason: assign(({ event }) => {
      assertEvent(event, 'audit.reject');
      return {
        target: event.target,
        reason: '',
        reasonMissing: false,
        reasonUnavailable: false,
        ...noFailure,
      };
    }),
    flagReasonUnavailable: assign({ target: null, reasonUnavailable: true }),
    setReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.value, reasonMissing: false };
    }),
    flagMissingReason: assign({ reasonMissing: true }),
    closeReason: assign({ target: null, reason: '', reasonMissing: false }),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    countApproved: assign(({ context }, params: { approved: number }) => ({
      approved: params.approved,
      decisions: context.decisions + 1,
    })),
    countRejection: assign(({ context }) => ({ approved: null, decisions: context.decisions + 1 })),
  },
}).createMachine({
  id: 'registrationAudit',
  description: 'Approve applications (one or several), or refuse one with a reason.',
  context: {
    target: null,
    reason: '',
    reasonMissing: false,
    approved: null,
    decisions: 0,
    reasonUnavailable: false,
    ...noFailure,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list; a failed approval comes back here with its message.',
      tags: ['idle'],
      on: {
        'audit.approve': { target: 'approving', guard: ({ event }) => event.ids.length > 0 },
        'audit.reject': [
          { guard: 'reasonEntryReady', target: 'reasonEntry', actions: 'openReason' },
          { target: 'preparingReason', actions: 'openReason' },
        ],
      },
    },
    preparingReason: {
      description:
        'The reason dialog is made ready for the chosen application (its code downloads); a failure says so in the list.',
      tags: ['preparing'],
      invoke: {
        src: 'prepareReasonEntry',
        onDone: { target: 'reasonEntry' },
        onError: { target: 'idle', actions: 'flagReasonUnavailable' },
      },
    },
    approving: {
      description: 'The approval call for the chosen applications.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'approve',
        input: ({ event }) => {
          assertEvent(event, 'audit.approve');
          return { ids: event.ids };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'countApproved', params: ({ event }) => ({ approved: event.output.approved }) },
        },
        onError: { target: 'idle', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    reasonEntry: {
      description: 'The reason dialog; the reason is required, since the applicant is told.',
      tags: ['reasonEntry'],
      on: {
        'reason.change': { actions: 'setReason' },
        'reason.submit': [{ guard: 'hasReason', target: 'rejecting' }, { actions: 'flagMissingReason' }],
        'reason.cancel': { target: 'idle', actions: ['closeReason', 'clearFailure'] },
      },
    },
    rejecting: {
      description: 'The refusal call; a refused call returns to the dialog with the reason kept.',
      tags: ['reasonEntry', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ id: context.target?.id ?? '', reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: ['closeReason', 'countRejection'] },
        onError: { target: 'reasonEntry', actions: { type: 'setFailure', params: errorParams } },
      },
    },
  },
});
