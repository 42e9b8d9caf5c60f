import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { certificateRevokeMachine } from '../../../src/machines/certificate-revoke/certificate-revoke.machine';
import { apiError, controllable, flush } from './fakes';

function start() {
  const revoke = controllable<null, { id: string; reason: string }>();
  const actor = createActor(certificateRevokeMachine.provide({ actors: { revoke: revoke.logic } }));
  actor.start();
  return { actor, revoke, snap: () => actor.getSnapshot() };
}

describe('certificateRevoke machine', () => {
  it('asks for a reason, refuses none, then revokes once and counts it', async () => {
    const c = start();
    c.actor.send({ type: 'ask', id: '12', label: '林晓（优秀内训分享人）' });
    expect(c.snap().value).toBe('preparing');
    await flush();
    expect(c.snap().hasTag('asking')).toBe(true);
    c.actor.send({ type: 'reason', value: '   ' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().context.missing).toBe(true);
    expect(c.revoke.calls).toEqual([]);
    c.actor.send({ type: 'reason', value: ' 授予对象有误 ' });
    expect(c.snap().context.missing).toBe(false);
    c.actor.send({ type: 'submit' });
    expect(c.snap().hasTag('sending')).toBe(true);
    c.actor.send({ type: 'submit' });
    expect(c.revoke.calls).toEqual([{ id: '12', reason: '授予对象有误' }]);
    await c.revoke.resolve(null);
    expect(c.snap().value).toBe('done');
    expect(c.snap().context.revoked).toBe(1);
  });

  it('keeps the reason and shows the refusal; cancelling closes the dialog', async () => {
    const c = start();
    c.actor.send({ type: 'ask', id: '12', label: '林晓' });
    await flush();
    c.actor.send({ type: 'reason', value: '重复授予' });
    c.actor.send({ type: 'submit' });
    await c.revoke.reject(apiError(999, '该证书已经撤销过了'));
    expect(c.snap().value).toBe('asking');
    expect(c.snap().context).toMatchObject({ reason: '重复授予', error: '该证书已经撤销过了', revoked: 0 });
    c.actor.send({ type: 'cancel' });
    expect(c.snap().value).toBe('idle');
    // Another certificate starts with an empty reason.
    c.actor.send({ type: 'ask', id: '13', label: '周敏' });
    await flush();
    expect(c.snap().context).toMatchObject({ id: '13', reason: '', error: null });
  });

  it('goes back to idle, saying so, when the dialog cannot load; the next try loads again', async () => {
    let fail = true;
    const actor = createActor(
      certificateRevokeMachine.provide({
        actors: {
          prepareDialog: fromPromise(() =>
            fail ? Promise.reject(new Error('offline')) : Promise.resolve(null),
          ),
        },
      }),
    );
    actor.start();
    actor.send({ type: 'ask', id: '12', label: '林晓' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.unavailable).toBe(true);
    fail = false;
    actor.send({ type: 'ask', id: '12', label: '林晓' });
    await flush();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.unavailable).toBe(false);
  });
});
