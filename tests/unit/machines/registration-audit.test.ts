import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registrationAuditMachine } from '../../../src/machines/registration-audit/registration-audit.machine';
import {
  selectAuditError,
  selectDecisions,
  selectReasonOpen,
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
});
