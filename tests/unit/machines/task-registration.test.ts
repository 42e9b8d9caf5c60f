import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TaskApplication } from '../../../contract/study-task';
import { TaskApplyStatus } from '../../../contract/study-task.routes';
import { taskRegistrationMachine } from '../../../src/machines/task-registration/task-registration.machine';
import {
  selectApplying,
  selectCanApply,
} from '../../../src/machines/task-registration/task-registration.selectors';
import { apiError, controllable } from './fakes';

const TIME = '2026-11-27 10:00:00';

function start(applyStatus: TaskApplication['applyStatus'], applyReason = '') {
  const apply = controllable<TaskApplication, { taskId: string }>();
  const actor = createActor(taskRegistrationMachine.provide({ actors: { apply: apply.logic } }), {
    input: { taskId: '41', applyStatus, applyReason, applyTime: null },
  });
  actor.start();
  return { actor, apply, snap: () => actor.getSnapshot() };
}

const answer = (applyStatus: TaskApplication['applyStatus']): TaskApplication => ({
  taskId: '41',
  applyStatus,
  applyReason: '',
  applyTime: TIME,
});

describe('taskRegistration machine', () => {
  it('starts where the application stands', () => {
    expect(start(TaskApplyStatus.none).snap().value).toBe('notApplied');
    expect(start(TaskApplyStatus.awaiting).snap().value).toBe('awaiting');
    expect(start(TaskApplyStatus.approved).snap().value).toBe('approved');
    const refused = start(TaskApplyStatus.rejected, '名额已满');
    expect(refused.snap().value).toBe('rejected');
    expect(refused.snap().context.applyReason).toBe('名额已满');
  });

  it('applies: the gateway’s answer moves it to awaiting, and the page is told to read again', async () => {
    const c = start(TaskApplyStatus.none);
    expect(selectCanApply(c.snap())).toBe(true);
    c.actor.send({ type: 'apply' });
    expect(selectApplying(c.snap())).toBe(true);
    expect(selectCanApply(c.snap())).toBe(false);
    // A second press while the call is out sends nothing more.
    c.actor.send({ type: 'apply' });
    expect(c.apply.calls).toEqual([{ taskId: '41' }]);
    await c.apply.resolve(answer(TaskApplyStatus.awaiting));
    expect(c.snap().value).toBe('awaiting');
    expect(c.snap().context).toMatchObject({ applyTime: TIME, applied: 1, error: null });
    // Awaiting, there is nothing to press.
    c.actor.send({ type: 'apply' });
    expect(c.apply.calls).toHaveLength(1);
  });

  it('a refused application keeps where it stood, shows the message, and can be tried again', async () => {
    const c = start(TaskApplyStatus.rejected, '名额已满');
    c.actor.send({ type: 'apply' });
    await c.apply.reject(apiError(999, '学习任务已于 2026-11-20 10:00 结束'));
    expect(c.snap().value).toBe('rejected');
    expect(c.snap().context).toMatchObject({
      error: '学习任务已于 2026-11-20 10:00 结束',
      errorCode: 999,
      applyReason: '名额已满',
      applied: 0,
    });
    c.actor.send({ type: 'apply' });
    expect(c.snap().context.error).toBeNull();
    await c.apply.resolve(answer(TaskApplyStatus.awaiting));
    expect(c.snap().value).toBe('awaiting');
    expect(c.snap().context.applyReason).toBe('');
  });

  it('follows what the page read since: approved, or refused with a reason', () => {
    const c = start(TaskApplyStatus.awaiting);
    c.actor.send({ type: 'sync', applyStatus: TaskApplyStatus.approved, applyReason: '', applyTime: TIME });
    expect(c.snap().value).toBe('approved');
    c.actor.send({
      type: 'sync',
      applyStatus: TaskApplyStatus.rejected,
      applyReason: '请先完成入职培训',
      applyTime: TIME,
    });
    expect(c.snap().value).toBe('rejected');
    expect(c.snap().context.applyReason).toBe('请先完成入职培训');
  });
});
