import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { PlanStatus } from '../../../contract/study-plan.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { draftProblem, movedCourse, publishProblem, withCourse } from './plan-task.rules';
import type { PlanForm, PlanTaskContext, PlanTaskEvent, PlanTaskInput, PlanTaskTag } from './plan-task.types';

/**
 * One learning plan from its first draft to its end (decision 0056): a draft is built and saved as often as the
 * learner likes, then published (saved first when it changed); a published plan is followed, may lose courses,
 * and is archived; a draft or an archived plan may be deleted. Archiving and deleting wait for a confirmation.
 * A refused call returns to where the plan stood with the gateway's message, and the form keeps what was typed.
 */
export const planTaskMachine = setup({
  types: {
    context: {} as PlanTaskContext,
    events: {} as PlanTaskEvent,
    input: {} as PlanTaskInput,
    tags: {} as PlanTaskTag,
  },
  actors: {
    save: fromPromise<{ taskId: string }, { taskId: string | null; form: PlanForm }>(notProvided('save')),
    setStatus: fromPromise<void, { taskId: string; statusId: 1 | 2 }>(notProvided('setStatus')),
    unbind: fromPromise<void, { taskId: string; contentIds: string[] }>(notProvided('unbind')),
    remove: fromPromise<void, { taskId: string }>(notProvided('remove')),
  },
  guards: {
    isDraft: ({ context }) => context.status === PlanStatus.draft,
    isPublished: ({ context }) => context.status === PlanStatus.published,
    isArchived: ({ context }) => context.status === PlanStatus.archived,
    draftInvalid: ({ context }) => draftProblem(context.form) !== null,
    publishInvalid: ({ context }) => publishProblem(context.form) !== null,
    /** Publishing saves first when the form holds what the gateway has not seen. */
    mustSave: ({ context }) => context.dirty || context.taskId === null,
    isSaved: ({ context }) => context.taskId !== null,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, ['edit', 'addCourse', 'removeCourse', 'moveCourse', 'setCourseDays']);
      const form = context.form;
      let next: PlanForm;
      switch (event.type) {
        case 'edit':
          next = { ...form, ...event.patch };
          break;
        case 'addCourse':
          next = withCourse(form, event.courseId, event.courseName);
          break;
        case 'removeCourse':
          next = { ...form, items: form.items.filter((i) => i.courseId !== event.courseId) };
          break;
        case 'moveCourse':
          next = movedCourse(form, event.courseId, event.by);
          break;
        case 'setCourseDays':
          next = {
            ...form,
            items: form.items.map((i) =>
              i.courseId === event.courseId
                ? { ...i, startDate: event.startDate ?? i.startDate, endDate: event.endDate ?? i.endDate }
                : i,
            ),
          };
          break;
      }
      // A problem shown stays until the form is clear of it, and goes as soon as it is.
      const problem = context.problem === null ? null : draftProblem(next);
      return { form: next, dirty: next !== form || context.dirty, problem };
    }),
    showDraftProblem: assign(({ context }) => ({ problem: draftProblem(context.form), ...noFailure })),
    showPublishProblem: assign(({ context }) => ({ problem: publishProblem(context.form), ...noFailure })),
    takeSaved: assign(({ context }, saved: { taskId: string }) => ({
      taskId: saved.taskId,
      dirty: false,
      problem: null,
      changed: context.changed + 1,
    })),
    markStatus: assign(({ context }, status: PlanStatus) => ({ status, changed: context.changed + 1 })),
    keepUnbinding: assign(({ event }) => {
      assertEvent(event, 'unbind');
      return { unbinding: event.contentIds };
    }),
    unbound: assign(({ context }) => ({ unbinding: [], changed: context.changed + 1 })),
    sync: assign(({ event }) => {
      assertEvent(event, 'sync');
      return { taskId: event.taskId, status: event.status };
    }),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'planTask',
  description: 'A learning plan: draft → published → archived, and deleted from a draft or an archive.',
  context: ({ input }) => ({
    ...input,
    problem: null,
    dirty: false,
    unbinding: [],
    changed: 0,
    ...noFailure,
  }),
  initial: 'routing',
  on: { sync: { target: '.routing', actions: 'sync' } },
  states: {
    routing: {
      description: 'Where the plan stands, as last read or answered.',
      always: [
        { guard: 'isPublished', target: 'published' },
        { guard: 'isArchived', target: 'archived' },
        { target: 'draft' },
      ],
    },
    draft: {
      description: 'Being built: every change stays in the form until it is saved; nobody is assigned yet.',
      tags: ['editable'],
      on: {
        edit: { actions: 'edit' },
        addCourse: { actions: 'edit' },
        removeCourse: { actions: 'edit' },
        moveCourse: { actions: 'edit' },
        setCourseDays: { actions: 'edit' },
        save: [{ guard: 'draftInvalid', actions: 'showDraftProblem' }, { target: 'saving' }],
        publish: [
          { guard: 'publishInvalid', actions: 'showPublishProblem' },
          { guard: 'mustSave', target: 'savingToPublish' },
          { target: 'publishing' },
        ],
        unbind: { guard: 'isSaved', target: 'unbinding', actions: 'keepUnbinding' },
        delete: [{ guard: 'isSaved', target: 'confirmingDelete' }],
      },
    },
    saving: {
      description: 'The draft goes to the gateway (created the first time, replaced after).',
      tags: ['busy', 'editable'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ taskId: context.taskId, form: context.form }),
        onDone: { target: 'draft', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'draft', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    savingToPublish: {
      description: 'Saving what changed before publishing it.',
      tags: ['busy', 'editable'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ taskId: context.taskId, form: context.form }),
        onDone: { target: 'publishing', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'draft', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    publishing: {
      description: 'Publishing assigns the plan: to its builder, or to the whole department.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({ taskId: context.taskId ?? '', statusId: PlanStatus.published }),
        onDone: { target: 'published', actions: { type: 'markStatus', params: PlanStatus.published } },
        onError: { target: 'draft', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    published: {
      description: 'Studied as a task and followed here; courses may be taken out, and it may be archived.',
      on: {
        unbind: { target: 'unbinding', actions: 'keepUnbinding' },
        archive: 'confirmingArchive',
      },
    },
    unbinding: {
      description: 'Taking courses out of the plan; the gateway keeps at least one in a published plan.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'unbind',
        input: ({ context }) => ({ taskId: context.taskId ?? '', contentIds: context.unbinding }),
        onDone: { target: 'routing', actions: 'unbound' },
        onError: {
          target: 'routing',
          actions: [{ type: 'setFailure', params: errorParams }, assign({ unbinding: [] })],
        },
      },
    },
    confirmingArchive: {
      description: 'Archiving takes the plan out of "my tasks" for good: the learner confirms.',
      tags: ['confirming'],
      on: { confirm: 'archiving', cancel: 'published' },
    },
    archiving: {
      tags: ['busy', 'confirming'],
      entry: 'clearFailure',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({ taskId: context.taskId ?? '', statusId: PlanStatus.archived }),
        onDone: { target: 'archived', actions: { type: 'markStatus', params: PlanStatus.archived } },
        onError: { target: 'published', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    archived: {
      description: 'Done with: its figures stay; it may be deleted.',
      on: { delete: 'confirmingDelete' },
    },
    confirmingDelete: {
      description: 'Deleting cannot be undone: the learner confirms.',
      tags: ['confirming'],
      on: { confirm: 'deleting', cancel: 'routing' },
    },
    deleting: {
      tags: ['busy', 'confirming'],
      entry: 'clearFailure',
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ taskId: context.taskId ?? '' }),
        onDone: 'deleted',
        onError: { target: 'routing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    deleted: { type: 'final', description: 'Gone: the page returns to the list of plans.' },
  },
});
