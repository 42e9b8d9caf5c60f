import { assertEvent, assign, setup, type AssignArgs, type ParameterizedObject } from 'xstate';
import type { ResponseOf } from '../../../contract/endpoint';
import type { AttemptResult, AttemptView, examPaperApi } from '../../../contract/exam-paper';
import type { AttemptEventType } from '../../../contract/exam-paper.routes';
import { failureOf, noFailure } from '../shared/failure';
import { clockOffset, markToAnnounce, timeLeftMs, timeWarningOf } from './attempt-clock';
import {
  acknowledge,
  batchItems,
  dropDelivered,
  enqueueAnswer,
  enqueueEvent,
  nextBatch,
  pendingSwitchCount,
} from './attempt-queue';
import { clearStoredAttempt, readStoredAttempt, writeStoredAttempt } from './attempt-store';
import { answerStates, choiceAnswer, indexPaper, textAnswer } from './paper-index';
import type { SwitchPollEvent } from './page-watch';
import type { ExamAttemptContext, ExamAttemptEvent, ExamIntro, HandInReason } from './exam-attempt.types';

type SaveAnswersAnswer = ResponseOf<(typeof examPaperApi)['saveAnswers']>;
type SaveEventAnswer = ResponseOf<(typeof examPaperApi)['saveEvent']>;

/** The action creators typed for this machine's context and events. */
const define = setup({ types: { context: {} as ExamAttemptContext, events: {} as ExamAttemptEvent } });

/** `assign` for an action that takes params (the statechart passes them from the event). */
function assignWith<TParams extends ParameterizedObject['params']>(
  assigner: (
    args: AssignArgs<ExamAttemptContext, ExamAttemptEvent, ExamAttemptEvent, never>,
    params: TParams,
  ) => Partial<ExamAttemptContext>,
) {
  return assign<ExamAttemptContext, ExamAttemptEvent, TParams, ExamAttemptEvent, never>(assigner);
}

interface ContextArgs {
  context: ExamAttemptContext;
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

/** The exam attempt's actions, by the names the statechart uses (exam-attempt.machine.ts). */
export const examAttemptActions = {
  setIntro: assignWith((_, params: { intro: ExamIntro }) => ({
    exam: params.intro.exam,
    recordId: params.intro.recordId,
    ...noFailure,
  })),
  adoptView: assignWith(({ context }, params: { view: AttemptView }) => adoptView(context, params.view)),
  /** An attempt found already over: only its id and record matter now. */
  setClosedRecord: assignWith((_, params: { view: AttemptView }) => ({
    recordId: params.view.record.id,
    record: params.view.record,
  })),
  setFailure: assignWith((_, params: { error: unknown }) => failureOf(params.error)),
  clearFailure: define.assign(() => noFailure),
  setResult: assignWith((_, params: { result: AttemptResult }) => ({
    result: params.result,
    record: params.result.record,
    failures: 0,
    ...noFailure,
  })),
  persist: ({ context }: ContextArgs) => storeAttempt(context),
  clearStorage: ({ context }: ContextArgs) => {
    if (context.recordId) clearStoredAttempt(context.storage, context.recordId);
  },

  // Countdown
  /** Stores the announced marks only when one was just announced, not on every tick. */
  tick: define.enqueueActions(({ context, enqueue }) => {
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
  announceTimeUp: define.assign({
    timeLeftMs: 0,
    announcement: 'exam.attempt.announce.timeUp' as const,
  }),
  hideClock: define.assign(({ context }) => ({ clockHidden: true, ...queueEvent(context, 'clockHidden') })),
  showClock: define.assign(({ context }) => ({ clockHidden: false, ...queueEvent(context, 'clockShown') })),

  // Answers and the paper
  chooseAnswer: define.assign(({ context, event }) => {
    assertEvent(event, 'answer.choose');
    const problem = context.paperIndex?.answerables[event.problemId]?.problem;
    const answer = problem ? choiceAnswer(problem, event.keys) : null;
    return answer ? setAnswer(context, event.problemId, answer, false) : {};
  }),
  typeAnswer: define.assign(({ context, event }) => {
    assertEvent(event, 'answer.text');
    const problem = context.paperIndex?.answerables[event.problemId]?.problem;
    const answer = problem
      ? textAnswer(problem, context.answers[event.problemId], event.blank, event.text)
      : null;
    return answer ? setAnswer(context, event.problemId, answer, true) : {};
  }),
  setFlag: define.assign(({ context, event }) => {
    assertEvent(event, 'question.flag');
    const rest = context.flags.filter((id) => id !== event.problemId);
    return { flags: event.flagged ? [...rest, event.problemId] : rest };
  }),
  goTo: define.assign(({ context, event }) => {
    const last = Math.max(0, (context.paperIndex?.questions.length ?? 1) - 1);
    const target =
      event.type === 'question.goTo'
        ? event.index
        : event.type === 'question.next'
          ? context.currentIndex + 1
          : context.currentIndex - 1;
    return { currentIndex: Math.min(last, Math.max(0, Math.trunc(target))) };
  }),
  requestSave: define.raise({ type: 'save.changed' }),

  // Saving
  stopTyping: define.assign({ typing: false }),
  /** What this call sends, kept apart: the queue may replace an item while the call is out. */
  markInFlight: define.assign(({ context }) => ({
    inFlight: batchItems(nextBatch(context.queue)),
    typing: false,
  })),
  ackAnswers: assignWith(({ context }, params: { answer: SaveAnswersAnswer }) => {
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
  ackEvent: assignWith(({ context }, params: { answer: SaveEventAnswer }) => {
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
  countFailure: define.assign(({ context }) => ({ failures: context.failures + 1, inFlight: [] })),
  markRefused: assignWith(({ context }, params: { error: unknown }) => ({
    ...failureOf(params.error),
    saveRefused: true,
    failures: context.failures + 1,
    inFlight: [],
  })),
  resyncFromView: assignWith(({ context }, params: { view: AttemptView }) => ({
    ...syncClock(context, params.view),
    nextSeq: Math.max(context.nextSeq, params.view.record.lastSeq + 1),
    serverSwitchCount: params.view.record.switchCount,
    switchCount: params.view.record.switchCount + pendingSwitchCount(context.queue),
  })),
  goOffline: define.assign(({ context }) => ({ online: false, ...queueEvent(context, 'offline') })),
  goOnline: define.assign(({ context }) => ({ online: true, ...queueEvent(context, 'online') })),

  // Screen switches
  countSwitch: define.assign(({ context }) => ({
    ...queueEvent(context, 'switch'),
    switchCount: context.switchCount + 1,
    switchWarning: null,
  })),
  raiseIfOverLimit: define.enqueueActions(({ context, enqueue }) => {
    if (context.switchCount > context.switchLimit) enqueue.raise({ type: 'switch.overLimit' });
  }),
  /** The warning on coming back, and its line in the proctor's log; none beyond the limit (handing in). */
  warnSwitch: define.assign(({ context }) => {
    if (context.switchCount > context.switchLimit) return {};
    return {
      switchWarning: { count: context.switchCount, left: context.switchLimit - context.switchCount },
      ...queueEvent(context, 'warning'),
    };
  }),
  dismissSwitchWarning: define.assign({ switchWarning: null }),
  pollSwitchWatch: define.sendTo('switchWatch', { type: 'switch.poll' } satisfies SwitchPollEvent),

  // Hand-in
  setHandInReason: assignWith((_, params: { reason: HandInReason }) => ({ handInReason: params.reason })),
};
