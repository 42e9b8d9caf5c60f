import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SignInResult } from '../../../contract/points';
import { dailySignInMachine } from '../../../src/machines/daily-sign-in/daily-sign-in.machine';
import {
  selectCanSignIn,
  selectSignInError,
  selectSignInResult,
  selectSigned,
  selectSigning,
} from '../../../src/machines/daily-sign-in/daily-sign-in.selectors';
import { apiError, controllable } from './fakes';

function start(input: { signedToday: boolean; enabled: boolean }) {
  const signIn = controllable<SignInResult>();
  const reloads: number[] = [];
  const actor = createActor(
    dailySignInMachine.provide({
      actors: { signIn: signIn.logic },
      actions: { reload: () => reloads.push(1) },
    }),
    { input },
  );
  actor.start();
  return { actor, signIn, reloads, snap: () => actor.getSnapshot() };
}

const result: SignInResult = { day: '2026-11-28', streak: 13, points: 5, bonus: 0, balanceAfter: 1355 };

describe('dailySignIn machine', () => {
  it('signed in today already: nothing to press', () => {
    const c = start({ signedToday: true, enabled: true });
    expect(selectSigned(c.snap())).toBe(true);
    expect(selectCanSignIn(c.snap())).toBe(false);
    expect(c.snap().status).toBe('done');
    expect(c.signIn.calls).toHaveLength(0);
  });

  it('a company that does not award signing in offers no button', () => {
    const c = start({ signedToday: false, enabled: false });
    expect(c.snap().hasTag('disabled')).toBe(true);
    expect(selectCanSignIn(c.snap())).toBe(false);
    c.actor.send({ type: 'signIn' });
    expect(c.signIn.calls).toHaveLength(0);
  });

  it('one call however often the button is pressed, and the result kept', async () => {
    const c = start({ signedToday: false, enabled: true });
    expect(selectCanSignIn(c.snap())).toBe(true);
    c.actor.send({ type: 'signIn' });
    c.actor.send({ type: 'signIn' });
    c.actor.send({ type: 'signIn' });
    expect(selectSigning(c.snap())).toBe(true);
    expect(selectCanSignIn(c.snap())).toBe(false);
    expect(c.signIn.calls).toHaveLength(1);
    await c.signIn.resolve(result);
    expect(selectSigned(c.snap())).toBe(true);
    expect(selectSignInResult(c.snap())).toEqual(result);
    expect(c.snap().context.signedToday).toBe(true);
    expect(selectSignInError(c.snap())).toBeNull();
    // The page reads the balance and the ledger again, once.
    expect(c.reloads).toHaveLength(1);
  });

  it('a refusal leaves the button with the reason; pressing again clears it and tries again', async () => {
    const c = start({ signedToday: false, enabled: true });
    c.actor.send({ type: 'signIn' });
    await c.signIn.reject(apiError(999, '签到暂未开放'));
    expect(selectCanSignIn(c.snap())).toBe(true);
    expect(selectSignInError(c.snap())).toBe('签到暂未开放');
    expect(c.reloads).toHaveLength(0);
    c.actor.send({ type: 'signIn' });
    expect(selectSignInError(c.snap())).toBeNull();
    expect(c.signIn.calls).toHaveLength(2);
    await c.signIn.resolve(result);
    expect(selectSigned(c.snap())).toBe(true);
  });
});
