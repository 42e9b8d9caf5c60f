import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EvaluationAnswer, EvaluationView } from '../../../contract/offline-review';
import { EvaluationState } from '../../../contract/offline-review.routes';
import {
  answersOf,
  courseEvaluationMachine,
} from '../../../src/machines/course-evaluation/course-evaluation.machine';
import {
  selectEvaluationBusy,
  selectEvaluationDone,
  selectEvaluationEditable,
  selectEvaluationError,
  selectEvaluationMissing,
  selectEvaluationView,
} from '../../../src/machines/course-evaluation/course-evaluation.selectors';
import { apiError, controllable } from './fakes';

const form: EvaluationView = {
  courseId: '61',
  courseName: '班组安全管理面授课',
  lecturerName: '陈立',
  anonymous: 1,
  state: EvaluationState.todo,
  opensAt: '2026-11-20 09:00:00',
  deadline: '2026-12-05 17:00:00',
  questions: [
    { questionId: '1', target: 1, kind: 1, title: '课程内容的实用性', required: 1 },
    { questionId: '2', target: 2, kind: 1, title: '讲师的专业水平', required: 1 },
    { questionId: '3', target: 1, kind: 2, title: '意见与建议', required: 0 },
  ],
  answers: [],
  gmtSubmitted: null,
};

function start(view: EvaluationView = form) {
  const save = controllable<EvaluationView, { courseId: string; answers: EvaluationAnswer[] }>();
  const actor = createActor(courseEvaluationMachine.provide({ actors: { save: save.logic } }), {
    input: { courseId: view.courseId, view },
  });
  actor.start();
  return { actor, save, snap: () => actor.getSnapshot() };
}

describe('courseEvaluation machine', () => {
  it('an open evaluation is editable; required questions left open are pointed out and nothing is sent', () => {
    const c = start();
    expect(selectEvaluationEditable(c.snap())).toBe(true);
    c.actor.send({ type: 'rate', questionId: '1', score: 4 });
    c.actor.send({ type: 'submit' });
    expect(selectEvaluationMissing(c.snap())).toEqual(['2']);
    expect(c.save.calls).toHaveLength(0);
    // Answering it clears its mark.
    c.actor.send({ type: 'rate', questionId: '2', score: 5 });
    expect(selectEvaluationMissing(c.snap())).toEqual([]);
  });

  it('sends ratings and written words (trimmed, blanks left out), then shows what the gateway stored', async () => {
    const c = start();
    c.actor.send({ type: 'rate', questionId: '1', score: 3 });
    c.actor.send({ type: 'rate', questionId: '1', score: 4 });
    c.actor.send({ type: 'rate', questionId: '2', score: 5 });
    c.actor.send({ type: 'write', questionId: '3', text: '  多一些案例  ' });
    c.actor.send({ type: 'submit' });
    expect(selectEvaluationBusy(c.snap())).toBe(true);
    expect(selectEvaluationEditable(c.snap())).toBe(false);
    // A second press while saving sends nothing more.
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([
      {
        courseId: '61',
        answers: [
          { questionId: '1', score: 4 },
          { questionId: '2', score: 5 },
          { questionId: '3', text: '多一些案例' },
        ],
      },
    ]);
    const stored: EvaluationView = {
      ...form,
      state: EvaluationState.done,
      answers: c.save.calls[0]!.answers,
      gmtSubmitted: '2026-11-27 10:00:00',
    };
    await c.save.resolve(stored);
    expect(selectEvaluationDone(c.snap())).toBe(true);
    expect(c.snap().status).toBe('done');
    expect(selectEvaluationView(c.snap())).toEqual(stored);
  });

  it('a refusal keeps every answer, with the message, and a new submit tries again', async () => {
    const c = start();
    c.actor.send({ type: 'rate', questionId: '1', score: 2 });
    c.actor.send({ type: 'rate', questionId: '2', score: 1 });
    c.actor.send({ type: 'write', questionId: '3', text: '时间太紧' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '评估已截止'));
    expect(selectEvaluationEditable(c.snap())).toBe(true);
    expect(selectEvaluationError(c.snap())).toBe('评估已截止');
    expect(c.snap().context.scores).toEqual({ '1': 2, '2': 1 });
    expect(c.snap().context.texts).toEqual({ '3': '时间太紧' });
    c.actor.send({ type: 'submit' });
    expect(selectEvaluationError(c.snap())).toBeNull();
    expect(c.save.calls).toHaveLength(2);
  });

  it('a submitted, not yet open or expired evaluation takes no answers', () => {
    for (const state of [EvaluationState.done, EvaluationState.notOpen, EvaluationState.expired]) {
      const c = start({ ...form, state });
      expect(selectEvaluationEditable(c.snap())).toBe(false);
      expect(c.snap().status).toBe('done');
      c.actor.send({ type: 'rate', questionId: '1', score: 5 });
      c.actor.send({ type: 'submit' });
      expect(c.save.calls).toHaveLength(0);
      expect(selectEvaluationDone(c.snap())).toBe(state === EvaluationState.done);
    }
  });

  it('answersOf leaves out questions the form does not hold', () => {
    expect(answersOf({ view: form, scores: { '1': 5, '99': 3 }, texts: { '3': ' ', '98': 'x' } })).toEqual([
      { questionId: '1', score: 5 },
    ]);
  });
});
