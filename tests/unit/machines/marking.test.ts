import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AttemptResult, MarkingView } from '../../../contract/exam-paper';
import { markingMachine } from '../../../src/machines/marking/marking.machine';
import { pointsProblem } from '../../../src/machines/marking/marking.rules';
import {
  selectMarkingError,
  selectPoints,
  selectShowInvalid,
} from '../../../src/machines/marking/marking.selectors';
import type { MarkInput } from '../../../src/machines/marking/marking.types';
import { apiError, controllable } from './fakes';

const record = {
  id: '501',
  examId: '77',
  examName: '客户服务规范考核',
  state: 2 as const,
  startTime: '2026-11-25 08:00:00',
  finishTime: '2026-11-25 08:20:00',
  finishReason: 1 as const,
  switchCount: 0,
  switchLimit: 0,
  lastSeq: 9,
  totalScore: 100,
  passScore: 60,
};

const view: MarkingView = {
  record,
  userName: '林晓',
  empNo: 'E0001',
  autoScore: 50,
  questions: [
    {
      id: '1',
      problemContent: '<p>一</p>',
      material: null,
      reference: null,
      answer: '<p>a</p>',
      score: 20,
      earned: null,
      comment: null,
    },
    {
      id: '2',
      problemContent: '<p>二</p>',
      material: null,
      reference: null,
      answer: '',
      score: 10,
      earned: 0,
      comment: null,
    },
  ],
};

const result = { record: { ...record, state: 3 } } as unknown as AttemptResult;

function start() {
  const load = controllable<MarkingView, { recordId: string }>();
  const submit = controllable<AttemptResult, MarkInput>();
  const actor = createActor(
    markingMachine.provide({ actors: { loadView: load.logic, submitMarks: submit.logic } }),
    { input: { recordId: '501' } },
  );
  actor.start();
  return { actor, load, submit, snap: () => actor.getSnapshot() };
}

describe('points rules', () => {
  it('takes 0..max, whole or with one decimal', () => {
    expect(pointsProblem('', 20)).toBe('required');
    expect(pointsProblem(' 0 ', 20)).toBeNull();
    expect(pointsProblem('20', 20)).toBeNull();
    expect(pointsProblem('14.5', 20)).toBeNull();
    expect(pointsProblem('20.5', 20)).toBe('range');
    expect(pointsProblem('-1', 20)).toBe('format');
    expect(pointsProblem('1.25', 20)).toBe('format');
    expect(pointsProblem('ten', 20)).toBe('format');
  });
});

describe('marking machine', () => {
  it('loading → editing (points given before start the form) → submitting → done', async () => {
    const c = start();
    expect(c.snap().hasTag('loading')).toBe(true);
    expect(c.load.calls).toEqual([{ recordId: '501' }]);
    await c.load.resolve(view);
    expect(c.snap().hasTag('editing')).toBe(true);
    expect(selectPoints(c.snap())).toEqual({ '1': '', '2': '0' });

    c.actor.send({ type: 'points.change', problemId: '1', value: '16.5' });
    c.actor.send({ type: 'comment.change', problemId: '1', value: ' 要点齐全 ' });
    c.actor.send({ type: 'marking.submit' });
    expect(c.snap().hasTag('submitting')).toBe(true);
    expect(c.submit.calls).toEqual([
      {
        recordId: '501',
        marks: [
          { problemId: '1', score: 16.5, comment: '要点齐全' },
          { problemId: '2', score: 0 },
        ],
      },
    ]);
    await c.submit.resolve(result);
    expect(c.snap().hasTag('done')).toBe(true);
    expect(c.snap().status).toBe('done');
    expect(c.snap().context.result).toBe(result);
  });

  it('points outside 0..max are not sent; the form marks them', async () => {
    const c = start();
    await c.load.resolve(view);
    c.actor.send({ type: 'points.change', problemId: '1', value: '21' });
    c.actor.send({ type: 'marking.submit' });
    expect(c.snap().hasTag('editing')).toBe(true);
    expect(selectShowInvalid(c.snap())).toBe(true);
    expect(c.submit.calls).toEqual([]);
  });

  it('a refused submit keeps the points typed and shows the message; a retry succeeds', async () => {
    const c = start();
    await c.load.resolve(view);
    c.actor.send({ type: 'points.change', problemId: '1', value: '12' });
    c.actor.send({ type: 'marking.submit' });
    await c.submit.reject(apiError(999, '该试卷已完成阅卷'));
    expect(c.snap().hasTag('refused')).toBe(true);
    expect(c.snap().hasTag('editing')).toBe(true);
    expect(selectMarkingError(c.snap())).toBe('该试卷已完成阅卷');
    expect(selectPoints(c.snap())).toEqual({ '1': '12', '2': '0' });

    c.actor.send({ type: 'points.change', problemId: '1', value: '13' });
    c.actor.send({ type: 'marking.submit' });
    expect(selectMarkingError(c.snap())).toBeNull();
    expect(c.submit.calls.at(-1)?.marks[0]).toEqual({ problemId: '1', score: 13 });
    await c.submit.resolve(result);
    expect(c.snap().hasTag('done')).toBe(true);
  });

  it('a paper marked already opens as done; a failed load can be retried', async () => {
    const c = start();
    await c.load.reject(apiError(999, '考试记录不存在'));
    expect(c.snap().hasTag('loadFailed')).toBe(true);
    expect(selectMarkingError(c.snap())).toBe('考试记录不存在');
    c.actor.send({ type: 'marking.retry' });
    expect(c.snap().hasTag('loading')).toBe(true);
    await c.load.resolve({ ...view, record: { ...record, state: 3 } });
    expect(c.snap().hasTag('done')).toBe(true);
    expect(c.snap().context.view?.record.state).toBe(3);
  });
});
