import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type ActorRefFrom } from 'xstate';
import { RegisterStatus, SmsPurpose } from '../../../contract/user';
import { registrationMachine } from '../../../src/machines/registration/registration.machine';
import {
  selectCanApplyAgain,
  selectRegisterEnterpriseName,
  selectRegisterEnterprises,
  selectRegisterError,
  selectRegisterReason,
  selectRegisterValues,
  selectRegistrationSms,
} from '../../../src/machines/registration/registration.selectors';
import type {
  RegisterCredentials,
  RegisterEnterprise,
  RegisterStatusValue,
  RegisterValues,
} from '../../../src/machines/registration/registration.types';
import { smsCodeMachine } from '../../../src/machines/sms-code/sms-code.machine';
import { selectSecondsLeft } from '../../../src/machines/sms-code/sms-code.selectors';
import type { SmsPurposeValue } from '../../../src/machines/sms-code/sms-code.types';
import { apiError, controllable } from './fakes';

const companies: RegisterEnterprise[] = [
  { id: '11', name: '星河科技', approval: 1 },
  { id: '12', name: '远山制造', approval: 0 },
];
const form: RegisterValues = {
  phone: '13800000009',
  code: '123456',
  name: '李四',
  enterpriseId: '11',
  password: 'Praxis@2026',
  confirmPassword: 'Praxis@2026',
};
const answer = (status: RegisterStatusValue, reason = '') => ({ status, enterpriseName: '星河科技', reason });

function start(registerEnabled = true) {
  const clock = new SimulatedClock();
  const loadEnterprises = controllable<RegisterEnterprise[]>();
  const register = controllable<{ status: RegisterStatusValue }, RegisterValues>();
  const checkStatus = controllable<ReturnType<typeof answer>, RegisterCredentials>();
  const sendSms = controllable<{ resendAfter: number }, { phone: string; type: SmsPurposeValue }>();
  const machine = registrationMachine.provide({
    actors: {
      loadEnterprises: loadEnterprises.logic,
      register: register.logic,
      checkStatus: checkStatus.logic,
      smsCode: smsCodeMachine.provide({ actors: { sendSmsCode: sendSms.logic } }),
    },
  });
  const actor = createActor(machine, { input: { registerEnabled }, clock });
  actor.start();
  return { actor, clock, loadEnterprises, register, checkStatus, sendSms, snap: () => actor.getSnapshot() };
}

async function editing(registerEnabled = true) {
  const r = start(registerEnabled);
  expect(r.snap().hasTag('loadingCompanies')).toBe(true);
  await r.loadEnterprises.resolve(companies);
  expect(r.snap().hasTag('editing')).toBe(true);
  return r;
}

describe('registration machine', () => {
  it('loads the companies open for sign-up, then edits', async () => {
    const r = await editing();
    expect(selectRegisterEnterprises(r.snap())).toEqual(companies);
  });

  it('a failed company list still opens the form with the message; companies.retry loads again', async () => {
    const r = start();
    await r.loadEnterprises.reject(apiError(-1, 'offline'));
    expect(r.snap().hasTag('editing')).toBe(true);
    expect(selectRegisterError(r.snap())).toBe('offline');
    r.actor.send({ type: 'companies.retry' });
    expect(r.snap().hasTag('loadingCompanies')).toBe(true);
    await r.loadEnterprises.resolve(companies);
    expect(selectRegisterError(r.snap())).toBeNull();
  });

  it('submit → submitting → applied and awaiting approval, with the company name', async () => {
    const r = await editing();
    r.actor.send({ type: 'register.submit', values: form });
    expect(r.snap().hasTag('submitting')).toBe(true);
    expect(r.register.calls).toEqual([form]);
    await r.register.resolve({ status: RegisterStatus.awaiting });
    expect(r.snap().hasTag('awaitingApproval')).toBe(true);
    expect(selectRegisterEnterpriseName(r.snap())).toBe('星河科技');
  });

  it('a company without approval is approved at once', async () => {
    const r = await editing();
    r.actor.send({ type: 'register.submit', values: { ...form, enterpriseId: '12' } });
    await r.register.resolve({ status: RegisterStatus.approved });
    expect(r.snap().hasTag('approved')).toBe(true);
    expect(selectRegisterEnterpriseName(r.snap())).toBe('远山制造');
  });

  it('a refused submit returns to the form with the message and the typed values', async () => {
    const r = await editing();
    r.actor.send({ type: 'register.submit', values: form });
    await r.register.reject(apiError(999, '验证码错误'));
    expect(r.snap().hasTag('editing')).toBe(true);
    expect(selectRegisterError(r.snap())).toBe('验证码错误');
    expect(selectRegisterValues(r.snap())).toEqual(form);
  });

  it('no submit when the site does not allow sign-up', async () => {
    const r = await editing(false);
    r.actor.send({ type: 'register.submit', values: form });
    expect(r.snap().hasTag('editing')).toBe(true);
    expect(r.register.calls).toHaveLength(0);
  });

  it('awaiting approval: status.refresh re-checks with the submitted phone and password → approved', async () => {
    const r = await editing();
    r.actor.send({ type: 'register.submit', values: form });
    await r.register.resolve({ status: RegisterStatus.awaiting });
    r.actor.send({ type: 'status.refresh' });
    expect(r.snap().hasTag('checking')).toBe(true);
    expect(r.checkStatus.calls).toEqual([{ phone: form.phone, password: form.password }]);
    await r.checkStatus.resolve(answer(RegisterStatus.approved));
    expect(r.snap().hasTag('approved')).toBe(true);
  });

  it('a failed re-check stays on the awaiting page with the message', async () => {
    const r = await editing();
    r.actor.send({ type: 'register.submit', values: form });
    await r.register.resolve({ status: RegisterStatus.awaiting });
    r.actor.send({ type: 'status.refresh' });
    await r.checkStatus.reject(apiError(-1, 'offline'));
    expect(r.snap().hasTag('awaitingApproval')).toBe(true);
    expect(selectRegisterError(r.snap())).toBe('offline');
  });

  it('status.check from the form → not approved with the reason; apply.again → the form', async () => {
    const r = await editing();
    r.actor.send({ type: 'status.check', phone: '13800000005', password: 'Praxis@2026' });
    expect(r.snap().hasTag('checking')).toBe(true);
    await r.checkStatus.resolve(answer(RegisterStatus.rejected, '信息不完整'));
    expect(r.snap().hasTag('rejected')).toBe(true);
    expect(selectRegisterReason(r.snap())).toBe('信息不完整');
    expect(selectCanApplyAgain(r.snap())).toBe(true);
    r.actor.send({ type: 'apply.again' });
    expect(r.snap().hasTag('editing')).toBe(true);
  });

  it('status.check → awaiting approval', async () => {
    const r = await editing();
    r.actor.send({ type: 'status.check', phone: '13800000005', password: 'Praxis@2026' });
    await r.checkStatus.resolve(answer(RegisterStatus.awaiting));
    expect(r.snap().hasTag('awaitingApproval')).toBe(true);
  });

  it('a failed lookup goes back to the form with the message', async () => {
    const r = await editing();
    r.actor.send({ type: 'status.check', phone: '13800000005', password: 'wrong' });
    await r.checkStatus.reject(apiError(999, '手机号或密码错误'));
    expect(r.snap().hasTag('editing')).toBe(true);
    expect(selectRegisterError(r.snap())).toBe('手机号或密码错误');
  });

  it('not approved on a site closed to sign-up: no applying again', async () => {
    const r = await editing(false);
    r.actor.send({ type: 'status.check', phone: '13800000005', password: 'Praxis@2026' });
    await r.checkStatus.resolve(answer(RegisterStatus.rejected, 'x'));
    expect(selectCanApplyAgain(r.snap())).toBe(false);
    r.actor.send({ type: 'apply.again' });
    expect(r.snap().hasTag('rejected')).toBe(true);
  });

  it('sms.send goes to the sms child, which counts down', async () => {
    const r = await editing();
    r.actor.send({ type: 'sms.send', phone: form.phone, purpose: SmsPurpose.register });
    expect(r.sendSms.calls).toEqual([{ phone: form.phone, type: SmsPurpose.register }]);
    await r.sendSms.resolve({ resendAfter: 60 });
    const sms = selectRegistrationSms(r.snap()) as ActorRefFrom<typeof smsCodeMachine>;
    expect(selectSecondsLeft(sms.getSnapshot())).toBe(60);
    r.clock.increment(1_000);
    expect(selectSecondsLeft(sms.getSnapshot())).toBe(59);
  });
});
