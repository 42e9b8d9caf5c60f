import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registrationAuditMachine } from '../../../src/machines/registration-audit/registration-audit.machine';
import {
  selectAuditError,
  selectDecisions,
  selectPreparingId,
  selectReasonOpen,
  selectReasonUnavailable,
} from '../../../src/machines/registration-audit/registration-audit.selectors';
import type { RejectInput } from '../../../src/machines/registration-audit/registration-audit.types';
import { apiError, controllable } from './fakes';

function start() {
  const approve = controllable<{ approved: number }, { ids: string[] }>();
  const reject = controllable<null, RejectInput>();
  const actor = createActor(
    registrationAuditMachine.provide({ actors: { approve: approve.logic, reject: reject.logic } }),
  );
  actor.start();
  return { actor, approve, reject, snap: () => actor.getSnapshot() };
}

describe('registrationAudit machine', () => {
  it('approves several applications in one call and counts the decision', async () => {
    const c = start();
    c.actor.send({ type: 'audit.approve', ids: [] });
    expect(c.snap().hasTag('idle')).toBe(true);
    c.actor.send({ type: 'audit.approve', ids: ['11', '12'] });
    expect(c.snap().hasTag('busy')).toBe(true);
    expect(c.approve.calls).toEqual([{ ids: ['11', '12'] }]);
    await c.approve.resolve({ approved: 2 });
    expect(c.snap().hasTag('idle')).toBe(true);
    expect(c.snap().context.approved).toBe(2);
    expect(selectDecisions(c.snap())).toBe(1);
  });

  it('a failed approval shows the message and counts nothing', async () => {
    const c = start();
    c.actor.send({ type: 'audit.approve', ids: ['11'] });
    await c.approve.reject(apiError(999, '未找到该注册申请'));
    expect(c.snap().hasTag('idle')).toBe(true);
    expect(selectAuditError(c.snap())).toBe('未找到该注册申请');
    expect(selectDecisions(c.snap())).toBe(0);
  });

  it('refusing needs a reason: an empty one sends nothing and is flagged', () => {
    const c = start();
    c.actor.send({ type: 'audit.reject', target: { id: '21', name: '赵宁' } });
    expect(selectReasonOpen(c.snap())).toBe(true);
    c.actor.send({ type: 'reason.change', value: '   ' });
    c.actor.send({ type: 'reason.submit' });
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().context.reasonMissing).toBe(true);
    expect(c.reject.calls).toEqual([]);
    c.actor.send({ type: 'reason.change', value: '工' });
    expect(c.snap().context.reasonMissing).toBe(false);
  });

  it('reason entry → rejecting → refused by the gateway keeps the reason → retried → done', async () => {
    const c = start();
    c.actor.send({ type: 'audit.reject', target: { id: '21', name: '赵宁' } });
    c.actor.send({ type: 'reason.change', value: ' 请使用公司手机号 ' });
    c.actor.send({ type: 'reason.submit' });
    expect(c.snap().hasTag('busy')).toBe(true);
    expect(c.reject.calls).toEqual([{ id: '21', reason: '请使用公司手机号' }]);
    await c.reject.reject(apiError(999, '网络不稳定'));
    expect(selectReasonOpen(c.snap())).toBe(true);
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(selectAuditError(c.snap())).toBe('网络不稳定');
    expect(c.snap().context.reason).toBe(' 请使用公司手机号 ');

    c.actor.send({ type: 'reason.submit' });
    expect(selectAuditError(c.snap())).toBeNull();
    await c.reject.resolve(null);
    expect(c.snap().hasTag('idle')).toBe(true);
    expect(c.snap().context).toMatchObject({ target: null, reason: '', decisions: 1 });
  });

  it('cancelling the dialog forgets the reason and the message', async () => {
    const c = start();
    c.actor.send({ type: 'audit.reject', target: { id: '21', name: '赵宁' } });
    c.actor.send({ type: 'reason.change', value: '资料不全' });
    c.actor.send({ type: 'reason.submit' });
    await c.reject.reject(apiError(999, '未找到该注册申请'));
    c.actor.send({ type: 'reason.cancel' });
    expect(c.snap().hasTag('idle')).toBe(true);
    expect(c.snap().context).toMatchObject({ target: null, reason: '', error: null, decisions: 0 });
  });

  it('waits for the reason dialog to be ready, then asks; a failed download says so and the next refusal retries', async () => {
    const approve = controllable<{ approved: number }, { ids: string[] }>();
    const reject = controllable<null, RejectInput>();
    const prepare = controllable<unknown>();
    let ready = false;
    const actor = createActor(
      registrationAuditMachine.provide({
        actors: { approve: approve.logic, reject: reject.logic, prepareReasonEntry: prepare.logic },
        guards: { reasonEntryReady: () => ready },
      }),
    );
    actor.start();
    const snap = () => actor.getSnapshot();

    actor.send({ type: 'audit.reject', target: { id: '21', name: '赵宁' } });
    expect(selectPreparingId(snap())).toBe('21');
    expect(selectReasonOpen(snap())).toBe(false);
    // Nothing else starts while the dialog is on its way.
    actor.send({ type: 'audit.approve', ids: ['22'] });
    expect(approve.calls).toEqual([]);
    await prepare.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(snap().hasTag('idle')).toBe(true);
    expect(selectReasonUnavailable(snap())).toBe(true);
    expect(selectPreparingId(snap())).toBeNull();
    expect(snap().context.target).toBeNull();

    actor.send({ type: 'audit.reject', target: { id: '21', name: '赵宁' } });
    expect(selectReasonUnavailable(snap())).toBe(false);
    expect(prepare.calls).toHaveLength(2);
    await prepare.resolve(null);
    expect(selectReasonOpen(snap())).toBe(true);
    expect(snap().context.target).toEqual({ id: '21', name: '赵宁' });

    // Once ready, a refusal asks at once.
    ready = true;
    actor.send({ type: 'reason.cancel' });
    actor.send({ type: 'audit.reject', target: { id: '23', name: '钱多' } });
    expect(selectReasonOpen(snap())).toBe(true);
    expect(prepare.calls).toHaveLength(2);
  });
});
