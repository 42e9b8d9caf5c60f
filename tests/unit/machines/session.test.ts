import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser, SignIn } from '../../../contract/user';
import { ClientCode } from '../../../src/services/api-error';
import { CAPTCHA_ERROR_COUNT, sessionMachine } from '../../../src/machines/session/session.machine';
import {
  selectCanCancelCompany,
  selectCanSwitchCompany,
  selectCaptchaRequired,
  selectEnterprises,
  selectError,
  selectErrorCode,
  selectIsBooting,
  selectIsLoggingOut,
  selectIsSignedIn,
  selectIsSiteError,
  selectIsSubmitting,
  selectLoginErrorCount,
  selectNeedsCompany,
  selectReturnTo,
  selectSite,
  selectUser,
  type SessionSnapshot,
} from '../../../src/machines/session/session.selectors';
import type {
  SessionContext,
  SessionEmitted,
  SignInRequest,
} from '../../../src/machines/session/session.types';
import {
  apiError,
  boundSite,
  controllable,
  enterprises,
  site,
  user,
  userInOtherCompany,
  userWithoutCompany,
} from './fakes';

/** A session actor whose every side effect is a fake the test drives. */
function start(token: string | null = null) {
  const fakes = {
    loadSite: controllable<Website>(),
    loadUser: controllable<SessionUser>(),
    signIn: controllable<SignIn, SignInRequest>(),
    loadEnterprises: controllable<Enterprise[]>(),
    chooseEnterprise: controllable<SignIn, { enterpriseId: string }>(),
    logout: controllable<void>(),
  };
  const persistToken = vi.fn<(token: string) => void>();
  const clearSession = vi.fn<() => void>();
  const cacheUser = vi.fn<(user: SessionUser) => void>();
  const machine = sessionMachine.provide({
    actors: {
      loadSite: fakes.loadSite.logic,
      loadUser: fakes.loadUser.logic,
      signIn: fakes.signIn.logic,
      loadEnterprises: fakes.loadEnterprises.logic,
      chooseEnterprise: fakes.chooseEnterprise.logic,
      logout: fakes.logout.logic,
    },
    actions: {
      persistToken: (_, params) => persistToken(params.token),
      clearSession: () => clearSession(),
      cacheUser: (_, params) => cacheUser(params.user),
    },
  });
  const actor = createActor(machine, { input: { token } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snap = () => actor.getSnapshot();
  return { actor, ...fakes, persistToken, clearSession, cacheUser, emitted, snap };
}

type Session = ReturnType<typeof start>;

async function bootSignedOut(onSite: Website = site): Promise<Session> {
  const s = start(null);
  await s.loadSite.resolve(onSite);
  expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
  return s;
}

async function bootSignedIn(onSite: Website = site): Promise<Session> {
  const s = start('tok-0');
  await s.loadSite.resolve(onSite);
  await s.loadUser.resolve(user);
  expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
  return s;
}

const byPassword: SignInRequest = { method: 'password', phone: '13800000001', password: 'Praxis@2026' };

/** A snapshot in any state, for pure single-step checks with `transition()`. */
function snapshotIn(
  value: Parameters<typeof sessionMachine.resolveState>[0]['value'],
  context: Partial<SessionContext> = {},
) {
  const [initial] = initialTransition(sessionMachine, { token: null });
  return sessionMachine.resolveState({ value, context: { ...initial.context, ...context } });
}

describe('session machine: booting', () => {
  it('starts by loading the site, tagged booting', () => {
    const s = start(null);
    expect(s.snap().matches({ booting: 'loadingSite' })).toBe(true);
    expect(selectIsBooting(s.snap())).toBe(true);
    expect(s.loadSite.calls).toHaveLength(1);
    s.actor.stop();
  });

  it('without a token: site loaded → signed out, no user call', async () => {
    const s = await bootSignedOut();
    expect(selectSite(s.snap())).toEqual(site);
    expect(selectIsBooting(s.snap())).toBe(false);
    expect(s.snap().hasTag('signedOut')).toBe(true);
    expect(s.loadUser.calls).toHaveLength(0);
  });

  it('with a token: loads the user; a chosen company means signed in, and the user is cached', async () => {
    const s = start('tok-0');
    await s.loadSite.resolve(site);
    expect(s.snap().matches({ booting: 'loadingUser' })).toBe(true);
    expect(selectIsBooting(s.snap())).toBe(true);
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(selectUser(s.snap())).toEqual(user);
    expect(s.cacheUser).toHaveBeenCalledWith(user);
    expect(s.snap().context.token).toBe('tok-0');
  });

  it('with a token but no company chosen yet: goes to the company choice', async () => {
    const s = start('tok-0');
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(userWithoutCompany);
    expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
    expect(selectNeedsCompany(s.snap())).toBe(true);
    expect(s.snap().hasTag('loadingCompanies')).toBe(true);
  });

  it('a rejected stored token (auth code) signs out quietly and clears the session', async () => {
    const s = start('tok-old');
    await s.loadSite.resolve(site);
    await s.loadUser.reject(apiError(301, 'token expired'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.snap().context.token).toBeNull();
    expect(s.emitted).toEqual([]);
  });

  it('server.unauthorized reported while the user loads: signed out, session cleared', async () => {
    const s = start('tok-old');
    await s.loadSite.resolve(site);
    s.actor.send({ type: 'server.unauthorized', code: 302 });
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
  });

  it('server.unauthorized during the site lookup is not a session matter', () => {
    const s = start('tok-0');
    s.actor.send({ type: 'server.unauthorized', code: 301 });
    expect(s.snap().matches({ booting: 'loadingSite' })).toBe(true);
    expect(s.clearSession).not.toHaveBeenCalled();
    s.actor.stop();
  });

  it('site load failure → siteError with the message; site.retry boots again and succeeds', async () => {
    const s = start(null);
    await s.loadSite.reject(apiError(ClientCode.network, '网络异常'));
    expect(s.snap().matches('siteError')).toBe(true);
    expect(selectIsSiteError(s.snap())).toBe(true);
    expect(selectError(s.snap())).toBe('网络异常');
    expect(selectErrorCode(s.snap())).toBe(ClientCode.network);

    s.actor.send({ type: 'site.retry' });
    expect(s.snap().matches({ booting: 'loadingSite' })).toBe(true);
    expect(selectError(s.snap())).toBeNull();
    expect(s.loadSite.calls).toHaveLength(2);
    await s.loadSite.resolve(site);
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('a user load failing for another reason also offers the retry, keeping the token', async () => {
    const s = start('tok-0');
    await s.loadSite.resolve(site);
    await s.loadUser.reject(apiError(ClientCode.network, 'offline'));
    expect(s.snap().matches('siteError')).toBe(true);
    expect(s.clearSession).not.toHaveBeenCalled();
    s.actor.send({ type: 'site.retry' });
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
  });
});

describe('session machine: signing in', () => {
  it.each<SignInRequest>([
    byPassword,
    { method: 'empNo', empNo: 'E0001', password: 'Praxis@2026' },
    { method: 'sms', phone: '13800000001', code: '123456' },
    {
      method: 'password',
      phone: '13800000001',
      password: 'Praxis@2026',
      captchaId: 'c1',
      captchaCode: 'ab12',
    },
  ])('login.submit ($method) → submitting → token persisted → user → signed in', async (request) => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request });
    expect(s.snap().matches({ signedOut: { submitting: 'signingIn' } })).toBe(true);
    expect(selectIsSubmitting(s.snap())).toBe(true);
    expect(s.signIn.calls).toEqual([request]);

    await s.signIn.resolve({ token: 'tok-1', chooseEnterprise: 0 });
    expect(s.persistToken).toHaveBeenCalledWith('tok-1');
    expect(s.snap().matches({ signedOut: { submitting: 'loadingUser' } })).toBe(true);
    expect(selectIsSubmitting(s.snap())).toBe(true);

    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(s.snap().context.token).toBe('tok-1');
    expect(selectUser(s.snap())).toEqual(user);
  });

  it('321 → captcha on, login error count 2, the message shown; the captcha stays for the next try', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    // The client reports 321 to the session and then rejects the call.
    s.actor.send({ type: 'server.captchaRequired' });
    await s.signIn.reject(apiError(321, '请输入图片验证码'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectCaptchaRequired(s.snap())).toBe(true);
    expect(selectLoginErrorCount(s.snap())).toBe(CAPTCHA_ERROR_COUNT);
    expect(CAPTCHA_ERROR_COUNT).toBe(2);
    expect(selectError(s.snap())).toBe('请输入图片验证码');
    expect(selectErrorCode(s.snap())).toBe(321);

    s.actor.send({ type: 'login.submit', request: { ...byPassword, captchaId: 'c1', captchaCode: 'zz99' } });
    await s.signIn.reject(apiError(999, '手机号或密码错误'));
    expect(selectCaptchaRequired(s.snap())).toBe(true);
    expect(selectLoginErrorCount(s.snap())).toBe(3);
  });

  it('a wrong password answered with 321 (the failure that makes the captcha mandatory) shows its message and the captcha at once', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.reject(apiError(999, '手机号或密码错误'));
    expect(selectCaptchaRequired(s.snap())).toBe(false);

    s.actor.send({ type: 'login.submit', request: byPassword });
    s.actor.send({ type: 'server.captchaRequired' });
    await s.signIn.reject(apiError(321, '手机号或密码错误'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectCaptchaRequired(s.snap())).toBe(true);
    expect(selectLoginErrorCount(s.snap())).toBe(CAPTCHA_ERROR_COUNT);
    expect(selectError(s.snap())).toBe('手机号或密码错误');

    // The third try goes out with the captcha answer, and signs in.
    const third = { ...byPassword, captchaId: 'c1', captchaCode: 'ab12' };
    s.actor.send({ type: 'login.submit', request: third });
    expect(s.signIn.calls.at(-1)).toEqual(third);
    await s.signIn.resolve({ token: 'tok-1', chooseEnterprise: 0 });
    expect(selectCaptchaRequired(s.snap())).toBe(false);
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
  });

  it('a 321 rejection alone (no report) also turns the captcha on', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.reject(apiError(321, 'captcha'));
    expect(selectCaptchaRequired(s.snap())).toBe(true);
    expect(selectLoginErrorCount(s.snap())).toBe(2);
  });

  it('an error, then a success: the error is shown, cleared on submit, and the counters reset', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.reject(apiError(999, '手机号或密码错误'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectError(s.snap())).toBe('手机号或密码错误');
    expect(selectLoginErrorCount(s.snap())).toBe(1);
    expect(selectCaptchaRequired(s.snap())).toBe(false);

    s.actor.send({ type: 'login.submit', request: byPassword });
    expect(selectError(s.snap())).toBeNull();
    await s.signIn.resolve({ token: 'tok-1', chooseEnterprise: 0 });
    expect(selectLoginErrorCount(s.snap())).toBe(0);
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
  });

  it('a failure that is not an ApiError still ends the submit, with an empty text and the malformed code', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.reject(new TypeError('bug'));
    expect(selectError(s.snap())).toBe('');
    expect(selectErrorCode(s.snap())).toBe(ClientCode.malformed);
  });

  it('login.clearError clears the error', () => {
    const [next] = transition(
      sessionMachine,
      snapshotIn({ signedOut: 'idle' }, { error: 'x', errorCode: 999 }),
      {
        type: 'login.clearError',
      },
    );
    expect(next.context.error).toBeNull();
    expect(next.context.errorCode).toBeNull();
  });

  it('server.captchaRequired sets the captcha and the count (pure step)', () => {
    const [next] = transition(sessionMachine, snapshotIn({ signedOut: 'idle' }), {
      type: 'server.captchaRequired',
    });
    expect(next.context.captchaRequired).toBe(true);
    expect(next.context.loginErrorCount).toBe(2);
    expect(next.matches({ signedOut: 'idle' })).toBe(true);
  });

  it('the user failing to load after sign-in returns to the form with the message and clears the token', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.resolve({ token: 'tok-1', chooseEnterprise: 0 });
    await s.loadUser.reject(apiError(ClientCode.network, 'offline'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectError(s.snap())).toBe('offline');
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.snap().context.token).toBeNull();
  });

  it('chooseEnterprise 1 → the company choice: companies loaded, one chosen, new token, signed in', async () => {
    const s = await bootSignedOut();
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.resolve({ token: 'tok-pre', chooseEnterprise: 1 });
    expect(s.persistToken).toHaveBeenLastCalledWith('tok-pre');
    expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
    expect(selectNeedsCompany(s.snap())).toBe(true);
    expect(s.loadUser.calls).toHaveLength(0);

    await s.loadEnterprises.resolve(enterprises);
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    expect(selectEnterprises(s.snap())).toEqual(enterprises);
    expect(selectCanCancelCompany(s.snap())).toBe(false);

    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    expect(s.snap().matches({ choosingCompany: { choosing: 'requesting' } })).toBe(true);
    expect(s.snap().hasTag('choosing')).toBe(true);
    expect(s.chooseEnterprise.calls).toEqual([{ enterpriseId: '12' }]);

    await s.chooseEnterprise.resolve({ token: 'tok-12', chooseEnterprise: 0 });
    expect(s.persistToken).toHaveBeenLastCalledWith('tok-12');
    expect(s.snap().matches({ choosingCompany: { choosing: 'loadingUser' } })).toBe(true);
    await s.loadUser.resolve(userInOtherCompany);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(s.snap().context.token).toBe('tok-12');
    expect(selectUser(s.snap())?.enterpriseId).toBe('12');
  });

  it('a site bound to one company never asks: chooseEnterprise 0 goes straight to the user', async () => {
    const s = await bootSignedOut(boundSite);
    expect(selectCanSwitchCompany(s.snap())).toBe(false);
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.resolve({ token: 'tok-b', chooseEnterprise: 0 });
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(s.loadEnterprises.calls).toHaveLength(0);

    s.actor.send({ type: 'company.switch' });
    expect(selectIsSignedIn(s.snap())).toBe(true);
  });

  it.each([
    [0, 'signedIn'],
    [1, 'choosingCompany'],
  ] as const)(
    'login.qrSignedIn with chooseEnterprise %i persists the token and goes on to %s',
    async (choose, where) => {
      const s = await bootSignedOut();
      s.actor.send({ type: 'login.qrSignedIn', signIn: { token: 'tok-qr', chooseEnterprise: choose } });
      expect(s.persistToken).toHaveBeenCalledWith('tok-qr');
      expect(s.snap().context.token).toBe('tok-qr');
      expect(s.signIn.calls).toHaveLength(0);
      if (where === 'signedIn') {
        expect(s.snap().matches({ signedOut: { submitting: 'loadingUser' } })).toBe(true);
        await s.loadUser.resolve(user);
        expect(selectIsSignedIn(s.snap())).toBe(true);
      } else {
        expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
      }
    },
  );

  it('server.unauthorized while signed out changes nothing', () => {
    const before = snapshotIn({ signedOut: 'idle' }, { error: 'x' });
    const [next, actions] = transition(sessionMachine, before, { type: 'server.unauthorized', code: 303 });
    expect(next.matches({ signedOut: 'idle' })).toBe(true);
    expect(next.context).toEqual(before.context);
    expect(actions).toEqual([]);
  });
});

describe('session machine: the company choice', () => {
  async function atPicking(): Promise<Session> {
    const s = start('tok-pre');
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(userWithoutCompany);
    await s.loadEnterprises.resolve(enterprises);
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    return s;
  }

  it('the list failing to load shows the error; company.retry loads it again', async () => {
    const s = start('tok-pre');
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(userWithoutCompany);
    await s.loadEnterprises.reject(apiError(999, '加载失败'));
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    expect(selectError(s.snap())).toBe('加载失败');
    s.actor.send({ type: 'company.retry' });
    expect(s.snap().hasTag('loadingCompanies')).toBe(true);
    await s.loadEnterprises.resolve(enterprises);
    expect(selectEnterprises(s.snap())).toEqual(enterprises);
    expect(selectError(s.snap())).toBeNull();
  });

  it('the list refused with an auth code signs out as expired', async () => {
    const s = start('tok-pre');
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(userWithoutCompany);
    await s.loadEnterprises.reject(apiError(301, 'expired'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('a refused choice returns to the list with the message', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    await s.chooseEnterprise.reject(apiError(999, '无权进入该企业'));
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    expect(selectError(s.snap())).toBe('无权进入该企业');
    expect(s.persistToken).not.toHaveBeenCalled();
  });

  it('a choice refused with an auth code signs out as expired', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    await s.chooseEnterprise.reject(apiError(302, 'invalid'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('the user failing to load after the choice returns to the list with the message', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    await s.chooseEnterprise.resolve({ token: 'tok-12', chooseEnterprise: 0 });
    await s.loadUser.reject(apiError(ClientCode.network, 'offline'));
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    expect(selectError(s.snap())).toBe('offline');
  });

  it('the user refused with an auth code after the choice signs out as expired', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    await s.chooseEnterprise.resolve({ token: 'tok-12', chooseEnterprise: 0 });
    await s.loadUser.reject(apiError(301, 'expired'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('cancel is refused while no company was ever chosen', async () => {
    const s = start('tok-pre');
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(userWithoutCompany);
    s.actor.send({ type: 'company.cancel' });
    expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
    await s.loadEnterprises.resolve(enterprises);
    s.actor.send({ type: 'company.cancel' });
    expect(s.snap().matches({ choosingCompany: 'picking' })).toBe(true);
  });

  it('server.unauthorized while choosing signs out as expired', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'server.unauthorized', code: 304 });
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.snap().context.errorCode).toBe(304);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('logout from the company page', async () => {
    const s = await atPicking();
    s.actor.send({ type: 'logout' });
    expect(selectIsLoggingOut(s.snap())).toBe(true);
    await s.logout.resolve(undefined);
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: signed in', () => {
  it('company.switch → the company list; company.cancel → back, same user and token', async () => {
    const s = await bootSignedIn();
    expect(selectCanSwitchCompany(s.snap())).toBe(true);
    s.actor.send({ type: 'company.switch' });
    expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
    await s.loadEnterprises.resolve(enterprises);
    expect(selectCanCancelCompany(s.snap())).toBe(true);
    s.actor.send({ type: 'company.cancel' });
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
    expect(selectUser(s.snap())).toEqual(user);
    expect(s.snap().context.token).toBe('tok-0');
  });

  it('company.cancel while the list is still loading goes back at once', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'company.switch' });
    expect(s.snap().matches({ choosingCompany: 'loading' })).toBe(true);
    s.actor.send({ type: 'company.cancel' });
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
    expect(s.snap().context.token).toBe('tok-0');
  });

  it('company.switch → another company → a new token and the user in that company', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'company.switch' });
    await s.loadEnterprises.resolve(enterprises);
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    await s.chooseEnterprise.resolve({ token: 'tok-12', chooseEnterprise: 0 });
    await s.loadUser.resolve(userInOtherCompany);
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
    expect(s.persistToken).toHaveBeenLastCalledWith('tok-12');
    expect(selectUser(s.snap())?.enterpriseName).toBe('远山制造');
  });

  it('company.switch on a site bound to one company is ignored (pure step)', () => {
    const [next] = transition(sessionMachine, snapshotIn({ signedIn: 'idle' }, { site: boundSite, user }), {
      type: 'company.switch',
    });
    expect(next.matches({ signedIn: 'idle' })).toBe(true);
  });

  it('user.refresh reloads the user; a failure keeps the old one', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'user.refresh' });
    expect(s.snap().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    await s.loadUser.resolve({ ...user, creditHour: 20 });
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
    expect(selectUser(s.snap())?.creditHour).toBe(20);

    s.actor.send({ type: 'user.refresh' });
    await s.loadUser.reject(apiError(ClientCode.network, 'offline'));
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
    expect(selectUser(s.snap())?.creditHour).toBe(20);
  });

  it('user.refresh refused with an auth code signs out as expired', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'user.refresh' });
    await s.loadUser.reject(apiError(301, 'expired'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('logout: calls the gateway, clears the session, emits signedOut (logout), forgets returnTo', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'session.returnTo', path: '/knowledge' });
    s.actor.send({ type: 'logout' });
    expect(s.snap().matches('loggingOut')).toBe(true);
    expect(selectIsLoggingOut(s.snap())).toBe(true);
    expect(s.logout.calls).toHaveLength(1);
    // The gateway still needs the token to revoke it.
    expect(s.clearSession).not.toHaveBeenCalled();
    await s.logout.resolve(undefined);
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'logout' }]);
    expect(selectUser(s.snap())).toBeNull();
    expect(s.snap().context.token).toBeNull();
    expect(selectReturnTo(s.snap())).toBeNull();
    expect(selectSite(s.snap())).toEqual(site);
  });

  it('logout still signs out locally when the gateway call fails', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'logout' });
    await s.logout.reject(apiError(ClientCode.network, 'offline'));
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'logout' }]);
  });

  it('server.unauthorized: clears the session, emits signedOut (expired), keeps returnTo', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'session.returnTo', path: '/account?change=3' });
    s.actor.send({ type: 'server.unauthorized', code: 301 });
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
    expect(selectReturnTo(s.snap())).toBe('/account?change=3');
    expect(selectUser(s.snap())).toBeNull();
    expect(selectErrorCode(s.snap())).toBe(301);
    expect(selectError(s.snap())).toBeNull();

    // Signing in again keeps returnTo for the app to navigate back.
    s.actor.send({ type: 'login.submit', request: byPassword });
    await s.signIn.resolve({ token: 'tok-2', chooseEnterprise: 0 });
    await s.loadUser.resolve(user);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(selectReturnTo(s.snap())).toBe('/account?change=3');
  });

  it('server.forbidden emits forbidden and stays signed in', async () => {
    const s = await bootSignedIn();
    s.actor.send({ type: 'server.forbidden' });
    expect(s.emitted).toEqual([{ type: 'forbidden' }]);
    expect(s.snap().matches({ signedIn: 'idle' })).toBe(true);
  });

  it('session.returnTo remembers a path and null forgets it (pure steps)', () => {
    const [withPath] = transition(sessionMachine, snapshotIn({ signedOut: 'idle' }), {
      type: 'session.returnTo',
      path: '/home',
    });
    expect(withPath.context.returnTo).toBe('/home');
    const [cleared] = transition(sessionMachine, withPath, { type: 'session.returnTo', path: null });
    expect(cleared.context.returnTo).toBeNull();
  });

  it('server.unauthorized while logging out is left to the logout itself', () => {
    const [next] = transition(sessionMachine, snapshotIn('loggingOut', { user, token: 't' }), {
      type: 'server.unauthorized',
      code: 301,
    });
    expect(next.matches('loggingOut')).toBe(true);
  });
});

describe('session machine: the session ended by the server', () => {
  /** A session that remembers where to return to, so the test can see that an expiry keeps it. */
  async function loaded(withUser: SessionUser): Promise<Session> {
    const s = start('tok-pre');
    s.actor.send({ type: 'session.returnTo', path: '/knowledge' });
    await s.loadSite.resolve(site);
    await s.loadUser.resolve(withUser);
    return s;
  }

  async function choosing(): Promise<Session> {
    const s = await loaded(userWithoutCompany);
    await s.loadEnterprises.resolve(enterprises);
    s.actor.send({ type: 'company.choose', enterpriseId: '12' });
    return s;
  }

  // Every way a session in use ends on a 3xx answer; each case uses its own code to see it kept.
  it.each<[string, number, (code: number) => Promise<Session>]>([
    [
      'the company list refused',
      301,
      async (code) => {
        const s = await loaded(userWithoutCompany);
        await s.loadEnterprises.reject(apiError(code, 'expired'));
        return s;
      },
    ],
    [
      'the company choice refused',
      302,
      async (code) => {
        const s = await choosing();
        await s.chooseEnterprise.reject(apiError(code, 'expired'));
        return s;
      },
    ],
    [
      'the user of the chosen company refused',
      303,
      async (code) => {
        const s = await choosing();
        await s.chooseEnterprise.resolve({ token: 'tok-12', chooseEnterprise: 0 });
        await s.loadUser.reject(apiError(code, 'expired'));
        return s;
      },
    ],
    [
      'server.unauthorized while choosing',
      304,
      async (code) => {
        const s = await choosing();
        s.actor.send({ type: 'server.unauthorized', code });
        return s;
      },
    ],
    [
      'user.refresh refused',
      305,
      async (code) => {
        const s = await loaded(user);
        s.actor.send({ type: 'user.refresh' });
        await s.loadUser.reject(apiError(code, 'expired'));
        return s;
      },
    ],
    [
      'server.unauthorized while signed in',
      307,
      async (code) => {
        const s = await loaded(user);
        s.actor.send({ type: 'server.unauthorized', code });
        return s;
      },
    ],
  ])('%s: signed out as expired with code %i, the account forgotten', async (_, code, endSession) => {
    const s = await endSession(code);
    expect(s.snap().matches({ signedOut: 'idle' })).toBe(true);
    expect(s.clearSession).toHaveBeenCalledTimes(1);
    expect(s.emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
    expect(s.snap().context).toMatchObject({
      user: null,
      token: null,
      enterprises: [],
      error: null,
      errorCode: code,
      returnTo: '/knowledge',
    });
  });
});

describe('session selectors', () => {
  it('read tags and context, never state names', () => {
    const snap: SessionSnapshot = snapshotIn({ signedIn: 'idle' }, { site, user, captchaRequired: true });
    expect(selectIsSignedIn(snap)).toBe(true);
    expect(selectNeedsCompany(snap)).toBe(false);
    expect(selectIsBooting(snap)).toBe(false);
    expect(selectIsSubmitting(snap)).toBe(false);
    expect(selectCaptchaRequired(snap)).toBe(true);
  });
});
