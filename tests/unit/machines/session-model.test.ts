import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { Code } from '../../../contract/envelope.routes';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser, SignIn } from '../../../contract/user';
import { ClientCode, type ApiError } from '../../../src/services/api-error';
import { CAPTCHA_ERROR_COUNT, sessionMachine } from '../../../src/machines/session/session.machine';
import type {
  SessionEmitted,
  SessionEvent,
  SignInRequest,
} from '../../../src/machines/session/session.types';
import {
  apiError,
  boundSite,
  enterprises,
  flush,
  site,
  user,
  userInOtherCompany,
  userWithoutCompany,
} from './fakes';
import {
  answerEvents,
  edgePaths,
  TransitionLog,
  type CallAnswer,
  type InvokeAnswer,
  type GraphStep,
} from './model-coverage';

/**
 * Model-based test of the session, walked over the machine's own graph: from each start (no token cookie,
 * a token of a user in a company, a token of a user who has not chosen one), every event the page, the http
 * client or the gateway can send in a state is tried, and one path is made to every edge of the graph.
 * Each path is then replayed against a real session actor whose calls go to a fake gateway that answers
 * only when the path says so and notes the token each call carried (the cookie, as the http client sends
 * it). At every step the real session must be where the graph says, and the invariants below must hold.
 * Finally, every transition of the machine must have been taken by some path.
 */

type Snap = SnapshotFrom<typeof sessionMachine>;
type CallName = 'loadSite' | 'loadUser' | 'signIn' | 'loadEnterprises' | 'chooseEnterprise' | 'logout';
type Output = Website | SessionUser | SignIn | Enterprise[] | null;
type Answer = InvokeAnswer<Output, ApiError>;
type GraphEvent = SessionEvent | Answer;

/*
 * Tokens are named by what the gateway knows of them, so that its answers in the graph stay those of one
 * gateway: `tok-0` a user in company 11, `tok-m` a user in several companies who has not chosen one,
 * `tok-1` a sign-in straight into company 11, `tok-c12` the token of choosing company 12. A replay issues a
 * new token for every answer (`tok-1#3`), so that an old token never comes back.
 */
const kindOf = (token: string | null) => token?.split('#')[0] ?? null;
const COMPANY_OF: Record<string, string | null> = {
  'tok-0': '11',
  'tok-1': '11',
  'tok-m': null,
  'tok-c12': '12',
};
const USER_OF: Record<string, SessionUser> = {
  'tok-0': user,
  'tok-1': user,
  'tok-m': userWithoutCompany,
  'tok-c12': userInOtherCompany,
};
const CHOSEN = '12';

const byPassword: SignInRequest = { method: 'password', phone: '13800000001', password: 'Praxis@2026' };
const failure = (code: number) => apiError(code, `failed with ${code}`);
const networkFailure = () => apiError(ClientCode.network, 'network');

/** 300–400 end the session, except 306 (no permission) and 321 (captcha) (spec §8). */
const endsSession = (code: number) =>
  code >= 300 && code <= 400 && code !== Code.noPermission && code !== Code.captchaRequired;

/** Events of the page and the http client, tried wherever the session takes them. */
const PAGE_EVENTS: SessionEvent[] = [
  { type: 'site.retry' },
  { type: 'login.submit', request: byPassword },
  { type: 'login.qrSignedIn', signIn: { token: 'tok-1', chooseEnterprise: 0 } },
  { type: 'login.qrSignedIn', signIn: { token: 'tok-m', chooseEnterprise: 1 } },
  { type: 'login.clearError' },
  { type: 'company.choose', enterpriseId: CHOSEN },
  { type: 'company.switch' },
  { type: 'company.cancel' },
  { type: 'company.retry' },
  { type: 'logout' },
  { type: 'user.refresh' },
  { type: 'server.unauthorized', code: Code.signedInElsewhere },
  { type: 'server.forbidden' },
  { type: 'server.captchaRequired' },
  { type: 'session.returnTo', path: '/course/1' },
];

/** What the gateway may answer a call, in a state whose token is `token`. */
function answersTo(src: CallName, token: string | null): CallAnswer<Output, ApiError>[] {
  const errors = (...codes: number[]) => codes.map((code) => ({ error: failure(code) }));
  switch (src) {
    case 'loadSite':
      return [{ output: site }, { output: boundSite }, { error: networkFailure() }];
    case 'loadUser':
      return [
        { output: USER_OF[kindOf(token) ?? ''] ?? user },
        ...errors(Code.tokenExpired, Code.noPermission),
        { error: networkFailure() },
      ];
    case 'signIn':
      return [
        { output: { token: 'tok-1', chooseEnterprise: 0 } },
        { output: { token: 'tok-m', chooseEnterprise: 1 } },
        ...errors(Code.loginError, Code.captchaRequired),
        { error: networkFailure() },
      ];
    case 'loadEnterprises':
      return [{ output: enterprises }, ...errors(Code.tokenInvalid, 999)];
    case 'chooseEnterprise':
      return [{ output: { token: 'tok-c12', chooseEnterprise: 0 } }, ...errors(Code.tokenInvalid, 999)];
    case 'logout':
      return [{ output: null }, ...errors(Code.tokenInvalid), { error: networkFailure() }];
  }
}

/** Which call an invocation makes, by its id. */
const CALL_OF = new Map<string, CallName>();
for (const node of getStateNodes(sessionMachine.root)) {
  for (const invoke of node.invoke) CALL_OF.set(invoke.id, invoke.src as CallName);
}

const isDone = (e: GraphEvent): e is Extract<Answer, { output: Output }> =>
  e.type.startsWith('xstate.done.actor.');
const isError = (e: GraphEvent): e is Extract<Answer, { error: ApiError }> =>
  e.type.startsWith('xstate.error.actor.');
const callOf = (e: Answer): CallName => {
  const call = CALL_OF.get(e.type.replace(/^xstate\.(done|error)\.actor\./, ''));
  if (!call) throw new Error(`no call answers ${e.type}`);
  return call;
};

/** Taken in every state alike (the root's); tried only where no call is under way, to keep the graph small. */
const ANYWHERE = new Set([
  'server.forbidden',
  'server.captchaRequired',
  'session.returnTo',
  'login.clearError',
]);

function eventsIn(state: Snap): GraphEvent[] {
  const waiting = state._nodes.some((node) => node.invoke.length > 0);
  const page = PAGE_EVENTS.filter((event) => state.can(event) && !(waiting && ANYWHERE.has(event.type)));
  const answers = state._nodes.flatMap((node) =>
    node.invoke.flatMap((invoke) =>
      answerEvents(invoke.id, answersTo(invoke.src as CallName, state.context.token)),
    ),
  );
  return [...page, ...answers];
}

/** What the graph tells states by: where, whose token, which user and company, and what the page shows. */
function serialize(state: Snap): string {
  const c = state.context;
  return JSON.stringify([
    state.value,
    kindOf(c.token),
    c.user ? (c.user.enterpriseId ?? 'none') : null,
    c.site ? c.site.eid !== null : null,
    c.errorCode !== null,
  ]);
}

const log = new TransitionLog('session');

/** One session actor on a fake gateway, driven by one path of the graph. */
class Replay {
  /** The token cookie: what the http client sends with every call. */
  cookie: string | null;
  /** The cached user info (the company id goes with it). */
  cachedUser: SessionUser | null = null;
  /** Tokens the portal has been told are gone: by a 3xx answer, a logout, or a company choice. */
  readonly dead = new Set<string>();
  readonly calls: Array<{ name: CallName; token: string | null; input: unknown }> = [];
  /** Broken rules seen when a call went out. */
  readonly problems: string[] = [];
  readonly emitted: SessionEmitted[] = [];
  readonly pending = new Map<
    CallName,
    { token: string | null; resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  private issued = 0;
  readonly actor;

  private constructor(token: string | null) {
    this.cookie = token;
    this.actor = createActor(fakeSession, { input: { token }, inspect: log.inspect });
    this.actor.on('*', (event) => this.emitted.push(event));
  }

  /** Starts a session on a cookie holding `token`; the fakes serve it until the next one starts. */
  static start(token: string | null): Replay {
    const replay = new Replay(token);
    replaying = replay;
    replay.actor.start();
    return replay;
  }

  snap(): Snap {
    return this.actor.getSnapshot();
  }

  /** A call goes out with the cookie, as the http client sends it, and waits for the path to answer it. */
  call(name: CallName, input: unknown): Promise<unknown> {
    const carried = this.cookie;
    this.calls.push({ name, token: carried, input });
    if (carried !== null && this.dead.has(carried))
      this.problems.push(`${name} went out with ${carried}, which was gone`);
    if (name === 'signIn' && carried !== null) this.problems.push(`signIn went out with ${carried}`);
    // Logging out revokes the token whatever the answer: the portal forgets it either way.
    if (name === 'logout' && carried !== null) this.dead.add(carried);
    return new Promise((resolve, reject) => this.pending.set(name, { token: carried, resolve, reject }));
  }

  /** Plays one event of the path: the page's and the http client's are sent, the gateway's answered. */
  async play(event: GraphEvent): Promise<void> {
    if (isDone(event)) return this.answer(callOf(event), event.output);
    if (isError(event)) return this.fail(callOf(event), event.error);
    if (event.type === 'server.unauthorized' && this.cookie !== null) this.dead.add(this.cookie);
    if (event.type === 'login.qrSignedIn')
      event = { ...event, signIn: { ...event.signIn, token: `${event.signIn.token}#${++this.issued}` } };
    this.actor.send(event);
    await flush();
  }

  private take(name: CallName) {
    const pending = this.pending.get(name);
    if (!pending) throw new Error(`${name} was not called`);
    this.pending.delete(name);
    return pending;
  }

  /** The gateway answers the call; every token it hands out is a new one. */
  async answer(name: CallName, output: Output): Promise<void> {
    const pending = this.take(name);
    if (output !== null && 'token' in output)
      output = { ...output, token: `${output.token}#${++this.issued}` };
    // The choice revokes the token that asked for it.
    if (name === 'chooseEnterprise' && pending.token !== null) this.dead.add(pending.token);
    pending.resolve(output);
    await flush();
  }

  async fail(name: CallName, error: ApiError): Promise<void> {
    const pending = this.take(name);
    if (pending.token !== null && endsSession(error.code)) this.dead.add(pending.token);
    pending.reject(error);
    await flush();
  }
}

/** The replay under way: the one machine below serves every replay (building a machine costs). */
let replaying: Replay | null = null;
const active = (): Replay => {
  if (!replaying) throw new Error('no replay');
  return replaying;
};
const fake = <O, I = unknown>(name: CallName) =>
  fromPromise<O, I>(({ input }) => active().call(name, input) as Promise<O>);

const fakeSession = sessionMachine.provide({
  actors: {
    loadSite: fake<Website>('loadSite'),
    loadUser: fake<SessionUser>('loadUser'),
    signIn: fake<SignIn, SignInRequest>('signIn'),
    loadEnterprises: fake<Enterprise[]>('loadEnterprises'),
    chooseEnterprise: fake<SignIn, { enterpriseId: string }>('chooseEnterprise'),
    logout: fake<void>('logout'),
  },
  actions: {
    persistToken: (_, params) => {
      active().cookie = params.token;
    },
    clearSession: () => {
      active().cookie = null;
      active().cachedUser = null;
    },
    cacheUser: (_, params) => {
      active().cachedUser = params.user;
    },
  },
});

/** The code of a 3xx that ends the session, told by the http client or answered to a call; else null. */
function sessionEndingCode(event: GraphEvent): number | null {
  if (event.type === 'server.unauthorized' && 'code' in event) return event.code;
  if (isError(event) && endsSession(event.error.code)) return event.error.code;
  return null;
}

const inUse = (s: Snap) => s.hasTag('signedIn') || s.hasTag('choosingCompany');

/** The rules that hold after every step, given the snapshot before it and what was emitted since. */
function checkStep(replay: Replay, before: Snap, event: GraphEvent, emitted: SessionEmitted[]) {
  const now = replay.snap();
  const c = now.context;
  expect(replay.problems).toEqual([]);
  // The cookie is the machine's token.
  expect(replay.cookie).toBe(c.token);

  if (now.matches({ signedOut: 'idle' })) {
    expect(c.token).toBeNull();
    expect(c.user).toBeNull();
    expect(replay.cachedUser).toBeNull();
  }
  if (now.hasTag('signedIn')) {
    // Signed in to the company its token belongs to, and the cache says the same.
    expect(c.user?.enterpriseId).not.toBeNull();
    expect(c.user?.enterpriseId, `company of ${c.token}`).toBe(COMPANY_OF[kindOf(c.token) ?? '']);
    expect(replay.cachedUser).toEqual(c.user);
  }
  // A sign-out is announced only as it happens, and leaves nothing of the account.
  for (const e of emitted.filter((e) => e.type === 'signedOut')) {
    expect(now.matches({ signedOut: 'idle' }), `announced ${e.reason}`).toBe(true);
    expect(c.enterprises).toEqual([]);
  }

  const code = sessionEndingCode(event);
  if (code !== null) {
    // A 3xx always leaves the user signed out.
    expect(now.matches({ signedOut: 'idle' })).toBe(true);
    expect(c.token).toBeNull();
    if (inUse(before)) {
      // The reason is shown: the login page reads the code, the router the announcement.
      expect(c.errorCode).toBe(code);
      expect(c.error).toBeNull();
      expect(emitted).toEqual([{ type: 'signedOut', reason: 'expired' }]);
    } else if (before.hasTag('submitting')) {
      expect(c.errorCode).toBe(code);
      expect(c.error).toBe(isError(event) ? event.error.msg : null);
      expect(emitted).toEqual([]);
    } else if (before.hasTag('loggingOut')) {
      expect(emitted).toEqual([{ type: 'signedOut', reason: 'logout' }]);
    } else {
      // A stale cookie found at start-up signs out quietly.
      expect(before.matches({ booting: 'loadingUser' })).toBe(true);
      expect(emitted).toEqual([]);
    }
  }

  if (event.type === 'server.forbidden') {
    // 306: the page goes to /permission; the session is untouched.
    expect(emitted).toEqual([{ type: 'forbidden' }]);
    expect(now.value).toEqual(before.value);
    expect(c).toEqual(before.context);
  }
  if (isError(event) && event.error.code === Code.noPermission && inUse(before)) {
    expect(inUse(now)).toBe(true);
    expect(c.token).toBe(before.context.token);
  }
  if (
    event.type === 'server.captchaRequired' ||
    (isError(event) && event.error.code === Code.captchaRequired)
  ) {
    expect(c.captchaRequired).toBe(true);
    expect(c.loginErrorCount).toBe(CAPTCHA_ERROR_COUNT);
    if (event.type === 'server.captchaRequired') expect(now.value).toEqual(before.value);
  }
  if (isError(event) && before.matches({ signedOut: { submitting: 'signingIn' } })) {
    // A failed sign-in is shown, and counted unless the captcha set the count.
    expect(c.errorCode).toBe(event.error.code);
    if (event.error.code !== Code.captchaRequired)
      expect(c.loginErrorCount).toBe(before.context.loginErrorCount + 1);
  }
  if (before.hasTag('loggingOut') && !now.hasTag('loggingOut')) {
    // Logging out ends the session whatever the gateway answered, and forgets the way back.
    expect(now.matches({ signedOut: 'idle' })).toBe(true);
    expect(c.returnTo).toBeNull();
    expect(emitted).toEqual([{ type: 'signedOut', reason: 'logout' }]);
  }
  if (isDone(event) && callOf(event) === 'chooseEnterprise') {
    // The choice went out for the company chosen, and the session now holds the new token.
    expect(replay.calls.filter((call) => call.name === 'chooseEnterprise').at(-1)?.input).toEqual({
      enterpriseId: CHOSEN,
    });
    expect(kindOf(c.token)).toBe('tok-c12');
  }
}

function labelOf(event: GraphEvent): string {
  if (isDone(event)) return `${callOf(event)} ok`;
  if (isError(event)) return `${callOf(event)} ${event.error.code}`;
  if (event.type === 'server.unauthorized') return `unauthorized ${event.code}`;
  if (event.type === 'login.qrSignedIn') return `qr ${event.signIn.chooseEnterprise ? 'choose' : 'direct'}`;
  return event.type;
}

const paths = edgePaths<Snap, GraphEvent>(sessionMachine, {
  inputs: [{ token: null }, { token: 'tok-0' }, { token: 'tok-m' }],
  events: eventsIn,
  serialize,
});

describe('session model', () => {
  it('has a graph of a useful size', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.length).toBeLessThan(3_000);
  });

  for (const path of paths) {
    const { token } = path.input as { token: string | null };
    it(`${token ?? 'no token'}: ${path.steps.map((s) => labelOf(s.event)).join(' → ')}`, async () => {
      const replay = Replay.start(token);
      await flush();
      for (const step of path.steps as GraphStep<Snap, GraphEvent>[]) {
        const before = replay.snap();
        const seen = replay.emitted.length;
        await replay.play(step.event);
        expect(serialize(replay.snap()), labelOf(step.event)).toBe(serialize(step.state));
        checkStep(replay, before, step.event, replay.emitted.slice(seen));
      }
      replay.actor.stop();
    });
  }

  // The choice revoked the old token: cancelling cannot return to the old company's user, it signs out.
  it("cancelling after a choice whose user did not load never keeps the old company's user", async () => {
    const replay = Replay.start('tok-0');
    await flush();
    await replay.answer('loadSite', site);
    await replay.answer('loadUser', user);
    await replay.play({ type: 'company.switch' });
    await replay.answer('loadEnterprises', enterprises);
    await replay.play({ type: 'company.choose', enterpriseId: CHOSEN });
    await replay.answer('chooseEnterprise', { token: 'tok-c12', chooseEnterprise: 0 });
    await replay.fail('loadUser', networkFailure());
    expect(replay.snap().matches({ choosingCompany: 'picking' })).toBe(true);
    await replay.play({ type: 'company.cancel' });
    expect(replay.snap().matches({ signedOut: 'idle' })).toBe(true);
    const { user: shown, token } = replay.snap().context;
    expect(shown?.enterpriseId, `company of ${token}`).toBe(COMPANY_OF[kindOf(token) ?? '']);
  });

  // Runs after the paths (tests in a file run in order).
  it('took every transition of the machine', () => {
    expect(log.missing(sessionMachine)).toEqual([]);
  });
});
