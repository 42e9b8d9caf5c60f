import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, type Endpoint, type LazyEndpoint } from '../../../contract/endpoint';
import { userApi } from '../../../contract/user';
import { userFormRoutes } from '../../../contract/user-forms.routes';
import { userRoutes } from '../../../contract/user.routes';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import {
  createHttpClient,
  DEFAULT_BASE_URL,
  REQUEST_TIMEOUT_MS,
  TOAST_DEDUPE_MS,
  toastKindOf,
  UPLOAD_TIMEOUT_MS,
  type CallOptions,
  type HttpMessageKey,
  type Locale,
  type ServerReport,
} from '../../../src/services/http';
import { lazyApi } from '../../../src/services/lazy-api';
import type { ToastKind } from '../../../src/services/toast-bus';

type Reply = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

const user = {
  id: '1001',
  name: '张三',
  phone: '138****0001',
  empNo: 'E0001',
  headPortrait: '',
  isAdmin: 0,
  userType: 1,
  creditHour: 12.5,
  certificateCount: 2,
  enterpriseId: '11',
  enterpriseName: '星河科技',
  enterpriseLogo: '',
};

/** The user area as the portal calls it: routes, with the schemas behind a loader. */
const users = lazyApi({ ...userRoutes, ...userFormRoutes }, () => Promise.resolve(userApi));

/** An endpoint's lazy form whose schema is already at hand. */
function lazyOf<E extends Endpoint>(e: E): LazyEndpoint<E> {
  return { method: e.method, path: e.path, response: () => Promise.resolve(e.response) };
}

const deleteEndpoint = lazyOf(
  endpoint({
    method: 'DELETE',
    path: '/test/auth/thing/delete',
    request: z.object({ id: z.string() }),
    response: z.null(),
  }),
);
const uploadEndpoint = lazyOf(
  endpoint({
    method: 'POST',
    path: '/system/auth/upload/pic',
    request: z.object({}),
    response: z.object({ url: z.string() }),
  }),
);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The current-user endpoint with a loader the test controls, counting how often it is asked. */
function controlledSchema() {
  const schema = deferred<typeof userApi.currentUser.response>();
  const control = { loads: 0, schema };
  const currentUser: LazyEndpoint<typeof userApi.currentUser> = {
    ...userRoutes.currentUser,
    response: () => {
      control.loads += 1;
      return schema.promise;
    },
  };
  return { currentUser, control };
}

/** Whether a promise has settled, after every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function respond(body: unknown, status = 200): Reply {
  return (config) => Promise.resolve({ data: body, status, statusText: String(status), headers: {}, config });
}
const envelope = (code: number, msg: string, data: unknown = null): Reply => respond({ code, msg, data });

/** A client wired to a fake transport, a fake clock and recorders for everything it tells the outside. */
function harness(first: Reply = envelope(200, '', null)) {
  const state = {
    now: 0,
    token: undefined as string | undefined,
    locale: 'zh' as Locale,
    online: true,
    reply: first,
  };
  const toasts: Array<{ kind: ToastKind; text: string }> = [];
  const reports: ServerReport[] = [];
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    return state.reply(config);
  };
  const http = createHttpClient({
    getToken: () => state.token,
    getLocale: () => state.locale,
    report: (event) => reports.push(event),
    toast: { show: (kind, text) => toasts.push({ kind, text }) },
    t: (key: HttpMessageKey) => `t:${key}`,
    now: () => state.now,
    isOnline: () => state.online,
    adapter,
  });
  const last = () => {
    const config = requests.at(-1);
    if (!config) throw new Error('no request was sent');
    return config;
  };
  const header = (name: string) => AxiosHeaders.from(last().headers).get(name);
  const sentBody = (): unknown => JSON.parse(String(last().data));
  return { http, state, toasts, reports, requests, last, header, sentBody };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client (spec §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('200: resolves with the data, parsed by the endpoint schema', async () => {
    const h = harness(envelope(200, '', { ...user, notInContract: true }));
    const data = await h.http.call(users.currentUser, {});
    expect(data).toEqual(user);
    expect(h.toasts).toEqual([]);
    expect(h.reports).toEqual([]);
  });

  it('200 with data that breaks the contract: ApiError with the localised unknown-error text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness(envelope(200, '', { ...user, id: 42 }));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(ClientCode.malformed);
    expect(error.msg).toBe('t:http.unknownError');
    expect(h.toasts).toEqual([{ kind: 'error', text: 't:http.unknownError' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(userApi.currentUser.path), expect.anything());
  });

  it('a malformed envelope is an ApiError with the localised unknown-error text, not a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness(respond('<html>proxy page</html>'));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ClientCode.malformed);
    expect(error.msg).toBe('t:http.unknownError');
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([301, 302, 304])(
    '%i: reports server.unauthorized with the code, rejects, no toast',
    async (code) => {
      const h = harness(envelope(code, 'token expired'));
      const error = await failure(h.http.call(users.currentUser, {}));
      expect(error.code).toBe(code);
      expect(error.msg).toBe('token expired');
      expect(h.reports).toEqual([{ type: 'server.unauthorized', code }]);
      expect(h.toasts).toEqual([]);
    },
  );

  it('a sign-out code for a call made with a token since replaced does not sign the new session out', async () => {
    const h = harness();
    h.state.token = 'old-token';
    const expired = envelope(301, 'token expired');
    // The company is chosen (a new token) while the old call is still on its way.
    h.state.reply = (config) => {
      h.state.token = 'new-token';
      return expired(config);
    };
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(301);
    expect(h.header('token')).toBe('old-token');
    expect(h.reports).toEqual([]);
    expect(h.toasts).toEqual([]);

    // The same answer to a call made with the current token still signs out.
    h.state.reply = expired;
    await failure(h.http.call(users.currentUser, {}));
    expect(h.reports).toEqual([{ type: 'server.unauthorized', code: 301 }]);
  });

  it('306: reports server.forbidden, rejects, no toast', async () => {
    const h = harness(envelope(306, 'no permission'));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(306);
    expect(h.reports).toEqual([{ type: 'server.forbidden' }]);
    expect(h.toasts).toEqual([]);
  });

  it('321: reports server.captchaRequired, rejects with the message, no toast', async () => {
    const h = harness(envelope(321, '请输入图片验证码'));
    const error = await failure(h.http.call(users.loginByPassword, { phone: '13800000001', password: 'x' }));
    expect(error.code).toBe(321);
    expect(error.msg).toBe('请输入图片验证码');
    expect(h.reports).toEqual([{ type: 'server.captchaRequired' }]);
    expect(h.toasts).toEqual([]);
  });

  it('400 is the upper boundary of the auth range', async () => {
    const h = harness(envelope(400, 'nope'));
    await failure(h.http.call(users.currentUser, {}));
    expect(h.reports).toEqual([{ type: 'server.unauthorized', code: 400 }]);
    expect(h.toasts).toEqual([]);
  });

  it('300 is the lower boundary of the auth range', async () => {
    const h = harness(envelope(300, 'nope'));
    await failure(h.http.call(users.currentUser, {}));
    expect(h.reports).toEqual([{ type: 'server.unauthorized', code: 300 }]);
    expect(h.toasts).toEqual([]);
  });

  it.each([299, 401])('%i is outside the auth range: an error toast, nothing reported', async (code) => {
    const h = harness(envelope(code, `message ${code}`));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(code);
    expect(h.reports).toEqual([]);
    expect(h.toasts).toEqual([{ kind: 'error', text: `message ${code}` }]);
  });

  it('601: rejects without a toast or a report', async () => {
    const h = harness(envelope(601, 'quiet failure'));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(601);
    expect(error.msg).toBe('quiet failure');
    expect(h.toasts).toEqual([]);
    expect(h.reports).toEqual([]);
  });

  it("other codes: the server's message as an error toast, and an ApiError", async () => {
    const h = harness(envelope(999, '手机号格式不正确'));
    const error = await failure(h.http.call(users.checkPhoneExist, { phone: '13800000001' }));
    expect(error).toEqual(expect.objectContaining({ code: 999, msg: '手机号格式不正确' }));
    expect(h.toasts).toEqual([{ kind: 'error', text: '手机号格式不正确' }]);
  });

  it('the same message within 2000 ms is toasted once, again after the window, other messages always', async () => {
    const h = harness(envelope(999, 'Delete failed!'));
    await failure(h.http.call(users.currentUser, {}));
    h.state.now = TOAST_DEDUPE_MS - 1;
    await failure(h.http.call(users.currentUser, {}));
    expect(h.toasts).toHaveLength(1);

    h.state.reply = envelope(999, 'The operation failure!');
    await failure(h.http.call(users.currentUser, {}));
    expect(h.toasts.map((t) => t.text)).toEqual(['Delete failed!', 'The operation failure!']);

    h.state.reply = envelope(999, 'Delete failed!');
    h.state.now = TOAST_DEDUPE_MS - 1 + TOAST_DEDUPE_MS;
    await failure(h.http.call(users.currentUser, {}));
    expect(h.toasts.map((t) => t.text)).toEqual([
      'Delete failed!',
      'The operation failure!',
      'Delete failed!',
    ]);
  });

  it('the window starts at the last toast shown: exactly 2000 ms later the message shows again', async () => {
    const h = harness(envelope(999, 'Delete failed!'));
    await failure(h.http.call(users.currentUser, {}));
    h.state.now = TOAST_DEDUPE_MS;
    await failure(h.http.call(users.currentUser, {}));
    expect(h.toasts).toHaveLength(2);
  });

  it('isShowErrTip false: no toast, still an ApiError, and auth codes are still reported', async () => {
    const h = harness(envelope(999, 'bad'));
    const error = await failure(h.http.call(users.currentUser, {}, { isShowErrTip: false }));
    expect(error.code).toBe(999);
    expect(h.toasts).toEqual([]);

    h.state.reply = envelope(301, 'expired');
    await failure(h.http.call(users.currentUser, {}, { isShowErrTip: false }));
    expect(h.reports).toEqual([{ type: 'server.unauthorized', code: 301 }]);
  });

  it('_No_dispose: resolves with the envelope as received, whatever the code, and reports nothing', async () => {
    const raw = { code: 999, msg: 'kept', data: { anything: [1, 2] }, extra: 'untouched' };
    const h = harness(respond(raw));
    await expect(h.http.call(users.currentUser, {}, { _No_dispose: true })).resolves.toEqual(raw);

    h.state.reply = respond({ code: 301, msg: 'expired', data: null });
    await expect(h.http.call(users.currentUser, {}, { _No_dispose: true })).resolves.toEqual({
      code: 301,
      msg: 'expired',
      data: null,
    });
    expect(h.toasts).toEqual([]);
    expect(h.reports).toEqual([]);
  });

  it('network errors: a localised toast and ApiError code -1', async () => {
    const h = harness((config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    );
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(ClientCode.network);
    expect(error.msg).toBe('t:http.networkError');
    expect(h.toasts).toEqual([{ kind: 'error', text: 't:http.networkError' }]);
  });

  it('network errors: a timeout and an offline browser have their own messages', async () => {
    const h = harness((config) =>
      Promise.reject(new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config)),
    );
    expect((await failure(h.http.call(users.currentUser, {}))).msg).toBe('t:http.timeout');

    h.state.online = false;
    h.state.reply = (config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    expect((await failure(h.http.call(users.currentUser, {}))).msg).toBe('t:http.offline');
    expect(h.toasts.map((t) => t.text)).toEqual(['t:http.timeout', 't:http.offline']);
  });

  it('an HTTP error page instead of an envelope counts as a network error', async () => {
    const h = harness(respond('<html>502 Bad Gateway</html>', 502));
    const error = await failure(h.http.call(users.currentUser, {}));
    expect(error.code).toBe(ClientCode.network);
    expect(h.toasts).toEqual([{ kind: 'error', text: 't:http.networkError' }]);
  });

  it('an aborted call rejects quietly', async () => {
    const h = harness((config) => Promise.reject(new CanceledError(undefined, undefined, config)));
    const controller = new AbortController();
    const error = await failure(h.http.call(users.currentUser, {}, { signal: controller.signal }));
    expect(error.code).toBe(ClientCode.aborted);
    expect(h.toasts).toEqual([]);
    expect(h.last().signal).toBe(controller.signal);
  });

  it('timeouts: 10000 ms for calls, 600000 ms for uploads', async () => {
    const h = harness(envelope(200, '', user));
    await h.http.call(users.currentUser, {});
    expect(h.last().timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);

    h.state.reply = envelope(200, '', { url: '/files/a.png' });
    await h.http.upload(uploadEndpoint, new Blob(['png']));
    expect(h.last().timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBe(600_000);
  });

  it('uploads send multipart form data, report progress and resolve with the data', async () => {
    const fractions: number[] = [];
    const h = harness((config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 200, total: 200, bytes: 150, lengthComputable: true });
      return envelope(200, '', { url: '/files/a.png' })(config);
    });
    const result = await h.http.upload(uploadEndpoint, new Blob(['png']), {
      fileName: 'a.png',
      fields: { kind: 'logo' },
      onProgress: (f) => fractions.push(f),
    });
    expect(result).toEqual({ url: '/files/a.png' });
    expect(fractions).toEqual([0.25, 1]);
    const form = h.last().data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('logo');
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('a toast is a success toast when its text has the word for success', async () => {
    expect(toastKindOf('操作成功')).toBe('success');
    expect(toastKindOf('Saved successfully')).toBe('success');
    expect(toastKindOf('SUCCESS')).toBe('success');
    expect(toastKindOf('操作失败')).toBe('error');
    expect(toastKindOf('The operation failure!')).toBe('error');

    const h = harness(envelope(999, '提交成功，等待审核'));
    await failure(h.http.call(users.currentUser, {}));
    expect(h.toasts).toEqual([{ kind: 'success', text: '提交成功，等待审核' }]);
  });

  it('the token travels in the `token` header when there is one', async () => {
    const h = harness(envelope(200, '', user));
    await h.http.call(users.currentUser, {});
    expect(h.header('token')).toBeUndefined();

    h.state.token = 'abc123';
    await h.http.call(users.currentUser, {});
    expect(h.header('token')).toBe('abc123');
  });

  it('Accept-Language follows the locale: zh-CN or en', async () => {
    const h = harness(envelope(200, '', user));
    await h.http.call(users.currentUser, {});
    expect(h.header('Accept-Language')).toBe('zh-CN');
    h.state.locale = 'en';
    await h.http.call(users.currentUser, {});
    expect(h.header('Accept-Language')).toBe('en');
  });

  it('client-only flags in the payload are obeyed and never sent', async () => {
    const h = harness(envelope(999, 'bad'));
    const payload = { phone: '13800000001', type: 1, isShowErrTip: false } as const;
    await failure(h.http.call(users.sendSmsCode, payload as unknown as { phone: string; type: 1 }));
    expect(h.sentBody()).toEqual({ phone: '13800000001', type: 1 });
    expect(h.toasts).toEqual([]);

    h.state.reply = respond({ code: 999, msg: 'raw', data: null });
    const raw = await h.http.call(users.checkPhoneExist, {
      phone: '13800000001',
      _No_dispose: true,
    } as unknown as { phone: string });
    expect(raw).toEqual({ code: 999, msg: 'raw', data: null });
    expect(h.last().params).toEqual({ phone: '13800000001' });
  });

  it('GET and DELETE send query parameters; POST and PUT a JSON body; paths sit under /gateway', async () => {
    const h = harness(envelope(200, '', { exist: 1 }));
    await h.http.call(users.checkPhoneExist, { phone: '13800000001' });
    expect(h.last()).toEqual(
      expect.objectContaining({
        method: 'get',
        baseURL: DEFAULT_BASE_URL,
        url: userApi.checkPhoneExist.path,
      }),
    );
    expect(h.last().params).toEqual({ phone: '13800000001' });
    expect(h.last().data).toBeUndefined();

    h.state.reply = envelope(200, '', null);
    await h.http.call(deleteEndpoint, { id: '7' });
    expect(h.last().method).toBe('delete');
    expect(h.last().params).toEqual({ id: '7' });

    h.state.reply = envelope(200, '', { token: 't', chooseEnterprise: 0 });
    await h.http.call(users.loginByPassword, { phone: '13800000001', password: 'Praxis@2026' });
    expect(h.last().method).toBe('post');
    expect(h.last().params).toBeUndefined();
    expect(h.sentBody()).toEqual({ phone: '13800000001', password: 'Praxis@2026' });
    expect(h.header('Content-Type')).toMatch(/application\/json/);

    h.state.reply = envelope(200, '', null);
    const body = { oldPassword: 'a', password: 'Praxis@2027', confirmPassword: 'Praxis@2027' };
    await h.http.call(users.updatePassword, body);
    expect(h.last().method).toBe('put');
    expect(h.sentBody()).toEqual(body);
  });

  it('toApiError keeps ApiErrors and turns anything else into the unknown-error message', () => {
    const h = harness();
    const known = new ApiError(999, 'x');
    expect(h.http.toApiError(known)).toBe(known);
    expect(h.http.toApiError(new TypeError('boom'))).toEqual(
      expect.objectContaining({ code: ClientCode.malformed, msg: 't:http.unknownError' }),
    );
  });

  it('the options type only allows raw envelopes through the raw overload', async () => {
    const h = harness(envelope(200, '', user));
    const opts: CallOptions & { _No_dispose?: false } = { isShowErrTip: false };
    const data = await h.http.call(users.currentUser, {}, opts);
    expect(data.enterpriseId).toBe('11');
  });
});

describe('http client: response schemas load with the request', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the schema while the request is out and checks the answer once both have arrived', async () => {
    const { currentUser, control } = controlledSchema();
    const answer = deferred<void>();
    const h = harness(async (config) => {
      await answer.promise;
      return envelope(200, '', { ...user, notInContract: true })(config);
    });

    const pending = h.http.call(currentUser, {});
    await vi.waitFor(() => expect(h.requests).toHaveLength(1));
    // The request went out before the schema arrived, and the schema was asked for before the answer came.
    expect(control.loads).toBe(1);
    expect(await settled(pending)).toBe(false);

    answer.resolve();
    expect(await settled(pending)).toBe(false);

    control.schema.resolve(userApi.currentUser.response);
    await expect(pending).resolves.toEqual(user);
    expect(control.loads).toBe(1);
  });

  it('an answer that breaks the schema still fails the call after a lazy load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { currentUser, control } = controlledSchema();
    const h = harness(envelope(200, '', { ...user, enterpriseId: 11 }));
    const pending = failure(h.http.call(currentUser, {}));
    control.schema.resolve(userApi.currentUser.response);
    const error = await pending;
    expect(error.code).toBe(ClientCode.malformed);
    expect(error.msg).toBe('t:http.unknownError');
    expect(h.toasts).toEqual([{ kind: 'error', text: 't:http.unknownError' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(currentUser.path), expect.anything());
  });

  it('a schema that fails to load is a network failure: localised toast, code -1', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { currentUser, control } = controlledSchema();
    const h = harness(envelope(200, '', user));
    control.schema.reject(new TypeError('Failed to fetch dynamically imported module: /assets/user-x.js'));
    const error = await failure(h.http.call(currentUser, {}));
    expect(error.code).toBe(ClientCode.network);
    expect(error.msg).toBe('t:http.networkError');
    expect(h.toasts).toEqual([{ kind: 'error', text: 't:http.networkError' }]);
    expect(warn).toHaveBeenCalledOnce();

    h.state.online = false;
    const offline = await failure(h.http.call(currentUser, {}));
    expect(offline.code).toBe(ClientCode.network);
    expect(offline.msg).toBe('t:http.offline');
  });

  it('a loader that throws at once is a network failure too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness(envelope(200, '', user));
    const broken: LazyEndpoint<typeof userApi.currentUser> = {
      ...userRoutes.currentUser,
      response: () => {
        throw new Error('no loader');
      },
    };
    const error = await failure(h.http.call(broken, {}));
    expect(error.code).toBe(ClientCode.network);
  });

  it('answers that need no schema settle without waiting for it, and a failed load then stays quiet', async () => {
    const { currentUser, control } = controlledSchema();
    const h = harness(envelope(999, '手机号已注册'));
    const error = await failure(h.http.call(currentUser, {}));
    expect(error).toEqual(expect.objectContaining({ code: 999, msg: '手机号已注册' }));

    h.state.reply = envelope(301, 'token expired');
    expect((await failure(h.http.call(currentUser, {}))).code).toBe(301);

    h.state.reply = (config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    expect((await failure(h.http.call(currentUser, {}))).code).toBe(ClientCode.network);

    // Rejected after the calls have failed: nothing may surface as an unhandled rejection.
    control.schema.reject(new Error('chunk gone'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(control.loads).toBe(3);
    expect(h.toasts.map((t) => t.text)).toEqual(['手机号已注册', 't:http.networkError']);
  });

  it('a raw envelope (_No_dispose) is handed over without loading the schema', async () => {
    const { currentUser, control } = controlledSchema();
    const raw = { code: 200, msg: '', data: { anything: true } };
    const h = harness(respond(raw));
    await expect(h.http.call(currentUser, {}, { _No_dispose: true })).resolves.toEqual(raw);
    expect(control.loads).toBe(0);
  });

  it('reads the envelope by hand: a missing or null msg is empty, a code that is no integer is malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness(respond({ code: 200, data: user }));
    await expect(h.http.call(users.currentUser, {})).resolves.toEqual(user);

    h.state.reply = respond({ code: 999, msg: null, data: null });
    expect(await failure(h.http.call(users.currentUser, {}))).toEqual(
      expect.objectContaining({ code: 999, msg: '' }),
    );
    expect(h.toasts).toEqual([]);

    for (const body of [
      { code: '200', msg: '', data: user },
      { code: 200.5, msg: '', data: user },
      { code: 200, msg: 7, data: user },
      [200, '', user],
      null,
    ]) {
      h.state.reply = respond(body);
      expect((await failure(h.http.call(users.currentUser, {}))).code).toBe(ClientCode.malformed);
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('an absent data field is checked as null', async () => {
    const h = harness(respond({ code: 200, msg: '' }));
    await expect(h.http.call(users.logout, {})).resolves.toBeNull();
  });
});
