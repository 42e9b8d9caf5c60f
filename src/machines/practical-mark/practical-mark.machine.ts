import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PracticalAnswerItem } from '../../../contract/study-task';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  PracticalMarkContext,
  PracticalMarkEvent,
  PracticalMarkInput,
  PracticalMarkTag,
} from './practical-mark.types';

/** The score as typed, when it is a number from 0 to 100 (one decimal place at most). */
export function scoreOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d)?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? n : null;
}

/**
 * An assessor marking one practical answer: a score from 0 to 100 and a comment, sent once; the gateway
 * decides passed or not from the content's pass mark. A refusal (marked meanwhile by someone else, a bad
 * value) keeps what was typed and shows the gateway's message.
 */
export const practicalMarkMachine = setup({
  types: {
    context: {} as PracticalMarkContext,
    events: {} as PracticalMarkEvent,
    input: {} as PracticalMarkInput,
    tags: {} as PracticalMarkTag,
  },
  actors: {
    mark: fromPromise<PracticalAnswerItem, { id: string; score: number; comment: string }>(
      notProvided('mark'),
    ),
  },
  guards: {
    scoreValid: ({ context }) => scoreOf(context.score) !== null,
  },
  actions: {
    setScore: assign(({ event }) => {
      assertEvent(event, 'score');
      return { score: event.value, scoreInvalid: false };
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'comment');
      return { comment: event.value };
    }),
    flagScore: assign({ scoreInvalid: true }),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    takeMarked: assign((_, params: { marked: PracticalAnswerItem }) => ({ marked: params.marked })),
  },
}).createMachine({
  id: 'practicalMark',
  description:
    'An assessor marks a practical answer: score and comment, sent once, passed or not by the pass mark.',
  context: ({ input }) => ({
    id: input.id,
    score: '',
    comment: '',
    scoreInvalid: false,
    marked: null,
    ...noFailure,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The assessor types a score and a comment.',
      on: {
        score: { actions: 'setScore' },
        comment: { actions: 'setComment' },
        submit: [{ guard: 'scoreValid', target: 'submitting' }, { actions: 'flagScore' }],
      },
    },
    submitting: {
      description: 'The mark is on its way; a refusal returns to editing with the message.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'mark',
        input: ({ context }) => ({
          id: context.id,
          score: scoreOf(context.score) ?? 0,
          comment: context.comment.trim(),
        }),
        onDone: {
          target: 'marked',
          actions: { type: 'takeMarked', params: ({ event }) => ({ marked: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    marked: { type: 'final', description: 'Marked: the learner sees the score and the comment.' },
  },
});
