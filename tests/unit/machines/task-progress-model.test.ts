import { describe, expect, it } from 'vitest';
import { and, createActor, createMachine, fromPromise, not, stateIn, type SnapshotFrom } from 'xstate';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import { mediaProgress, pagesProgress } from '../../../contract/progress-rules';
import { IDLE_AFTER_MS, REPORT_INTERVAL_MS } from '../../../contract/progress.routes';
import { backoffMs, RETRY_MAX_MS } from '../../../src/machines/shared/backoff';
import {
  mergeUnsent,
  readQueue,
  reportKey,
  type QueuedReport,
} from '../../../src/machines/task-progress/progress-queue';
import { clampSeek, SEEK_SLACK_SECONDS } from '../../../src/machines/task-progress/progress-rules';
import { createInputWatch, createStudyWatch } from '../../../src/machines/task-progress/study-watch';
import {
  MAX_CLOCK_GAP_MS,
  taskProgressMachine,
} from '../../../src/machines/task-progress/task-progress.machine';
import { selectRunning } from '../../../src/machines/task-progress/task-progress.selectors';
import {
  COURSE_ID,
  createWorld,
  DOC_NODE,
  FakeStudyPage,
  networkError,
  refusal,
  settle,
  USER_ID,
  VIDEO_NODE,
} from './task-progress-fakes';
import { edgePaths, TransitionLog } from './model-coverage';

/**
 * Model-based test of the study progress of one node. A small model of what the learner, the page and the
 * network can do next (below: a video or a document; the page shown, hidden or asking "still studying?";
 * the network up, offline, or the gateway unreachable or refusing) is walked along one path to each of its
 * edges. Each path drives a real progress actor with a fake gateway and page on a simulated clock, and
 * checks at every step the model's view and the invariants of `checkInvariants`. Finally, every transition
 * of the real machine must have been taken by some path.
 */

const VIDEO_SECONDS = 12;
const PAGE_COUNT = 4;
/** A human step takes this long: the clock moves on between two things the learner does. */
const STEP_MS = 1_000;

/**
 * What the network does; the same for both kinds of node. A refusal is tried while the clock runs, so that
 * the report it refuses is made at once.
 */
const network = (studying: 'playing' | 'reading') => ({
  initial: 'online',
  states: {
    online: {
      on: {
        GO_OFFLINE: 'offline',
        GATEWAY_DOWN: 'down',
        REFUSE: {
          target: 'online',
          guard: and([stateIn({ open: { viewer: studying } }), stateIn({ open: { page: 'shown' } })]),
        },
      },
    },
    offline: { on: { GO_ONLINE: 'online' } },
    down: { on: { GATEWAY_UP: 'online', NUDGE: 'down', GO_OFFLINE: 'offline' } },
  },
});

/** The page: shown, hidden, or asking "still studying?" (only while nothing plays). */
const playing = stateIn({ open: { viewer: 'playing' } });
const page = (media: boolean) => ({
  initial: 'shown',
  states: {
    shown: {
      on: {
        HIDE: 'hidden',
        INPUT: 'shown',
        IDLE: { target: 'idle', guard: not(playing) },
        // Playing media is never idle, however long nobody touches anything.
        ...(media ? { LONG_PLAY: { target: 'shown', guard: playing } } : {}),
      },
    },
    hidden: { on: { SHOW: 'shown' } },
    idle: { on: { WAKE: 'shown', RESUME: 'shown' } },
  },
});

/** The learner acts on what the page shows: not on a hidden page, nor past the "still studying?" dialog. */
const onShownPage = stateIn({ open: { page: 'shown' } });

/** Leaving the node, the page going away, or a reload that opens the node again from the gateway's record. */
const ends = {
  LEAVE: 'gone',
  UNLOAD: 'gone',
  RELOAD: { target: 'open', reenter: true },
} as const;

const videoModel = createMachine({
  id: 'videoModel',
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: ends,
      states: {
        viewer: {
          initial: 'paused',
          states: {
            paused: { on: { PLAY: { target: 'playing', guard: onShownPage } } },
            playing: {
              on: {
                WATCH: 'playing',
                SKIP_AHEAD: 'playing',
                REWIND: 'playing',
                PAUSE: 'paused',
                FINISH: 'ended',
              },
            },
            ended: { on: { PLAY: { target: 'playing', guard: onShownPage } } },
          },
        },
        page: page(true),
        network: network('playing'),
      },
    },
    gone: { type: 'final' },
  },
});

const documentModel = createMachine({
  id: 'documentModel',
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: ends,
      states: {
        viewer: {
          initial: 'loading',
          states: {
            loading: { on: { READY: 'reading' } },
            reading: {
              on: {
                TURN: { target: 'reading', guard: onShownPage },
                TURN_FAST: { target: 'reading', guard: onShownPage },
              },
            },
          },
        },
        page: page(false),
        network: network('reading'),
      },
    },
    gone: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof videoModel> | SnapshotFrom<typeof documentModel>;
type Kind = 'video' | 'document';

const log = new TransitionLog('taskProgress');

/** Reports by key (a beacon or a resend brings the same key again). */
type Ledger = Map<string, ProgressReport>;

/** One walk: a world (gateway, storage, clock), the page now open on it, and what the learner really did. */
class Walk {
  readonly world = createWorld();
  page = new FakeStudyPage(this.world.now);
  actor;
  /** The media's own time, and the furthest point really played (not skipped to). */
  position = 0;
  played = 0;
  /** Pages really shown. */
  readonly pagesShown = new Set<number>();
  /** Reports the gateway took (by a call or the beacon), and those it refused. */
  readonly received: Ledger = new Map();
  readonly refused: Ledger = new Map();
  /** Report keys ever seen in a queue: each must stay accounted for. */
  readonly seenKeys = new Map<string, ProgressReport>();
  /** Seconds reported by earlier openings of this walk. */
  earlierSeconds = 0;
  openedAt = 0;
  refuseNext = false;
  /** Calls that failed in a row, the last one's time, and whether the browser said "online" since. */
  failedInARow = 0;
  lastFailureAt = 0;
  woken = false;
  readonly problems: string[] = [];
  /** What the last check saw, so that nothing goes backwards. */
  last = { accounted: 0, gateway: { studySeconds: 0, studyProgress: 0, maxPosition: 0 } };

  constructor(readonly kind: Kind) {
    this.actor = this.open();
  }

  get node() {
    return this.kind === 'video' ? VIDEO_NODE : DOC_NODE;
  }

  snap() {
    return this.actor.getSnapshot();
  }

  /** Opens the node as the player does: with the gateway's record of it, over the stored queue. */
  open() {
    const record = this.world.gateway.record(this.node);
    const gateway = this.world.gateway;
    const page = this.page;
    const machine = taskProgressMachine.provide({
      actors: {
        saveReport: fromPromise<ProgressAnswer, ProgressReport>(({ input }) => {
          const now = this.world.now();
          if (!page.navigator.onLine) this.problems.push(`report ${reportKey(input)} went out offline`);
          // After a failure the next try waits for the back-off, unless the browser says it is back.
          const wait = backoffMs(this.failedInARow);
          if (this.failedInARow > 0 && !this.woken && now - this.lastFailureAt < wait)
            this.problems.push(
              `a retry came ${now - this.lastFailureAt} ms after a failure, before ${wait} ms`,
            );
          this.woken = false;
          if (!gateway.reachable) {
            this.failedInARow += 1;
            this.lastFailureAt = now;
            return Promise.reject(networkError());
          }
          this.failedInARow = 0;
          if (this.refuseNext) {
            this.refuseNext = false;
            this.refused.set(reportKey(input), input);
            return Promise.reject(refusal());
          }
          this.received.set(reportKey(input), input);
          return Promise.resolve(gateway.apply(input));
        }),
        hangUp: fromPromise<null, { courseId: string; subResourceId: string; idleSeconds: number }>(
          ({ input }) => {
            gateway.hangUps.push(input);
            return gateway.reachable ? Promise.resolve(null) : Promise.reject(networkError());
          },
        ),
        studyWatch: createStudyWatch(page.env),
        inputWatch: createInputWatch(page.env),
      },
    });
    this.openedAt = this.world.now();
    const actor = createActor(machine, {
      clock: this.world.clock,
      inspect: log.inspect,
      input: {
        courseId: COURSE_ID,
        subResourceId: this.node,
        userId: USER_ID,
        kind: this.kind === 'video' ? 'media' : 'pages',
        duration: this.kind === 'video' ? VIDEO_SECONDS : 0,
        pageCount: this.kind === 'video' ? 0 : PAGE_COUNT,
        dwellSeconds: 0,
        dragFlag: 0,
        position: record.position,
        maxPosition: record.maxPosition,
        studySeconds: record.studySeconds,
        studyProgress: record.studyProgress,
        finished: record.finished === 1,
        now: this.world.now,
        storage: this.world.storage,
        beacon: (report) => {
          if (!page.navigator.onLine) this.problems.push(`beacon ${reportKey(report)} went out offline`);
          if (gateway.reachable) this.received.set(reportKey(report), report);
          return gateway.beacon(report);
        },
      },
    });
    actor.start();
    return actor;
  }

  send(event: Parameters<typeof this.actor.send>[0]) {
    this.actor.send(event);
  }

  /** Lets `ms` pass, `step` at a time, as timers and answers would come. */
  async pass(ms: number, step = 1_000) {
    await this.world.advance(ms, step);
  }

  /** Seconds this opening turned into reports (the rest of the studied time is not reported yet). */
  reportedSeconds() {
    const { studiedMs, unreportedMs } = this.snap().context;
    return (studiedMs - unreportedMs) / 1000;
  }

  /** The page goes away: it reports and beacons, and the actor stops. */
  async close(how: 'leave' | 'unload') {
    if (how === 'leave') this.send({ type: 'node.leave' });
    else this.page.unload();
    await settle();
    this.checkInvariants();
    this.earlierSeconds += this.reportedSeconds();
    this.actor.stop();
  }

  /**
   * The learner plays on for `seconds`, with the browser's time updates every half second. Playing counts
   * as reaching a point only from where the learner may be without skipping (the seek slack included).
   */
  async watch(seconds: number) {
    for (let t = 0; t < seconds * 2; t++) {
      if (this.position <= this.played + SEEK_SLACK_SECONDS)
        this.played = Math.max(this.played, this.position + 0.5);
      this.position += 0.5;
      this.send({ type: 'media.time', position: this.position });
      this.world.clock.increment(500);
      if (t % 2 === 1) await settle();
    }
    await settle();
  }

  /** The learner drags the playhead; without skipping allowed the player snaps it back, as the page does. */
  async seek(target: number) {
    const c = this.snap().context;
    this.position = clampSeek(target, c.furthest, c.dragAllowed) ?? target;
    this.send({ type: 'media.seeked', position: this.position });
    await settle();
  }

  showPage(page: number) {
    this.pagesShown.add(page);
    this.send({ type: 'page.show', page });
  }

  /** The queue as stored, in the order it is sent. */
  stored(): QueuedReport[] {
    return readQueue(this.world.storage, USER_ID);
  }

  checkInvariants() {
    const c = this.snap().context;
    expect(this.problems).toEqual([]);
    const queue = c.queue.map((i) => i.report);

    // The stored queue is the machine's (up to merging, which any opening does first).
    expect(mergeUnsent(this.stored())).toEqual(mergeUnsent(c.queue));

    // Nothing queued is dropped: every report ever queued is still queued, with the gateway, refused by it,
    // or absorbed into a later report of the node that is.
    for (const r of queue) this.seenKeys.set(reportKey(r), r);
    const live = [...queue, ...this.received.values(), ...this.refused.values()];
    for (const [key, r] of this.seenKeys) {
      const kept = live.some((l) => l.subResourceId === r.subResourceId && l.seq >= r.seq);
      expect(kept, `report ${key} kept`).toBe(true);
    }

    // Every reported second is accounted for once: with the gateway, refused, or waiting.
    const accounted = new Map<string, number>();
    for (const r of live) accounted.set(reportKey(r), r.studySeconds);
    const total = [...accounted.values()].reduce((n, s) => n + s, 0);
    expect(total).toBe(this.earlierSeconds + this.reportedSeconds());
    // Reported study time never decreases, and neither does what the gateway keeps.
    expect(total).toBeGreaterThanOrEqual(this.last.accounted);
    const kept = this.world.gateway.record(this.node);
    expect(kept.studySeconds).toBeGreaterThanOrEqual(this.last.gateway.studySeconds);
    expect(kept.studyProgress).toBeGreaterThanOrEqual(this.last.gateway.studyProgress);
    expect(kept.maxPosition).toBeGreaterThanOrEqual(this.last.gateway.maxPosition);
    this.last = {
      accounted: total,
      gateway: {
        studySeconds: kept.studySeconds,
        studyProgress: kept.studyProgress,
        maxPosition: kept.maxPosition,
      },
    };

    // Only time that passed is study time, and each report comes after the last.
    expect(c.studiedMs).toBeLessThanOrEqual(this.world.now() - this.openedAt);
    for (const r of queue) expect(r.seq).toBeLessThan(c.seq);

    // No skipping: no figure claims more than what was really played (or seen), nor does the furthest point.
    const cap =
      this.kind === 'video'
        ? mediaProgress(this.played, VIDEO_SECONDS)
        : pagesProgress(this.pagesShown.size, PAGE_COUNT);
    for (const r of [...queue, ...this.received.values()]) expect(r.studyProgress).toBeLessThanOrEqual(cap);
    expect(c.studyProgress).toBeLessThanOrEqual(cap);
    if (this.kind === 'video') expect(c.furthest).toBeLessThanOrEqual(this.played);
  }

  /** What the model's state says of the real one. */
  checkState(state: ModelSnapshot) {
    const s = this.snap();
    if (state.matches('gone')) {
      expect(s.status).toBe('stopped');
      return;
    }
    const viewerRuns =
      this.kind === 'video'
        ? state.matches({ open: { viewer: 'playing' } })
        : state.matches({ open: { viewer: 'reading' } });
    const pageShown = state.matches({ open: { page: 'shown' } });
    expect(selectRunning(s), 'clock running').toBe(viewerRuns && pageShown);
    if (state.matches({ open: { page: 'idle' } })) expect(s.hasTag('idle')).toBe(true);
    if (state.matches({ open: { page: 'hidden' } })) expect(s.matches({ activity: 'away' })).toBe(true);
    if (pageShown) expect(s.matches({ activity: 'awake' })).toBe(true);
    if (state.matches({ open: { network: 'offline' } })) {
      expect(s.context.online).toBe(false);
      expect(s.matches({ connection: 'offline' })).toBe(true);
    }
    if (state.matches({ open: { network: 'online' } })) {
      // Online with the gateway up, everything waiting has gone (or was refused).
      expect(s.context.queue).toEqual([]);
      expect(s.hasTag('saved')).toBe(true);
    }
  }
}

type Handler = (walk: Walk) => Promise<void>;

const handlers: Record<string, Handler> = {
  PLAY: async (walk) => {
    const again = walk.position >= VIDEO_SECONDS;
    // Played again after the end, the media starts over (and a finished node's clock still runs).
    if (again) await walk.seek(0);
    walk.send({ type: 'media.play' });
    await settle();
    if (again) await walk.watch(REPORT_INTERVAL_MS / 1000 + 1);
  },
  WATCH: (walk) => walk.watch(5),
  // The learner drags ahead and watches on from where the player lets them be.
  SKIP_AHEAD: async (walk) => {
    await walk.seek(walk.position + 8);
    await walk.watch(2);
  },
  REWIND: (walk) => walk.seek(Math.max(0, walk.position - 3)),
  PAUSE: async (walk) => {
    walk.send({ type: 'media.pause' });
    await settle();
  },
  FINISH: async (walk) => {
    await walk.watch(Math.max(0, VIDEO_SECONDS - walk.position));
    walk.send({ type: 'media.ended', position: walk.position });
    await settle();
  },
  READY: async (walk) => {
    walk.send({ type: 'content.ready', pageCount: PAGE_COUNT });
    walk.showPage(1);
    await settle();
  },
  TURN: async (walk) => {
    walk.showPage((walk.snap().context.position % PAGE_COUNT) + 1);
    await walk.pass(STEP_MS);
  },
  TURN_FAST: async (walk) => {
    walk.showPage((walk.snap().context.position % PAGE_COUNT) + 1);
    await walk.pass(200);
    walk.showPage((walk.snap().context.position % PAGE_COUNT) + 1);
    await walk.pass(STEP_MS);
  },
  HIDE: async (walk) => {
    walk.page.hide();
    await settle();
  },
  SHOW: async (walk) => {
    walk.page.show();
    await settle();
  },
  INPUT: async (walk) => {
    walk.page.input();
    await settle();
  },
  // Long waits go in the longest steps the clock counts in full.
  IDLE: (walk) => walk.pass(IDLE_AFTER_MS, MAX_CLOCK_GAP_MS),
  LONG_PLAY: (walk) => walk.pass(IDLE_AFTER_MS + MAX_CLOCK_GAP_MS, MAX_CLOCK_GAP_MS),
  WAKE: async (walk) => {
    walk.page.input('keydown');
    await settle();
  },
  RESUME: async (walk) => {
    walk.send({ type: 'idle.resume' });
    await settle();
  },
  GO_OFFLINE: async (walk) => {
    walk.page.goOffline();
    await settle();
  },
  GO_ONLINE: async (walk) => {
    // Offline for a while (the running clock makes a report meanwhile), then the browser is back, and so
    // is the gateway.
    await walk.pass(REPORT_INTERVAL_MS);
    walk.world.gateway.reachable = true;
    walk.woken = true;
    walk.page.goOnline();
    await walk.pass(STEP_MS);
  },
  GATEWAY_DOWN: async (walk) => {
    walk.world.gateway.reachable = false;
    await walk.pass(STEP_MS);
  },
  // The gateway answers again: the next try, at most the longest back-off away, sends everything.
  GATEWAY_UP: async (walk) => {
    walk.world.gateway.reachable = true;
    await walk.pass(RETRY_MAX_MS + STEP_MS);
  },
  // The browser says "online" although calls still fail.
  NUDGE: async (walk) => {
    walk.woken = true;
    walk.page.goOnline();
    await settle();
  },
  REFUSE: async (walk) => {
    walk.refuseNext = true;
    await walk.pass(REPORT_INTERVAL_MS);
    expect(walk.refuseNext, 'a report was refused').toBe(false);
  },
  LEAVE: (walk) => walk.close('leave'),
  UNLOAD: (walk) => walk.close('unload'),
  RELOAD: async (walk) => {
    await walk.close('unload');
    walk.page = new FakeStudyPage(walk.world.now);
    walk.world.gateway.reachable = true;
    walk.refuseNext = false;
    walk.failedInARow = 0;
    walk.position = walk.world.gateway.record(walk.node).position;
    walk.actor = walk.open();
    await settle();
  },
};

const models = [
  { kind: 'video' as const, model: videoModel },
  { kind: 'document' as const, model: documentModel },
];

describe('taskProgress model', () => {
  for (const { kind, model } of models) {
    const paths = edgePaths<ModelSnapshot, { type: string }>(model, {
      inputs: [undefined],
      events: (state) =>
        Object.keys(handlers)
          .map((type) => ({ type }))
          .filter((event) => state.can(event)),
      serialize: (state) => JSON.stringify(state.value),
    });

    it(`${kind}: walks every transition of the model`, () => {
      const walked = new TransitionLog(model.id);
      for (const path of paths) {
        const actor = createActor(model, { inspect: walked.inspect }).start();
        for (const step of path.steps) actor.send(step.event);
      }
      expect(walked.missing(model)).toEqual([]);
    });

    for (const path of paths) {
      it(`${kind}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
        const walk = new Walk(kind);
        await settle();
        for (const step of path.steps) {
          const handler = handlers[step.event.type];
          if (!handler) throw new Error(`no handler for ${step.event.type}`);
          await handler(walk);
          walk.checkState(step.state);
          if (walk.snap().status === 'active') walk.checkInvariants();
        }
        walk.actor.stop();
      });
    }
  }

  // Runs after the paths (tests in a file run in order).
  it('took every transition of the machine', () => {
    // Reports are checked when made and when read from storage, so none without a figure reaches the queue.
    const unreachable = ['taskProgress.reporting.routing: always [2] → taskProgress.reporting.routing'];
    expect(log.missing(taskProgressMachine, unreachable)).toEqual([]);
  });
});
