// @vitest-environment jsdom
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { progressApi } from '../../../contract/progress';
import { taskStudyApi, type TaskProgressAnswer } from '../../../contract/study-task';
import { systemApi } from '../../../contract/system';
import { SmsPurpose, userApi } from '../../../contract/user';
import { createChangePasswordImplementations } from '../../../src/machines/change-password/change-password.actors';
import { changePasswordMachine } from '../../../src/machines/change-password/change-password.machine';
import { createForgetPasswordImplementations } from '../../../src/machines/forget-password/forget-password.actors';
import { forgetPasswordMachine } from '../../../src/machines/forget-password/forget-password.machine';
import { createProgressExportImplementations } from '../../../src/machines/progress-export/progress-export.actors';
import { progressExportMachine } from '../../../src/machines/progress-export/progress-export.machine';
import { createQrSignInImplementations } from '../../../src/machines/qr-sign-in/qr-sign-in.actors';
import { qrSignInMachine } from '../../../src/machines/qr-sign-in/qr-sign-in.machine';
import { createRegistrationImplementations } from '../../../src/machines/registration/registration.actors';
import { registrationMachine } from '../../../src/machines/registration/registration.machine';
import {
  createSessionImplementations,
  createSessionInput,
} from '../../../src/machines/session/session.actors';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import { writeQueue } from '../../../src/machines/task-progress/progress-queue';
import { studyTaskDestination } from '../../../src/machines/task-progress/report-destination';
import { createTaskProgressImplementations } from '../../../src/machines/task-progress/task-progress.actors';
import { taskProgressMachine } from '../../../src/machines/task-progress/task-progress.machine';
import type { ProgressSavedEvent } from '../../../src/machines/task-progress/task-progress.types';
import { TOKEN_COOKIE } from '../../../src/services/cookies';
import { createHttpClient } from '../../../src/services/http';
import { ENCRYPTED_PREFIX } from '../../../src/services/password-crypto';
import { readCachedUser, readCompanyId } from '../../../src/services/session-cache';
import { site, user } from './fakes';
import { COURSE_ID, FakeStudyPage, USER_ID, VIDEO_NODE, createWorld } from './task-progress-fakes';

type Reply = { code: number; msg?: string; data?: unknown };
type Route = (body: unknown, config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** The real http client on a fake gateway: routes by path, records what was sent. */
function gateway(routes: Record<string, Route>) {
  const sent: Array<{ path: string; body: unknown; token: string | undefined }> = [];
  const toasts: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const body: unknown = config.data ? JSON.parse(String(config.data)) : config.params;
    const token = AxiosHeaders.from(config.headers).get('token');
    sent.push({ path, body, token: typeof token === 'string' ? token : undefined });
    const route = routes[path];
    const reply = route ? await route(body, config) : { code: 999, msg: `no route ${path}` };
    return {
      data: { code: reply.code, msg: reply.msg ?? '', data: reply.data ?? null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  let token: string | undefined;
  const http = createHttpClient({
    getToken: () => token,
    getLocale: () => 'zh',
    report: () => {},
    toast: { show: (_, text) => toasts.push(text) },
    t: (key) => key,
    now: () => 0,
    adapter,
  });
  return { http, sent, toasts, setToken: (t: string | undefined) => (token = t) };
}

async function publicKeyB64(): Promise<{ spki: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  return { spki, privateKey: pair.privateKey };
}

/** The site's answer, held until the test gives it. */
function siteAnsweredLater() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const route: Route = async () => {
    await answered;
    return { code: 200, data: site };
  };
  return { route, answer: () => answer() };
}

describe('session implementations', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
  });
  afterEach(() => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
  });

  it('boots with a stored token by asking for the site and the user at once, and takes the user after the site', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok-9', { path: '/' });
    const later = siteAnsweredLater();
    const g = gateway({
      [systemApi.websiteView.path]: later.route,
      [userApi.currentUser.path]: () => ({ code: 200, data: user }),
    });
    g.setToken('tok-9');
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: createSessionInput(),
    }).start();
    // The user's request is out while the site's answer is still awaited, and the machine waits for the site.
    await vi.waitFor(() => expect(g.sent.map((c) => c.path)).toContain(userApi.currentUser.path));
    expect(actor.getSnapshot().hasTag('booting')).toBe(true);
    later.answer();
    await waitFor(actor, (s) => s.hasTag('signedIn'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.user).toEqual(user);
    // One call each: the machine took the answer already under way.
    expect(g.sent.filter((c) => c.path === userApi.currentUser.path)).toHaveLength(1);
  });

  it('boots with an expired token to the signed-out state even when the user answered before the site', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok-old', { path: '/' });
    const later = siteAnsweredLater();
    const g = gateway({
      [systemApi.websiteView.path]: later.route,
      [userApi.currentUser.path]: () => ({ code: 301, msg: '登录已过期' }),
    });
    g.setToken('tok-old');
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: createSessionInput(),
    }).start();
    await vi.waitFor(() => expect(g.sent.map((c) => c.path)).toContain(userApi.currentUser.path));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().hasTag('booting')).toBe(true);
    later.answer();
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(g.sent.filter((c) => c.path === userApi.currentUser.path)).toHaveLength(1);
  });

  it('boots without a token asking for the site only', async () => {
    const g = gateway({ [systemApi.websiteView.path]: () => ({ code: 200, data: site }) });
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: createSessionInput(),
    }).start();
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    expect(g.sent.map((c) => c.path)).toEqual([systemApi.websiteView.path]);
  });

  it('sign in by password: the password travels encrypted, the token lands in the cookie, the user in the cache', async () => {
    const key = await publicKeyB64();
    let seenPassword = '';
    const g = gateway({
      [systemApi.websiteView.path]: () => ({ code: 200, data: site }),
      [systemApi.publicKey.path]: () => ({
        code: 200,
        data: { publicKey: key.spki, algorithm: 'RSA-OAEP-256' },
      }),
      [userApi.loginByPassword.path]: (body) => {
        seenPassword = (body as { password: string }).password;
        return { code: 200, data: { token: 'tok-1', chooseEnterprise: 0 } };
      },
      [userApi.currentUser.path]: () => ({ code: 200, data: user }),
    });
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: createSessionInput(),
    }).start();
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    actor.send({
      type: 'login.submit',
      request: { method: 'password', phone: '13800000001', password: 'Praxis@2026' },
    });
    await waitFor(actor, (s) => s.hasTag('signedIn'), { timeout: 5_000 });

    expect(seenPassword.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    const plain = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      key.privateKey,
      Buffer.from(seenPassword.slice(ENCRYPTED_PREFIX.length), 'base64'),
    );
    expect(new TextDecoder().decode(plain)).toBe('Praxis@2026');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(await readCachedUser()).toEqual(user);
    expect(readCompanyId()).toBe('11');
    expect(createSessionInput()).toEqual({ token: 'tok-1' });
  });

  it('without a usable key the password is sent as typed; failures are silent (no toast) and reach the form', async () => {
    const g = gateway({
      [systemApi.websiteView.path]: () => ({ code: 200, data: site }),
      [systemApi.publicKey.path]: () => ({ code: 999, msg: 'no key' }),
      [userApi.loginByEmpNo.path]: () => ({ code: 999, msg: '工号或密码错误' }),
    });
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: { token: null },
    }).start();
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    actor.send({
      type: 'login.submit',
      request: { method: 'empNo', empNo: 'E0001', password: 'Praxis@2026' },
    });
    await waitFor(actor, (s) => s.context.error !== null, { timeout: 2_000 });
    expect(actor.getSnapshot().context.error).toBe('工号或密码错误');
    expect(g.sent.find((r) => r.path === userApi.loginByEmpNo.path)?.body).toEqual({
      empNo: 'E0001',
      password: 'Praxis@2026',
    });
    expect(g.toasts).toEqual([]);
  });

  it('sign in by SMS code sends phone and code only; logout clears cookie and cache', async () => {
    const g = gateway({
      [systemApi.websiteView.path]: () => ({ code: 200, data: site }),
      [userApi.loginBySmsCode.path]: () => ({ code: 200, data: { token: 'tok-s', chooseEnterprise: 0 } }),
      [userApi.currentUser.path]: () => ({ code: 200, data: user }),
      [userApi.logout.path]: () => ({ code: 200 }),
    });
    const actor = createActor(sessionMachine.provide(createSessionImplementations(g.http)), {
      input: { token: null },
    }).start();
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    actor.send({ type: 'login.submit', request: { method: 'sms', phone: '13800000001', code: '123456' } });
    await waitFor(actor, (s) => s.hasTag('signedIn'), { timeout: 2_000 });
    expect(g.sent.find((r) => r.path === userApi.loginBySmsCode.path)?.body).toEqual({
      phone: '13800000001',
      code: '123456',
    });
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.hasTag('signedOut'), { timeout: 2_000 });
    expect(g.sent.some((r) => r.path === userApi.logout.path)).toBe(true);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(await readCachedUser()).toBeNull();
    expect(readCompanyId()).toBeNull();
  });

  it('chooses a company with the enterprise id', async () => {
    const g = gateway({
      [userApi.chooseEnterprise.path]: () => ({ code: 200, data: { token: 'tok-12', chooseEnterprise: 0 } }),
    });
    const impl = createSessionImplementations(g.http);
    const choose = impl.actors?.chooseEnterprise;
    if (!choose) throw new Error('chooseEnterprise missing');
    const actor = createActor(choose, { input: { enterpriseId: '12' } });
    actor.start();
    await expect(toPromise(actor)).resolves.toEqual({ token: 'tok-12', chooseEnterprise: 0 });
    expect(g.sent[0]?.body).toEqual({ enterpriseId: '12' });
  });
});

describe('other flows on the real client', () => {
  it('qrSignIn asks the ticket for its provider', async () => {
    const g = gateway({
      [userApi.qrTicket.path]: (body) => ({
        code: 200,
        data: {
          ticket: 'q1',
          qrContent: `provider:${(body as { provider: string }).provider}`,
          expiresIn: 120,
        },
      }),
    });
    const actor = createActor(qrSignInMachine.provide(createQrSignInImplementations(g.http)), {
      input: { provider: 'dingtalk' },
    }).start();
    await waitFor(actor, (s) => s.hasTag('waiting'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.qrContent).toBe('provider:dingtalk');
    actor.stop();
  });

  it('forgetPassword checks the code for the reset purpose and resets with both passwords', async () => {
    const g = gateway({
      [userApi.checkSmsCode.path]: () => ({ code: 200 }),
      [userApi.resetPassword.path]: () => ({ code: 200 }),
      [userApi.sendSmsCode.path]: () => ({ code: 200, data: { resendAfter: 60 } }),
    });
    const actor = createActor(
      forgetPasswordMachine.provide(createForgetPasswordImplementations(g.http)),
    ).start();
    actor.send({ type: 'sms.send', phone: '13800000001', purpose: SmsPurpose.resetPassword });
    actor.send({ type: 'forget.verify', phone: '13800000001', code: '123456' });
    await waitFor(actor, (s) => s.hasTag('settingPassword'), { timeout: 2_000 });
    actor.send({ type: 'forget.submit', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' });
    await waitFor(actor, (s) => s.hasTag('done'), { timeout: 2_000 });
    expect(g.sent.map((r) => [r.path, r.body])).toEqual([
      [userApi.sendSmsCode.path, { phone: '13800000001', type: SmsPurpose.resetPassword }],
      [userApi.checkSmsCode.path, { phone: '13800000001', code: '123456', type: SmsPurpose.resetPassword }],
      [
        userApi.resetPassword.path,
        { phone: '13800000001', code: '123456', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' },
      ],
    ]);
  });

  it('registration loads companies, applies and re-checks', async () => {
    const g = gateway({
      [userApi.registerEnterpriseList.path]: () => ({
        code: 200,
        data: [{ id: '11', name: '星河科技', approval: 1 }],
      }),
      [userApi.register.path]: () => ({ code: 200, data: { status: 1 } }),
      [userApi.registerStatus.path]: () => ({
        code: 200,
        data: { status: 2, enterpriseName: '星河科技', reason: '' },
      }),
    });
    const actor = createActor(registrationMachine.provide(createRegistrationImplementations(g.http)), {
      input: { registerEnabled: true },
    }).start();
    await waitFor(actor, (s) => s.hasTag('editing'), { timeout: 2_000 });
    actor.send({
      type: 'register.submit',
      values: {
        phone: '13800000009',
        code: '123456',
        name: '李四',
        enterpriseId: '11',
        password: 'Praxis@2026',
        confirmPassword: 'Praxis@2026',
      },
    });
    await waitFor(actor, (s) => s.hasTag('awaitingApproval'), { timeout: 2_000 });
    actor.send({ type: 'status.refresh' });
    await waitFor(actor, (s) => s.hasTag('approved'), { timeout: 2_000 });
    expect(g.sent.at(-1)?.body).toEqual({ phone: '13800000009', password: 'Praxis@2026' });
  });

  it('changePassword sends the three fields; a refusal is shown inline, not toasted', async () => {
    const g = gateway({ [userApi.updatePassword.path]: () => ({ code: 999, msg: '原密码错误' }) });
    g.setToken('tok-1');
    const actor = createActor(
      changePasswordMachine.provide(createChangePasswordImplementations(g.http)),
    ).start();
    actor.send({
      type: 'password.submit',
      oldPassword: 'x',
      password: 'Praxis@2027',
      confirmPassword: 'Praxis@2027',
    });
    await waitFor(actor, (s) => s.context.error !== null, { timeout: 2_000 });
    expect(actor.getSnapshot().context.error).toBe('原密码错误');
    expect(g.sent[0]).toEqual({
      path: userApi.updatePassword.path,
      body: { oldPassword: 'x', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' },
      token: 'tok-1',
    });
    expect(g.toasts).toEqual([]);
  });

  it('progressExport sends the chosen statuses; a refusal is shown beside the choice, not toasted', async () => {
    let refuse = true;
    const g = gateway({
      [progressApi.progressExport.path]: () =>
        refuse ? { code: 999, msg: '导出失败，请稍后再试' } : { code: 200, data: { id: '88' } },
    });
    g.setToken('tok-1');
    const actor = createActor(
      progressExportMachine.provide(createProgressExportImplementations(g.http)),
    ).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'status.toggle', status: 3 });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('failed'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.error).toBe('导出失败，请稍后再试');
    expect(g.toasts).toEqual([]);
    refuse = false;
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('done'), { timeout: 2_000 });
    expect(actor.getSnapshot().context.recordId).toBe('88');
    expect(g.sent.map((c) => c.body)).toEqual([{ studyStatusList: [1, 2] }, { studyStatusList: [1, 2] }]);
    expect(g.sent[0]?.path).toBe(progressApi.progressExport.path);
  });
});

describe('progress reports inside a study task', () => {
  const answer = (courseProgress: number) => ({
    studyProgress: 3,
    finished: 0,
    maxPosition: 5,
    courseProgress,
    courseStudyStatus: 2,
  });

  it("sends the task's course reports to the task's save call and the rest to the course player's", async () => {
    const world = createWorld();
    const page = new FakeStudyPage(world.now);
    // A report of another course waits from an earlier opening elsewhere (kept per user).
    const elsewhere = {
      courseId: '999',
      subResourceId: '9001',
      studyProgress: 40,
      position: 12,
      studySeconds: 5,
      seq: 7,
    };
    writeQueue(world.storage, USER_ID, [{ report: elsewhere, sent: false }]);
    const g = gateway({
      [taskStudyApi.save.path]: () => ({
        code: 200,
        data: { ...answer(1), taskProgress: 34, taskStudyStatus: 2, learnedCourseCount: 1 },
      }),
      [progressApi.logUpdate.path]: () => ({ code: 200, data: answer(40) }),
    });
    g.setToken('tok-1');
    const taskAnswers: Array<[string, TaskProgressAnswer]> = [];
    const destination = studyTaskDestination(g.http, {
      taskId: '77',
      courseIds: [COURSE_ID],
      onTaskAnswer: (courseId, a) => taskAnswers.push([courseId, a]),
    });
    const actor = createActor(
      taskProgressMachine.provide(createTaskProgressImplementations(g.http, page.env, destination)),
      {
        input: {
          courseId: COURSE_ID,
          subResourceId: VIDEO_NODE,
          userId: USER_ID,
          kind: 'media',
          duration: 600,
          pageCount: 0,
          dwellSeconds: 0,
          dragFlag: 1,
          position: 0,
          maxPosition: 0,
          studySeconds: 0,
          studyProgress: 0,
          finished: false,
          now: world.now,
          storage: world.storage,
          beacon: () => true,
        },
        clock: world.clock,
      },
    );
    const saved: ProgressSavedEvent[] = [];
    actor.on('progress.saved', (event) => saved.push(event));
    actor.start();
    // The waiting report leaves first, to the course player's call, and is acknowledged.
    await waitFor(actor, (s) => s.context.queue.length === 0, { timeout: 2_000 });
    expect(g.sent.map((r) => r.path)).toEqual([progressApi.logUpdate.path]);
    expect(g.sent[0]?.body).toEqual(elsewhere);

    // Five seconds of video: a report of the task's course, with the task's id.
    actor.send({ type: 'media.play' });
    for (let t = 1; t <= 5; t++) {
      actor.send({ type: 'media.time', position: t });
      world.clock.increment(1_000);
    }
    await waitFor(actor, (s) => saved.length === 2 && s.context.queue.length === 0, { timeout: 2_000 });
    expect(g.sent.map((r) => r.path)).toEqual([progressApi.logUpdate.path, taskStudyApi.save.path]);
    expect(g.sent[1]?.body).toMatchObject({
      taskId: '77',
      courseId: COURSE_ID,
      subResourceId: VIDEO_NODE,
      position: 5,
      studySeconds: 5,
    });
    // The task's figures reach the page; the machine sees the usual answer.
    expect(taskAnswers).toEqual([
      [COURSE_ID, expect.objectContaining({ taskProgress: 34, courseProgress: 1 })],
    ]);
    expect(saved.map((e) => [e.courseId, e.answer.courseProgress])).toEqual([
      ['999', 40],
      [COURSE_ID, 1],
    ]);
    expect(actor.getSnapshot().context.courseProgress).toBe(1);
    actor.stop();
  });

  it("drops a report the task refuses (the window ended) and tells the page nothing of the task's figures", async () => {
    const world = createWorld();
    const page = new FakeStudyPage(world.now);
    const g = gateway({
      [taskStudyApi.save.path]: () => ({ code: 999, msg: '学习任务已于 2026-01-01 00:00:00 结束' }),
    });
    const taskAnswers: string[] = [];
    const destination = studyTaskDestination(g.http, {
      taskId: '77',
      courseIds: [COURSE_ID],
      onTaskAnswer: (courseId) => taskAnswers.push(courseId),
    });
    const implementations = createTaskProgressImplementations(g.http, page.env, destination);
    const actor = createActor(taskProgressMachine.provide(implementations), {
      input: {
        courseId: COURSE_ID,
        subResourceId: VIDEO_NODE,
        userId: USER_ID,
        kind: 'media',
        duration: 600,
        pageCount: 0,
        dwellSeconds: 0,
        dragFlag: 1,
        position: 0,
        maxPosition: 0,
        studySeconds: 0,
        studyProgress: 0,
        finished: false,
        now: world.now,
        storage: world.storage,
        beacon: () => true,
      },
      clock: world.clock,
    }).start();
    actor.send({ type: 'media.play' });
    actor.send({ type: 'media.time', position: 2 });
    actor.send({ type: 'media.pause' });
    await waitFor(actor, (s) => s.context.error !== null, { timeout: 2_000 });
    expect(g.sent.map((r) => r.path)).toEqual([taskStudyApi.save.path]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(taskAnswers).toEqual([]);
    expect(g.toasts).toEqual([]);
    actor.stop();
  });
});
