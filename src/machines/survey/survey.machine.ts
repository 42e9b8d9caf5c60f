import { assign, fromPromise, setup } from 'xstate';
import type { SurveyAnswer, SurveyView } from '../../../contract/survey';
import { QuestionType } from '../../../contract/survey.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { fromSubmission, problemsOf, restoreDraft, toSubmission, toggleKey } from './survey.rules';
import type { DraftAnswers, SurveyContext, SurveyEvent, SurveyInput, SurveyTag } from './survey.types';

/*
 * Answering a survey.
 *
 * loading → answering ⇄ validating → submitting → submitted, with failed (the answers stay) and two read-only
 * ends: submitted (also when the survey was answered before) and closed (never answered, now past its end).
 *
 * Context the page renders from: `survey` (questions), `answers` (by question id), `problems` (by question id,
 * after a refused submit; a question drops out as soon as it changes), `submitTime`, `error`.
 * Events: `answer.choose` (single choice), `answer.toggle` (multiple choice), `answer.text`, `answer.rate`,
 * `submit`, `retry` (after a failed load).
 * Every change is handed to `saveDraft`, so a reload restores what was typed; `clearDraft` runs once the
 * answers are in.
 */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as SurveyInput,
    tags: {} as SurveyTag,
  },
  actors: {
    loadSurvey: fromPromise<SurveyView, { id: string }>(notProvided('loadSurvey')),
    submitAnswers: fromPromise<{ submitTime: string }, { id: string; answers: SurveyAnswer[] }>(
      notProvided('submitAnswers'),
    ),
  },
  actions: {
    /** Keeps the answers in the browser; the app provides it. */
    saveDraft: (_, _params: { surveyId: string; answers: DraftAnswers }) => {},
    clearDraft: (_, _params: { surveyId: string }) => {},
    setSurvey: assign((_, params: { survey: SurveyView }) => ({ survey: params.survey, ...noFailure })),
    restoreDraft: assign(({ context }) => ({
      answers: restoreDraft(context.survey?.questions ?? [], context.storedDraft),
      storedDraft: null,
    })),
    showSubmitted: assign(({ context }) => ({
      answers: fromSubmission(context.survey?.answers ?? []),
      submitTime: context.survey?.submitTime ?? null,
      storedDraft: null,
    })),
    setAnswer: assign(({ context, event }) => {
      const question = context.survey?.questions.find(
        (q) => 'questionId' in event && q.id === event.questionId,
      );
      if (!question || !('questionId' in event)) return {};
      const previous = context.answers[question.id];
      let next = previous;
      switch (event.type) {
        case 'answer.choose':
          if (question.questionType === QuestionType.single) next = { optionKeys: [event.optionKey] };
          break;
        case 'answer.toggle':
          if (question.questionType === QuestionType.multiple) {
            next = { optionKeys: toggleKey(previous?.optionKeys, event.optionKey) };
          }
          break;
        case 'answer.text':
          if (question.questionType === QuestionType.text) next = { text: event.text };
          break;
        case 'answer.rate':
          if (question.questionType === QuestionType.rating) next = { rating: event.rating };
          break;
      }
      if (next === previous || next === undefined) return {};
      const { [question.id]: _fixed, ...problems } = context.problems;
      return { answers: { ...context.answers, [question.id]: next }, problems, ...noFailure };
    }),
    findProblems: assign(({ context }) => ({
      problems: problemsOf(context.survey?.questions ?? [], context.answers),
    })),
    markSubmitted: assign(({ context }, params: { submitTime: string }) => ({
      submitTime: params.submitTime,
      survey: context.survey
        ? { ...context.survey, answered: 1 as const, submitTime: params.submitTime }
        : null,
      problems: {},
      ...noFailure,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
  guards: {
    wasAnswered: (_, params: { survey: SurveyView }) => params.survey.answered === 1,
    isClosed: (_, params: { survey: SurveyView }) => params.survey.closed === 1,
    hasNoProblems: ({ context }) => Object.keys(context.problems).length === 0,
  },
}).createMachine({
  id: 'survey',
  description: 'Answering one survey: load, answer with a kept draft, check, submit once.',
  context: ({ input }) => ({
    surveyId: input.surveyId,
    storedDraft: input.draft ?? null,
    survey: null,
    answers: {},
    problems: {},
    submitTime: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The survey with its questions, and the caller’s answers when already submitted.',
      tags: ['loading'],
      invoke: {
        src: 'loadSurvey',
        input: ({ context }) => ({ id: context.surveyId }),
        onDone: [
          {
            guard: { type: 'wasAnswered', params: ({ event }) => ({ survey: event.output }) },
            target: 'submitted',
            actions: [
              { type: 'setSurvey', params: ({ event }) => ({ survey: event.output }) },
              'showSubmitted',
              { type: 'clearDraft', params: ({ context }) => ({ surveyId: context.surveyId }) },
            ],
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ survey: event.output }) },
            target: 'closed',
            actions: { type: 'setSurvey', params: ({ event }) => ({ survey: event.output }) },
          },
          {
            target: 'answering',
            actions: [
              { type: 'setSurvey', params: ({ event }) => ({ survey: event.output }) },
              'restoreDraft',
            ],
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The survey could not be loaded; the page offers to try again.',
      tags: ['loadFailed'],
      on: { retry: 'loading' },
    },
    answering: {
      description: 'The respondent answers; every change is kept as a draft.',
      tags: ['editable'],
      on: {
        'answer.*': {
          actions: [
            'setAnswer',
            {
              type: 'saveDraft',
              params: ({ context }) => ({ surveyId: context.surveyId, answers: context.answers }),
            },
          ],
        },
        submit: 'validating',
      },
    },
    validating: {
      description:
        'Required questions answered, choices within their least and most, texts within their length.',
      tags: ['editable'],
      entry: 'findProblems',
      always: [{ guard: 'hasNoProblems', target: 'submitting' }, { target: 'answering' }],
    },
    submitting: {
      description: 'The one submission of this survey.',
      tags: ['submitting', 'readOnly'],
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => ({
          id: context.surveyId,
          answers: toSubmission(context.survey?.questions ?? [], context.answers),
        }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'markSubmitted', params: ({ event }) => ({ submitTime: event.output.submitTime }) },
            { type: 'clearDraft', params: ({ context }) => ({ surveyId: context.surveyId }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    failed: {
      description: 'The submission was refused or did not arrive; the answers stay and may be sent again.',
      tags: ['failed', 'editable'],
      on: {
        'answer.*': {
          target: 'answering',
          actions: [
            'setAnswer',
            {
              type: 'saveDraft',
              params: ({ context }) => ({ surveyId: context.surveyId, answers: context.answers }),
            },
          ],
        },
        submit: 'validating',
      },
    },
    submitted: {
      description: 'The answers are in: thanks, and the way to the results.',
      tags: ['submitted', 'readOnly'],
      type: 'final',
    },
    closed: {
      description: 'Past its end and never answered: the questions can be read, not answered.',
      tags: ['closed', 'readOnly'],
      type: 'final',
    },
  },
});
