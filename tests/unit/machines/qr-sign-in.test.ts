import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { QrStatus, type QrProvider, type SignIn } from '../../../contract/user';
import {
  QR_MAX_POLL_FAILURES,
  QR_POLL_INTERVAL_MS,
  qrSignInMachine,
} from '../../../src/machines/qr-sign-in/qr-sign-in.machine';
import {
  selectQrContent,
  selectQrError,
  selectQrSignIn,
} from '../../../src/machines/qr-sign-in/qr-sign-in.selectors';
import type { QrStatusValue } from '../../../src/machines/qr-sign-in/qr-sign-in.types';
import { apiError, controllable, flush } from './fakes';

interface Poll {
  status: QrStatusValue;
  expiresIn: number;
  signIn: SignIn | null;
}

const ticket = (n: number, expiresIn = 120) => ({
  ticket: `t${n}`,
  qrContent: `https://qr.example/t${n}`,
  expiresIn,
});
const poll = (status: QrStatusValue, signIn: SignIn | null = null): Poll => ({
  status,
  expiresIn: 100,
  signIn,
});

function start(provider: QrProvider = 'wecom') {
  const clock = new SimulatedClock();
  const qrTicket = controllable<ReturnType<typeof ticket>, { provider: QrProvider }>();
  const qrStatus = controllable<Poll, { ticket: string }>();
  const actor = createActor(
    qrSignInMachine.provide({ actors: { qrTicket: qrTicket.logic, qrStatus: qrStatus.logic } }),
    {
      input: { provider },
      clock,
    },
  );
  actor.start();
  const snap = () => actor.getSnapshot();
  /** Lets the next poll fire and answers it. */
  const answerPoll = async (answer: Poll | Error) => {
    clock.increment(QR_POLL_INTERVAL_MS);
    await flush();
    if (answer instanceof Error) await qrStatus.reject(answer);
    else await qrStatus.resolve(answer);
  };
  return { actor, clock, qrTicket, qrStatus, snap, answerPoll };
}

async function showing(provider: QrProvider = 'wecom', expiresIn = 120) {
  const q = start(provider);
  await q.qrTicket.resolve(ticket(1, expiresIn));
  return q;
}

describe('qrSignIn machine', () => {
  it('requests a ticket for its provider, then shows the code and waits', async () => {
    const q = start('dingtalk');
    expect(q.snap().hasTag('loading')).toBe(true);
    expect(q.qrTicket.calls).toEqual([{ provider: 'dingtalk' }]);
    await q.qrTicket.resolve(ticket(1));
    expect(q.snap().hasTag('waiting')).toBe(true);
    expect(selectQrContent(q.snap())).toBe('https://qr.example/t1');
    expect(q.snap().context.ticket).toBe('t1');
  });

  it('polls every 2 s, not before', async () => {
    const q = await showing();
    q.clock.increment(QR_POLL_INTERVAL_MS - 1);
    await flush();
    expect(q.qrStatus.calls).toHaveLength(0);
    q.clock.increment(1);
    await flush();
    expect(q.qrStatus.calls).toEqual([{ ticket: 't1' }]);
    await q.qrStatus.resolve(poll(QrStatus.waiting));
    expect(q.snap().hasTag('waiting')).toBe(true);
    await q.answerPoll(poll(QrStatus.waiting));
    expect(q.qrStatus.calls).toHaveLength(2);
  });

  it('waiting → scanned → confirmed: the flow is done with the sign-in as output', async () => {
    const q = await showing();
    await q.answerPoll(poll(QrStatus.scanned));
    expect(q.snap().hasTag('scanned')).toBe(true);
    await q.answerPoll(poll(QrStatus.scanned));
    expect(q.snap().hasTag('scanned')).toBe(true);
    const signIn: SignIn = { token: 'tok-qr', chooseEnterprise: 1 };
    await q.answerPoll(poll(QrStatus.confirmed, signIn));
    expect(q.snap().status).toBe('done');
    expect(q.snap().hasTag('confirmed')).toBe(true);
    expect(q.snap().output).toEqual(signIn);
    expect(selectQrSignIn(q.snap())).toEqual(signIn);
    // Nothing polls after the end.
    q.clock.increment(QR_POLL_INTERVAL_MS * 3);
    await flush();
    expect(q.qrStatus.calls).toHaveLength(3);
  });

  it('"confirmed" without a sign-in is not trusted: keeps waiting', async () => {
    const q = await showing();
    await q.answerPoll(poll(QrStatus.confirmed, null));
    expect(q.snap().hasTag('waiting')).toBe(true);
    expect(selectQrSignIn(q.snap())).toBeNull();
  });

  it('the gateway says expired → expired; qr.refresh asks for a new ticket', async () => {
    const q = await showing();
    await q.answerPoll(poll(QrStatus.expired));
    expect(q.snap().hasTag('expired')).toBe(true);
    q.actor.send({ type: 'qr.refresh' });
    expect(q.snap().hasTag('loading')).toBe(true);
    expect(q.snap().context.ticket).toBeNull();
    await q.qrTicket.resolve(ticket(2));
    expect(q.snap().hasTag('waiting')).toBe(true);
    await q.answerPoll(poll(QrStatus.waiting));
    expect(q.qrStatus.calls.at(-1)).toEqual({ ticket: 't2' });
  });

  it('expires on its own clock when the ticket runs out', async () => {
    const q = await showing('wecom', 5);
    await q.answerPoll(poll(QrStatus.waiting));
    await q.answerPoll(poll(QrStatus.waiting));
    q.clock.increment(1_000);
    await flush();
    expect(q.snap().hasTag('expired')).toBe(true);
    expect(q.snap().context.status).toBe(QrStatus.expired);
  });

  it('cancelled on the phone → cancelled; qr.refresh starts over', async () => {
    const q = await showing();
    await q.answerPoll(poll(QrStatus.scanned));
    await q.answerPoll(poll(QrStatus.cancelled));
    expect(q.snap().hasTag('cancelled')).toBe(true);
    q.actor.send({ type: 'qr.refresh' });
    expect(q.qrTicket.calls).toHaveLength(2);
  });

  it('a ticket that cannot be had → failed with the message; qr.retry tries again', async () => {
    const q = start();
    await q.qrTicket.reject(apiError(999, '未配置扫码登录'));
    expect(q.snap().hasTag('failed')).toBe(true);
    expect(selectQrError(q.snap())).toBe('未配置扫码登录');
    q.actor.send({ type: 'qr.refresh' });
    expect(q.snap().hasTag('failed')).toBe(true);
    q.actor.send({ type: 'qr.retry' });
    await q.qrTicket.resolve(ticket(2));
    expect(q.snap().hasTag('waiting')).toBe(true);
    expect(selectQrError(q.snap())).toBeNull();
  });

  it('a poll failure is tolerated; three in a row fail the flow', async () => {
    const q = await showing();
    await q.answerPoll(apiError(-1, 'offline'));
    expect(q.snap().hasTag('waiting')).toBe(true);
    await q.answerPoll(poll(QrStatus.scanned));
    expect(q.snap().context.pollFailures).toBe(0);
    for (let i = 0; i < QR_MAX_POLL_FAILURES; i++) await q.answerPoll(apiError(-1, 'offline'));
    expect(q.snap().hasTag('failed')).toBe(true);
    expect(selectQrError(q.snap())).toBe('offline');
  });

  it('qr.refresh while showing replaces the code', async () => {
    const q = await showing();
    q.actor.send({ type: 'qr.refresh' });
    await q.qrTicket.resolve(ticket(2));
    expect(selectQrContent(q.snap())).toBe('https://qr.example/t2');
  });

  it('qr.switchProvider asks the other provider for a ticket', async () => {
    const q = await showing('wecom');
    q.actor.send({ type: 'qr.switchProvider', provider: 'dingtalk' });
    expect(q.snap().hasTag('loading')).toBe(true);
    expect(q.qrTicket.calls.at(-1)).toEqual({ provider: 'dingtalk' });
    expect(q.snap().context.provider).toBe('dingtalk');
  });
});
