import { assign, emit, fromPromise, setup } from 'xstate';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Deleting one of the learner's own items after asking: a course or study task comment, a reply under an
 * announcement.
 *
 * idle → confirming → deleting → idle. `delete.ask` picks the item by id and opens the question;
 * `delete.cancel` drops it; `delete.confirm` runs the `deleteItem` actor each page provides. Done, the machine
 * counts up `deleted`, keeps the id in `deletedId` and emits `deleted`, so the page reloads its list and says
 * so; refused, it keeps the failure and emits `failed` with the error, which the page toasts. Another ask
 * while a delete runs is ignored, so one click cannot start a second call.
 *
 * Tags: `confirming`, `deleting`. Events: `delete.ask`, `delete.confirm`, `delete.cancel`.
 * Emitted: `deleted`, `failed`.
 */

export interface ItemDeleteContext extends FailureFields {
  /** The item asked about or being deleted. */
  itemId: string | null;
  /** How many items this page has deleted. */
  deleted: number;
  /** The item deleted last. */
  deletedId: string | null;
}

export type ItemDeleteEvent =
  { type: 'delete.ask'; id: string } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

/** Listened to with `actor.on(type, ...)`: the page reloads and toasts, the machine does not. */
export type ItemDeleteEmitted = { type: 'deleted'; id: string } | { type: 'failed'; error: unknown };

export type ItemDeleteTag = 'confirming' | 'deleting';

export const itemDeleteMachine = setup({
  types: {
    context: {} as ItemDeleteContext,
    events: {} as ItemDeleteEvent,
    emitted: {} as ItemDeleteEmitted,
    tags: {} as ItemDeleteTag,
  },
  actors: {
    deleteItem: fromPromise<unknown, { id: string }>(notProvided('deleteItem')),
  },
  actions: {
    choose: assign((_, params: { id: string }) => ({ itemId: params.id, ...noFailure })),
    forget: assign({ itemId: null }),
    recordDeleted: assign(({ context }) => ({
      itemId: null,
      deleted: context.deleted + 1,
      deletedId: context.itemId,
    })),
    announceDeleted: emit((_, params: { id: string }) => ({ type: 'deleted' as const, id: params.id })),
    setFailure: assign((_, params: { error: unknown }) => ({ itemId: null, ...failureOf(params.error) })),
    announceFailure: emit((_, params: { error: unknown }) => ({
      type: 'failed' as const,
      error: params.error,
    })),
  },
}).createMachine({
  id: 'itemDelete',
  description: 'Delete one own item after a confirmation; the page reloads and toasts on the outcome.',
  context: { itemId: null, deleted: 0, deletedId: null, ...noFailure },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is asked; a delete button picks the item.',
      on: {
        'delete.ask': {
          target: 'confirming',
          actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    confirming: {
      description: 'The question is open for the chosen item.',
      tags: ['confirming'],
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    deleting: {
      description: 'The delete is on its way; the question stays open and busy, and new asks are ignored.',
      tags: ['deleting'],
      invoke: {
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.itemId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announceDeleted', params: ({ context }) => ({ id: context.itemId ?? '' }) },
            'recordDeleted',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'setFailure', params: errorParams },
            { type: 'announceFailure', params: errorParams },
          ],
        },
      },
    },
  },
});
