// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateNode, type StateValue } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { backoffMs } from '../../../src/machines/shared/backoff';
import { readStoredAttempt } from '../../../src/machines/exam-attempt/attempt-store';
import {
  examAttemptMachine,
  TEXT_DEBOUNCE_MS,
} from '../../../src/machines/exam-attempt/exam-attempt.machine';
import { selectPhase } from '../../../src/machines/exam-attempt/exam-attempt.selectors';
import { createWorld, openAttempt, RECORD_ID, refusal, settle } from './exam-attempt-fakes';

/**
 * Model-based test of the attempt: a small model of what the learner, the page and the gateway can do next
 * (below) is walked by `xstate/graph` along the shortest path to every one of its transitions. Each path
 * drives a real attempt actor with a fake gateway that answers only when the path says so, a fake page and a
 * simulated clock, and checks at every step that the attempt is where the model says and that no answer
 * was lost. Finally, the real machine's states the paths went through must be all of them.
 */

const SWITCH_LIMIT = 1;
const DURATION_MS = 5 * 60_000;

const attemptModel = createMachine({
  id: 'attemptModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_FRESH: 'intro', LOAD_UNFINISHED: 'resuming', LOAD_FAIL: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loading' } },
    intro: { on: { START: 'starting' } },
    starting: {
      on: { START_OK: 'saved', START_OK_UNWATCHED: 'savedUnwatched', START_REFUSED: 'startFailed' },
    },
    startFailed: { on: { START: 'starting' } },
    resuming: { on: { VIEW_OPEN: 'saved', VIEW_OVER: 'closing', VIEW_FAIL: 'loadFailed' } },
    saved: {
      on: {
        CHOOSE: 'sending',
        TYPE: 'debouncing',
        GO_OFFLINE: 'offline',
        AWAY: 'away',
        HAND_IN: 'confirming',
        DEADLINE: 'finishing',
        RELOAD: 'reloading',
      },
    },
    savedUnwatched: { on: { AWAY_UNWATCHED: 'savedUnwatched', HAND_IN: 'confirming' } },
    debouncing: {
      on: { TYPE: 'debouncing', PAUSE: 'sending', GO_OFFLINE: 'offline', HAND_IN_NOW: 'flushing' },
    },
    sending: { on: { SAVE_OK: 'saved', SAVE_FAIL: 'retrying', SAVE_REFUSED: 'verifying' } },
    retrying: { on: { RETRY_TIMER: 'sending', GO_OFFLINE: 'offline' } },
    verifying: { on: { VIEW_OPEN: 'retrying', VIEW_OVER: 'closing' } },
    offline: {
      on: {
        CHOOSE: 'offline',
        GO_ONLINE: 'draining',
        DEADLINE: 'flushingOffline',
        RELOAD: 'reloadingWithQueue',
      },
    },
    draining: { on: { DRAIN: 'saved' } },
    flushing: { on: { SAVE_OK: 'finishing' } },
    flushingOffline: { on: { GO_ONLINE: 'drainingHandIn' } },
    drainingHandIn: { on: { DRAIN: 'finishing' } },
    away: { on: { BACK: 'warned' } },
    warned: { on: { DISMISS: 'saved', AWAY: 'closing' } },
    confirming: { on: { CANCEL: 'saved', CONFIRM: 'finishing', DEADLINE: 'finishing' } },
    finishing: { on: { FINISH_OK: 'result', FINISH_FAIL: 'finishWaiting', FINISH_REFUSED: 'handInFailed' } },
    finishWaiting: { on: { RETRY_TIMER: 'finishing' } },
    handInFailed: { on: { RETRY: 'finishing' } },
    closing: { on: { RESULT_OK: 'result', RESULT_FAIL: 'closingWaiting', RESULT_REFUSED: 'closingFailed' } },
    closingWaiting: { on: { RETRY_TIMER: 'closing' } },
    closingFailed: { on: { RETRY: 'closing' } },
    reloading: { on: { LOAD_UNFINISHED: 'resuming' } },
    reloadingWithQueue: { on: { LOAD_UNFINISHED: 'resumingWithQueue' } },
    resumingWithQueue: { on: { VIEW_OPEN: 'draining' } },
    result: { type: 'final' },
  },
});

/** Leaf paths of a state value: { a: { b: 'c' } } → ['a.b.c']. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child ? leaves(child, `${prefix}${key}.`) : []));
}

/** Real states the paths went through, by leaf path. */
const visited = new Set<string>();

/** One walk: a world (gateway, storage, clock), the page now open on it, and the answers the learner gave. */
class Walk {
  readonly world = createWorld({ durationMs: DURATION_MS, switchLimit: SWITCH_LIMIT });
  page: ReturnType<typeof openAttempt>;
  readonly given: Record<string, string[]> = {};
  private choices = 0;
  private texts = 0;
  /** The gateway finished the attempt on its own: answers refused after that are not the attempt's to keep. */
  closedByServer = false;

  constructor() {
    this.world.gateway.mode = 'manual';
    this.page = this.open();
  }

  open() {
    const page = openAttempt(this.world);
    page.actor.subscribe((s) => {
      for (const leaf of leaves(s.value)) visited.add(leaf);
    });
    for (const leaf of leaves(page.snap().value)) visited.add(leaf);
    return page;
  }

  snap() {
    return this.page.snap();
  }

  send(event: Parameters<typeof this.page.actor.send>[0]) {
    this.page.actor.send(event);
  }

  async reload() {
    this.page.actor.stop();
    this.page = this.open();
    await settle();
  }

  choose() {
    const key = ['A', 'B', 'C'][this.choices++ % 3] ?? 'A';
    this.given['101'] = [key];
    this.send({ type: 'answer.choose', problemId: '101', keys: [key] });
  }

  type() {
    const text = `draft ${++this.texts}`;
    this.given['105'] = [text];
    this.send({ type: 'answer.text', problemId: '105', blank: 0, text });
  }

  /** Lets `ms` pass a second at a time; calls made meanwhile fail while the page is offline. */
  async advance(ms: number) {
    for (let left = ms; left > 0; left -= 1_000) {
      await this.world.advance(Math.min(1_000, left), 1_000);
      if (this.page.page.navigator.onLine) continue;
      while (this.world.gateway.pending.some((p) => p.name === 'saveAnswers' || p.name === 'saveEvent')) {
        const name = this.world.gateway.pending.find(
          (p) => p.name === 'saveAnswers' || p.name === 'saveEvent',
        )?.name;
        await this.world.gateway.fail(name);
      }
    }
  }

  async untilTimeUp() {
    for (let i = 0; i < DURATION_MS / 1_000 + 10 && !this.snap().hasTag('timeUp'); i++)
      await this.advance(1_000);
  }

  /**
   * Every answer the learner gave is with the gateway or in the stored queue, and on screen once the page
   * has the attempt (a page still loading after a reload shows nothing yet).
   */
  checkNoAnswerLost() {
    const stored = readStoredAttempt(this.world.storage, RECORD_ID);
    const loaded = this.snap().context.record !== null;
    for (const [problemId, answer] of Object.entries(this.given)) {
      if (loaded)
        expect(this.snap().context.answers[problemId], `answer ${problemId} on screen`).toEqual(answer);
      const atGateway = JSON.stringify(this.world.gateway.savedAnswer(problemId)) === JSON.stringify(answer);
      const queued = stored.queue.some(
        (i) =>
          i.kind === 'answer' &&
          i.problemId === problemId &&
          JSON.stringify(i.answer) === JSON.stringify(answer),
      );
      expect(atGateway || queued, `answer ${problemId} saved or stored`).toBe(true);
    }
    // Sequence numbers only go up, and the next one is above everything handed out or seen.
    const seqs = stored.queue.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const { nextSeq, record } = this.snap().context;
    if (loaded) expect(nextSeq).toBeGreaterThan(Math.max(0, ...seqs, record?.lastSeq ?? 0));
  }

  /** The clock shows the gateway's time left, to the second. */
  checkClock() {
    const attempt = this.world.gateway.attempt;
    if (!attempt || this.snap().hasTag('timeUp')) return;
    const truth = Math.max(0, attempt.deadlineAt - this.world.gateway.serverNow());
    expect(Math.abs(this.snap().context.timeLeftMs - truth)).toBeLessThan(1_000);
  }

  checkAnswering(saving: 'idle' | 'debouncing' | 'sendingAnswers' | 'verifying' | 'retrying' | 'offline') {
    expect(selectPhase(this.snap())).toBe('answering');
    expect(this.snap().matches({ answering: { saving } })).toBe(true);
    this.checkNoAnswerLost();
    this.checkClock();
  }

  checkHandingIn(step: 'flushing' | 'finishing' | 'waiting' | 'failed') {
    expect(this.snap().matches({ answering: { paper: { handingIn: step } } })).toBe(true);
    if (!this.closedByServer) this.checkNoAnswerLost();
  }
}

/** Names of the gateway calls that are still to be answered. */
const pendingCalls = (walk: Walk) => walk.world.gateway.pending.map((p) => p.name);

const model = createTestModel(attemptModel);
const paths = model.getShortestPaths();

describe('examAttempt model', () => {
  it('walks every transition of the model', () => {
    const all = getStateNodes(attemptModel.root).flatMap((node: AnyStateNode) =>
      [...node.transitions.keys()].map((type) => `${node.key} ${type}`),
    );
    const walked = new Set(
      paths.flatMap((path) =>
        path.steps.slice(1).map((step, i) => `${String(path.steps[i]?.state.value)} ${step.event.type}`),
      ),
    );
    expect(all.filter((t) => !walked.has(t))).toEqual([]);
    expect(all.length).toBeGreaterThan(50);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const walk = new Walk();
      await settle();
      const g = walk.world.gateway;
      await path.test({
        events: {
          LOAD_FRESH: () => g.respond('loadExam'),
          LOAD_UNFINISHED: async () => {
            if (!g.attempt) g.createAttempt();
            await g.respond('loadExam');
          },
          LOAD_FAIL: () => g.fail('loadExam'),
          RETRY: async () => {
            walk.send({ type: 'attempt.retry' });
            await settle();
          },
          START: async () => {
            walk.send({ type: 'attempt.start' });
            await settle();
          },
          START_OK: () => g.respond('start'),
          START_OK_UNWATCHED: async () => {
            g.createAttempt({ switchLimit: 0 });
            await g.respond('start');
          },
          START_REFUSED: () => g.fail('start', refusal('考试次数已用完')),
          VIEW_OPEN: () => g.respond('view'),
          VIEW_OVER: async () => {
            g.closeByServer();
            walk.closedByServer = true;
            await g.respond('view');
          },
          VIEW_FAIL: () => g.fail('view'),
          CHOOSE: async () => {
            walk.choose();
            await settle();
          },
          TYPE: async () => {
            walk.type();
            await settle();
          },
          PAUSE: () => walk.advance(TEXT_DEBOUNCE_MS),
          HAND_IN_NOW: async () => {
            walk.send({ type: 'handIn.request' });
            walk.send({ type: 'handIn.confirm' });
            await settle();
          },
          SAVE_OK: () => g.respond('saveAnswers'),
          SAVE_FAIL: () => g.fail('saveAnswers'),
          SAVE_REFUSED: () => g.fail('saveAnswers', refusal()),
          RETRY_TIMER: () => walk.advance(backoffMs(walk.snap().context.failures)),
          GO_OFFLINE: async () => {
            walk.page.page.goOffline();
            await settle();
          },
          GO_ONLINE: async () => {
            walk.page.page.goOnline();
            await settle();
          },
          DRAIN: () => g.drain(),
          AWAY: async () => {
            walk.page.page.hide();
            await settle();
            await g.drain();
          },
          BACK: async () => {
            walk.page.page.show();
            await settle();
            await g.drain();
          },
          AWAY_UNWATCHED: async () => {
            walk.page.page.hide();
            walk.page.page.show();
            await walk.advance(2_000);
          },
          DISMISS: async () => {
            walk.send({ type: 'switch.dismissWarning' });
            await settle();
          },
          HAND_IN: async () => {
            walk.send({ type: 'handIn.request' });
            await settle();
          },
          CANCEL: async () => {
            walk.send({ type: 'handIn.cancel' });
            await settle();
          },
          CONFIRM: async () => {
            walk.send({ type: 'handIn.confirm' });
            await settle();
          },
          DEADLINE: () => walk.untilTimeUp(),
          FINISH_OK: () => g.respond('finish'),
          FINISH_FAIL: () => g.fail('finish'),
          FINISH_REFUSED: () => g.fail('finish', refusal('服务繁忙')),
          RESULT_OK: () => g.respond('finishView'),
          RESULT_FAIL: () => g.fail('finishView'),
          RESULT_REFUSED: () => g.fail('finishView', refusal('无权查看')),
          RELOAD: () => walk.reload(),
        },
        states: {
          loading: () => {
            expect(selectPhase(walk.snap())).toBe('loading');
            expect(pendingCalls(walk)).toEqual(['loadExam']);
          },
          loadFailed: () => {
            expect(selectPhase(walk.snap())).toBe('loadFailed');
            expect(walk.snap().context.error).not.toBeNull();
          },
          intro: () => {
            expect(selectPhase(walk.snap())).toBe('intro');
            expect(walk.snap().context.exam?.examId).toBe('501');
          },
          starting: () => {
            expect(selectPhase(walk.snap())).toBe('starting');
            expect(pendingCalls(walk)).toEqual(['start']);
          },
          startFailed: () => {
            expect(selectPhase(walk.snap())).toBe('startFailed');
            expect(walk.snap().context.error).toBe('考试次数已用完');
          },
          resuming: () => {
            expect(walk.snap().matches('resuming')).toBe(true);
            expect(pendingCalls(walk)).toEqual(['view']);
          },
          resumingWithQueue: () => {
            expect(walk.snap().matches('resuming')).toBe(true);
            expect(readStoredAttempt(walk.world.storage, RECORD_ID).queue.length).toBeGreaterThan(0);
          },
          reloading: () => {
            expect(selectPhase(walk.snap())).toBe('loading');
          },
          reloadingWithQueue: () => {
            expect(selectPhase(walk.snap())).toBe('loading');
            walk.checkNoAnswerLost();
          },
          saved: () => {
            walk.checkAnswering('idle');
            expect(
              walk.snap().matches({ answering: { switches: { watching: { presence: 'present' } } } }),
            ).toBe(true);
            expect(walk.snap().context.queue).toEqual([]);
          },
          savedUnwatched: () => {
            walk.checkAnswering('idle');
            expect(walk.snap().matches({ answering: { switches: 'unwatched' } })).toBe(true);
            expect(walk.snap().context.switchCount).toBe(0);
          },
          debouncing: () => {
            walk.checkAnswering('debouncing');
            expect(pendingCalls(walk)).toEqual([]);
          },
          sending: () => {
            walk.checkAnswering('sendingAnswers');
            expect(pendingCalls(walk)).toEqual(['saveAnswers']);
          },
          retrying: () => walk.checkAnswering('retrying'),
          verifying: () => {
            walk.checkAnswering('verifying');
            expect(walk.snap().context.saveRefused).toBe(true);
          },
          offline: () => {
            walk.checkAnswering('offline');
            expect(walk.snap().context.online).toBe(false);
          },
          draining: () => {
            expect(walk.snap().hasTag('saving')).toBe(true);
            walk.checkNoAnswerLost();
          },
          flushing: () => walk.checkHandingIn('flushing'),
          flushingOffline: () => {
            walk.checkHandingIn('flushing');
            expect(walk.snap().hasTag('timeUp')).toBe(true);
            expect(walk.snap().context.online).toBe(false);
          },
          drainingHandIn: () => walk.checkHandingIn('flushing'),
          away: () => {
            walk.checkAnswering('idle');
            expect(walk.snap().matches({ answering: { switches: { watching: { presence: 'away' } } } })).toBe(
              true,
            );
            expect(g.attempt?.record.switchCount).toBe(1);
          },
          warned: () => {
            walk.checkAnswering('idle');
            expect(walk.snap().context.switchWarning).toEqual({ count: 1, left: 0 });
          },
          confirming: () => {
            expect(selectPhase(walk.snap())).toBe('confirming');
            walk.checkNoAnswerLost();
          },
          finishing: () => {
            walk.checkHandingIn('finishing');
            expect(pendingCalls(walk)).toEqual(['finish']);
          },
          finishWaiting: () => walk.checkHandingIn('waiting'),
          handInFailed: () => {
            walk.checkHandingIn('failed');
            expect(walk.snap().context.error).toBe('服务繁忙');
          },
          closing: () => {
            expect(walk.snap().matches({ closing: 'fetching' })).toBe(true);
            expect(pendingCalls(walk)).toContain('finishView');
          },
          closingWaiting: () => expect(walk.snap().matches({ closing: 'waiting' })).toBe(true),
          closingFailed: () => {
            expect(walk.snap().matches({ closing: 'failed' })).toBe(true);
            expect(walk.snap().context.error).toBe('无权查看');
          },
          result: () => {
            expect(walk.snap().status).toBe('done');
            expect(walk.snap().output?.record.state).not.toBe(1);
            expect(walk.world.storage.items.size).toBe(0);
            if (walk.closedByServer) return;
            for (const [problemId, answer] of Object.entries(walk.given)) {
              expect(g.savedAnswer(problemId), `answer ${problemId} handed in`).toEqual(answer);
            }
          },
        },
      });
      walk.page.actor.stop();
    });
  }

  // Runs after the paths (tests in a file run in order).
  it('went through every state of the real machine', () => {
    // Eventless routing states are passed through within a step, never rested in.
    const transient = new Set(['routing', 'deciding']);
    const all = getStateNodes(examAttemptMachine.root)
      .filter((node: AnyStateNode) => node.type === 'atomic' || node.type === 'final')
      .map((node: AnyStateNode) => node.path.join('.'))
      .filter((path: string) => !transient.has(path.split('.').at(-1) ?? ''));
    expect(all.filter((path: string) => !visited.has(path))).toEqual([]);
    expect(all.length).toBeGreaterThan(30);
  });
});
