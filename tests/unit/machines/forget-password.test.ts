import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { SmsPurpose } from '../../../contract/user';
import { forgetPasswordMachine } from '../../../src/machines/forget-password/forget-password.machine';
import {
  selectForgetCaptchaRequired,
  selectForgetError,
  selectForgetSms,
  selectForgetValues,
} from '../../../src/machines/forget-password/forget-password.selectors';
import type { ForgetPasswordValues } from '../../../src/machines/forget-password/forget-password.types';
import { smsCodeMachine } from '../../../src/machines/sms-code/sms-code.machine';
import type { SmsPurposeValue } from '../../../src/machines/sms-code/sms-code.types';
import { apiError, controllable } from './fakes';

function start() {
  const checkSmsCode = controllable<null, { phone: string; code: string }>();
  const resetPassword = controllable<null, ForgetPasswordValues>();
  const sendSms = controllable<{ resendAfter: number }, { phone: string; type: SmsPurposeValue }>();
  const actor = createActor(
    forgetPasswordMachine.provide({
      actors: {
        checkSmsCode: checkSmsCode.logic,
        resetPassword: resetPassword.logic,
        smsCode: smsCodeMachine.provide({ actors: { sendSmsCode: sendSms.logic } }),
      },
    }),
  );
  actor.start();
  return { actor, checkSmsCode, resetPassword, sendSms, snap: () => actor.getSnapshot() };
}

const phone = '13800000001';

async function settingPassword() {
  const f = start();
  f.actor.send({ type: 'forget.verify', phone, code: '123456' });
  await f.checkSmsCode.resolve(null);
  expect(f.snap().hasTag('settingPassword')).toBe(true);
  return f;
}

describe('forgetPassword machine', () => {
  it('phone + code → verifying → new password → submitting → done', async () => {
    const f = start();
    expect(f.snap().hasTag('enteringPhone')).toBe(true);
    f.actor.send({ type: 'forget.verify', phone, code: '123456' });
    expect(f.snap().hasTag('verifying')).toBe(true);
    expect(f.checkSmsCode.calls).toEqual([{ phone, code: '123456' }]);
    await f.checkSmsCode.resolve(null);
    expect(f.snap().hasTag('settingPassword')).toBe(true);

    f.actor.send({ type: 'forget.submit', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' });
    expect(f.snap().hasTag('submitting')).toBe(true);
    expect(f.resetPassword.calls).toEqual([
      { phone, code: '123456', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' },
    ]);
    await f.resetPassword.resolve(null);
    expect(f.snap().hasTag('done')).toBe(true);
    expect(f.snap().status).toBe('done');
  });

  it('a wrong code returns to the phone step with the message and the typed values', async () => {
    const f = start();
    f.actor.send({ type: 'forget.verify', phone, code: '000000' });
    await f.checkSmsCode.reject(apiError(999, 'Verification code error'));
    expect(f.snap().hasTag('enteringPhone')).toBe(true);
    expect(selectForgetError(f.snap())).toBe('Verification code error');
    expect(selectForgetValues(f.snap())).toEqual(expect.objectContaining({ phone, code: '000000' }));
  });

  it('a refused reset stays on the password step with the message and the typed values', async () => {
    const f = await settingPassword();
    f.actor.send({ type: 'forget.submit', password: 'weak', confirmPassword: 'weak' });
    await f.resetPassword.reject(apiError(999, '密码需为8-30位'));
    expect(f.snap().hasTag('settingPassword')).toBe(true);
    expect(selectForgetError(f.snap())).toBe('密码需为8-30位');
    expect(selectForgetValues(f.snap())).toEqual({
      phone,
      code: '123456',
      password: 'weak',
      confirmPassword: 'weak',
    });
  });

  it('forget.back returns to the phone step, keeping phone and code', async () => {
    const f = await settingPassword();
    f.actor.send({ type: 'forget.back' });
    expect(f.snap().hasTag('enteringPhone')).toBe(true);
    expect(selectForgetValues(f.snap()).phone).toBe(phone);
  });

  it('sms.send goes to the sms child', async () => {
    const f = start();
    f.actor.send({ type: 'sms.send', phone, purpose: SmsPurpose.resetPassword });
    expect(f.sendSms.calls).toEqual([{ phone, type: SmsPurpose.resetPassword }]);
    await f.sendSms.resolve({ resendAfter: 60 });
    const sms = selectForgetSms(f.snap()) as ActorRefFrom<typeof smsCodeMachine>;
    expect(sms.getSnapshot().hasTag('coolingDown')).toBe(true);
  });

  it('321 on the reset shows the captcha on the password step, keeps it, and sends its answer', async () => {
    const f = await settingPassword();
    expect(selectForgetCaptchaRequired(f.snap())).toBe(false);
    f.actor.send({ type: 'forget.submit', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' });
    await f.resetPassword.reject(apiError(321, 'Please enter the image verification code'));
    expect(f.snap().hasTag('settingPassword')).toBe(true);
    expect(selectForgetCaptchaRequired(f.snap())).toBe(true);
    expect(selectForgetError(f.snap())).toBe('Please enter the image verification code');
    expect(selectForgetValues(f.snap())).toMatchObject({ phone, code: '123456', password: 'Praxis@2027' });

    f.actor.send({
      type: 'forget.submit',
      password: 'Praxis@2027',
      confirmPassword: 'Praxis@2027',
      captchaId: 'c1',
      captchaCode: 'kmnp',
    });
    expect(f.resetPassword.calls.at(-1)).toEqual({
      phone,
      code: '123456',
      password: 'Praxis@2027',
      confirmPassword: 'Praxis@2027',
      captchaId: 'c1',
      captchaCode: 'kmnp',
    });
    await f.resetPassword.reject(apiError(999, 'Verification code error'));
    expect(selectForgetCaptchaRequired(f.snap())).toBe(true);
  });
});
