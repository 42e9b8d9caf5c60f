import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type EventObject,
} from 'xstate';
import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { AttemptResult, AttemptView, examPaperApi } from '../../../contract/exam-paper';
import { AttemptState, type AttemptEventType } from '../../../contract/exam-paper.routes';
import { isApiError } from '../../services/api-error';
import { errorParams, failureOf, isAuthFailure, noFailure, notProvided } from '../failure';
import {
  backoffMs,
  clockOffset,
  markToAnnounce,
  nextTickMs,
  timeLeftMs,
  timeWarningOf,
} from './attempt-clock';
import {
  acknowledge,
  batchItems,
  dropDelivered,
  enqueueAnswer,
  enqueueEvent,
  nextBatch,
  pendingSwitchCount,
  type PendingAnswer,
} from './attempt-queue';
import { clearStoredAttempt, readStoredAttempt, writeStoredAttempt } from './attempt-store';
import { answerStates, choiceAnswer, indexPaper, isTextProblem, textAnswer } from './paper-index';
import type {
  ExamAttemptContext,
  ExamAttemptEvent,
  ExamAttemptInput,
  ExamAttemptTag,
  ExamIntro,
  HandInReason,
} from './exam-attempt.types';
import type { SwitchPollEvent } from './page-watch';

/**
 * Taking an exam: one attempt from the rules page to its result (EXAMS.md; decision record 0024).
 *
 * States (tags in brackets; the page reads tags and context, see exam-attempt.selectors.ts):
 * - `loading` [loading] the exam and any unfinished attempt → `intro` [intro], or `resuming` [loading]
 *   after a reload; `loadFailed` [loadFailed] offers `attempt.retry`.
 * - `intro` → `attempt.start` → `starting` [starting] → `answering`; a refusal (no attempts left, window
 *   closed) → `startFailed` [startFailed] with the gateway's message; `attempt.start` tries again.
 * - `answering` [answering] runs four regions side by side:
 *   - `countdown`: time left = deadline − (local now + offset), recomputed on every tick (one a second, on
 *     the second boundaries) and after every answer from the gateway. 5- and 1-minute marks set
 *     `timeWarning` and announce once; at 0 → `expired` [timeUp] and the paper is handed in (reason 2).
 *   - `saving`: every change takes the next sequence number and is queued (and stored) at once; choices are
 *     sent at once, text after a 1 s pause; one call at a time, in sequence order; failures back off 1 s, 2 s,
 *     4 s… up to 30 s. Status tags: [saved] idle, [saving], [retrying], [offline].
 *   - `switches` (only when the attempt limits them): each away period reports one `switch`; coming back
 *     shows `switchWarning`; beyond the limit the paper is handed in (reason 3).
 *   - `paper`: `working` → `handIn.request` → `confirming` [confirming] → `handIn.confirm` → `handingIn`
 *     [handingIn]: `flushing` [flushing] waits for the queue to empty (showing [offline] if it must), then
 *     `finishing` [finishing] (retried on network failures; a refusal → `failed` [handInFailed], retry with
 *     `attempt.retry`).
 * - `closing` [closing]: the gateway says the attempt is over (handed in by the switch limit, by the gateway
 *   at the deadline, in another tab); fetches its result. A refusal → [resultFailed], `attempt.retry`.
 * - `result` [result]: final; the output and `context.result` hold the AttemptResult.
 *
 * Events the page sends: `attempt.start`, `attempt.retry`, `answer.choose {problemId, keys}`,
 * `answer.text {problemId, blank, text}`, `question.flag {problemId, flagged}`, `question.goTo {index}`,
 * `question.next`, `question.previous`, `clock.hide`, `clock.show`, `handIn.request`, `handIn.cancel`,
 * `handIn.confirm`, `switch.dismissWarning`, `save.retryNow`. The environment actors (page-watch.ts) send
 * `network.online`, `network.offline`, `page.hidden`, `switch.away`, `switch.back`.
 *
 * Context the page renders from: `exam` (rules), `paper`, `paperIndex` (questions numbered 1…N, composite children included),
 * `answers`, `answerStates`, `flags`, `currentIndex`, `timeLeftMs`, `timeWarning`, `clockHidden`,
 * `announcement` (live-region text key), `queue` / `lastSavedAt` (save status), `switchCount`,
 * `switchLimit`, `switchWarning`, `handInReason`, `result`, `error`.
 */

/** Text is sent after this long without typing. */
export const TEXT_DEBOUNCE_MS = 1_000;
/** The switch watch looks at the page's focus this often. */
export const SWITCH_POLL_MS = 1_000;

type SaveAnswersRequest = RequestOf<(typeof examPaperApi)['saveAnswers']>;
type SaveAnswersAnswer = ResponseOf<(typeof examPaperApi)['saveAnswers']>;
type SaveEventRequest = RequestOf<(typeof examPaperApi)['saveEvent']>;
type SaveEventAnswer = ResponseOf<(typeof examPaperApi)['saveEvent']>;
type FinishRequest = RequestOf<(typeof examPaperApi)['finish']>;

/** The gateway decided against the call (a 999 and the like): retrying the same call will not help. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code > 0 && !isAuthFailure(error);
}

/** A callback actor the app or the test provides with `.provide()`. */
function callbackNotProvided<TReceived extends EventObject>(name: string) {
  return fromCallback<TReceived>(() => {
    throw new Error(`${name} is not provided`);
  });
}

/** The clock as an answer from the gateway sets it. */
function syncClock(context: ExamAttemptContext, answer: { serverNow: number; deadlineAt: number }) {
  const now = context.now();
  const offsetMs = clockOffset(answer.serverNow, now);
  return {
    offsetMs,
    deadlineAt: answer.deadlineAt,
    timeLeftMs: timeLeftMs(answer.deadlineAt, now, offsetMs),
  };
}

/** One queued change: the next sequence number, stored with the queue before anything is sent. */
function queueEvent(context: ExamAttemptContext, type: AttemptEventType) {
  return {
    queue: enqueueEvent(context.queue, type, context.nextSeq, context.now()),
    nextSeq: context.nextSeq + 1,
  };
}

function setAnswer(context: ExamAttemptContext, problemId: string, answer: string[], typing: boolean) {
  const answers = { ...context.answers, [problemId]: answer };
  return {
    answers,
    answerStates: context.paperIndex ? answerStates(context.paperIndex, answers) : context.answerStates,
    queue: enqueueAnswer(context.queue, problemId, answer, context.nextSeq),
    nextSeq: context.nextSeq + 1,
    typing,
  };
}

const sameAnswer = (a: readonly string[] | undefined, b: readonly string[]) =>
  (a ?? []).length === b.length && b.every((v, i) => a?.[i] === v);

/** Keeps what the gateway has not acknowledged, and the learner's own marks, across a reload. */
function storeAttempt(context: ExamAttemptContext): void {
  if (!context.recordId) return;
  writeStoredAttempt(context.storage, context.recordId, {
    seq: context.nextSeq - 1,
    queue: context.queue,
    flags: context.flags,
    announced: context.announced,
    currentIndex: context.currentIndex,
  });
}

/** Everything the attempt knows from the gateway's view, merged with what an earlier page kept. */
function adoptView(context: ExamAttemptContext, view: AttemptView): Partial<ExamAttemptContext> {
  const { record } = view;
  const paperIndex = indexPaper(view.paper);
  const stored = readStoredAttempt(context.storage, record.id);
  const answers: Record<string, string[]> = {};
  const savedSeq: Record<string, number> = {};
  for (const saved of view.answers) {
    if (!paperIndex.answerables[saved.problemId]) continue;
    answers[saved.problemId] = saved.answer;
    savedSeq[saved.problemId] = saved.seq;
  }
  const queue = dropDelivered(stored.queue, record.lastSeq).filter(
    (item) =>
      item.kind === 'event' ||
      (paperIndex.answerables[item.problemId] !== undefined && item.seq > (savedSeq[item.problemId] ?? 0)),
  );
  for (const item of queue) if (item.kind === 'answer') answers[item.problemId] = item.answer;
  const known = (id: string) =>
    paperIndex.answerables[id] !== undefined || paperIndex.questions.some((q) => q.id === id);
  return {
    recordId: record.id,
    record,
    paper: view.paper,
    paperIndex,
    answers,
    answerStates: answerStates(paperIndex, answers),
    savedSeq,
    flags: stored.flags.filter(known),
    currentIndex: Math.min(stored.currentIndex, Math.max(0, paperIndex.questions.length - 1)),
    announced: stored.announced,
    announcement: null,
    ...syncClock(context, view),
    // Monotonic across reloads: above anything the gateway saw and anything this browser handed out.
    nextSeq: Math.max(record.lastSeq, stored.seq) + 1,
    queue,
    inFlight: [],
    failures: 0,
    typing: false,
    saveRefused: false,
    switchLimit: record.switchLimit,
    serverSwitchCount: record.switchCount,
    switchCount: record.switchCount + pendingSwitchCount(queue),
    switchWarning: null,
    handInReason: null,
    ...noFailure,
  };
}

const attemptSetup = setup({
  types: {
    context: {} as ExamAttemptContext,
    events: {} as ExamAttemptEvent,
    input: {} as ExamAttemptInput,
    tags: {} as ExamAttemptTag,
    output: {} as AttemptResult,
  },
  actors: {
    loadExam: fromPromise<ExamIntro, { examId: string }>(notProvided('loadExam')),
    start: fromPromise<AttemptView, { examId: string }>(notProvided('start')),
    view: fromPromise<AttemptView, { id: string }>(notProvided('view')),
    saveAnswers: fromPromise<SaveAnswersAnswer, SaveAnswersRequest>(notProvided('saveAnswers')),
    saveEvent: fromPromise<SaveEventAnswer, SaveEventRequest>(notProvided('saveEvent')),
    finish: fromPromise<AttemptResult, FinishRequest>(notProvided('finish')),
    finishView: fromPromise<AttemptResult, { id: string }>(notProvided('finishView')),
    pageWatch: callbackNotProvided<EventObject>('pageWatch'),
    switchWatch: callbackNotProvided<SwitchPollEvent>('switchWatch'),
  },
  actions: {
    setIntro: assign((_, params: { intro: ExamIntro }) => ({
      exam: params.intro.exam,
      recordId: params.intro.recordId,
      ...noFailure,
    })),
    adoptView: assign(({ context }, params: { view: AttemptView }) => adoptView(context, params.view)),
    /** An attempt found already over: only its id and record matter now. */
    setClosedRecord: assign((_, params: { view: AttemptView }) => ({
      recordId: params.view.record.id,
      record: params.view.record,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearFailure: assign(() => noFailure),
    setResult: assign((_, params: { result: AttemptResult }) => ({
      result: params.result,
      record: params.result.record,
      failures: 0,
      ...noFailure,
    })),
    persist: ({ context }) => storeAttempt(context),
    clearStorage: ({ context }) => {
      if (context.recordId) clearStoredAttempt(context.storage, context.recordId);
    },

    // Countdown
    /** Stores the announced marks only when one was just announced, not on every tick. */
    tick: enqueueActions(({ context, enqueue }) => {
      const left = timeLeftMs(context.deadlineAt, context.now(), context.offsetMs);
      const { mark, announced } = markToAnnounce(left, context.announced);
      enqueue.assign({ timeLeftMs: left, timeWarning: timeWarningOf(left) });
      if (!mark) return;
      enqueue.assign({
        announced,
        announcement:
          mark === 'oneMinute' ? 'exam.attempt.announce.oneMinute' : 'exam.attempt.announce.fiveMinutes',
      });
      enqueue(({ context: updated }) => storeAttempt(updated));
    }),
    announceTimeUp: assign({
      timeLeftMs: 0,
      announcement: 'exam.attempt.announce.timeUp' as const,
    }),
    hideClock: assign(({ context }) => ({ clockHidden: true, ...queueEvent(context, 'clockHidden') })),
    showClock: assign(({ context }) => ({ clockHidden: false, ...queueEvent(context, 'clockShown') })),

    // Answers and the paper
    chooseAnswer: assign(({ context, event }) => {
      assertEvent(event, 'answer.choose');
      const problem = context.paperIndex?.answerables[event.problemId]?.problem;
      const answer = problem ? choiceAnswer(problem, event.keys) : null;
      return answer ? setAnswer(context, event.problemId, answer, false) : {};
    }),
    typeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'answer.text');
      const problem = context.paperIndex?.answerables[event.problemId]?.problem;
      const answer = problem
        ? textAnswer(problem, context.answers[event.problemId], event.blank, event.text)
        : null;
      return answer ? setAnswer(context, event.problemId, answer, true) : {};
    }),
    setFlag: assign(({ context, event }) => {
      assertEvent(event, 'question.flag');
      const rest = context.flags.filter((id) => id !== event.problemId);
      return { flags: event.flagged ? [...rest, event.problemId] : rest };
    }),
    goTo: assign(({ context, event }) => {
      const last = Math.max(0, (context.paperIndex?.questions.length ?? 1) - 1);
      const target =
        event.type === 'question.goTo'
          ? event.index
          : event.type === 'question.next'
            ? context.currentIndex + 1
            : context.currentIndex - 1;
      return { currentIndex: Math.min(last, Math.max(0, Math.trunc(target))) };
    }),
    requestSave: raise({ type: 'save.changed' }),

    // Saving
    stopTyping: assign({ typing: false }),
    /** What this call sends, kept apart: the queue may replace an item while the call is out. */
    markInFlight: assign(({ context }) => ({
      inFlight: batchItems(nextBatch(context.queue)),
      typing: false,
    })),
    ackAnswers: assign(({ context }, params: { answer: SaveAnswersAnswer }) => {
      const savedSeq = { ...context.savedSeq };
      for (const item of context.inFlight) {
        if (item.kind !== 'answer') continue;
        savedSeq[item.problemId] = Math.max(savedSeq[item.problemId] ?? 0, item.seq);
      }
      return {
        queue: acknowledge(
          context.queue,
          context.inFlight.map((i) => i.seq),
        ),
        inFlight: [],
        savedSeq,
        nextSeq: Math.max(context.nextSeq, params.answer.lastSeq + 1),
        record: context.record && { ...context.record, lastSeq: params.answer.lastSeq },
        lastSavedAt: context.now(),
        failures: 0,
        saveRefused: false,
        ...noFailure,
        ...syncClock(context, params.answer),
      };
    }),
    ackEvent: assign(({ context }, params: { answer: SaveEventAnswer }) => {
      const queue = acknowledge(
        context.queue,
        context.inFlight.map((i) => i.seq),
      );
      const { answer } = params;
      return {
        queue,
        inFlight: [],
        record: context.record && {
          ...context.record,
          state: answer.state,
          switchCount: answer.switchCount,
          switchLimit: answer.switchLimit,
        },
        switchLimit: answer.switchLimit,
        serverSwitchCount: answer.switchCount,
        switchCount: answer.switchCount + pendingSwitchCount(queue),
        failures: 0,
        saveRefused: false,
        ...noFailure,
        ...syncClock(context, answer),
      };
    }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1, inFlight: [] })),
    markRefused: assign(({ context }, params: { error: unknown }) => ({
      ...failureOf(params.error),
      saveRefused: true,
      failures: context.failures + 1,
      inFlight: [],
    })),
    resyncFromView: assign(({ context }, params: { view: AttemptView }) => ({
      ...syncClock(context, params.view),
      nextSeq: Math.max(context.nextSeq, params.view.record.lastSeq + 1),
      serverSwitchCount: params.view.record.switchCount,
      switchCount: params.view.record.switchCount + pendingSwitchCount(context.queue),
    })),
    goOffline: assign(({ context }) => ({ online: false, ...queueEvent(context, 'offline') })),
    goOnline: assign(({ context }) => ({ online: true, ...queueEvent(context, 'online') })),

    // Screen switches
    countSwitch: assign(({ context }) => ({
      ...queueEvent(context, 'switch'),
      switchCount: context.switchCount + 1,
      switchWarning: null,
    })),
    raiseIfOverLimit: enqueueActions(({ context, enqueue }) => {
      if (context.switchCount > context.switchLimit) enqueue.raise({ type: 'switch.overLimit' });
    }),
    /** The warning on coming back, and its line in the proctor's log; none beyond the limit (handing in). */
    warnSwitch: assign(({ context }) => {
      if (context.switchCount > context.switchLimit) return {};
      return {
        switchWarning: { count: context.switchCount, left: context.switchLimit - context.switchCount },
        ...queueEvent(context, 'warning'),
      };
    }),
    dismissSwitchWarning: assign({ switchWarning: null }),
    pollSwitchWatch: sendTo('switchWatch', { type: 'switch.poll' } satisfies SwitchPollEvent),

    // Hand-in
    setHandInReason: assign((_, params: { reason: HandInReason }) => ({ handInReason: params.reason })),
  },
  guards: {
    hasUnfinishedAttempt: (_, params: { intro: ExamIntro }) => params.intro.recordId !== null,
    viewIsOver: (_, params: { view: AttemptView }) => params.view.record.state !== AttemptState.answering,
    eventClosedAttempt: (_, params: { answer: SaveEventAnswer }) =>
      params.answer.state !== AttemptState.answering,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    isOnline: ({ context }) => context.online,
    queueEmpty: ({ context }) => context.queue.length === 0,
    isTyping: ({ context }) => context.typing,
    headIsEvent: ({ context }) => context.queue[0]?.kind === 'event',
    /** Hand-in goes ahead once everything is saved, or when the gateway refused what is left. */
    drained: ({ context }) => context.queue.length === 0 || context.saveRefused,
    timeIsUp: ({ context }) => context.timeLeftMs <= 0,
    switchesWatched: ({ context }) => context.switchLimit > 0,
    choiceChanges: ({ context, event }) => {
      assertEvent(event, 'answer.choose');
      const problem = context.paperIndex?.answerables[event.problemId]?.problem;
      const answer = problem && !isTextProblem(problem) ? choiceAnswer(problem, event.keys) : null;
      return answer !== null && !sameAnswer(context.answers[event.problemId], answer);
    },
    textChanges: ({ context, event }) => {
      assertEvent(event, 'answer.text');
      const problem = context.paperIndex?.answerables[event.problemId]?.problem;
      const current = context.answers[event.problemId];
      const answer = problem ? textAnswer(problem, current, event.blank, event.text) : null;
      return answer !== null && !sameAnswer(current, answer);
    },
    knownProblem: ({ context, event }) => {
      assertEvent(event, 'question.flag');
      const index = context.paperIndex;
      return (
        index !== null &&
        (index.answerables[event.problemId] !== undefined ||
          index.questions.some((q) => q.id === event.problemId))
      );
    },
    clockShown: ({ context }) => !context.clockHidden,
    clockHidden: ({ context }) => context.clockHidden,
  },
  delays: {
    tick: ({ context }) => nextTickMs(context.timeLeftMs) || 1_000,
    textDebounce: TEXT_DEBOUNCE_MS,
    retry: ({ context }) => backoffMs(context.failures),
    switchPoll: SWITCH_POLL_MS,
  },
});

const sendAnswersInput = ({ context }: { context: ExamAttemptContext }): SaveAnswersRequest => ({
  recordId: context.recordId ?? '',
  answers: context.inFlight
    .filter((i): i is PendingAnswer => i.kind === 'answer')
    .map(({ problemId, answer, seq }) => ({ problemId, answer, seq })),
});

const sendEventInput = ({ context }: { context: ExamAttemptContext }): SaveEventRequest => {
  const item = context.inFlight[0];
  // The routing sent the machine here because the head of the queue is an event, and markInFlight took it.
  if (!item || item.kind !== 'event') throw new Error('no event in flight');
  return { recordId: context.recordId ?? '', type: item.type, seq: item.seq, clientTime: item.clientTime };
};

/** An attempt's view arrived (started, continued or reloaded): answer it, or show it closed. */
const viewArrived = [
  {
    guard: {
      type: 'viewIsOver',
      params: ({ event }: { event: { output: AttemptView } }) => ({ view: event.output }),
    },
    target: 'closing',
    actions: {
      type: 'setClosedRecord',
      params: ({ event }: { event: { output: AttemptView } }) => ({ view: event.output }),
    },
  },
  {
    target: 'answering',
    actions: [
      {
        type: 'adoptView',
        params: ({ event }: { event: { output: AttemptView } }) => ({ view: event.output }),
      },
      'persist',
    ],
  },
] as const;

/** What a save failure leads to: the gateway's judgement, a retry after a pause, or waiting offline. */
const saveFailed = [
  {
    guard: { type: 'isRefusal', params: errorParams },
    target: 'verifying',
    actions: { type: 'markRefused', params: errorParams },
  },
  { guard: 'isOnline', target: 'retrying', actions: 'countFailure' },
  { target: 'offline', actions: 'countFailure' },
] as const;

export const examAttemptMachine = attemptSetup.createMachine({
  id: 'examAttempt',
  description: 'One attempt at an exam: rules, answering under a server clock, hand-in and result.',
  context: ({ input }) => ({
    examId: input.examId,
    now: input.now,
    // Wrapped so that a snapshot sent to the inspector carries no copy of the whole local storage.
    storage: {
      getItem: (key) => input.storage.getItem(key),
      setItem: (key, value) => input.storage.setItem(key, value),
      removeItem: (key) => input.storage.removeItem(key),
    },
    exam: null,
    recordId: null,
    record: null,
    paper: null,
    paperIndex: null,
    answers: {},
    answerStates: {},
    savedSeq: {},
    flags: [],
    currentIndex: 0,
    deadlineAt: 0,
    offsetMs: 0,
    timeLeftMs: 0,
    clockHidden: false,
    timeWarning: null,
    announced: { fiveMinutes: false, oneMinute: false },
    announcement: null,
    nextSeq: 1,
    queue: [],
    inFlight: [],
    failures: 0,
    lastSavedAt: null,
    online: true,
    typing: false,
    saveRefused: false,
    switchLimit: 0,
    switchCount: 0,
    serverSwitchCount: 0,
    switchWarning: null,
    handInReason: null,
    result: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the exam from the learner’s records and whether an attempt is unfinished.',
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        src: 'loadExam',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: [
          {
            guard: { type: 'hasUnfinishedAttempt', params: ({ event }) => ({ intro: event.output }) },
            target: 'resuming',
            actions: { type: 'setIntro', params: ({ event }) => ({ intro: event.output }) },
          },
          {
            target: 'intro',
            actions: { type: 'setIntro', params: ({ event }) => ({ intro: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    loadFailed: {
      description: 'The exam or the attempt could not be read; the page offers a retry.',
      tags: ['loadFailed'],
      on: { 'attempt.retry': 'loading' },
    },
    intro: {
      description: 'The rules: duration, pass mark, attempts left. Starting is the learner’s choice.',
      tags: ['intro'],
      on: { 'attempt.start': 'starting' },
    },
    starting: {
      description: 'Starts an attempt (or gets the unfinished one back).',
      tags: ['starting'],
      entry: 'clearFailure',
      invoke: {
        src: 'start',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: viewArrived,
        onError: { target: 'startFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    startFailed: {
      description: 'The gateway refused (no attempts left, the window closed) or could not be reached.',
      tags: ['startFailed'],
      on: { 'attempt.start': 'starting', 'attempt.retry': 'starting' },
    },
    resuming: {
      description:
        'After a reload: the attempt, its saved answers and the clock, merged with the stored queue.',
      tags: ['loading'],
      invoke: {
        src: 'view',
        input: ({ context }) => ({ id: context.recordId ?? '' }),
        onDone: viewArrived,
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    answering: {
      description: 'The learner answers while the clock runs, saves go out and screen switches are watched.',
      tags: ['answering'],
      type: 'parallel',
      invoke: { src: 'pageWatch' },
      on: {
        'question.goTo': { actions: ['goTo', 'persist'] },
        'question.next': { actions: ['goTo', 'persist'] },
        'question.previous': { actions: ['goTo', 'persist'] },
        'question.flag': { guard: 'knownProblem', actions: ['setFlag', 'persist'] },
        'clock.hide': { guard: 'clockShown', actions: ['hideClock', 'persist', 'requestSave'] },
        'clock.show': { guard: 'clockHidden', actions: ['showClock', 'persist', 'requestSave'] },
        'switch.dismissWarning': { actions: 'dismissSwitchWarning' },
      },
      // Events a region handles never reach `answering` itself (a parallel state hears only what its
      // regions ignore), hence a region of its own for what connectivity changes besides the saving.
      states: {
        connection: {
          description:
            'What the browser says about the network; each change is reported for the proctor’s log.',
          initial: 'online',
          states: {
            online: { on: { 'network.offline': { target: 'offline', actions: ['goOffline', 'persist'] } } },
            offline: {
              on: { 'network.online': { target: 'online', actions: ['goOnline', 'persist', 'requestSave'] } },
            },
          },
        },
        countdown: {
          description: 'Time left from the gateway’s deadline and clock offset; never a counter of its own.',
          initial: 'running',
          states: {
            running: {
              description:
                'Recomputes the time left on each second boundary; announces the 5- and 1-minute marks.',
              entry: 'tick',
              always: { guard: 'timeIsUp', target: 'expired' },
              after: { tick: { target: 'running', reenter: true } },
            },
            expired: {
              description: '“The examination time has come to an end”: the paper is handed in.',
              tags: ['timeUp'],
              entry: ['announceTimeUp', raise({ type: 'time.up' })],
            },
          },
        },
        saving: {
          description:
            'Sends queued changes in sequence order, one call at a time, with back-off on failure.',
          initial: 'routing',
          on: {
            'save.flush': { actions: 'stopTyping' },
            'page.hidden': { actions: 'stopTyping' },
          },
          states: {
            routing: {
              description: 'Picks what to do with the queue.',
              always: [
                { guard: 'queueEmpty', target: 'idle' },
                { guard: 'isTyping', target: 'debouncing' },
                { guard: 'headIsEvent', target: 'sendingEvent' },
                { target: 'sendingAnswers' },
              ],
            },
            idle: {
              description: 'Everything is saved.',
              tags: ['saved'],
              on: { 'save.changed': 'routing', 'network.offline': 'offline' },
            },
            debouncing: {
              description:
                'Text changed less than a second ago; it goes after a pause, or at once on a flush.',
              tags: ['saving'],
              after: { textDebounce: { target: 'routing', actions: 'stopTyping' } },
              on: {
                'save.changed': 'routing',
                'save.flush': { target: 'routing', actions: 'stopTyping' },
                'page.hidden': { target: 'routing', actions: 'stopTyping' },
                'network.offline': 'offline',
              },
            },
            sendingAnswers: {
              description: 'Saves a run of answers from the head of the queue.',
              tags: ['saving'],
              entry: 'markInFlight',
              invoke: {
                src: 'saveAnswers',
                input: sendAnswersInput,
                onDone: {
                  target: 'routing',
                  actions: [
                    { type: 'ackAnswers', params: ({ event }) => ({ answer: event.output }) },
                    'persist',
                  ],
                },
                onError: saveFailed,
              },
            },
            sendingEvent: {
              description:
                'Reports the event at the head of the queue; the answer says if the attempt goes on.',
              tags: ['saving'],
              entry: 'markInFlight',
              invoke: {
                src: 'saveEvent',
                input: sendEventInput,
                onDone: [
                  {
                    guard: { type: 'eventClosedAttempt', params: ({ event }) => ({ answer: event.output }) },
                    target: '#examAttempt.closing',
                    actions: [
                      { type: 'ackEvent', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                    ],
                  },
                  {
                    target: 'routing',
                    actions: [
                      { type: 'ackEvent', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                    ],
                  },
                ],
                onError: saveFailed,
              },
            },
            verifying: {
              description: 'A save was refused: reads the attempt to learn whether it is still open.',
              tags: ['saving'],
              invoke: {
                src: 'view',
                input: ({ context }) => ({ id: context.recordId ?? '' }),
                onDone: [
                  {
                    guard: { type: 'viewIsOver', params: ({ event }) => ({ view: event.output }) },
                    target: '#examAttempt.closing',
                  },
                  {
                    target: 'retrying',
                    actions: { type: 'resyncFromView', params: ({ event }) => ({ view: event.output }) },
                  },
                ],
                onError: { target: 'retrying', actions: 'countFailure' },
              },
            },
            retrying: {
              description: 'The last call failed; the next try waits 1 s, 2 s, 4 s… up to 30 s.',
              tags: ['retrying'],
              after: { retry: 'routing' },
              on: {
                'network.online': 'routing',
                'network.offline': 'offline',
                'save.retryNow': 'routing',
                'save.flush': { target: 'routing', actions: 'stopTyping' },
              },
            },
            offline: {
              description: 'The browser is offline: changes wait (stored) and go as soon as it is back.',
              tags: ['offline'],
              after: { retry: 'routing' },
              on: { 'network.online': 'routing', 'save.retryNow': 'routing' },
            },
          },
        },
        switches: {
          description: 'Screen switches, when the attempt limits them.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Watches only when the attempt has a switch limit.',
              always: [{ guard: 'switchesWatched', target: 'watching' }, { target: 'unwatched' }],
            },
            unwatched: { description: 'Switches are neither limited nor watched.' },
            watching: {
              description:
                'One switch per away period, reported like an answer; coming back shows what is left.',
              type: 'parallel',
              invoke: { id: 'switchWatch', src: 'switchWatch' },
              on: { 'handIn.begin': 'stopped' },
              states: {
                presence: {
                  initial: 'present',
                  states: {
                    present: {
                      description: 'The learner is on the page.',
                      on: {
                        'switch.away': {
                          target: 'away',
                          actions: ['countSwitch', 'persist', 'requestSave', 'raiseIfOverLimit'],
                        },
                      },
                    },
                    away: {
                      description: 'The learner is elsewhere; this away period has been counted.',
                      on: {
                        'switch.back': {
                          target: 'present',
                          actions: ['warnSwitch', 'persist', 'requestSave'],
                        },
                      },
                    },
                  },
                },
                polling: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      description: 'Asks the watch to look at the page’s focus again.',
                      after: { switchPoll: { target: 'waiting', reenter: true, actions: 'pollSwitchWatch' } },
                    },
                  },
                },
              },
            },
            stopped: { description: 'The paper is being handed in: switches no longer count.' },
          },
        },
        paper: {
          description: 'Answering, the hand-in confirmation and the hand-in itself.',
          initial: 'working',
          states: {
            working: {
              description: 'The learner answers and moves between questions.',
              on: {
                'answer.choose': {
                  guard: 'choiceChanges',
                  actions: ['chooseAnswer', 'persist', 'requestSave'],
                },
                'answer.text': { guard: 'textChanges', actions: ['typeAnswer', 'persist', 'requestSave'] },
                'handIn.request': 'confirming',
                'time.up': {
                  target: 'handingIn',
                  actions: { type: 'setHandInReason', params: { reason: 2 } },
                },
                'switch.overLimit': {
                  target: 'handingIn',
                  actions: { type: 'setHandInReason', params: { reason: 3 } },
                },
              },
            },
            confirming: {
              description: 'Asks “hand in now?”, listing unanswered and partly answered questions.',
              tags: ['confirming'],
              on: {
                'handIn.cancel': 'working',
                'handIn.confirm': {
                  target: 'handingIn',
                  actions: { type: 'setHandInReason', params: { reason: 1 } },
                },
                'time.up': {
                  target: 'handingIn',
                  actions: { type: 'setHandInReason', params: { reason: 2 } },
                },
                'switch.overLimit': {
                  target: 'handingIn',
                  actions: { type: 'setHandInReason', params: { reason: 3 } },
                },
              },
            },
            handingIn: {
              description: 'Saves everything still queued, then hands in.',
              tags: ['handingIn'],
              entry: [raise({ type: 'handIn.begin' }), raise({ type: 'save.flush' })],
              initial: 'flushing',
              states: {
                flushing: {
                  description: 'Waits until the gateway has every change (offline: until it is back).',
                  tags: ['flushing'],
                  always: { guard: 'drained', target: 'finishing' },
                },
                finishing: {
                  description:
                    'Hands in; the gateway answers the result (also when it was already handed in).',
                  tags: ['finishing'],
                  invoke: {
                    src: 'finish',
                    input: ({ context }) => ({
                      recordId: context.recordId ?? '',
                      reason: context.handInReason ?? 1,
                    }),
                    onDone: {
                      target: '#examAttempt.result',
                      actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
                    },
                    onError: [
                      {
                        guard: { type: 'isRefusal', params: errorParams },
                        target: 'failed',
                        actions: { type: 'setFailure', params: errorParams },
                      },
                      { target: 'waiting', actions: 'countFailure' },
                    ],
                  },
                },
                waiting: {
                  description:
                    'The hand-in did not get through; tries again after a pause or when back online.',
                  tags: ['retrying'],
                  after: { retry: 'finishing' },
                  on: { 'network.online': 'finishing', 'save.retryNow': 'finishing' },
                },
                failed: {
                  description: 'The gateway refused the hand-in; the page shows why and offers a retry.',
                  tags: ['handInFailed'],
                  on: { 'attempt.retry': 'finishing' },
                },
              },
            },
          },
        },
      },
    },
    closing: {
      description:
        'The attempt is over on the gateway (switch limit, deadline, another tab): fetches its result.',
      tags: ['closing'],
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'finishView',
            input: ({ context }) => ({ id: context.recordId ?? '' }),
            onDone: {
              target: '#examAttempt.result',
              actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorParams },
                target: 'failed',
                actions: { type: 'setFailure', params: errorParams },
              },
              { target: 'waiting', actions: 'countFailure' },
            ],
          },
        },
        waiting: {
          description: 'The result could not be fetched; tries again after a pause.',
          after: { retry: 'fetching' },
          on: { 'attempt.retry': 'fetching' },
        },
        failed: {
          description: 'The gateway refused to show the result; the page offers a retry.',
          tags: ['resultFailed'],
          on: { 'attempt.retry': 'fetching' },
        },
      },
    },
    result: {
      description: 'Handed in: pass, fail or awaiting marking. Finished attempts never reopen.',
      tags: ['result'],
      type: 'final',
      entry: 'clearStorage',
    },
  },
  output: ({ context }) => {
    // Both ways into `result` set it first.
    if (!context.result) throw new Error('examAttempt finished without a result');
    return context.result;
  },
});
