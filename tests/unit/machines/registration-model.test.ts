import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { RegisterStatus, SmsPurpose } from '../../../contract/user';
import { ClientCode, type ApiError } from '../../../src/services/api-error';
import { registrationMachine } from '../../../src/machines/registration/registration.machine';
import type {
  RegisterCredentials,
  RegisterEnterprise,
  RegisterStatusValue,
  RegisterValues,
  RegistrationEvent,
} from '../../../src/machines/registration/registration.types';
import { smsCodeMachine } from '../../../src/machines/sms-code/sms-code.machine';
import type { SmsPurposeValue } from '../../../src/machines/sms-code/sms-code.types';
import { apiError, flush } from './fakes';
import { answerEvents, edgePaths, TransitionLog, type CallAnswer, type InvokeAnswer } from './model-coverage';

/**
 * Model-based test of registration, walked over the machine's own graph: with sign-up open and closed, every
 * event the page or the gateway can send in a state is tried, and one path is made to every edge. Each path
 * is replayed against a real registration actor whose calls wait for the path to answer them. At every step
 * the real actor must be where the graph says and the rules below must hold; finally every transition of
 * the machine must have been taken.
 */

type Snap = SnapshotFrom<typeof registrationMachine>;
type CallName = 'loadEnterprises' | 'register' | 'checkStatus';
interface StatusAnswer {
  status: RegisterStatusValue;
  enterpriseName: string;
  reason: string;
}
type Output = RegisterEnterprise[] | { status: RegisterStatusValue } | StatusAnswer;
type Answer = InvokeAnswer<Output, ApiError>;
type GraphEvent = RegistrationEvent | Answer;

const companies: RegisterEnterprise[] = [
  { id: '11', name: '星河科技', approval: 1 },
  { id: '12', name: '远山制造', approval: 0 },
];
/** A site bound to one company lists only it, and the form sends no company. */
const onlyCompany: RegisterEnterprise[] = [{ id: '11', name: '星河科技', approval: 1 }];
const form: RegisterValues = {
  phone: '13800000009',
  code: '123456',
  name: '李四',
  enterpriseId: '12',
  password: 'Praxis@2026',
  confirmPassword: 'Praxis@2026',
};
const formWithoutCompany: RegisterValues = { ...form, phone: '13800000010', enterpriseId: undefined };
const lookup = { phone: '13800000011', password: 'Other@2026' };
const REASON = '资料不全';

const failure = (code: number) => apiError(code, `failed with ${code}`);
const networkFailure = () => apiError(ClientCode.network, 'network');

const PAGE_EVENTS: RegistrationEvent[] = [
  { type: 'status.check', ...lookup },
  { type: 'status.refresh' },
  { type: 'apply.again' },
  { type: 'companies.retry' },
];
const SMS: Extract<RegistrationEvent, { type: 'sms.send' }> = {
  type: 'sms.send',
  phone: form.phone,
  purpose: SmsPurpose.register,
};

const statusAnswer = (status: RegisterStatusValue): StatusAnswer => ({
  status,
  enterpriseName: '星河科技',
  reason: status === RegisterStatus.rejected ? REASON : '',
});

function answersTo(src: CallName): CallAnswer<Output, ApiError>[] {
  switch (src) {
    case 'loadEnterprises':
      return [{ output: companies }, { output: onlyCompany }, { error: networkFailure() }];
    case 'register':
      return [
        { output: { status: RegisterStatus.awaiting } },
        { output: { status: RegisterStatus.approved } },
        { error: failure(999) },
        { error: networkFailure() },
      ];
    case 'checkStatus':
      return [
        { output: statusAnswer(RegisterStatus.awaiting) },
        { output: statusAnswer(RegisterStatus.approved) },
        { output: statusAnswer(RegisterStatus.rejected) },
        { error: failure(999) },
      ];
  }
}

const CALL_OF = new Map<string, CallName>();
for (const node of getStateNodes(registrationMachine.root)) {
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

function eventsIn(state: Snap): GraphEvent[] {
  // The form picks a company unless the site has only one.
  const submit: RegistrationEvent = {
    type: 'register.submit',
    values: state.context.enterprises.length === 1 ? formWithoutCompany : form,
  };
  const page = [submit, ...PAGE_EVENTS].filter((event) => state.can(event));
  // The SMS code is the child's business: asking for one is tried where the form is, once is enough.
  if (state.hasTag('editing')) page.push(SMS);
  const answers = state._nodes.flatMap((node) =>
    node.invoke.flatMap((invoke) =>
      CALL_OF.has(invoke.id) ? answerEvents(invoke.id, answersTo(invoke.src as CallName)) : [],
    ),
  );
  return [...page, ...answers];
}

function serialize(state: Snap): string {
  const c = state.context;
  return JSON.stringify([
    state.value,
    c.registerEnabled,
    c.status,
    c.enterprises.length,
    c.values !== null,
    c.credentials?.phone === lookup.phone,
    c.error !== null,
  ]);
}

const log = new TransitionLog('registration');

class Replay {
  readonly calls: Array<{ name: CallName; input: unknown }> = [];
  readonly smsCalls: Array<{ phone: string; type: SmsPurposeValue }> = [];
  /** The statuses the gateway has answered, latest last. */
  readonly said: RegisterStatusValue[] = [];
  /** What the page submitted last. */
  submitted: RegisterValues | null = null;
  readonly pending = new Map<
    CallName,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  readonly actor;

  private constructor(registerEnabled: boolean) {
    this.actor = createActor(fakeRegistration, {
      input: { registerEnabled },
      clock: new SimulatedClock(),
      inspect: log.inspect,
    });
  }

  static start(registerEnabled: boolean): Replay {
    const replay = new Replay(registerEnabled);
    replaying = replay;
    replay.actor.start();
    return replay;
  }

  snap(): Snap {
    return this.actor.getSnapshot();
  }

  call(name: CallName, input: unknown): Promise<unknown> {
    this.calls.push({ name, input });
    return new Promise((resolve, reject) => this.pending.set(name, { resolve, reject }));
  }

  async play(event: GraphEvent): Promise<void> {
    if (isDone(event) || isError(event)) {
      const name = callOf(event);
      const pending = this.pending.get(name);
      if (!pending) throw new Error(`${name} was not called`);
      this.pending.delete(name);
      if (isError(event)) pending.reject(event.error);
      else {
        if ('status' in event.output) this.said.push(event.output.status);
        pending.resolve(event.output);
      }
    } else {
      if (event.type === 'register.submit') this.submitted = event.values;
      this.actor.send(event);
    }
    await flush();
  }
}

let replaying: Replay | null = null;
const active = (): Replay => {
  if (!replaying) throw new Error('no replay');
  return replaying;
};
const fake = <O, I = unknown>(name: CallName) =>
  fromPromise<O, I>(({ input }) => active().call(name, input) as Promise<O>);

const fakeRegistration = registrationMachine.provide({
  actors: {
    loadEnterprises: fake<RegisterEnterprise[]>('loadEnterprises'),
    register: fake<{ status: RegisterStatusValue }, RegisterValues>('register'),
    checkStatus: fake<StatusAnswer, RegisterCredentials>('checkStatus'),
    smsCode: smsCodeMachine.provide({
      actors: {
        sendSmsCode: fromPromise<{ resendAfter: number }, { phone: string; type: SmsPurposeValue }>(
          ({ input }) => {
            active().smsCalls.push(input);
            return Promise.resolve({ resendAfter: 60 });
          },
        ),
      },
    }),
  },
});

const SHOWN = ['approved', 'rejected', 'awaitingApproval'] as const;

function checkStep(replay: Replay, before: Snap, event: GraphEvent) {
  const now = replay.snap();
  const c = now.context;
  const calls = (name: CallName) => replay.calls.filter((call) => call.name === name);

  // Approved (or not) only as the gateway said: the page shows its latest answer.
  const shown = SHOWN.find((tag) => now.hasTag(tag));
  if (shown) {
    expect(c.status).toBe(replay.said.at(-1));
    const expected =
      c.status === RegisterStatus.approved
        ? 'approved'
        : c.status === RegisterStatus.rejected
          ? 'rejected'
          : 'awaitingApproval';
    expect(shown).toBe(expected);
    expect(c.reason).toBe(shown === 'rejected' ? REASON : '');
  }
  if (!replay.said.includes(RegisterStatus.approved)) expect(now.hasTag('approved')).toBe(false);

  // Closed sign-up never applies.
  if (!c.registerEnabled) expect(calls('register')).toEqual([]);

  // What was typed is kept: after any submit, the form holds the values submitted last.
  if (replay.submitted && c.registerEnabled) expect(c.values).toEqual(replay.submitted);

  if (isError(event)) {
    // A failure is shown, and a failed submit goes back to the form.
    expect(c.error).toBe(event.error.msg);
    if (callOf(event) === 'register') expect(now.hasTag('editing')).toBe(true);
    if (callOf(event) === 'checkStatus')
      expect(
        now.hasTag(before.context.status === RegisterStatus.awaiting ? 'awaitingApproval' : 'editing'),
      ).toBe(true);
  }
  // A new try starts without the old message.
  if (now.hasTag('submitting') || now.hasTag('checking') || now.hasTag('loadingCompanies'))
    expect(c.error).toBeNull();

  if (now.hasTag('submitting')) expect(calls('register').at(-1)?.input).toEqual(replay.submitted);
  if (now.hasTag('checking')) {
    // The application is proven by what was submitted or typed to look it up.
    const proof =
      event.type === 'status.check'
        ? { phone: event.phone, password: event.password }
        : before.context.credentials;
    expect(calls('checkStatus').at(-1)?.input).toEqual(proof);
  }
  if (isDone(event) && callOf(event) === 'register') {
    // The company applied to is named: the one chosen, or the site's only one.
    const chosen = c.enterprises.find((e) => e.id === replay.submitted?.enterpriseId);
    const only = c.enterprises.length === 1 ? c.enterprises[0] : undefined;
    expect(c.enterpriseName).toBe(chosen?.name ?? only?.name ?? '');
    expect(c.credentials).toEqual({ phone: replay.submitted?.phone, password: replay.submitted?.password });
  }
  if (event.type === 'sms.send') {
    // The code request reaches the SMS child (asked once per countdown).
    expect(replay.smsCalls[0]).toEqual({ phone: SMS.phone, type: SMS.purpose });
    expect(now.children.sms?.getSnapshot().hasTag('coolingDown')).toBe(true);
  }
}

function labelOf(event: GraphEvent): string {
  if (isDone(event)) {
    const output = event.output;
    return `${callOf(event)} ${Array.isArray(output) ? `${output.length} companies` : `status ${output.status}`}`;
  }
  if (isError(event)) return `${callOf(event)} ${event.error.code}`;
  if (event.type === 'register.submit') return event.values.enterpriseId ? 'submit' : 'submit (no company)';
  return event.type;
}

const paths = edgePaths<Snap, GraphEvent>(registrationMachine, {
  inputs: [{ registerEnabled: true }, { registerEnabled: false }],
  events: eventsIn,
  serialize,
});

describe('registration model', () => {
  it('has a graph of a useful size', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(1_000);
  });

  for (const path of paths) {
    const { registerEnabled } = path.input as { registerEnabled: boolean };
    it(`${registerEnabled ? 'open' : 'closed'}: ${path.steps.map((s) => labelOf(s.event)).join(' → ')}`, async () => {
      const replay = Replay.start(registerEnabled);
      await flush();
      for (const step of path.steps) {
        const before = replay.snap();
        await replay.play(step.event);
        expect(serialize(replay.snap()), labelOf(step.event)).toBe(serialize(step.state));
        checkStep(replay, before, step.event);
      }
      replay.actor.stop();
    });
  }

  // Runs after the paths (tests in a file run in order).
  it('took every transition of the machine', () => {
    expect(log.missing(registrationMachine)).toEqual([]);
  });
});
