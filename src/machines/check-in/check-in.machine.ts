import { assign, fromPromise, setup } from 'xstate';
import type { AttendanceScanResult } from '../../../contract/offline';
import { ClientCode } from '../../services/api-error';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type { CheckInContext, CheckInEvent, CheckInInput, CheckInTag } from './check-in.types';

/** Tries in a row, a few seconds apart, before the learner is asked to retry: a code lives about 30 s. */
export const CHECK_IN_AUTO_RETRIES = 2;
export const CHECK_IN_RETRY_MS = 3_000;

/**
 * A learner checking in (or out) with the code their phone read from the session's screen: the scan call, then
 * what it recorded, or why it was refused (expired code, not a learner, not open), in the gateway's words. A
 * call that never reached the gateway is tried again a couple of times, then on request; the gateway keeps the
 * first record of a repeated scan, so retrying is always safe.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
    tags: {} as CheckInTag,
  },
  actors: {
    scan: fromPromise<AttendanceScanResult, { code: string }>(notProvided('scan')),
  },
  guards: {
    /** No answer from the gateway at all (offline, timed out): worth trying again. */
    unreachableFailure: (_, params: { error: unknown }) => {
      const { errorCode } = failureOf(params.error);
      return errorCode === ClientCode.network;
    },
    mayRetryAlone: ({ context }) => context.unreachable <= CHECK_IN_AUTO_RETRIES,
  },
  actions: {
    clearFailure: assign(noFailure),
    setResult: assign((_, result: AttendanceScanResult) => ({ result, unreachable: 0 })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    countUnreachable: assign(({ context }) => ({ unreachable: context.unreachable + 1 })),
  },
  delays: { retry: CHECK_IN_RETRY_MS },
}).createMachine({
  id: 'checkIn',
  description: "A learner's check-in or check-out with a session's rotating code.",
  context: ({ input }) => ({ code: input.code, result: null, unreachable: 0, ...noFailure }),
  initial: 'scanning',
  states: {
    scanning: {
      description: 'The scan call with the code.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'scan',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'recorded', actions: { type: 'setResult', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'unreachableFailure', params: errorParams },
            target: 'unreachable',
            actions: [{ type: 'setFailure', params: errorParams }, 'countUnreachable'],
          },
          { target: 'refused', actions: { type: 'setFailure', params: errorParams } },
        ],
      },
    },
    unreachable: {
      description: 'The gateway could not be reached: tried again shortly, then when the learner asks.',
      tags: ['unreachable'],
      always: { guard: 'mayRetryAlone', target: 'waiting' },
      on: { 'checkIn.retry': 'scanning' },
    },
    waiting: {
      description: 'A pause before trying again on its own.',
      tags: ['busy'],
      after: { retry: 'scanning' },
    },
    recorded: {
      description: 'Recorded (or already recorded): status, times and when the code was issued.',
      tags: ['recorded'],
      type: 'final',
    },
    refused: {
      description: 'Refused by the gateway, with its message (a new code has to be scanned).',
      tags: ['refused'],
      type: 'final',
    },
  },
});
