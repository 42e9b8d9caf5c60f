import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PracticalAnswerItem } from '../../../contract/study-task';
import { ContentStatus } from '../../../contract/study-task.routes';
import { practicalMarkMachine, scoreOf } from '../../../src/machines/practical-mark/practical-mark.machine';
import { selectMarked, selectMarking } from '../../../src/machines/practical-mark/practical-mark.selectors';
import { apiError, controllable } from './fakes';

const marked = (score: number): PracticalAnswerItem => ({
  id: '7',
  taskName: '2026 新任班组长培养计划',
  contentName: '组织一次十分钟班前会',
  name: '吴磊',
  phone: '138****0101',
  answerText: '记录',
  files: [],
  submitTime: '2026-11-26 09:00:00',
  status: score >= 60 ? ContentStatus.done : ContentStatus.notPassed,
  passScore: 60,
  score,
  comment: '条理清楚',
});

function start() {
  const mark = controllable<PracticalAnswerItem, { id: string; score: number; comment: string }>();
  const actor = createActor(practicalMarkMachine.provide({ actors: { mark: mark.logic } }), {
    input: { id: '7' },
  });
  actor.start();
  return { actor, mark, snap: () => actor.getSnapshot() };
}

describe('practicalMark machine', () => {
  it('reads scores from 0 to 100 with one decimal place at most', () => {
    expect(scoreOf('86')).toBe(86);
    expect(scoreOf(' 100 ')).toBe(100);
    expect(scoreOf('59.5')).toBe(59.5);
    for (const bad of ['', '101', '-1', '8.25', 'abc', '1e2']) expect(scoreOf(bad)).toBeNull();
  });

  it('refuses to send a score out of range, then sends score and comment once', async () => {
    const c = start();
    c.actor.send({ type: 'score', value: '120' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context.scoreInvalid).toBe(true);
    expect(c.mark.calls).toEqual([]);
    c.actor.send({ type: 'score', value: '86' });
    expect(c.snap().context.scoreInvalid).toBe(false);
    c.actor.send({ type: 'comment', value: '  条理清楚 ' });
    c.actor.send({ type: 'submit' });
    expect(selectMarking(c.snap())).toBe(true);
    c.actor.send({ type: 'submit' });
    expect(c.mark.calls).toEqual([{ id: '7', score: 86, comment: '条理清楚' }]);
    await c.mark.resolve(marked(86));
    expect(selectMarked(c.snap())).toBe(true);
    expect(c.snap().context.marked?.status).toBe(ContentStatus.done);
  });

  it('keeps what was typed when the gateway refuses', async () => {
    const c = start();
    c.actor.send({ type: 'score', value: '40' });
    c.actor.send({ type: 'comment', value: '缺少分工' });
    c.actor.send({ type: 'submit' });
    await c.mark.reject(apiError(999, '该作业已评分'));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ score: '40', comment: '缺少分工', error: '该作业已评分' });
  });
});
