import { assign, fromPromise, setup } from 'xstate';
import type { CourseComment } from '../../../contract/course';
import { COMMENT_MAX } from '../../../contract/course.routes';
import type { CommunityComment, CommunityReply } from '../../../contract/community';
import type { AnnouncementComment, AnnouncementReply } from '../../../contract/notice';
import type { TaskComment } from '../../../contract/study-task';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Writing a comment: on a course, on a study task, on an announcement or a community post, or a reply under
 * such a comment.
 *
 * editing → saving → saved | failed. A text breaking the rule (blank, over 500 characters once trimmed) never
 * leaves `editing`: `invalid` names the rule. `failed` keeps the text, so nothing typed is lost, and a new
 * submit sends it again; `saved` clears the box and counts up `posted`, which the page watches to show the
 * new comment. Typing again after either end goes back to `editing`. What the text is written to lives in the
 * `save` actor each page provides (see comment.actors.ts).
 *
 * Tags: `saving`, `saved`, `failed`. Events: `text.change`, `submit`.
 */

/** Why a text may not be sent; each page words it with its own message. */
export type CommentProblem = 'required' | 'tooLong';

/**
 * The gateway's rule, checked before sending: 1–500 characters once trimmed. Course and study task comments
 * (`COMMENT_MAX`) and announcement comments and replies (`COMMENT_MAX_LENGTH`) share it; a plain function,
 * so no schema loads with the page.
 */
export function commentProblem(text: string): CommentProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > COMMENT_MAX) return 'tooLong';
  return null;
}

/** What the gateway stores for a saved text, by target. */
export type SavedComment =
  CourseComment | TaskComment | AnnouncementComment | AnnouncementReply | CommunityComment | CommunityReply;

export interface CommentSaveInput {
  content: string;
}

export interface CommentContext extends FailureFields {
  text: string;
  invalid: CommentProblem | null;
  /** How many comments this box has saved. */
  posted: number;
  /** The comment saved last, as the gateway stored it. */
  saved: SavedComment | null;
}

export type CommentEvent = { type: 'text.change'; text: string } | { type: 'submit' };

export type CommentTag = 'saving' | 'saved' | 'failed';

export const commentMachine = setup({
  types: {
    context: {} as CommentContext,
    events: {} as CommentEvent,
    tags: {} as CommentTag,
  },
  actors: {
    save: fromPromise<SavedComment, CommentSaveInput>(notProvided('save')),
  },
  actions: {
    setText: assign((_, params: { text: string }) => ({ text: params.text, invalid: null })),
    clearProblems: assign({ ...noFailure, invalid: null }),
    markInvalid: assign(({ context }) => ({ invalid: commentProblem(context.text) })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
  guards: {
    isSendable: ({ context }) => commentProblem(context.text) === null,
  },
}).createMachine({
  id: 'comment',
  description: 'A comment or a reply: the text, its rule, the save; a refused save keeps the text.',
  context: {
    text: '',
    invalid: null,
    posted: 0,
    saved: null,
    ...noFailure,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The learner types; a submit checks the rule first.',
      on: {
        'text.change': { actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
        submit: [
          { guard: 'isSendable', target: 'saving', actions: 'clearProblems' },
          { actions: 'markInvalid' },
        ],
      },
    },
    saving: {
      description: 'The comment is on its way; the box keeps its text until the gateway has it.',
      tags: ['saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ content: context.text.trim() }),
        onDone: {
          target: 'saved',
          actions: assign(({ context, event }) => ({
            text: '',
            posted: context.posted + 1,
            saved: event.output,
          })),
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    saved: {
      description: 'The comment is in; the box is empty for the next one.',
      tags: ['saved'],
      on: {
        'text.change': {
          target: 'editing',
          actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
        },
        submit: [
          { guard: 'isSendable', target: 'saving', actions: 'clearProblems' },
          { target: 'editing', actions: 'markInvalid' },
        ],
      },
    },
    failed: {
      description: 'The gateway refused the comment or did not answer; the text stays for another try.',
      tags: ['failed'],
      on: {
        'text.change': {
          target: 'editing',
          actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
        },
        submit: [
          { guard: 'isSendable', target: 'saving', actions: 'clearProblems' },
          { target: 'editing', actions: 'markInvalid' },
        ],
      },
    },
  },
});
