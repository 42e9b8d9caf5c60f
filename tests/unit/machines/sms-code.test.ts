import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SmsPurpose } from '../../../contract/user';
import { SMS_TICK_MS, smsCodeMachine } from '../../../src/machines/sms-code/sms-code.machine';
import {
  selectCanSend,
  selectSecondsLeft,
  selectSmsError,
} from '../../../src/machines/sms-code/sms-code.selectors';
import type { SmsPurposeValue } from '../../../src/machines/sms-code/sms-code.types';
import { apiError, controllable, flush } from './fakes';

function start() {
  const clock = new SimulatedClock();
  const send = controllable<{ resendAfter: number }, { phone: string; type: SmsPurposeValue }>();
  const actor = createActor(smsCodeMachine.provide({ actors: { sendSmsCode: send.logic } }), { clock });
  actor.start();
  /** The simulated clock fires what is due at each step; timers set while firing wait for the next one. */
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(SMS_TICK_MS);
  };
  return { actor, clock, send, seconds, snap: () => actor.getSnapshot() };
}

describe('smsCode machine', () => {
  it('ready → sending → counts down from resendAfter, one second at a time, → ready', async () => {
    const m = start();
    expect(selectCanSend(m.snap())).toBe(true);
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.login });
    expect(m.snap().hasTag('sending')).toBe(true);
    expect(m.send.calls).toEqual([{ phone: '13800000001', type: SmsPurpose.login }]);

    await m.send.resolve({ resendAfter: 60 });
    expect(m.snap().hasTag('coolingDown')).toBe(true);
    expect(selectSecondsLeft(m.snap())).toBe(60);
    expect(selectCanSend(m.snap())).toBe(false);

    m.clock.increment(SMS_TICK_MS - 1);
    expect(selectSecondsLeft(m.snap())).toBe(60);
    m.clock.increment(1);
    expect(selectSecondsLeft(m.snap())).toBe(59);
    m.seconds(58);
    expect(selectSecondsLeft(m.snap())).toBe(1);
    expect(m.snap().hasTag('coolingDown')).toBe(true);
    m.seconds(1);
    expect(selectSecondsLeft(m.snap())).toBe(0);
    expect(selectCanSend(m.snap())).toBe(true);
  });

  it('ignores sends while cooling down', async () => {
    const m = start();
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.register });
    await m.send.resolve({ resendAfter: 3 });
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.register });
    expect(m.send.calls).toHaveLength(1);
    m.seconds(3);
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.register });
    expect(m.send.calls).toHaveLength(2);
  });

  it('a refused send returns to ready with the message, cleared by the next send', async () => {
    const m = start();
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.resetPassword });
    await m.send.reject(apiError(999, '发送过于频繁'));
    expect(selectCanSend(m.snap())).toBe(true);
    expect(selectSmsError(m.snap())).toBe('发送过于频繁');
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.resetPassword });
    expect(selectSmsError(m.snap())).toBeNull();
  });

  it('resendAfter 0 means ready at once', async () => {
    const m = start();
    m.actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.login });
    await m.send.resolve({ resendAfter: 0 });
    await flush();
    expect(selectCanSend(m.snap())).toBe(true);
  });
});
