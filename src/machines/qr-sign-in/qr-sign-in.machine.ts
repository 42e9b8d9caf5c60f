import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { QrProvider, SignIn } from '../../../contract/user';
import { QrStatus } from '../../../contract/user.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  QrSignInContext,
  QrSignInEvent,
  QrSignInInput,
  QrSignInTag,
  QrStatusValue,
} from './qr-sign-in.types';

/** The gateway is asked for the ticket's state this often. */
export const QR_POLL_INTERVAL_MS = 2_000;
/** Failed polls in a row that end the flow. */
export const QR_MAX_POLL_FAILURES = 3;

interface QrTicket {
  ticket: string;
  qrContent: string;
  expiresIn: number;
}

interface QrPoll {
  status: QrStatusValue;
  expiresIn: number;
  signIn: SignIn | null;
}

const qrSetup = setup({
  types: {
    context: {} as QrSignInContext,
    events: {} as QrSignInEvent,
    input: {} as QrSignInInput,
    tags: {} as QrSignInTag,
    output: {} as SignIn,
  },
  actors: {
    qrTicket: fromPromise<QrTicket, { provider: QrProvider }>(notProvided('qrTicket')),
    qrStatus: fromPromise<QrPoll, { ticket: string }>(notProvided('qrStatus')),
  },
  actions: {
    resetTicket: assign({
      ticket: null,
      qrContent: null,
      status: null,
      signIn: null,
      pollFailures: 0,
      ...noFailure,
    }),
    setTicket: assign((_, params: { ticket: QrTicket }) => ({
      ticket: params.ticket.ticket,
      qrContent: params.ticket.qrContent,
      expiresIn: params.ticket.expiresIn,
      status: QrStatus.waiting,
    })),
    recordPoll: assign((_, params: { poll: QrPoll }) => ({
      status: params.poll.status,
      expiresIn: params.poll.expiresIn,
      signIn: params.poll.signIn,
      pollFailures: 0,
      ...noFailure,
    })),
    recordPollFailure: assign(({ context }, params: { error: unknown }) => ({
      ...failureOf(params.error),
      pollFailures: context.pollFailures + 1,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    markExpired: assign({ status: QrStatus.expired }),
    setProvider: assign(({ event }) => {
      assertEvent(event, 'qr.switchProvider');
      return { provider: event.provider };
    }),
  },
  guards: {
    statusIs: ({ context }, params: { status: QrStatusValue }) => context.status === params.status,
    /** Confirmed only counts with the sign-in it carries. */
    isConfirmed: ({ context }) => context.status === QrStatus.confirmed && context.signIn !== null,
    tooManyPollFailures: ({ context }) => context.pollFailures >= QR_MAX_POLL_FAILURES,
  },
  delays: {
    pollInterval: QR_POLL_INTERVAL_MS,
    /** The client's own expiry, in case polls stop answering before the ticket dies. */
    ticketExpiry: ({ context }) => Math.max(0, context.expiresIn) * 1000,
  },
});

/** Sleeps, then asks for the ticket's state; shared by the waiting and scanned displays. */
const polling = () =>
  qrSetup.createStateConfig({
    initial: 'sleeping',
    states: {
      sleeping: {
        description: 'Between two polls.',
        after: { pollInterval: { target: 'checking' } },
      },
      checking: {
        description: 'Asks the gateway where the ticket stands.',
        invoke: {
          src: 'qrStatus',
          input: ({ context }) => ({ ticket: context.ticket ?? '' }),
          onDone: {
            target: '#qrSignIn.showing.routing',
            actions: { type: 'recordPoll', params: ({ event }) => ({ poll: event.output }) },
          },
          onError: {
            target: '#qrSignIn.showing.routing',
            actions: { type: 'recordPollFailure', params: errorParams },
          },
        },
      },
    },
  });

/**
 * QR sign-in with a workplace app (WeCom or DingTalk): get a ticket, show its code, poll until the phone
 * confirms. The output is the sign-in; the page hands it to the session as `login.qrSignedIn`.
 */
export const qrSignInMachine = qrSetup.createMachine({
  id: 'qrSignIn',
  description: 'Sign-in by scanning a QR code with a workplace messaging app.',
  context: ({ input }) => ({
    provider: input.provider,
    ticket: null,
    qrContent: null,
    expiresIn: 0,
    status: null,
    signIn: null,
    pollFailures: 0,
    ...noFailure,
  }),
  initial: 'requesting',
  on: {
    'qr.switchProvider': { target: '.requesting', actions: 'setProvider' },
  },
  states: {
    requesting: {
      description: 'Asks the gateway for a new ticket and the content of its QR code.',
      tags: ['loading'],
      entry: 'resetTicket',
      invoke: {
        src: 'qrTicket',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: {
          target: 'showing',
          actions: { type: 'setTicket', params: ({ event }) => ({ ticket: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    showing: {
      description: 'The code is on screen and polled every 2 s until it is confirmed, cancelled or expires.',
      initial: 'waiting',
      after: { ticketExpiry: { target: 'expired', actions: 'markExpired' } },
      on: { 'qr.refresh': { target: 'requesting' } },
      states: {
        waiting: {
          description: 'Nobody has scanned the code yet.',
          tags: ['waiting'],
          ...polling(),
        },
        scanned: {
          description: 'Scanned; waiting for the confirmation on the phone.',
          tags: ['scanned'],
          ...polling(),
        },
        routing: {
          description: 'Reads the last poll and moves on.',
          always: [
            { guard: 'tooManyPollFailures', target: '#qrSignIn.failed' },
            { guard: 'isConfirmed', target: '#qrSignIn.confirmed' },
            {
              guard: { type: 'statusIs', params: { status: QrStatus.expired } },
              target: '#qrSignIn.expired',
            },
            {
              guard: { type: 'statusIs', params: { status: QrStatus.cancelled } },
              target: '#qrSignIn.cancelled',
            },
            { guard: { type: 'statusIs', params: { status: QrStatus.scanned } }, target: 'scanned' },
            { target: 'waiting' },
          ],
        },
      },
    },
    confirmed: {
      description: 'The phone confirmed: the flow ends with the sign-in.',
      tags: ['confirmed'],
      type: 'final',
    },
    expired: {
      description: 'The ticket ran out; a new code can be requested.',
      tags: ['expired'],
      on: { 'qr.refresh': { target: 'requesting' } },
    },
    cancelled: {
      description: 'The phone declined; a new code can be requested.',
      tags: ['cancelled'],
      on: { 'qr.refresh': { target: 'requesting' } },
    },
    failed: {
      description: 'The gateway could not be reached or refused; the page offers a retry.',
      tags: ['failed'],
      on: { 'qr.retry': { target: 'requesting' } },
    },
  },
  output: ({ context }) => {
    // Only the isConfirmed guard leads to the final state, and it checks the sign-in is present.
    if (!context.signIn) throw new Error('qrSignIn finished without a sign-in');
    return context.signIn;
  },
});
