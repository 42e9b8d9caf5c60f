import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SurveyAnswer, SurveyView } from '../../../contract/survey';
import { surveyMachine } from '../../../src/machines/survey/survey.machine';
import {
  selectAnswers,
  selectError,
  selectFirstProblem,
  selectIsClosed,
  selectIsEditable,
  selectIsSubmitted,
  selectIsSubmitting,
  selectLoadFailed,
  selectProblems,
  selectSubmitFailed,
  selectSubmitTime,
} from '../../../src/machines/survey/survey.selectors';
import type { DraftAnswers } from '../../../src/machines/survey/survey.types';
import { apiError, controllable } from './fakes';

const survey = (over: Partial<SurveyView> = {}): SurveyView => ({
  id: '7',
  title: '培训满意度调查',
  description: '',
  anonymous: 1,
  startTime: '2026-11-01 09:00:00',
  endTime: '2026-12-01 18:00:00',
  closed: 0,
  answered: 0,
  submitTime: null,
  questions: [
    {
      id: '1',
      questionType: 1,
      title: '主要参加了哪类培训？',
      required: 1,
      options: [
        { optionKey: 'A', content: '信息安全' },
        { optionKey: 'B', content: '入职培训' },
      ],
    },
    {
      id: '2',
      questionType: 2,
      title: '哪些方面需要改进？',
      required: 1,
      options: ['A', 'B', 'C', 'D'].map((optionKey) => ({ optionKey, content: `选项 ${optionKey}` })),
      minChoices: 2,
      maxChoices: 3,
    },
    { id: '3', questionType: 3, title: '还有什么建议？', required: 0, maxLength: 10 },
    { id: '4', questionType: 4, title: '满意度', required: 1, scaleMax: 5, lowLabel: '差', highLabel: '好' },
  ],
  answers: [],
  ...over,
});

function start(draft?: unknown) {
  const load = controllable<SurveyView, { id: string }>();
  const submit = controllable<{ submitTime: string }, { id: string; answers: SurveyAnswer[] }>();
  const saved: { surveyId: string; answers: DraftAnswers }[] = [];
  const cleared: string[] = [];
  const machine = surveyMachine.provide({
    actors: { loadSurvey: load.logic, submitAnswers: submit.logic },
    actions: {
      saveDraft: (_, params: { surveyId: string; answers: DraftAnswers }) => void saved.push(params),
      clearDraft: (_, params: { surveyId: string }) => void cleared.push(params.surveyId),
    },
  });
  const actor = createActor(machine, { input: { surveyId: '7', draft } });
  actor.start();
  return { actor, load, submit, saved, cleared, snap: () => actor.getSnapshot() };
}

type Started = ReturnType<typeof start>;

function answerAll(m: Started) {
  m.actor.send({ type: 'answer.choose', questionId: '1', optionKey: 'B' });
  m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'C' });
  m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'A' });
  m.actor.send({ type: 'answer.text', questionId: '3', text: '  多些案例  ' });
  m.actor.send({ type: 'answer.rate', questionId: '4', rating: 4 });
}

describe('survey machine', () => {
  it('loads the survey and restores a kept draft, dropping values the questions no longer allow', async () => {
    const m = start({
      '1': { optionKeys: ['B', 'A'] },
      '2': { optionKeys: ['A', 'Z', 7] },
      '3': { rating: 3 },
      '4': { rating: 9 },
      '99': { text: 'gone' },
    });
    expect(m.load.calls).toEqual([{ id: '7' }]);
    await m.load.resolve(survey());
    expect(selectIsEditable(m.snap())).toBe(true);
    expect(selectAnswers(m.snap())).toEqual({ '1': { optionKeys: ['B'] }, '2': { optionKeys: ['A'] } });
  });

  it('keeps every change as a draft', async () => {
    const m = start();
    await m.load.resolve(survey());
    m.actor.send({ type: 'answer.choose', questionId: '1', optionKey: 'A' });
    m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'B' });
    m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'D' });
    m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'B' });
    expect(m.saved.at(-1)).toEqual({
      surveyId: '7',
      answers: { '1': { optionKeys: ['A'] }, '2': { optionKeys: ['D'] } },
    });
    expect(m.saved).toHaveLength(4);
    // Events for questions of another type, or unknown ones, change nothing.
    m.actor.send({ type: 'answer.rate', questionId: '1', rating: 3 });
    m.actor.send({ type: 'answer.text', questionId: '42', text: 'x' });
    expect(selectAnswers(m.snap())['1']).toEqual({ optionKeys: ['A'] });
    expect(selectAnswers(m.snap())['42']).toBeUndefined();
  });

  it('does not submit while a required question is open or a choice is out of bounds, and says where', async () => {
    const m = start();
    await m.load.resolve(survey());
    m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey: 'A' });
    m.actor.send({ type: 'answer.text', questionId: '3', text: '一二三四五六七八九十十一' });
    m.actor.send({ type: 'submit' });
    expect(m.submit.calls).toHaveLength(0);
    expect(selectIsEditable(m.snap())).toBe(true);
    expect(selectProblems(m.snap())).toEqual({
      '1': { kind: 'required' },
      '2': { kind: 'minChoices', min: 2 },
      '3': { kind: 'tooLong', max: 10 },
      '4': { kind: 'required' },
    });
    expect(selectFirstProblem(m.snap())).toBe('1');

    // A question drops its problem as soon as it changes.
    m.actor.send({ type: 'answer.choose', questionId: '1', optionKey: 'A' });
    expect(selectFirstProblem(m.snap())).toBe('2');
    ['B', 'C', 'D'].forEach((optionKey) =>
      m.actor.send({ type: 'answer.toggle', questionId: '2', optionKey }),
    );
    m.actor.send({ type: 'submit' });
    expect(selectProblems(m.snap())['2']).toEqual({ kind: 'maxChoices', max: 3 });
    expect(m.submit.calls).toHaveLength(0);
  });

  it('submits the answers once, in question order, and ends read-only with the draft removed', async () => {
    const m = start();
    await m.load.resolve(survey());
    answerAll(m);
    m.actor.send({ type: 'submit' });
    expect(selectIsSubmitting(m.snap())).toBe(true);
    expect(selectIsEditable(m.snap())).toBe(false);
    expect(m.submit.calls).toEqual([
      {
        id: '7',
        answers: [
          { questionId: '1', optionKeys: ['B'] },
          { questionId: '2', optionKeys: ['A', 'C'] },
          { questionId: '3', text: '多些案例' },
          { questionId: '4', rating: 4 },
        ],
      },
    ]);
    // A second press while the call is out starts nothing.
    m.actor.send({ type: 'submit' });
    expect(m.submit.calls).toHaveLength(1);
    await m.submit.resolve({ submitTime: '2026-11-21 10:00:00' });
    expect(selectIsSubmitted(m.snap())).toBe(true);
    expect(selectSubmitTime(m.snap())).toBe('2026-11-21 10:00:00');
    expect(m.cleared).toEqual(['7']);
    expect(m.snap().status).toBe('done');
  });

  it('keeps the answers when the submission fails, and sends them again', async () => {
    const m = start();
    await m.load.resolve(survey());
    answerAll(m);
    m.actor.send({ type: 'submit' });
    await m.submit.reject(apiError(-1, '网络连接失败'));
    expect(selectSubmitFailed(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBe('网络连接失败');
    expect(selectAnswers(m.snap())['3']).toEqual({ text: '  多些案例  ' });
    expect(m.cleared).toEqual([]);

    // Changing an answer clears the message; submitting again goes through the checks once more.
    m.actor.send({ type: 'answer.rate', questionId: '4', rating: 5 });
    expect(selectError(m.snap())).toBeNull();
    m.actor.send({ type: 'submit' });
    expect(m.submit.calls).toHaveLength(2);
    expect(m.submit.calls[1]?.answers.at(-1)).toEqual({ questionId: '4', rating: 5 });
    await m.submit.resolve({ submitTime: '2026-11-21 10:05:00' });
    expect(selectIsSubmitted(m.snap())).toBe(true);
  });

  it('opens a survey answered earlier read-only with the caller’s answers, and forgets any draft', async () => {
    const m = start({ '1': { optionKeys: ['A'] } });
    await m.load.resolve(
      survey({
        answered: 1,
        submitTime: '2026-11-02 08:00:00',
        answers: [
          { questionId: '1', optionKeys: ['B'] },
          { questionId: '4', rating: 2 },
        ],
      }),
    );
    expect(selectIsSubmitted(m.snap())).toBe(true);
    expect(selectAnswers(m.snap())).toEqual({ '1': { optionKeys: ['B'] }, '4': { rating: 2 } });
    expect(selectSubmitTime(m.snap())).toBe('2026-11-02 08:00:00');
    expect(m.cleared).toEqual(['7']);
    m.actor.send({ type: 'answer.choose', questionId: '1', optionKey: 'A' });
    expect(selectAnswers(m.snap())['1']).toEqual({ optionKeys: ['B'] });
  });

  it('shows a closed survey that was never answered without taking answers', async () => {
    const m = start();
    await m.load.resolve(survey({ closed: 1 }));
    expect(selectIsClosed(m.snap())).toBe(true);
    expect(selectIsEditable(m.snap())).toBe(false);
  });

  it('offers to load again after a failed load', async () => {
    const m = start();
    await m.load.reject(apiError(999, '问卷不存在或未分配给你'));
    expect(selectLoadFailed(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBe('问卷不存在或未分配给你');
    m.actor.send({ type: 'retry' });
    expect(m.load.calls).toHaveLength(2);
    await m.load.resolve(survey());
    expect(selectIsEditable(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBeNull();
  });
});
