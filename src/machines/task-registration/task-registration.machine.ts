import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TaskApplication } from '../../../contract/study-task';
import { TaskApplyStatus } from '../../../contract/study-task.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  TaskRegistrationContext,
  TaskRegistrationEvent,
  TaskRegistrationInput,
  TaskRegistrationTag,
} from './task-registration.types';

/**
 * A learner's application to a study task that learners apply for (spec §4: applied and awaiting approval,
 * approved, not approved). Not applied or not approved, the learner may apply; the gateway's answer moves the
 * application on. A refused call keeps the state it was in and shows the gateway's message. An administrator
 * decides elsewhere: `sync` carries what the page read since.
 */
export const taskRegistrationMachine = setup({
  types: {
    context: {} as TaskRegistrationContext,
    events: {} as TaskRegistrationEvent,
    input: {} as TaskRegistrationInput,
    tags: {} as TaskRegistrationTag,
  },
  actors: {
    apply: fromPromise<TaskApplication, { taskId: string }>(notProvided('apply')),
  },
  guards: {
    isAwaiting: ({ context }) => context.applyStatus === TaskApplyStatus.awaiting,
    isApproved: ({ context }) => context.applyStatus === TaskApplyStatus.approved,
    isRejected: ({ context }) => context.applyStatus === TaskApplyStatus.rejected,
  },
  actions: {
    sync: assign(({ event }) => {
      assertEvent(event, 'sync');
      return { applyStatus: event.applyStatus, applyReason: event.applyReason, applyTime: event.applyTime };
    }),
    takeAnswer: assign(({ context }, answer: TaskApplication) => ({
      applyStatus: answer.applyStatus,
      applyReason: answer.applyReason,
      applyTime: answer.applyTime,
      applied: context.applied + 1,
    })),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'taskRegistration',
  description: "A learner's application to a study task: apply, await the administrator, approved or not.",
  context: ({ input }) => ({ ...input, applied: 0, ...noFailure }),
  initial: 'deciding',
  on: { sync: { target: '.deciding', actions: 'sync' } },
  states: {
    deciding: {
      description: 'Where the application stands, as last read.',
      always: [
        { guard: 'isAwaiting', target: 'awaiting' },
        { guard: 'isApproved', target: 'approved' },
        { guard: 'isRejected', target: 'rejected' },
        { target: 'notApplied' },
      ],
    },
    notApplied: {
      description: 'Not applied yet: learning waits for an application and its approval.',
      tags: ['canApply'],
      on: { apply: 'applying' },
    },
    rejected: {
      description: 'Not approved, with the reason; the learner may apply again.',
      tags: ['canApply'],
      on: { apply: 'applying' },
    },
    applying: {
      description: 'The apply call; a refusal returns to where the application stood, with the message.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'deciding', actions: { type: 'takeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    awaiting: { description: 'Applied: an administrator decides.' },
    approved: { description: 'Approved: the task can be studied.' },
  },
});
