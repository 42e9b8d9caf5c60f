import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import type { ProgressKind } from '../../../src/machines/task-progress/progress-rules';
import { createInputWatch, createStudyWatch } from '../../../src/machines/task-progress/study-watch';
import { taskProgressMachine } from '../../../src/machines/task-progress/task-progress.machine';
import type {
  ProgressSavedEvent,
  TaskProgressInput,
} from '../../../src/machines/task-progress/task-progress.types';
import { flush } from './fakes';
import { MemoryStorage } from './exam-attempt-fakes';

export { MemoryStorage };

export const T0 = Date.UTC(2026, 10, 21, 2, 0, 0);
export const COURSE_ID = '301';
export const VIDEO_NODE = '4001';
export const DOC_NODE = '4002';
export const USER_ID = '1001';

export const networkError = () => new ApiError(ClientCode.network, '网络异常');
export const refusal = (msg = '学习记录无效') => new ApiError(999, msg);

interface NodeRecord {
  position: number;
  maxPosition: number;
  studySeconds: number;
  studyProgress: number;
  finished: 0 | 1;
  lastSeq: number;
}

/**
 * The progress gateway as the player sees it: it keeps per node the furthest point, the highest progress and
 * the highest sequence number; a report at or below that number changes nothing; study time is counted up to
 * the time since the node's previous report (and at most 120 s for a node's first).
 */
export class FakeProgressGateway {
  /** 'auto' answers at once; 'manual' waits for `respond` / `fail`. */
  mode: 'auto' | 'manual' = 'auto';
  reachable = true;
  /** A message to refuse every report with (999). */
  refusalMessage: string | null = null;
  /** Every report that reached the gateway, in arrival order (beacons included). */
  readonly received: ProgressReport[] = [];
  readonly beacons: ProgressReport[] = [];
  readonly hangUps: { courseId: string; subResourceId: string; idleSeconds: number }[] = [];
  readonly nodes = new Map<string, NodeRecord & { lastAt: number | null }>();
  /** Seconds of video per node; finished near the end. */
  durations = new Map<string, number>([[VIDEO_NODE, 600]]);
  private readonly pending: Array<{ report: ProgressReport; settle: (fail?: unknown) => void }> = [];

  constructor(private readonly now: () => number) {}

  record(id: string) {
    let r = this.nodes.get(id);
    if (!r) {
      r = {
        position: 0,
        maxPosition: 0,
        studySeconds: 0,
        studyProgress: 0,
        finished: 0,
        lastSeq: 0,
        lastAt: null,
      };
      this.nodes.set(id, r);
    }
    return r;
  }

  /** Applies one report as the gateway would; answers what it stored. */
  apply(report: ProgressReport): ProgressAnswer {
    this.received.push(report);
    const r = this.record(report.subResourceId);
    const now = this.now();
    if (report.seq > r.lastSeq) {
      const bound = r.lastAt === null ? 120 : Math.max(0, (now - r.lastAt) / 1000);
      r.studySeconds += Math.min(report.studySeconds, Math.floor(bound));
      r.position = report.position;
      r.maxPosition = Math.max(r.maxPosition, report.position);
      r.lastSeq = report.seq;
      r.lastAt = now;
    }
    r.studyProgress = Math.max(r.studyProgress, Math.floor(report.studyProgress));
    const duration = this.durations.get(report.subResourceId);
    if (duration !== undefined && r.maxPosition >= duration - 5) r.finished = 1;
    if (r.studyProgress >= 100) r.finished = 1;
    return {
      studyProgress: r.studyProgress,
      finished: r.finished,
      maxPosition: r.maxPosition,
      courseProgress: Math.floor(r.studyProgress / 2),
      courseStudyStatus: 2,
    };
  }

  beacon = (report: ProgressReport): boolean => {
    this.beacons.push(report);
    if (this.reachable) this.apply(report);
    return true;
  };

  actors() {
    return {
      saveReport: fromPromise<ProgressAnswer, ProgressReport>(({ input }) => {
        if (this.mode === 'manual') {
          return new Promise<ProgressAnswer>((resolve, reject) => {
            this.pending.push({
              report: input,
              settle: (fail?: unknown) => (fail ? reject(fail) : resolve(this.apply(input))),
            });
          });
        }
        if (!this.reachable) return Promise.reject(networkError());
        if (this.refusalMessage) return Promise.reject(refusal(this.refusalMessage));
        return Promise.resolve(this.apply(input));
      }),
      hangUp: fromPromise<null, { courseId: string; subResourceId: string; idleSeconds: number }>(
        ({ input }) => {
          this.hangUps.push(input);
          return Promise.resolve(null);
        },
      ),
    };
  }

  /** Reports sent by calls and not answered yet (manual mode). */
  get waiting(): ProgressReport[] {
    return this.pending.map((p) => p.report);
  }

  async respond(): Promise<void> {
    const next = this.pending.shift();
    if (!next) throw new Error('no report call is waiting');
    next.settle();
    await settle();
  }

  async fail(error: unknown = networkError()): Promise<void> {
    const next = this.pending.shift();
    if (!next) throw new Error('no report call is waiting');
    next.settle(error);
    await settle();
  }
}

/** Lets promise chains (fake calls, then the machine's reactions) run to the end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) await flush();
}

/** A page the test moves around: visibility, connectivity, input, going away. */
export class FakeStudyPage {
  readonly document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  readonly window = new EventTarget();
  readonly navigator = { onLine: true };

  constructor(private readonly now: () => number) {}

  get env() {
    return { document: this.document, window: this.window, navigator: this.navigator, now: this.now };
  }
  hide() {
    this.document.visibilityState = 'hidden';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
  show() {
    this.document.visibilityState = 'visible';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
  goOffline() {
    this.navigator.onLine = false;
    this.window.dispatchEvent(new Event('offline'));
  }
  goOnline() {
    this.navigator.onLine = true;
    this.window.dispatchEvent(new Event('online'));
  }
  input(type = 'pointermove') {
    this.window.dispatchEvent(new Event(type));
  }
  unload() {
    this.window.dispatchEvent(new Event('pagehide'));
    this.hide();
  }
}

export interface NodeSetup {
  subResourceId?: string;
  kind?: ProgressKind;
  duration?: number;
  pageCount?: number;
  dwellSeconds?: number;
  dragFlag?: 0 | 1;
  position?: number;
  maxPosition?: number;
  studySeconds?: number;
  studyProgress?: number;
  finished?: boolean;
}

export function createWorld() {
  const clock = new SimulatedClock();
  const now = () => T0 + clock.now();
  const gateway = new FakeProgressGateway(now);
  const storage = new MemoryStorage();
  /** Every report any page built, in the order they were queued (read from the storage writes). */
  const advance = async (ms: number, step = 1_000) => {
    for (let left = ms; left > 0; left -= step) {
      clock.increment(Math.min(step, left));
      await settle();
    }
  };
  return { clock, now, gateway, storage, advance };
}

type World = ReturnType<typeof createWorld>;

/** One page showing one node: a new call is a new opening (a reload or coming back) over the same storage. */
export function openNode(world: World, setup: NodeSetup = {}, page = new FakeStudyPage(world.now)) {
  const input: TaskProgressInput = {
    courseId: COURSE_ID,
    subResourceId: setup.subResourceId ?? VIDEO_NODE,
    userId: USER_ID,
    kind: setup.kind ?? 'media',
    duration: setup.duration ?? 600,
    pageCount: setup.pageCount ?? 0,
    dwellSeconds: setup.dwellSeconds ?? 0,
    dragFlag: setup.dragFlag ?? 0,
    position: setup.position ?? 0,
    maxPosition: setup.maxPosition ?? 0,
    studySeconds: setup.studySeconds ?? 0,
    studyProgress: setup.studyProgress ?? 0,
    finished: setup.finished ?? false,
    now: world.now,
    storage: world.storage,
    beacon: world.gateway.beacon,
  };
  const actor = createActor(
    taskProgressMachine.provide({
      actors: {
        ...world.gateway.actors(),
        studyWatch: createStudyWatch(page.env),
        inputWatch: createInputWatch(page.env),
      },
    }),
    { input, clock: world.clock },
  );
  const saved: ProgressSavedEvent[] = [];
  actor.on('progress.saved', (event) => saved.push(event));
  actor.start();
  return { actor, page, saved, snap: () => actor.getSnapshot() };
}

/** Plays the media from `from` for `seconds`, with time updates every quarter second as a browser gives them. */
export async function play(
  world: World,
  node: ReturnType<typeof openNode>,
  seconds: number,
  from = node.snap().context.position,
) {
  node.actor.send({ type: 'media.play' });
  for (let t = 0.25; t <= seconds + 1e-9; t += 0.25) {
    // The browser's time update for a moment comes before the timers due at that moment.
    node.actor.send({ type: 'media.time', position: from + t });
    world.clock.increment(250);
    if (Math.round(t * 4) % 4 === 0) await settle();
  }
  await settle();
}
