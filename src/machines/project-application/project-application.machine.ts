import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ProjectApplication } from '../../../contract/study-project';
import { ProjectApplyStatus } from '../../../contract/study-project.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  ProjectApplicationContext,
  ProjectApplicationEvent,
  ProjectApplicationInput,
  ProjectApplicationTag,
} from './project-application.types';

/**
 * A member's place in a study project: not in it, applied and awaiting an administrator, in it, or not approved
 * (with the reason, and the way to apply again). A project open to all takes the member in at once; one that
 * needs approval answers "awaiting". A refused call keeps the state it was in and shows the gateway's message.
 * An administrator decides elsewhere: `sync` carries what the page read since.
 */
export const projectApplicationMachine = setup({
  types: {
    context: {} as ProjectApplicationContext,
    events: {} as ProjectApplicationEvent,
    input: {} as ProjectApplicationInput,
    tags: {} as ProjectApplicationTag,
  },
  actors: {
    apply: fromPromise<ProjectApplication, { projectId: string }>(notProvided('apply')),
  },
  guards: {
    isAwaiting: ({ context }) => context.applyStatus === ProjectApplyStatus.awaiting,
    isApproved: ({ context }) => context.applyStatus === ProjectApplyStatus.approved,
    isRejected: ({ context }) => context.applyStatus === ProjectApplyStatus.rejected,
  },
  actions: {
    sync: assign(({ event }) => {
      assertEvent(event, 'sync');
      return { applyStatus: event.applyStatus, applyReason: event.applyReason, applyTime: event.applyTime };
    }),
    takeAnswer: assign(({ context }, answer: ProjectApplication) => ({
      applyStatus: answer.applyStatus,
      applyReason: answer.applyReason,
      applyTime: answer.applyTime,
      applied: context.applied + 1,
    })),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'projectApplication',
  description:
    "A member's place in a study project: join or apply, await the administrator, in or not approved.",
  context: ({ input }) => ({ ...input, applied: 0, ...noFailure }),
  initial: 'deciding',
  on: { sync: { target: '.deciding', actions: 'sync' } },
  states: {
    deciding: {
      description: 'Where the member stands, as last read.',
      always: [
        { guard: 'isAwaiting', target: 'awaiting' },
        { guard: 'isApproved', target: 'joined' },
        { guard: 'isRejected', target: 'rejected' },
        { target: 'outside' },
      ],
    },
    outside: {
      description: 'Not in the project: may join (or apply, where it needs approval).',
      tags: ['canApply'],
      on: { apply: 'applying' },
    },
    rejected: {
      description: 'Not approved, with the reason; the member may apply again.',
      tags: ['canApply'],
      on: { apply: 'applying' },
    },
    applying: {
      description: 'The apply call; a refusal returns to where the member stood, with the message.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'deciding', actions: { type: 'takeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    awaiting: { description: 'Applied: an administrator decides.' },
    joined: { description: 'In the project: its items open.' },
  },
});
