import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine } from '../../../src/machines/change-password/change-password.machine';
import {
  selectChangeCaptchaRequired,
  selectChangeError,
  selectChangeValues,
} from '../../../src/machines/change-password/change-password.selectors';
import type { ChangePasswordValues } from '../../../src/machines/change-password/change-password.types';
import { apiError, controllable } from './fakes';

const values: ChangePasswordValues = {
  oldPassword: 'Praxis@2026',
  password: 'Praxis@2027',
  confirmPassword: 'Praxis@2027',
};

function start() {
  const update = controllable<null, ChangePasswordValues>();
  const actor = createActor(changePasswordMachine.provide({ actors: { updatePassword: update.logic } }));
  actor.start();
  return { actor, update, snap: () => actor.getSnapshot() };
}

describe('changePassword machine', () => {
  it('editing → submitting → done', async () => {
    const c = start();
    expect(c.snap().hasTag('editing')).toBe(true);
    c.actor.send({ type: 'password.submit', ...values });
    expect(c.snap().hasTag('submitting')).toBe(true);
    expect(c.update.calls).toEqual([values]);
    await c.update.resolve(null);
    expect(c.snap().hasTag('done')).toBe(true);
    expect(c.snap().status).toBe('done');
  });

  it('a refused change returns to editing with the message and the values; a second try succeeds', async () => {
    const c = start();
    c.actor.send({ type: 'password.submit', ...values, oldPassword: 'wrong' });
    await c.update.reject(apiError(999, '原密码错误'));
    expect(c.snap().hasTag('editing')).toBe(true);
    expect(selectChangeError(c.snap())).toBe('原密码错误');
    expect(selectChangeValues(c.snap())).toEqual({ ...values, oldPassword: 'wrong' });

    c.actor.send({ type: 'password.submit', ...values });
    expect(selectChangeError(c.snap())).toBeNull();
    await c.update.resolve(null);
    expect(c.snap().hasTag('done')).toBe(true);
  });

  it('321 turns the captcha on and keeps it on; the answer goes with the next try', async () => {
    const c = start();
    expect(selectChangeCaptchaRequired(c.snap())).toBe(false);
    c.actor.send({ type: 'password.submit', ...values, oldPassword: 'wrong' });
    await c.update.reject(apiError(321, 'The current password is incorrect'));
    expect(c.snap().hasTag('editing')).toBe(true);
    expect(selectChangeCaptchaRequired(c.snap())).toBe(true);
    expect(selectChangeError(c.snap())).toBe('The current password is incorrect');
    expect(selectChangeValues(c.snap())).toEqual({ ...values, oldPassword: 'wrong' });

    // A later plain error (the lock, say) does not hide the captcha again.
    c.actor.send({ type: 'password.submit', ...values, captchaId: 'c1', captchaCode: 'kmnp' });
    expect(c.update.calls.at(-1)).toEqual({ ...values, captchaId: 'c1', captchaCode: 'kmnp' });
    await c.update.reject(apiError(999, 'Account locked, try again in 15 minutes'));
    expect(selectChangeCaptchaRequired(c.snap())).toBe(true);
    expect(selectChangeError(c.snap())).toBe('Account locked, try again in 15 minutes');
  });
});
