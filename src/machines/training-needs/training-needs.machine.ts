import { assign, fromPromise, not, setup } from 'xstate';
import type { NeedsEditRequest, NeedsView } from '../../../contract/training-needs';
import { NEEDS_CUSTOM_MAX, NeedsStatus } from '../../../contract/training-needs.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import {
  DEFAULT_WISH,
  draftOf,
  hasProblems,
  problemsOf,
  restoreDraft,
  toRequest,
} from './training-needs.rules';
import type {
  NeedsDraft,
  TrainingNeedsContext,
  TrainingNeedsEvent,
  TrainingNeedsInput,
  TrainingNeedsTag,
} from './training-needs.types';

type DraftEvent = Extract<TrainingNeedsEvent, { type: `draft.${string}` }>;

/** The draft after one change of the form; the same object when the change changes nothing. */
function changed(draft: NeedsDraft, event: DraftEvent, nextKey: number): NeedsDraft {
  const custom = (key: string, change: Partial<NeedsDraft['customs'][number]>) => ({
    ...draft,
    customs: draft.customs.map((c) => (c.key === key ? { ...c, ...change } : c)),
  });
  const wish = (topicId: string, change: Partial<NeedsDraft['choices'][string]>) => {
    const current = draft.choices[topicId];
    return current
      ? { ...draft, choices: { ...draft.choices, [topicId]: { ...current, ...change } } }
      : draft;
  };
  switch (event.type) {
    case 'draft.toggle': {
      const { [event.topicId]: ticked, ...rest } = draft.choices;
      return { ...draft, choices: ticked ? rest : { ...draft.choices, [event.topicId]: DEFAULT_WISH } };
    }
    case 'draft.priority':
      return wish(event.topicId, { priority: event.priority });
    case 'draft.form':
      return wish(event.topicId, { form: event.form });
    case 'draft.add':
      if (draft.customs.length >= NEEDS_CUSTOM_MAX) return draft;
      return {
        ...draft,
        customs: [...draft.customs, { key: String(nextKey), topicName: '', ...DEFAULT_WISH }],
      };
    case 'draft.remove':
      return { ...draft, customs: draft.customs.filter((c) => c.key !== event.key) };
    case 'draft.name':
      return custom(event.key, { topicName: event.topicName });
    case 'draft.customPriority':
      return custom(event.key, { priority: event.priority });
    case 'draft.customForm':
      return custom(event.key, { form: event.form });
    case 'draft.remarks':
      return { ...draft, remarks: event.remarks };
  }
}

/*
 * A member's training needs for one collection.
 *
 * deciding → editing ⇄ validating → submitting → submitted | failed (the form stays as typed, with the
 * gateway's message), and readOnly for a collection not open (to come, or closed: the answer shows, if any).
 * From submitted, `edit` opens the answer again while the collection is open; `cancel` drops the changes.
 *
 * Context the page renders from: `view` (the collection, and the answer as last submitted), `draft`,
 * `problems` (by field, once a submit was tried; they follow each change from then on), `error`, `restored`.
 * Every change is handed to `saveDraft`, so a reload or a lost session costs nothing typed; `clearDraft` runs
 * once the answer is in or the changes are dropped.
 */
export const trainingNeedsMachine = setup({
  types: {
    context: {} as TrainingNeedsContext,
    events: {} as TrainingNeedsEvent,
    input: {} as TrainingNeedsInput,
    tags: {} as TrainingNeedsTag,
  },
  actors: {
    submitNeeds: fromPromise<NeedsView, NeedsEditRequest>(notProvided('submitNeeds')),
  },
  actions: {
    /** Keeps the form in the browser; the app provides it. */
    saveDraft: (_, _params: { needsId: string; draft: NeedsDraft }) => {},
    clearDraft: (_, _params: { needsId: string }) => {},
    restoreDraft: assign(({ context }) => {
      const draft = restoreDraft(context.view.topics, context.storedDraft, context.nextKey);
      return {
        storedDraft: null,
        ...(draft ? { draft, restored: true, nextKey: context.nextKey + draft.customs.length } : {}),
      };
    }),
    dropStoredDraft: assign({ storedDraft: null }),
    showSubmitted: assign(({ context }) => {
      const draft = draftOf(context.view.mine, context.nextKey);
      return {
        draft,
        nextKey: context.nextKey + draft.customs.length,
        problems: { customs: {} },
        restored: false,
        ...noFailure,
      };
    }),
    change: assign(({ context, event }) => {
      if (!event.type.startsWith('draft.')) return {};
      const draft = changed(context.draft, event as DraftEvent, context.nextKey);
      if (draft === context.draft) return {};
      return {
        draft,
        nextKey: event.type === 'draft.add' ? context.nextKey + 1 : context.nextKey,
        // Once a submit was refused, the problems follow every change: one fixed drops out at once.
        problems: hasProblems(context.problems) ? problemsOf(draft, context.view.topics) : context.problems,
        ...noFailure,
      };
    }),
    findProblems: assign(({ context }) => ({ problems: problemsOf(context.draft, context.view.topics) })),
    takeView: assign(({ context }, params: { view: NeedsView }) => ({
      view: params.view,
      saved: context.saved + 1,
      restored: false,
      ...noFailure,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
  guards: {
    isOpen: ({ context }) => context.view.status === NeedsStatus.open,
    hasStoredDraft: ({ context }) => restoreDraft(context.view.topics, context.storedDraft, 0) !== null,
    wasSubmitted: ({ context }) => context.view.mine !== null,
    hasNoProblems: ({ context }) => !hasProblems(context.problems),
  },
}).createMachine({
  id: 'trainingNeeds',
  description: 'A member’s training needs for one collection: fill in, check, submit, read back, change.',
  context: ({ input }) => ({
    view: input.view,
    draft: draftOf(input.view.mine, 0),
    storedDraft: input.draft ?? null,
    restored: false,
    problems: { customs: {} },
    saved: 0,
    nextKey: input.view.mine?.customs.length ?? 0,
    ...noFailure,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Open or not; an unsent draft from an earlier visit; submitted before or not.',
      always: [
        {
          guard: not('isOpen'),
          target: 'readOnly',
          actions: [
            'dropStoredDraft',
            { type: 'clearDraft', params: ({ context }) => ({ needsId: context.view.trainingNeedsId }) },
          ],
        },
        { guard: 'hasStoredDraft', target: 'editing', actions: 'restoreDraft' },
        { guard: 'wasSubmitted', target: 'submitted', actions: 'dropStoredDraft' },
        { target: 'editing', actions: 'dropStoredDraft' },
      ],
    },
    readOnly: {
      description: 'Not open (to come, or closed): the topics, and the answer if one was given, to read.',
      tags: ['readOnly'],
    },
    editing: {
      description: 'The member fills in the form; every change is kept as a draft.',
      tags: ['editable'],
      on: {
        'draft.*': {
          actions: [
            'change',
            {
              type: 'saveDraft',
              params: ({ context }) => ({ needsId: context.view.trainingNeedsId, draft: context.draft }),
            },
          ],
        },
        submit: 'validating',
        cancel: {
          guard: 'wasSubmitted',
          target: 'submitted',
          actions: [
            'showSubmitted',
            { type: 'clearDraft', params: ({ context }) => ({ needsId: context.view.trainingNeedsId }) },
          ],
        },
      },
    },
    validating: {
      description:
        'Each field within its rules: own topics named, not too long, not twice; remarks not too long.',
      tags: ['editable'],
      entry: 'findProblems',
      always: [{ guard: 'hasNoProblems', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: {
      description: 'The answer goes to the gateway, whole.',
      tags: ['submitting'],
      invoke: {
        src: 'submitNeeds',
        input: ({ context }) => toRequest(context.view.trainingNeedsId, context.draft, context.view.topics),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'takeView', params: ({ event }) => ({ view: event.output }) },
            'showSubmitted',
            { type: 'clearDraft', params: ({ context }) => ({ needsId: context.view.trainingNeedsId }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    failed: {
      description:
        'Refused or lost on the way: the form stays as typed, with the message, to fix and send again.',
      tags: ['failed', 'editable'],
      on: {
        'draft.*': {
          target: 'editing',
          actions: [
            'change',
            {
              type: 'saveDraft',
              params: ({ context }) => ({ needsId: context.view.trainingNeedsId, draft: context.draft }),
            },
          ],
        },
        submit: 'validating',
        cancel: {
          guard: 'wasSubmitted',
          target: 'submitted',
          actions: [
            'showSubmitted',
            { type: 'clearDraft', params: ({ context }) => ({ needsId: context.view.trainingNeedsId }) },
          ],
        },
      },
    },
    submitted: {
      description:
        'The answer is in: read back as the gateway holds it, to change while the collection is open.',
      tags: ['submitted'],
      on: { edit: { guard: 'isOpen', target: 'editing' } },
    },
  },
});
