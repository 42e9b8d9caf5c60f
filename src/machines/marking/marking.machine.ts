import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AttemptResult, MarkingView } from '../../../contract/exam-paper';
import { AttemptState } from '../../../contract/exam-paper.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { pointsProblem } from './marking.rules';
import type { MarkInput, MarkingContext, MarkingEvent, MarkingTag } from './marking.types';

const editingEvents = {
  'points.change': { actions: 'setPoints' },
  'comment.change': { actions: 'setComment' },
  'marking.submit': [{ guard: 'allPointsValid', target: 'submitting' }, { actions: 'showInvalid' }],
} as const;

/** What is sent: every short answer with its points, and its comment when one was written. */
export function marksOf(
  context: Pick<MarkingContext, 'recordId' | 'view' | 'points' | 'comments'>,
): MarkInput {
  return {
    recordId: context.recordId,
    marks: (context.view?.questions ?? []).map((q) => {
      const comment = (context.comments[q.id] ?? '').trim();
      return {
        problemId: q.id,
        score: Number((context.points[q.id] ?? '').trim()),
        ...(comment === '' ? {} : { comment }),
      };
    }),
  };
}

/**
 * Marking one handed-in attempt: load its short answers, enter points (0..each question's maximum) and
 * optional comments, submit. A refused submit keeps everything typed and shows the gateway's message; a
 * paper marked already opens as done.
 */
export const markingMachine = setup({
  types: {
    context: {} as MarkingContext,
    events: {} as MarkingEvent,
    tags: {} as MarkingTag,
    input: {} as { recordId: string },
  },
  actors: {
    loadView: fromPromise<MarkingView, { recordId: string }>(notProvided('loadView')),
    submitMarks: fromPromise<AttemptResult, MarkInput>(notProvided('submitMarks')),
  },
  guards: {
    markedAlready: (_, params: { view: MarkingView }) => params.view.record.state === AttemptState.marked,
    allPointsValid: ({ context }) =>
      (context.view?.questions ?? []).every(
        (q) => pointsProblem(context.points[q.id] ?? '', q.score) === null,
      ),
  },
  actions: {
    keepView: assign((_, params: { view: MarkingView }) => ({
      view: params.view,
      // Points given before (a blank answer's 0, a half-marked paper) start the form.
      points: Object.fromEntries(
        params.view.questions.map((q) => [q.id, q.earned === null ? '' : String(q.earned)]),
      ),
      comments: Object.fromEntries(params.view.questions.map((q) => [q.id, q.comment ?? ''])),
      showInvalid: false,
    })),
    setPoints: assign(({ context, event }) => {
      assertEvent(event, 'points.change');
      return { points: { ...context.points, [event.problemId]: event.value } };
    }),
    setComment: assign(({ context, event }) => {
      assertEvent(event, 'comment.change');
      return { comments: { ...context.comments, [event.problemId]: event.value } };
    }),
    showInvalid: assign({ showInvalid: true }),
    keepResult: assign((_, params: { result: AttemptResult }) => ({ result: params.result })),
    clearFailure: assign(noFailure),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'marking',
  description: "Mark one attempt's short answers.",
  context: ({ input }) => ({
    recordId: input.recordId,
    view: null,
    points: {},
    comments: {},
    showInvalid: false,
    result: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The attempt's short answers, reference answers and points available.",
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        src: 'loadView',
        input: ({ context }) => ({ recordId: context.recordId }),
        onDone: [
          {
            guard: { type: 'markedAlready', params: ({ event }) => ({ view: event.output }) },
            target: 'done',
            actions: { type: 'keepView', params: ({ event }) => ({ view: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'keepView', params: ({ event }) => ({ view: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The attempt could not be loaded (unknown, another company’s, or the network).',
      tags: ['loadFailed'],
      on: { 'marking.retry': 'loading' },
    },
    editing: {
      description: 'The form: points for each short answer, optional comments.',
      tags: ['editing'],
      on: editingEvents,
    },
    submitting: {
      description: 'The marks are sent; the gateway settles the attempt as passed or failed.',
      tags: ['submitting'],
      entry: 'clearFailure',
      invoke: {
        src: 'submitMarks',
        input: ({ context }) => marksOf(context),
        onDone: {
          target: 'done',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: { target: 'refused', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    refused: {
      description: 'The gateway refused the marks: its message shows, and everything typed stays.',
      tags: ['editing', 'refused'],
      on: editingEvents,
    },
    done: {
      description: 'Marked: the learner sees the result on their exam pages.',
      tags: ['done'],
      type: 'final',
    },
  },
});
