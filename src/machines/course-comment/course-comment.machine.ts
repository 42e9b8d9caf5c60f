import { assign, fromPromise, setup } from 'xstate';
import type { CourseComment } from '../../../contract/course';
import { COMMENT_MAX } from '../../../contract/course.routes';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Writing a comment on a course.
 *
 * editing → saving → saved | failed. A text breaking the rule (blank, over 500 characters once trimmed) never
 * leaves `editing`: `invalid` names the rule. `failed` keeps the text, so nothing typed is lost, and a new
 * submit sends it again; `saved` clears the box and counts up `posted`, which the page watches to show the
 * new comment. Typing again after either end goes back to `editing`.
 *
 * Tags: `saving`, `saved`, `failed`. Events: `text.change`, `submit`.
 */

/** Why a text may not be sent: a message key of the course area. */
export type CommentProblem = 'course.comment.required' | 'course.comment.tooLong';

/** The gateway's rule, checked before sending: 1–500 characters once trimmed. */
export function commentProblem(text: string): CommentProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'course.comment.required';
  if (trimmed.length > COMMENT_MAX) return 'course.comment.tooLong';
  return null;
}

export interface CourseCommentInput {
  courseId: string;
}

export interface CourseCommentContext extends FailureFields {
  courseId: string;
  text: string;
  invalid: CommentProblem | null;
  /** How many comments this box has saved. */
  posted: number;
  /** The comment saved last, as the gateway stored it. */
  saved: CourseComment | null;
}

export type CourseCommentEvent = { type: 'text.change'; text: string } | { type: 'submit' };

export type CourseCommentTag = 'saving' | 'saved' | 'failed';

export const courseCommentMachine = setup({
  types: {
    context: {} as CourseCommentContext,
    events: {} as CourseCommentEvent,
    input: {} as CourseCommentInput,
    tags: {} as CourseCommentTag,
  },
  actors: {
    save: fromPromise<CourseComment, { courseId: string; content: string }>(notProvided('save')),
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
  id: 'courseComment',
  description: 'A comment on a course: the text, its rule, the save; a refused save keeps the text.',
  context: ({ input }) => ({
    courseId: input.courseId,
    text: '',
    invalid: null,
    posted: 0,
    saved: null,
    ...noFailure,
  }),
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
        input: ({ context }) => ({ courseId: context.courseId, content: context.text.trim() }),
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
