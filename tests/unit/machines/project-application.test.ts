import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ProjectApplication } from '../../../contract/study-project';
import { ProjectApplyMode, ProjectApplyStatus } from '../../../contract/study-project.routes';
import { projectApplicationMachine } from '../../../src/machines/project-application/project-application.machine';
import {
  selectApplied,
  selectApplyError,
  selectApplying,
  selectCanApply,
} from '../../../src/machines/project-application/project-application.selectors';
import { apiError, controllable } from './fakes';

const TIME = '2026-11-27 10:00:00';

function start(
  applyStatus: ProjectApplication['applyStatus'],
  applyMode: ProjectApplyMode = ProjectApplyMode.approval,
  applyReason = '',
) {
  const apply = controllable<ProjectApplication, { projectId: string }>();
  const actor = createActor(projectApplicationMachine.provide({ actors: { apply: apply.logic } }), {
    input: { projectId: '7', applyMode, applyStatus, applyReason, applyTime: null },
  });
  actor.start();
  return { actor, apply, snap: () => actor.getSnapshot() };
}

const answer = (applyStatus: ProjectApplication['applyStatus']): ProjectApplication => ({
  projectId: '7',
  applyStatus,
  applyReason: '',
  applyTime: TIME,
});

describe('projectApplication machine', () => {
  it('starts where the member stands', () => {
    expect(start(ProjectApplyStatus.none).snap().value).toBe('outside');
    expect(start(ProjectApplyStatus.awaiting).snap().value).toBe('awaiting');
    expect(start(ProjectApplyStatus.approved).snap().value).toBe('joined');
    const refused = start(ProjectApplyStatus.rejected, ProjectApplyMode.approval, '本期名额已满');
    expect(refused.snap().value).toBe('rejected');
    expect(selectCanApply(refused.snap())).toBe(true);
    expect(refused.snap().context.applyReason).toBe('本期名额已满');
  });

  it('applies to a project that needs approval: awaiting, and the page is told to read again', async () => {
    const c = start(ProjectApplyStatus.none);
    c.actor.send({ type: 'apply' });
    expect(selectApplying(c.snap())).toBe(true);
    // A second press while the call is out sends nothing more.
    c.actor.send({ type: 'apply' });
    expect(c.apply.calls).toEqual([{ projectId: '7' }]);
    await c.apply.resolve(answer(ProjectApplyStatus.awaiting));
    expect(c.snap().value).toBe('awaiting');
    expect(selectApplied(c.snap())).toBe(1);
    c.actor.send({ type: 'apply' });
    expect(c.apply.calls).toHaveLength(1);
  });

  it('joins a project open to all at once', async () => {
    const c = start(ProjectApplyStatus.none, ProjectApplyMode.open);
    c.actor.send({ type: 'apply' });
    await c.apply.resolve(answer(ProjectApplyStatus.approved));
    expect(c.snap().value).toBe('joined');
    expect(selectCanApply(c.snap())).toBe(false);
  });

  it('a refused call keeps where the member stood, with the message, and can be tried again', async () => {
    const c = start(ProjectApplyStatus.rejected, ProjectApplyMode.approval, '本期名额已满');
    c.actor.send({ type: 'apply' });
    await c.apply.reject(apiError(999, '学习项目已结束，不能再加入或报名'));
    expect(c.snap().value).toBe('rejected');
    expect(selectApplyError(c.snap())).toBe('学习项目已结束，不能再加入或报名');
    expect(c.snap().context).toMatchObject({ errorCode: 999, applyReason: '本期名额已满', applied: 0 });
    c.actor.send({ type: 'apply' });
    expect(selectApplyError(c.snap())).toBeNull();
    await c.apply.resolve(answer(ProjectApplyStatus.awaiting));
    expect(c.snap().value).toBe('awaiting');
  });

  it('follows what the page read since: an administrator approved, or refused with a reason', () => {
    const c = start(ProjectApplyStatus.awaiting);
    c.actor.send({
      type: 'sync',
      applyStatus: ProjectApplyStatus.approved,
      applyReason: '',
      applyTime: TIME,
    });
    expect(c.snap().value).toBe('joined');
    c.actor.send({
      type: 'sync',
      applyStatus: ProjectApplyStatus.rejected,
      applyReason: '请先完成入职培训',
      applyTime: TIME,
    });
    expect(c.snap().value).toBe('rejected');
    expect(c.snap().context.applyReason).toBe('请先完成入职培训');
  });
});
