import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  raise,
  setup,
  type EventObject,
} from 'xstate';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import { IDLE_AFTER_MS, REPORT_INTERVAL_MS } from '../../../contract/progress.routes';
import { isApiError } from '../../services/api-error';
import { backoffMs } from '../shared/backoff';
import { failureOf, isAuthFailure, noFailure, notProvided } from '../shared/failure';
import {
  beaconReports,
  enqueueReport,
  latestQueued,
  markSent,
  markUnsent,
  mergeUnsent,
  MAX_REPORT_SECONDS_FIELD,
  readQueue,
  removeReport,
  reportKey,
  writeQueue,
} from './progress-queue';
import { furthestAfterTime, isReportableProgress, progressFigure } from './progress-rules';
import type {
  ProgressSavedEvent,
  TaskProgressContext,
  TaskProgressEvent,
  TaskProgressInput,
  TaskProgressTag,
} from './task-progress.types';

/**
 * Study progress of one open node of a course (ARCHITECTURE §5 `taskProgress`; decision 0027, "The player").
 * One actor per opening: the page starts it with the node's watch answer and stops it when the learner
 * moves on.
 *
 * Regions (all run side by side):
 * - `clock`: `running` [running] while the media plays, or other content is shown, and the page is visible
 *   and the learner not idle; `paused` otherwise. Only running time is study time. Every
 *   `REPORT_INTERVAL_MS` of running makes a report (until the gateway says the node is finished; after that
 *   only pausing, hiding and leaving save the position).
 * - `activity`: `awake` → no input for `IDLE_AFTER_MS` while nothing plays → `idle` [idle]: the clock stops,
 *   the hang-up call goes out with the idle seconds, and the page asks "still studying?"; any input or
 *   `idle.resume` wakes it. A hidden page is `away` (not idle: the clock is stopped anyway).
 * - `pageReport`: a page or image change is reported at once, then at most once a second.
 * - `reporting`: sends the waiting reports one call at a time, in order, from the queue stored per user
 *   (progress-queue.ts): [saved] nothing waits, [saving], [retrying] after a failure (1 s, 2 s, 4 s… up to
 *   30 s), [offline] while the browser says so. A refusal drops the report; the gateway will not take it.
 * - `connection`: `online` / `offline` from `navigator.onLine` and its events, `unreachable` after a failed
 *   call; coming back merges the reports that waited, per node, and sends them.
 *
 * Reports are also made on pause, on the end of the media, when the page is hidden, on leaving the node and
 * when the page goes away (then also sent with the beacon, one per node, and kept: a resend is harmless).
 * A report is never built without a finite progress figure (spec §4), and a moment that changed nothing
 * (no seconds, same position, no higher figure) is not reported.
 *
 * Events: see task-progress.types.ts. Emitted: `progress.saved` for every acknowledged report (also of
 * nodes left earlier), so the page updates its content tree without reading it again.
 */

/** A page change is reported at once, then at most this often while the learner keeps turning pages. */
export const PAGE_REPORT_MS = 1_000;
/**
 * The longest stretch one reading of the clock may count. The clock is read at least every
 * `REPORT_INTERVAL_MS` while it runs; a longer gap means the machine was asleep (a closed laptop), which is
 * not study.
 */
export const MAX_CLOCK_GAP_MS = 3 * REPORT_INTERVAL_MS;
export const IDLE_SECONDS = Math.round(IDLE_AFTER_MS / 1000);

type Patch = Partial<TaskProgressContext>;

/** A refusal (a 999 and the like): sending the same report again will not help. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code > 0 && !isAuthFailure(error);
}

function callbackNotProvided(name: string) {
  return fromCallback<EventObject>(() => {
    throw new Error(`${name} is not provided`);
  });
}

/** Running time so far moves into the unreported part; the running stretch starts again now. */
function readClock(context: TaskProgressContext): Patch {
  if (context.runningSince === null) return {};
  const now = context.now();
  const elapsed = Math.min(MAX_CLOCK_GAP_MS, Math.max(0, now - context.runningSince));
  return {
    runningSince: now,
    unreportedMs: context.unreportedMs + elapsed,
    studiedMs: context.studiedMs + elapsed,
  };
}

function figureOf(context: TaskProgressContext): number {
  return progressFigure({
    kind: context.kind,
    duration: context.duration,
    pageCount: context.pageCount,
    dwellSeconds: context.dwellSeconds,
    furthest: context.furthest,
    seenPages: context.seenPages.length,
    studiedSeconds: context.startSeconds + Math.floor(context.studiedMs / 1000),
    startProgress: context.startProgress,
    finished: context.finished,
  });
}

/** The waiting reports, kept for the next page (see progress-queue.ts). */
function storeQueue(context: TaskProgressContext): void {
  writeQueue(context.storage, context.userId, context.queue);
}

/** Positions travel with a tenth of a second: enough to resume on, short in storage. */
const roundPosition = (value: number) => Math.max(0, Math.min(1_000_000, Math.round(value * 10) / 10));

/**
 * The report this moment makes, with the context after it, or null when the moment changed nothing. Never a
 * report whose progress is not a real number (spec §4).
 */
export function buildReport(
  context: TaskProgressContext,
): { report: ProgressReport; patch: Patch } | { report: null; patch: Patch } {
  const clock = readClock(context);
  const next = { ...context, ...clock };
  const studyProgress = figureOf(next);
  const base: Patch = {
    ...clock,
    studyProgress: isReportableProgress(studyProgress) ? studyProgress : context.studyProgress,
  };
  if (!isReportableProgress(studyProgress)) return { report: null, patch: base };
  const studySeconds = Math.min(MAX_REPORT_SECONDS_FIELD, Math.floor(next.unreportedMs / 1000));
  const position = roundPosition(next.position);
  const unchanged =
    studySeconds === 0 &&
    position === next.lastReported.position &&
    studyProgress <= next.lastReported.progress;
  if (unchanged) return { report: null, patch: base };
  const report: ProgressReport = {
    courseId: next.courseId,
    subResourceId: next.subResourceId,
    studyProgress,
    position,
    studySeconds,
    seq: next.seq,
  };
  return {
    report,
    patch: {
      ...base,
      seq: next.seq + 1,
      unreportedMs: next.unreportedMs - studySeconds * 1000,
      lastReported: { position, progress: studyProgress },
      queue: enqueueReport(next.queue, report),
    },
  };
}

const progressSetup = setup({
  types: {
    context: {} as TaskProgressContext,
    events: {} as TaskProgressEvent,
    input: {} as TaskProgressInput,
    tags: {} as TaskProgressTag,
    emitted: {} as ProgressSavedEvent,
  },
  actors: {
    saveReport: fromPromise<ProgressAnswer, ProgressReport>(notProvided('saveReport')),
    hangUp: fromPromise<null, { courseId: string; subResourceId: string; idleSeconds: number }>(
      notProvided('hangUp'),
    ),
    studyWatch: callbackNotProvided('studyWatch'),
    inputWatch: callbackNotProvided('inputWatch'),
  },
  actions: {
    /** Makes this moment's report, if it says anything new, queues and stores it, and wakes the sender. */
    report: enqueueActions(({ context, enqueue }) => {
      const { report, patch } = buildReport(context);
      enqueue.assign(patch);
      if (!report) return;
      enqueue(({ context: updated }) => storeQueue(updated));
      enqueue.raise({ type: 'queue.changed' });
    }),
    persist: ({ context }) => storeQueue(context),

    // Clock
    startClock: assign(({ context }) => ({ runningSince: context.now() })),
    stopClock: assign(({ context }) => ({ ...readClock(context), runningSince: null })),

    // What the viewer says
    play: assign({ playing: true }),
    pause: assign(({ context }) => ({ ...readClock(context), playing: false })),
    playTo: assign(({ context }, params: { position: number }) => {
      if (!Number.isFinite(params.position) || params.position < 0) return {};
      return {
        position: params.position,
        furthest: furthestAfterTime(context.furthest, context.position, params.position),
      };
    }),
    seekTo: assign((_, params: { position: number }) =>
      Number.isFinite(params.position) && params.position >= 0 ? { position: params.position } : {},
    ),
    showContent: assign(({ context }, params: { pageCount?: number }) => {
      const count = params.pageCount;
      const pageCount =
        count !== undefined && Number.isSafeInteger(count) && count > 0 ? count : context.pageCount;
      return { shown: true, pageCount };
    }),
    showPage: assign(({ context }, params: { page: number }) => {
      const page = params.page;
      if (!Number.isSafeInteger(page) || page < 1) return {};
      return {
        position: page,
        furthest: Math.max(context.furthest, page),
        seenPages: context.seenPages.includes(page) ? context.seenPages : [...context.seenPages, page],
      };
    }),
    setVisible: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
    setIdle: assign((_, params: { idle: boolean }) => ({ idle: params.idle })),

    // Sending
    /** The report a call is about to carry may reach the gateway from now on: it absorbs nothing more. */
    markHeadSent: assign(({ context }) => {
      const head = context.queue[0]?.report ?? null;
      return {
        inFlight: head,
        queue: head ? markSent(context.queue, reportKey(head)) : context.queue,
      };
    }),
    acknowledge: assign(({ context }, params: { answer: ProgressAnswer }) => {
      const sent = context.inFlight;
      if (!sent) return {};
      const mine = sent.subResourceId === context.subResourceId;
      const { answer } = params;
      return {
        queue: removeReport(context.queue, reportKey(sent)),
        inFlight: null,
        failures: 0,
        ...noFailure,
        ...(mine
          ? {
              finished: context.finished || answer.finished === 1,
              startProgress: Math.max(context.startProgress, answer.studyProgress),
              furthest: Math.max(context.furthest, answer.maxPosition),
              courseProgress: answer.courseProgress,
            }
          : {}),
      };
    }),
    announceSaved: emit(({ context }, params: { answer: ProgressAnswer }) => ({
      type: 'progress.saved' as const,
      courseId: context.inFlight?.courseId ?? context.courseId,
      subResourceId: context.inFlight?.subResourceId ?? context.subResourceId,
      answer: params.answer,
    })),
    /** The gateway refused the report: it goes, or it would hold up every report behind it. */
    dropRefused: assign(({ context }, params: { error: unknown }) => ({
      queue: context.inFlight ? removeReport(context.queue, reportKey(context.inFlight)) : context.queue,
      inFlight: null,
      ...failureOf(params.error),
    })),
    /**
     * A call that failed while the browser says offline never left: its report may absorb the next ones.
     * Otherwise it may have arrived (a timeout), so it stays as it is.
     */
    countFailure: assign(({ context }) => ({
      queue:
        context.inFlight && !context.online
          ? markUnsent(context.queue, reportKey(context.inFlight))
          : context.queue,
      inFlight: null,
      failures: context.failures + 1,
    })),
    dropUnreportable: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    mergeWaiting: assign(({ context }) => ({ queue: mergeUnsent(context.queue) })),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),

    /**
     * The page goes away: the waiting reports leave with the beacon, one per node, and stay queued (the next
     * opening sends them again; the gateway ignores a sequence number it has). Offline, nothing can leave.
     */
    sendBeacons: enqueueActions(({ context, enqueue }) => {
      if (!context.online) return;
      const queue = mergeUnsent(context.queue);
      const reports = beaconReports(queue);
      if (reports.length === 0) return;
      enqueue.assign({ queue: reports.reduce((q, r) => markSent(q, reportKey(r)), queue) });
      enqueue(() => {
        for (const report of reports) context.beacon(report);
      });
      enqueue(({ context: updated }) => storeQueue(updated));
    }),
  },
  guards: {
    shouldRun: ({ context }) =>
      (context.kind === 'media' ? context.playing : context.shown) && context.visible && !context.idle,
    playing: ({ context }) => context.playing,
    finished: ({ context }) => context.finished,
    queueEmpty: ({ context }) => context.queue.length === 0,
    offline: ({ context }) => !context.online,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    /** Spec §4, checked once more before a report leaves: anything stored by older code is input too. */
    headUnreportable: ({ context }) => {
      const head = context.queue[0];
      return head !== undefined && !isReportableProgress(head.report.studyProgress);
    },
  },
  delays: {
    reportInterval: REPORT_INTERVAL_MS,
    idleAfter: IDLE_AFTER_MS,
    pageThrottle: PAGE_REPORT_MS,
    retry: ({ context }) => backoffMs(context.failures),
  },
});

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const answerOf = ({ event }: { event: { output: ProgressAnswer } }) => ({ answer: event.output });

export const taskProgressMachine = progressSetup.createMachine({
  id: 'taskProgress',
  description: 'Study time, position and progress of one open node, reported to the gateway in order.',
  context: ({ input }) => {
    const now = input.now();
    const queue = mergeUnsent(readQueue(input.storage, input.userId));
    const waiting = latestQueued(queue, input.subResourceId);
    const dragAllowed = input.dragFlag === 1;
    // Restore: a report the gateway has not acknowledged is later than its record.
    const restored = waiting ? waiting.position : input.position;
    // Without skipping, a stored position past the furthest point (an older gateway kept one) proves nothing
    // and is never resumed at.
    const furthest = Math.max(input.maxPosition, waiting?.position ?? 0, dragAllowed ? input.position : 0);
    const position = dragAllowed ? restored : Math.min(restored, furthest);
    const startProgress = Math.max(input.studyProgress, waiting?.studyProgress ?? 0);
    return {
      courseId: input.courseId,
      subResourceId: input.subResourceId,
      userId: input.userId,
      kind: input.kind,
      duration: input.duration,
      pageCount: input.pageCount,
      dwellSeconds: input.dwellSeconds,
      dragAllowed,
      now: input.now,
      // Wrapped so that a snapshot sent to the inspector carries no copy of the whole local storage.
      storage: {
        getItem: (key) => input.storage.getItem(key),
        setItem: (key, value) => input.storage.setItem(key, value),
        removeItem: (key) => input.storage.removeItem(key),
      },
      beacon: input.beacon,
      seq: Math.max(now, (waiting?.seq ?? 0) + 1),
      position,
      furthest,
      seenPages: [],
      startSeconds: input.studySeconds,
      startProgress,
      studyProgress: input.finished ? 100 : startProgress,
      finished: input.finished,
      courseProgress: null,
      studiedMs: 0,
      unreportedMs: 0,
      runningSince: null,
      playing: false,
      shown: false,
      visible: true,
      idle: false,
      lastReported: { position: roundPosition(position), progress: input.finished ? 100 : startProgress },
      queue,
      inFlight: null,
      failures: 0,
      online: true,
      ...noFailure,
    };
  },
  type: 'parallel',
  invoke: [{ src: 'studyWatch' }, { src: 'inputWatch' }],
  on: {
    'media.play': { actions: ['play', raise({ type: 'activity.reset' })] },
    'media.pause': { actions: ['pause', 'report', raise({ type: 'activity.reset' })] },
    'media.time': { actions: { type: 'playTo', params: ({ event }) => ({ position: event.position }) } },
    'media.seeked': { actions: { type: 'seekTo', params: ({ event }) => ({ position: event.position }) } },
    'media.ended': {
      actions: [
        { type: 'playTo', params: ({ event }) => ({ position: event.position }) },
        'pause',
        'report',
        raise({ type: 'activity.reset' }),
      ],
    },
    'content.ready': {
      actions: { type: 'showContent', params: ({ event }) => ({ pageCount: event.pageCount }) },
    },
    'page.visible': {
      actions: [{ type: 'setVisible', params: { visible: true } }, raise({ type: 'activity.back' })],
    },
    'page.hidden': {
      actions: [
        'report',
        { type: 'setVisible', params: { visible: false } },
        raise({ type: 'activity.away' }),
      ],
    },
    'page.leaving': { actions: ['report', 'sendBeacons'] },
    'user.input': { actions: raise({ type: 'activity.reset' }) },
    'idle.resume': { actions: raise({ type: 'activity.reset' }) },
    'node.leave': { actions: 'report' },
  },
  states: {
    clock: {
      description: 'Counts study time while the learner studies; only running time is reported.',
      initial: 'paused',
      states: {
        paused: {
          description: 'Nothing plays or shows, the page is hidden, or the learner is idle.',
          always: { guard: 'shouldRun', target: 'running' },
        },
        running: {
          description: 'Study time counts; a report every interval (until the node is finished).',
          tags: ['running'],
          entry: 'startClock',
          exit: 'stopClock',
          always: { guard: not('shouldRun'), target: 'paused' },
          after: {
            reportInterval: [
              { guard: 'finished', target: 'running', reenter: true },
              { target: 'running', reenter: true, actions: 'report' },
            ],
          },
        },
      },
    },
    activity: {
      description: 'Whether the learner is still there: input, playing media, or a hidden page.',
      initial: 'awake',
      states: {
        awake: {
          description:
            'Waits for input; without any for the idle time while nothing plays, the learner is idle.',
          after: {
            idleAfter: [{ guard: 'playing', target: 'awake', reenter: true }, { target: 'idle' }],
          },
          on: {
            'activity.reset': { target: 'awake', reenter: true },
            'activity.away': 'away',
          },
        },
        away: {
          description: 'The page is hidden: the clock is stopped anyway, and nobody is asked anything.',
          on: { 'activity.back': 'awake' },
        },
        idle: {
          description: '“Still studying?”: the clock stops and the hang-up goes out; any input wakes it.',
          tags: ['idle'],
          entry: ['report', { type: 'setIdle', params: { idle: true } }],
          exit: { type: 'setIdle', params: { idle: false } },
          invoke: {
            src: 'hangUp',
            input: ({ context }) => ({
              courseId: context.courseId,
              subResourceId: context.subResourceId,
              idleSeconds: IDLE_SECONDS,
            }),
            // The hang-up is a note for the records; a failed one changes nothing for the learner.
            onError: {},
          },
          on: { 'activity.reset': 'awake' },
        },
      },
    },
    pageReport: {
      description: 'A page or image change is reported at once, then at most once per PAGE_REPORT_MS.',
      initial: 'ready',
      states: {
        ready: {
          on: {
            'page.show': {
              target: 'cooling',
              actions: [{ type: 'showPage', params: ({ event }) => ({ page: event.page }) }, 'report'],
            },
          },
        },
        cooling: {
          after: { pageThrottle: { target: 'ready', actions: 'report' } },
          on: {
            'page.show': { actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) } },
          },
        },
      },
    },
    reporting: {
      description: 'Sends waiting reports one call at a time, in order, with back-off on failure.',
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: 'queueEmpty', target: 'idle' },
            { guard: 'offline', target: 'offline' },
            { guard: 'headUnreportable', target: 'routing', reenter: true, actions: 'dropUnreportable' },
            { target: 'sending' },
          ],
        },
        idle: {
          description: 'Every report is with the gateway.',
          tags: ['saved'],
          on: { 'queue.changed': 'routing', 'sender.wake': 'routing' },
        },
        sending: {
          description: 'Sends the report at the head of the queue.',
          tags: ['saving'],
          entry: ['markHeadSent', 'persist'],
          invoke: {
            src: 'saveReport',
            input: ({ context }) => {
              // markHeadSent took the head, which routing made sure exists.
              if (!context.inFlight) throw new Error('no report in flight');
              return context.inFlight;
            },
            onDone: {
              target: 'routing',
              actions: [
                { type: 'announceSaved', params: answerOf },
                { type: 'acknowledge', params: answerOf },
                'persist',
                raise({ type: 'send.ok' }),
              ],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: 'routing',
                actions: [{ type: 'dropRefused', params: errorOf }, 'persist'],
              },
              { target: 'retrying', actions: ['countFailure', 'persist', raise({ type: 'send.failed' })] },
            ],
          },
        },
        retrying: {
          description: 'The last call failed; the next try waits 1 s, 2 s, 4 s… up to 30 s.',
          tags: ['retrying'],
          after: { retry: 'routing' },
          on: { 'sender.wake': 'routing' },
        },
        offline: {
          description: 'The browser is offline: reports wait (stored) and go when it is back.',
          tags: ['offline'],
          on: { 'sender.wake': 'routing' },
        },
      },
    },
    connection: {
      description: 'What the browser says about the network, and what failed calls say.',
      initial: 'online',
      states: {
        online: {
          on: {
            'network.offline': {
              target: 'offline',
              actions: { type: 'setOnline', params: { online: false } },
            },
            'send.failed': 'unreachable',
          },
        },
        unreachable: {
          description: 'Calls fail although the browser says it is online.',
          on: {
            'send.ok': 'online',
            'network.offline': {
              target: 'offline',
              actions: { type: 'setOnline', params: { online: false } },
            },
            'network.online': { target: 'online', actions: raise({ type: 'sender.wake' }) },
          },
        },
        offline: {
          on: {
            'network.online': {
              target: 'online',
              actions: [
                { type: 'setOnline', params: { online: true } },
                'mergeWaiting',
                'persist',
                raise({ type: 'sender.wake' }),
              ],
            },
          },
        },
      },
    },
  },
});
