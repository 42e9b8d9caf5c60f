import { assign, fromPromise, setup } from 'xstate';
import type { MarkView } from '../../../contract/course';
import { MARK_MAX, MARK_MIN, MARK_REMARK_MAX } from '../../../contract/course.routes';
import { errorParams, failureOf, noFailure, notProvided, type FailureFields } from '../shared/failure';

/*
 * Rating a course.
 *
 * loading → ready ⇄ saving → saved | failed, with loadFailed (retry). `ready` starts from the learner's own
 * rating when there is one (a new rating replaces it). A submit without a score, or with a remark over 200
 * characters, stays in `ready` with `invalid` naming why. `failed` keeps the score and remark; `saved` shows
 * the gateway's new figures. Changing the score or remark after either end goes back to `ready`.
 *
 * Tags: `loading`, `loadFailed`, `editable`, `saving`, `saved`, `failed`.
 * Events: `score.choose`, `remark.change`, `submit`, `retry`.
 */

export type MarkProblem = 'course.mark.pickScore' | 'course.mark.remarkTooLong';

/** The gateway's rules, checked before sending: a whole score 1–5, a remark of at most 200 characters. */
export function markProblem(score: number | null, remark: string): MarkProblem | null {
  if (score === null || !Number.isInteger(score) || score < MARK_MIN || score > MARK_MAX) {
    return 'course.mark.pickScore';
  }
  if (remark.trim().length > MARK_REMARK_MAX) return 'course.mark.remarkTooLong';
  return null;
}

export interface CourseMarkInput {
  courseId: string;
}

export interface CourseMarkContext extends FailureFields {
  courseId: string;
  /** The course's ratings as the gateway last reported them. */
  view: MarkView | null;
  score: number | null;
  remark: string;
  invalid: MarkProblem | null;
}

export type CourseMarkEvent =
  | { type: 'score.choose'; score: number }
  | { type: 'remark.change'; remark: string }
  | { type: 'submit' }
  | { type: 'retry' };

export type CourseMarkTag = 'loading' | 'loadFailed' | 'editable' | 'saving' | 'saved' | 'failed';

export const courseMarkMachine = setup({
  types: {
    context: {} as CourseMarkContext,
    events: {} as CourseMarkEvent,
    input: {} as CourseMarkInput,
    tags: {} as CourseMarkTag,
  },
  actors: {
    loadMark: fromPromise<MarkView, { courseId: string }>(notProvided('loadMark')),
    saveMark: fromPromise<MarkView, { courseId: string; score: number; remark?: string }>(
      notProvided('saveMark'),
    ),
  },
  actions: {
    setView: assign((_, params: { view: MarkView }) => ({
      view: params.view,
      score: params.view.myScore,
      remark: params.view.myRemark ?? '',
      invalid: null,
      ...noFailure,
    })),
    edit: assign(({ context, event }) => {
      if (event.type === 'score.choose') return { score: event.score, invalid: null };
      if (event.type === 'remark.change') return { remark: event.remark, invalid: null };
      return { score: context.score };
    }),
    markInvalid: assign(({ context }) => ({ invalid: markProblem(context.score, context.remark) })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
  guards: {
    isSendable: ({ context }) => markProblem(context.score, context.remark) === null,
  },
}).createMachine({
  id: 'courseMark',
  description: 'The course’s ratings and the learner’s own: choose 1–5 stars, add a remark, save.',
  context: ({ input }) => ({
    courseId: input.courseId,
    view: null,
    score: null,
    remark: '',
    invalid: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Average, count, spread and the learner’s own rating.',
      tags: ['loading'],
      invoke: {
        src: 'loadMark',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The ratings could not be read; the page offers to try again.',
      tags: ['loadFailed'],
      on: { retry: 'loading' },
    },
    ready: {
      description: 'The learner chooses a score and may write a remark.',
      tags: ['editable'],
      on: {
        'score.choose': { actions: 'edit' },
        'remark.change': { actions: 'edit' },
        submit: [{ guard: 'isSendable', target: 'saving' }, { actions: 'markInvalid' }],
      },
    },
    saving: {
      description: 'The rating is on its way.',
      tags: ['saving'],
      invoke: {
        src: 'saveMark',
        input: ({ context }) => {
          const remark = context.remark.trim();
          return {
            courseId: context.courseId,
            score: context.score ?? MARK_MIN,
            ...(remark === '' ? {} : { remark }),
          };
        },
        onDone: {
          target: 'saved',
          actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    saved: {
      description: 'The rating is in; the figures are the gateway’s new ones.',
      tags: ['saved', 'editable'],
      on: {
        'score.choose': { target: 'ready', actions: 'edit' },
        'remark.change': { target: 'ready', actions: 'edit' },
        submit: [
          { guard: 'isSendable', target: 'saving' },
          { target: 'ready', actions: 'markInvalid' },
        ],
      },
    },
    failed: {
      description: 'The rating was refused or did not arrive; score and remark stay for another try.',
      tags: ['failed', 'editable'],
      on: {
        'score.choose': { target: 'ready', actions: 'edit' },
        'remark.change': { target: 'ready', actions: 'edit' },
        submit: [
          { guard: 'isSendable', target: 'saving', actions: assign({ ...noFailure }) },
          { target: 'ready', actions: 'markInvalid' },
        ],
      },
    },
  },
});
