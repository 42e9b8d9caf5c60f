import { assign, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  OfflineEnrolContext,
  OfflineEnrolEvent,
  OfflineEnrolInput,
  OfflineEnrolTag,
} from './offline-enrol.types';

/**
 * A member enrolling in an offline course open for enrolment. A refusal (enrolment closed, the course gone)
 * leaves the member where they were, with the gateway's message; once enrolled, the page reads the course again.
 */
export const offlineEnrolMachine = setup({
  types: {
    context: {} as OfflineEnrolContext,
    events: {} as OfflineEnrolEvent,
    input: {} as OfflineEnrolInput,
    tags: {} as OfflineEnrolTag,
  },
  actors: {
    enrol: fromPromise<unknown, { courseId: string }>(notProvided('enrol')),
  },
  guards: { isEnrolled: ({ context }) => context.enrolled },
  actions: {
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    setEnrolled: assign({ enrolled: true }),
  },
}).createMachine({
  id: 'offlineEnrol',
  description: 'A member enrolling in an offline course.',
  context: ({ input }) => ({ ...input, ...noFailure }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isEnrolled', target: 'enrolled' }, { target: 'open' }],
    },
    open: {
      description: 'Not a learner yet: may enrol.',
      tags: ['canEnrol'],
      on: { enrol: 'enrolling' },
    },
    enrolling: {
      description: 'The enrol call.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'enrol',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'enrolled', actions: 'setEnrolled' },
        onError: { target: 'open', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    enrolled: { description: 'A learner of the course.', tags: ['enrolled'], type: 'final' },
  },
});
