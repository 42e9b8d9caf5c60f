import { assign, fromPromise, setup } from 'xstate';
import { commentText } from '../../../contract/notice';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

export interface CommentPostContext extends FailureFields {
  text: string;
  /** How many texts this box has saved; the page refreshes its comments when it grows. */
  posted: number;
  /** A rule's message key (`comment.required`, `comment.tooLong`) when the text may not be sent. */
  invalid: string | null;
}

export type CommentPostEvent = { type: 'text.change'; text: string } | { type: 'submit' };

/** The zod rule's message key for a text, or null when it may be sent. */
export function commentTextProblem(text: string): string | null {
  const parsed = commentText.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'comment.required');
}

/**
 * Writing a comment or a reply: the text, its rule, the save call. A failed save keeps the text so nothing
 * typed is lost; a saved one clears it and counts up `posted`, which the page watches to refresh.
 */
export const commentPostMachine = setup({
  types: { context: {} as CommentPostContext, events: {} as CommentPostEvent },
  actors: {
    save: fromPromise<unknown, { content: string }>(notProvided('save')),
  },
  actions: {
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
  guards: {
    isSendable: ({ context }) => commentTextProblem(context.text) === null,
  },
}).createMachine({
  id: 'commentPost',
  context: { text: '', posted: 0, invalid: null, ...noFailure },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'text.change': {
          actions: assign(({ event }) => ({ text: event.text, invalid: null })),
        },
        submit: [
          { guard: 'isSendable', target: 'saving', actions: assign({ ...noFailure, invalid: null }) },
          { actions: assign(({ context }) => ({ invalid: commentTextProblem(context.text) })) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ content: context.text.trim() }),
        onDone: {
          target: 'editing',
          actions: assign(({ context }) => ({ text: '', posted: context.posted + 1 })),
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
  },
});
