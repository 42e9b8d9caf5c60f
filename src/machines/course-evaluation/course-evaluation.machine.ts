import { assign, fromPromise, setup } from 'xstate';
import { EvaluationState, QuestionKind } from '../../../contract/offline-review.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  CourseEvaluationContext,
  CourseEvaluationEvent,
  CourseEvaluationInput,
  CourseEvaluationTag,
  EvaluationAnswer,
} from './course-evaluation.types';

type Answers = Pick<CourseEvaluationContext, 'view' | 'scores' | 'texts'>;

/** The answers to send: a rating for each rated question, the words of each text question written in. */
export function answersOf({ view, scores, texts }: Answers): EvaluationAnswer[] {
  return view.questions.flatMap((q): EvaluationAnswer[] => {
    if (q.kind === QuestionKind.rating) {
      const score = scores[q.questionId];
      return score === undefined ? [] : [{ questionId: q.questionId, score }];
    }
    const text = (texts[q.questionId] ?? '').trim();
    return text === '' ? [] : [{ questionId: q.questionId, text }];
  });
}

/** Required questions the answers leave open. */
export function missingOf(context: Answers): string[] {
  const given = new Set(answersOf(context).map((a) => a.questionId));
  return context.view.questions
    .filter((q) => q.required === 1 && !given.has(q.questionId))
    .map((q) => q.questionId);
}

/**
 * A learner evaluating a classroom course and its lecturer: rate and write, then submit once. A required
 * question left open is pointed out before anything is sent; a refusal keeps every answer with the gateway's
 * message. The submitted evaluation comes back as the gateway stored it.
 */
export const courseEvaluationMachine = setup({
  types: {
    context: {} as CourseEvaluationContext,
    events: {} as CourseEvaluationEvent,
    input: {} as CourseEvaluationInput,
    tags: {} as CourseEvaluationTag,
  },
  actors: {
    save: fromPromise<CourseEvaluationInput['view'], { courseId: string; answers: EvaluationAnswer[] }>(
      notProvided('save'),
    ),
  },
  guards: {
    isDone: ({ context }) => context.view.state === EvaluationState.done,
    isOpen: ({ context }) => context.view.state === EvaluationState.todo,
    isComplete: ({ context }) => missingOf(context).length === 0,
  },
  actions: {
    rate: assign(({ context }, params: { questionId: string; score: number }) => ({
      scores: { ...context.scores, [params.questionId]: params.score },
      missing: context.missing.filter((id) => id !== params.questionId),
    })),
    write: assign(({ context }, params: { questionId: string; text: string }) => ({
      texts: { ...context.texts, [params.questionId]: params.text },
      missing:
        params.text.trim() === ''
          ? context.missing
          : context.missing.filter((id) => id !== params.questionId),
    })),
    markMissing: assign(({ context }) => ({ missing: missingOf(context) })),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    setView: assign((_, params: { view: CourseEvaluationInput['view'] }) => ({ view: params.view })),
  },
}).createMachine({
  id: 'courseEvaluation',
  description: "A learner's evaluation of a classroom course and its lecturer.",
  context: ({ input }) => ({
    courseId: input.courseId,
    view: input.view,
    scores: {},
    texts: {},
    missing: [],
    ...noFailure,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isDone', target: 'done' },
        { guard: 'isOpen', target: 'editing' },
        { target: 'closed' },
      ],
    },
    editing: {
      description: 'Open: the learner rates and writes.',
      tags: ['editable'],
      on: {
        rate: { actions: { type: 'rate', params: ({ event }) => event } },
        write: { actions: { type: 'write', params: ({ event }) => event } },
        submit: [{ guard: 'isComplete', target: 'submitting' }, { actions: ['markMissing', 'clearFailure'] }],
      },
    },
    submitting: {
      description: 'The save call; the answers stay as they were.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ courseId: context.courseId, answers: answersOf(context) }),
        onDone: {
          target: 'done',
          actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    done: { description: 'Submitted: the answers as stored.', tags: ['done'], type: 'final' },
    closed: {
      description: 'Not open yet, or closed without an evaluation.',
      type: 'final',
    },
  },
});
