import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { ExamRecordDetail } from '../../../contract/exam';
import type {
  AttemptRecord,
  AttemptResult,
  AttemptView,
  examPaperApi,
  Paper,
  SavedAnswer,
} from '../../../contract/exam-paper';
import { AttemptState, SAVE_GRACE_MS, type AttemptEventType } from '../../../contract/exam-paper.routes';
import type { KeyValueStorage } from '../../../src/machines/shared/storage';
import { examAttemptMachine } from '../../../src/machines/exam-attempt/exam-attempt.machine';
import type { ExamIntro } from '../../../src/machines/exam-attempt/exam-attempt.types';
import {
  createPageWatch,
  createSwitchWatch,
  type PageEnvironment,
} from '../../../src/machines/exam-attempt/page-watch';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import { flush } from './fakes';

/** 2026-03-02 09:00:00 local: the tests' epoch. */
export const T0 = Date.UTC(2026, 2, 2, 1, 0, 0);
export const EXAM_ID = '501';
export const RECORD_ID = '9001';

const choice = (id: string, type: 1 | 2 | 3, keys: string[]) => ({
  id,
  problemType: type,
  problemContent: `<p>Question ${id}</p>`,
  score: 2,
  options: keys.map((k) => ({ optionKey: k, content: type === 3 ? '' : `Option ${k}` })),
  blankCount: 0,
  children: [],
});

/**
 * Single 101, multiple 102, true/false 103 in the first section; fill-in 104 (two blanks), short answer 105
 * and composite 106 (children 1061 single, 1062 fill-in) in the second.
 */
export const paper: Paper = {
  titleList: [
    {
      id: '11',
      title: '一、选择题',
      problemList: [
        choice('101', 1, ['A', 'B', 'C']),
        choice('102', 2, ['A', 'B', 'C', 'D']),
        choice('103', 3, ['T', 'F']),
      ],
    },
    {
      id: '12',
      title: '二、主观题',
      problemList: [
        {
          id: '104',
          problemType: 4,
          problemContent: '<p>__ and __</p>',
          score: 4,
          options: [],
          blankCount: 2,
          children: [],
        },
        {
          id: '105',
          problemType: 5,
          problemContent: '<p>Explain</p>',
          score: 10,
          options: [],
          blankCount: 0,
          children: [],
        },
        {
          id: '106',
          problemType: 6,
          problemContent: '<p>Read the material</p>',
          score: 6,
          options: [],
          blankCount: 0,
          children: [
            choice('1061', 1, ['A', 'B']),
            {
              id: '1062',
              problemType: 4,
              problemContent: '<p>__</p>',
              score: 3,
              options: [],
              blankCount: 1,
              children: [],
            },
          ],
        },
      ],
    },
  ],
};

export const exam: ExamRecordDetail = {
  id: '7001',
  examId: EXAM_ID,
  examName: '安全生产考试',
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-03-31 23:59:59',
  duration: 30,
  totalScore: 30,
  passScore: 18,
  examStatus: 1,
  attemptsLeft: 2,
  score: null,
  description: '',
  attemptLimit: 3,
  attemptsUsed: 1,
  switchLimit: 2,
  showAnswer: 1,
  unfinishedRecordId: null,
};

export const networkError = () => new ApiError(ClientCode.network, '网络异常');
export const refusal = (msg = '操作失败') => new ApiError(999, msg);

interface ServerAttempt {
  record: AttemptRecord;
  deadlineAt: number;
  answers: Map<string, SavedAnswer>;
  events: { type: AttemptEventType; seq: number; clientTime: number }[];
}

type Req<K extends keyof typeof examPaperApi> = RequestOf<(typeof examPaperApi)[K]>;
type Res<K extends keyof typeof examPaperApi> = ResponseOf<(typeof examPaperApi)[K]>;

type CallName = 'loadExam' | 'start' | 'view' | 'saveAnswers' | 'saveEvent' | 'finish' | 'finishView';

interface Pending {
  name: CallName;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The gateway as the attempt sees it, with the rules of the contract: answers kept by sequence number, the
 * switch limit, the deadline with its grace, hand-in idempotent. In `auto` mode calls answer at once (or
 * fail while `reachable` is false); in `manual` mode they wait until the test answers them.
 */
export class FakeGateway {
  attempt: ServerAttempt | null = null;
  calls: { name: CallName; input: unknown }[] = [];
  pending: Pending[] = [];
  mode: 'auto' | 'manual' = 'auto';
  reachable = true;
  /** Server time − local time. */
  skewMs = 0;
  startRefusal: string | null = null;

  constructor(
    readonly localNow: () => number,
    readonly options: { durationMs: number; switchLimit: number } = {
      durationMs: 30 * 60_000,
      switchLimit: 2,
    },
  ) {}

  serverNow = () => this.localNow() + this.skewMs;

  /** An attempt started earlier (another page, before a reload). */
  createAttempt(
    overrides: Partial<AttemptRecord> = {},
    deadlineAt = this.serverNow() + this.options.durationMs,
  ) {
    this.attempt = {
      record: {
        id: RECORD_ID,
        examId: EXAM_ID,
        examName: exam.examName,
        state: AttemptState.answering,
        startTime: '2026-03-02 09:00:00',
        finishTime: null,
        finishReason: null,
        switchCount: 0,
        switchLimit: this.options.switchLimit,
        lastSeq: 0,
        totalScore: 30,
        passScore: 18,
        ...overrides,
      },
      deadlineAt,
      answers: new Map(),
      events: [],
    };
    return this.attempt;
  }

  /** The gateway's sweeper finishing an attempt whose browser is gone. */
  closeByServer() {
    this.close(4);
  }

  savedAnswer(problemId: string): string[] | undefined {
    return this.attempt?.answers.get(problemId)?.answer;
  }

  actors() {
    const make = <I, O>(name: CallName) =>
      fromPromise<O, I>(({ input }) => this.call(name, input) as Promise<O>);
    return {
      loadExam: make<{ examId: string }, ExamIntro>('loadExam'),
      start: make<{ examId: string }, AttemptView>('start'),
      view: make<{ id: string }, AttemptView>('view'),
      saveAnswers: make<Req<'saveAnswers'>, Res<'saveAnswers'>>('saveAnswers'),
      saveEvent: make<Req<'saveEvent'>, Res<'saveEvent'>>('saveEvent'),
      finish: make<Req<'finish'>, AttemptResult>('finish'),
      finishView: make<{ id: string }, AttemptResult>('finishView'),
    };
  }

  callsOf(name: CallName): unknown[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.input);
  }

  hasPending(name?: CallName): boolean {
    return this.pending.some((p) => name === undefined || p.name === name);
  }

  /** Answers the oldest waiting call (of that name) as the gateway would. */
  async respond(name?: CallName): Promise<void> {
    const p = this.take(name);
    try {
      p.resolve(this.handle(p.name, p.input));
    } catch (error) {
      p.reject(error);
    }
    await settle();
  }

  /** Answers the oldest waiting call of that name with a value of the test's choosing. */
  async resolveWith(name: CallName, value: unknown): Promise<void> {
    this.take(name).resolve(value);
    await settle();
  }

  async fail(name?: CallName, error: unknown = networkError()): Promise<void> {
    this.take(name).reject(error);
    await settle();
  }

  /** Answers waiting calls, and those they lead to, until none is left (or only `stopAt` calls are). */
  async drain(stopAt: CallName[] = ['finish', 'finishView', 'loadExam', 'start']): Promise<void> {
    for (let i = 0; i < 50; i++) {
      const next = this.pending.find((p) => !stopAt.includes(p.name));
      if (!next) return;
      await this.respond(next.name);
    }
    throw new Error('the attempt keeps calling');
  }

  private take(name?: CallName): Pending {
    const index = this.pending.findIndex((p) => name === undefined || p.name === name);
    const p = this.pending[index];
    if (!p)
      throw new Error(
        `no pending ${name ?? 'call'}; calls so far: ${this.calls.map((c) => c.name).join(', ')}`,
      );
    this.pending.splice(index, 1);
    return p;
  }

  private call(name: CallName, input: unknown): Promise<unknown> {
    this.calls.push({ name, input });
    if (this.mode === 'manual') {
      return new Promise((resolve, reject) => this.pending.push({ name, input, resolve, reject }));
    }
    if (!this.reachable) return Promise.reject(networkError());
    return Promise.resolve().then(() => this.handle(name, input));
  }

  private handle(name: CallName, input: unknown): unknown {
    const i = input as Record<string, unknown>;
    switch (name) {
      case 'loadExam':
        return {
          exam,
          recordId: this.attempt?.record.state === AttemptState.answering ? this.attempt.record.id : null,
        } satisfies ExamIntro;
      case 'start':
        if (this.startRefusal) throw refusal(this.startRefusal);
        if (!this.attempt || this.attempt.record.state !== AttemptState.answering) this.createAttempt();
        return this.view();
      case 'view':
        return this.view();
      case 'saveAnswers':
        return this.saveAnswers(i.answers as { problemId: string; answer: string[]; seq: number }[]);
      case 'saveEvent':
        return this.saveEvent(i.type as AttemptEventType, i.seq as number, i.clientTime as number);
      case 'finish':
        if (this.open()) this.close(i.reason as 1 | 2 | 3);
        return this.result();
      case 'finishView':
        if (this.open()) throw refusal('考试尚未交卷');
        return this.result();
    }
  }

  private must(): ServerAttempt {
    if (!this.attempt) throw refusal('考试记录不存在');
    return this.attempt;
  }

  private open(): boolean {
    return this.must().record.state === AttemptState.answering;
  }

  private view(): AttemptView {
    const a = this.must();
    return {
      serverNow: this.serverNow(),
      deadlineAt: a.deadlineAt,
      record: { ...a.record },
      paper,
      answers: [...a.answers.values()],
    };
  }

  private saveAnswers(answers: { problemId: string; answer: string[]; seq: number }[]) {
    const a = this.must();
    if (!this.open() || this.serverNow() > a.deadlineAt + SAVE_GRACE_MS) throw refusal('考试已结束');
    for (const answer of answers) {
      const held = a.answers.get(answer.problemId);
      if (!held || held.seq < answer.seq) a.answers.set(answer.problemId, { ...answer });
      a.record.lastSeq = Math.max(a.record.lastSeq, answer.seq);
    }
    return { serverNow: this.serverNow(), deadlineAt: a.deadlineAt, lastSeq: a.record.lastSeq };
  }

  private saveEvent(type: AttemptEventType, seq: number, clientTime: number) {
    const a = this.must();
    if (!this.open()) throw refusal('考试已结束');
    if (!a.events.some((e) => e.seq === seq)) {
      a.events.push({ type, seq, clientTime });
      if (type === 'switch') {
        a.record.switchCount += 1;
        if (a.record.switchLimit > 0 && a.record.switchCount > a.record.switchLimit) this.close(3);
      }
    }
    a.record.lastSeq = Math.max(a.record.lastSeq, seq);
    return {
      serverNow: this.serverNow(),
      deadlineAt: a.deadlineAt,
      switchCount: a.record.switchCount,
      switchLimit: a.record.switchLimit,
      state: a.record.state,
    };
  }

  private close(reason: 1 | 2 | 3 | 4) {
    const a = this.must();
    a.record.state = AttemptState.awaitingMarking;
    a.record.finishReason = reason;
    a.record.finishTime = '2026-03-02 09:30:00';
  }

  private result(): AttemptResult {
    const a = this.must();
    return {
      record: { ...a.record },
      autoScore: 12,
      manualScore: null,
      score: null,
      passed: null,
      attemptsLeft: 1,
      showAnswer: 0,
      titleList: [],
    };
  }
}

/** Lets promise chains (fake calls, then the machine's reactions) run to the end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) await flush();
}

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A page the test moves around: visibility, focus, the focused element, connectivity. */
export class FakePage {
  readonly document: EventTarget & {
    visibilityState: DocumentVisibilityState;
    activeElement: Element | null;
    hasFocus(): boolean;
    contains(node: Node | null): boolean;
  };
  readonly window = new EventTarget();
  readonly navigator = { onLine: true };
  focused = true;
  readonly frame: Element;

  constructor() {
    const doc = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
      activeElement: null as Element | null,
      hasFocus: () => this.focused,
      contains: (node: Node | null) => node === this.frame,
    });
    this.document = doc;
    this.frame = document.createElement('iframe');
  }

  get env(): PageEnvironment {
    return { document: this.document, window: this.window, navigator: this.navigator };
  }

  /** Another tab or a minimised window. */
  hide() {
    this.document.visibilityState = 'hidden';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
  show() {
    this.document.visibilityState = 'visible';
    this.document.dispatchEvent(new Event('visibilitychange'));
    this.focus();
  }
  /** Another application over a browser that stays visible. */
  blur() {
    this.focused = false;
    this.window.dispatchEvent(new Event('blur'));
  }
  focus() {
    this.focused = true;
    this.document.activeElement = null;
    this.window.dispatchEvent(new Event('focus'));
  }
  /**
   * Focus moves into the page's own frame (a video player): the window blurs. Browsers differ on what
   * `hasFocus()` says then; the fake says "no", the harder case.
   */
  focusFrame() {
    this.focused = false;
    this.document.activeElement = this.frame;
    this.window.dispatchEvent(new Event('blur'));
  }
  goOffline() {
    this.navigator.onLine = false;
    this.window.dispatchEvent(new Event('offline'));
  }
  goOnline() {
    this.navigator.onLine = true;
    this.window.dispatchEvent(new Event('online'));
  }
  unload() {
    this.window.dispatchEvent(new Event('pagehide'));
    this.hide();
  }
}

/** One page showing the attempt: a new call makes a new page (a reload) over the same storage and gateway. */
export function openAttempt(options: {
  clock: SimulatedClock;
  gateway: FakeGateway;
  storage: MemoryStorage;
  page?: FakePage;
}) {
  const page = options.page ?? new FakePage();
  const now = () => T0 + options.clock.now();
  const actor = createActor(
    examAttemptMachine.provide({
      actors: {
        ...options.gateway.actors(),
        pageWatch: createPageWatch(page.env),
        switchWatch: createSwitchWatch(page.env),
      },
    }),
    { input: { examId: EXAM_ID, now, storage: options.storage }, clock: options.clock },
  );
  actor.start();
  return { actor, page, snap: () => actor.getSnapshot() };
}

export function createWorld(options?: { durationMs?: number; switchLimit?: number }) {
  const clock = new SimulatedClock();
  const gateway = new FakeGateway(() => T0 + clock.now(), {
    durationMs: options?.durationMs ?? 30 * 60_000,
    switchLimit: options?.switchLimit ?? 2,
  });
  const storage = new MemoryStorage();
  /** Moves time on and lets every timer and answer it causes play out. */
  const advance = async (ms: number, step = 1_000) => {
    for (let left = ms; left > 0; left -= step) {
      clock.increment(Math.min(step, left));
      await settle();
    }
  };
  return { clock, gateway, storage, advance };
}
