import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PlanStatus } from '../../../contract/study-plan.routes';
import { planTaskMachine } from '../../../src/machines/plan-task/plan-task.machine';
import {
  blankPlan,
  draftProblem,
  itemOutOfPlan,
  publishProblem,
} from '../../../src/machines/plan-task/plan-task.rules';
import {
  selectBusy,
  selectConfirmingDelete,
  selectDeleted,
  selectEditable,
} from '../../../src/machines/plan-task/plan-task.selectors';
import type { PlanForm } from '../../../src/machines/plan-task/plan-task.types';
import { apiError, controllable } from './fakes';

const form = (over: Partial<PlanForm> = {}): PlanForm => ({
  taskName: '沟通能力提升',
  goal: '',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  scope: 1,
  items: [],
  ...over,
});

function start(status: PlanStatus = PlanStatus.draft, taskId: string | null = null, initial = form()) {
  const save = controllable<{ taskId: string }, { taskId: string | null; form: PlanForm }>();
  const setStatus = controllable<void, { taskId: string; statusId: 1 | 2 }>();
  const unbind = controllable<void, { taskId: string; contentIds: string[] }>();
  const remove = controllable<void, { taskId: string }>();
  const actor = createActor(
    planTaskMachine.provide({
      actors: { save: save.logic, setStatus: setStatus.logic, unbind: unbind.logic, remove: remove.logic },
    }),
    { input: { taskId, status, form: initial } },
  );
  actor.start();
  return { actor, save, setStatus, unbind, remove, snap: () => actor.getSnapshot() };
}

describe('planTask rules', () => {
  it('finds the first problem of a draft, and a publish needs a course', () => {
    expect(draftProblem(form())).toBeNull();
    expect(draftProblem(form({ taskName: '  ' }))).toBe('nameRequired');
    expect(draftProblem(form({ endDate: '2026-11-30' }))).toBe('windowOrder');
    expect(draftProblem(form({ startDate: '2026-02-30' }))).toBe('dayInvalid');
    expect(draftProblem(form({ endDate: '2029-01-01' }))).toBe('windowTooLong');
    const outside = { courseId: '1', courseName: 'A', startDate: '2026-11-20', endDate: '2026-12-05' };
    expect(draftProblem(form({ items: [outside] }))).toBe('itemOutside');
    expect(itemOutOfPlan(form(), outside)).toBe(true);
    const backwards = { ...outside, startDate: '2026-12-10', endDate: '2026-12-05' };
    expect(draftProblem(form({ items: [backwards] }))).toBe('itemOrder');
    expect(publishProblem(form())).toBe('noCourses');
    expect(blankPlan(new Date(2026, 11, 30))).toMatchObject({
      startDate: '2026-12-30',
      endDate: '2027-01-26',
    });
  });
});

describe('planTask machine', () => {
  it('starts where the plan stands', () => {
    expect(start(PlanStatus.draft).snap().value).toBe('draft');
    expect(start(PlanStatus.published, '7').snap().value).toBe('published');
    expect(start(PlanStatus.archived, '7').snap().value).toBe('archived');
  });

  it('builds a draft: courses take the plan’s days, come once, move and go', () => {
    const c = start();
    c.actor.send({ type: 'addCourse', courseId: '11', courseName: 'A' });
    c.actor.send({ type: 'addCourse', courseId: '12', courseName: 'B' });
    c.actor.send({ type: 'addCourse', courseId: '11', courseName: 'A' });
    expect(c.snap().context.form.items.map((i) => i.courseId)).toEqual(['11', '12']);
    expect(c.snap().context.form.items[0]).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
    c.actor.send({ type: 'moveCourse', courseId: '12', by: -1 });
    expect(c.snap().context.form.items.map((i) => i.courseId)).toEqual(['12', '11']);
    c.actor.send({ type: 'setCourseDays', courseId: '11', endDate: '2026-12-10' });
    expect(c.snap().context.form.items[1]?.endDate).toBe('2026-12-10');
    c.actor.send({ type: 'removeCourse', courseId: '12' });
    expect(c.snap().context.form.items.map((i) => i.courseId)).toEqual(['11']);
    expect(c.snap().context.dirty).toBe(true);
  });

  it('shows a problem instead of calling, and clears it once fixed', () => {
    const c = start(PlanStatus.draft, null, form({ taskName: '' }));
    c.actor.send({ type: 'save' });
    expect(c.snap().value).toBe('draft');
    expect(c.snap().context.problem).toBe('nameRequired');
    expect(c.save.calls).toEqual([]);
    c.actor.send({ type: 'edit', patch: { taskName: '计划' } });
    expect(c.snap().context.problem).toBeNull();
    c.actor.send({ type: 'publish' });
    expect(c.snap().context.problem).toBe('noCourses');
    expect(c.save.calls).toEqual([]);
  });

  it('saves a new draft, then saves and publishes it; the form is kept through a refusal', async () => {
    const c = start();
    c.actor.send({ type: 'addCourse', courseId: '11', courseName: 'A' });
    c.actor.send({ type: 'save' });
    expect(selectBusy(c.snap())).toBe(true);
    expect(c.save.calls[0]).toMatchObject({ taskId: null });
    await c.save.resolve({ taskId: '70' });
    expect(c.snap().value).toBe('draft');
    expect(c.snap().context).toMatchObject({ taskId: '70', dirty: false, changed: 1 });

    // Unchanged: publishing goes straight to the status call.
    c.actor.send({ type: 'publish' });
    expect(c.snap().value).toBe('publishing');
    await c.setStatus.reject(apiError(999, '学习计划的结束日期已过，请修改日期后再发布'));
    expect(c.snap().value).toBe('draft');
    expect(c.snap().context.error).toBe('学习计划的结束日期已过，请修改日期后再发布');
    expect(c.snap().context.form.items).toHaveLength(1);

    // Changed: saved first, then published.
    c.actor.send({ type: 'edit', patch: { endDate: '2027-01-31' } });
    c.actor.send({ type: 'publish' });
    expect(c.snap().value).toBe('savingToPublish');
    expect(c.save.calls[1]).toMatchObject({ taskId: '70', form: { endDate: '2027-01-31' } });
    await c.save.resolve({ taskId: '70' });
    expect(c.snap().value).toBe('publishing');
    expect(c.setStatus.calls[1]).toEqual({ taskId: '70', statusId: 1 });
    await c.setStatus.resolve(undefined);
    expect(c.snap().value).toBe('published');
    expect(c.snap().context.error).toBeNull();
    expect(selectEditable(c.snap())).toBe(false);
    // A published plan is not edited.
    c.actor.send({ type: 'addCourse', courseId: '12', courseName: 'B' });
    expect(c.snap().context.form.items).toHaveLength(1);
  });

  it('a failed save keeps the draft and what was typed', async () => {
    const c = start(PlanStatus.draft, '70');
    c.actor.send({ type: 'edit', patch: { goal: '目标' } });
    c.actor.send({ type: 'save' });
    await c.save.reject(apiError(999, '所选课程不存在或已停用，请重新选择'));
    expect(c.snap().value).toBe('draft');
    expect(c.snap().context).toMatchObject({ error: '所选课程不存在或已停用，请重新选择', dirty: true });
    expect(c.snap().context.form.goal).toBe('目标');
  });

  it('unbinds courses of a published plan and stays published, even when refused', async () => {
    const c = start(PlanStatus.published, '70');
    c.actor.send({ type: 'unbind', contentIds: ['5'] });
    expect(c.snap().context.unbinding).toEqual(['5']);
    await c.unbind.resolve(undefined);
    expect(c.snap().value).toBe('published');
    expect(c.snap().context).toMatchObject({ unbinding: [], changed: 1 });
    c.actor.send({ type: 'unbind', contentIds: ['6'] });
    await c.unbind.reject(apiError(999, '已发布的学习计划至少保留一门课程'));
    expect(c.snap().value).toBe('published');
    expect(c.snap().context.error).toBe('已发布的学习计划至少保留一门课程');
  });

  it('archives after a confirmation, then deletes after another', async () => {
    const c = start(PlanStatus.published, '70');
    c.actor.send({ type: 'delete' });
    expect(c.snap().value).toBe('published');
    c.actor.send({ type: 'archive' });
    c.actor.send({ type: 'cancel' });
    expect(c.snap().value).toBe('published');
    c.actor.send({ type: 'archive' });
    c.actor.send({ type: 'confirm' });
    expect(c.setStatus.calls).toEqual([{ taskId: '70', statusId: 2 }]);
    await c.setStatus.resolve(undefined);
    expect(c.snap().value).toBe('archived');
    c.actor.send({ type: 'delete' });
    expect(selectConfirmingDelete(c.snap())).toBe(true);
    c.actor.send({ type: 'confirm' });
    await c.remove.reject(apiError(999, '网络异常'));
    expect(c.snap().value).toBe('archived');
    c.actor.send({ type: 'delete' });
    c.actor.send({ type: 'confirm' });
    await c.remove.resolve(undefined);
    expect(selectDeleted(c.snap())).toBe(true);
  });

  it('an unsaved draft has nothing to delete; a page read moves it to where the plan now stands', () => {
    const c = start();
    c.actor.send({ type: 'delete' });
    expect(c.snap().value).toBe('draft');
    c.actor.send({ type: 'sync', taskId: '70', status: PlanStatus.published });
    expect(c.snap().value).toBe('published');
    expect(c.snap().context.taskId).toBe('70');
  });
});
