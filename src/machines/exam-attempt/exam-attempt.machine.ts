import { fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { AttemptResult, AttemptView, examPaperApi } from '../../../contract/exam-paper';
import { errorParams, noFailure, notProvided } from '../shared/failure';
import { backoffMs } from '../shared/backoff';
import { nextTickMs } from './attempt-clock';
import type { PendingAnswer } from './attempt-queue';
import type { SwitchPollEvent } from './page-watch';
import { examAttemptActions } from './exam-attempt.actions';
import { examAttemptGuards } from './exam-attempt.guards';
import type {
  ExamAttemptContext,
  ExamAttemptEvent,
  ExamAttemptInput,
  ExamAttemptTag,
  ExamIntro,
} from './exam-attempt.types';

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

/** A callback actor the app or the test provides with `.provide()`. */
function callbackNotProvided<TReceived extends EventObject>(name: string) {
  return fromCallback<TReceived>(() => {
    throw new Error(`${name} is not provided`);
  });
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
  actions: examAttemptActions,
  guards: examAttemptGuards,
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

const finishInput = ({ context }: { context: ExamAttemptContext }): FinishRequest => ({
  recordId: context.recordId ?? '',
  reason: context.handInReason ?? 1,
});

/** The two calls that end an attempt, each asking the gateway for the result. */
type ClosingInvoke =
  | { src: 'finish'; input: typeof finishInput }
  | { src: 'finishView'; input: (args: { context: ExamAttemptContext }) => { id: string } };

interface ClosingCall<TCall extends string> {
  /** The name of the state that makes the call. */
  call: TCall;
  description?: string;
  tags?: ExamAttemptTag[];
  invoke: ClosingInvoke;
  /** After a failure that is not the gateway's refusal; these events try again before the pause is over. */
  waiting: { description: string; tags?: ExamAttemptTag[]; retryOn: ExamAttemptEvent['type'][] };
  /** After the gateway's refusal; `attempt.retry` tries again. */
  failed: { description: string; tags: ExamAttemptTag[] };
}

const resultParams = ({ event }: { event: { output: AttemptResult } }) => ({ result: event.output });

/**
 * The states of a call that ends the attempt (handing in, or fetching the result of an attempt closed
 * elsewhere): its answer is the result; a refusal stops with the gateway's message until `attempt.retry`,
 * any other failure waits (1 s, 2 s, 4 s… up to 30 s) and calls again.
 */
function closingCall<const TCall extends string>(spec: ClosingCall<TCall>) {
  const { call, description, tags, invoke, waiting, failed } = spec;
  const calling = {
    ...(description === undefined ? {} : { description }),
    ...(tags === undefined ? {} : { tags }),
    invoke: {
      ...invoke,
      onDone: { target: '#examAttempt.result', actions: { type: 'setResult', params: resultParams } },
      onError: [
        {
          guard: { type: 'isRefusal', params: errorParams },
          target: 'failed',
          actions: { type: 'setFailure', params: errorParams },
        },
        { target: 'waiting', actions: 'countFailure' },
      ],
    },
  } as const;
  const retryNow = Object.fromEntries(waiting.retryOn.map((type) => [type, call]));
  const states = {
    [call]: calling,
    waiting: {
      description: waiting.description,
      ...(waiting.tags === undefined ? {} : { tags: waiting.tags }),
      after: { retry: call },
      on: retryNow,
    },
    failed: { description: failed.description, tags: failed.tags, on: { 'attempt.retry': call } },
  };
  // A computed key widens to a string index; the call's state is named by `call`.
  return states as Record<TCall, typeof calling> & Pick<typeof states, 'waiting' | 'failed'>;
}

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
                ...closingCall({
                  call: 'finishing',
                  description:
                    'Hands in; the gateway answers the result (also when it was already handed in).',
                  tags: ['finishing'],
                  invoke: { src: 'finish', input: finishInput },
                  waiting: {
                    description:
                      'The hand-in did not get through; tries again after a pause or when back online.',
                    tags: ['retrying'],
                    retryOn: ['network.online', 'save.retryNow'],
                  },
                  failed: {
                    description: 'The gateway refused the hand-in; the page shows why and offers a retry.',
                    tags: ['handInFailed'],
                  },
                }),
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
      states: closingCall({
        call: 'fetching',
        invoke: { src: 'finishView', input: ({ context }) => ({ id: context.recordId ?? '' }) },
        waiting: {
          description: 'The result could not be fetched; tries again after a pause.',
          retryOn: ['attempt.retry'],
        },
        failed: {
          description: 'The gateway refused to show the result; the page offers a retry.',
          tags: ['resultFailed'],
        },
      }),
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
