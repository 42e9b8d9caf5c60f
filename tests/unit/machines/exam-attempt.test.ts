// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AttemptState, FinishReason } from '../../../contract/exam-paper.routes';
import { readStoredAttempt } from '../../../src/machines/exam-attempt/attempt-store';
import { SWITCH_POLL_MS, TEXT_DEBOUNCE_MS } from '../../../src/machines/exam-attempt/exam-attempt.machine';
import {
  selectMissingAnswers,
  selectPhase,
  selectQuestionSummaries,
  selectSaveStatus,
  selectSecondsLeft,
  selectSwitchesLeft,
} from '../../../src/machines/exam-attempt/exam-attempt.selectors';
import { createWorld, EXAM_ID, openAttempt, RECORD_ID, refusal, settle, T0 } from './exam-attempt-fakes';

type World = ReturnType<typeof createWorld>;

/** A page with a fresh attempt started and answering. */
async function answering(world: World) {
  const page = openAttempt(world);
  await settle();
  page.actor.send({ type: 'attempt.start' });
  await settle();
  expect(selectPhase(page.snap())).toBe('answering');
  return page;
}

const answerCalls = (world: World) =>
  world.gateway
    .callsOf('saveAnswers')
    .flatMap((c) => (c as { answers: { problemId: string; answer: string[]; seq: number }[] }).answers);

/** The proctor's log as the gateway keeps it. */
const eventCalls = (world: World) => (world.gateway.attempt?.events ?? []).map((e) => e.type);

describe('examAttempt: starting', () => {
  it('loads the exam, shows the rules, starts on request and numbers the paper across sections', async () => {
    const world = createWorld();
    const { actor, snap } = openAttempt(world);
    expect(snap().hasTag('loading')).toBe(true);
    await settle();
    expect(selectPhase(snap())).toBe('intro');
    expect(snap().context.exam?.examName).toBe('安全生产考试');
    expect(world.gateway.callsOf('start')).toEqual([]);

    actor.send({ type: 'attempt.start' });
    expect(selectPhase(snap())).toBe('starting');
    await settle();
    expect(selectPhase(snap())).toBe('answering');
    expect(world.gateway.callsOf('start')).toEqual([{ examId: EXAM_ID }]);
    const index = snap().context.paperIndex;
    // The composite's children are questions numbered on from the ones before; its material takes none.
    expect(index?.questions.map((q) => q.number)).toEqual(['1', '2', '3', '4', '5', '6–7']);
    expect(index?.questions[5]?.children).toEqual([
      { id: '1061', number: '6' },
      { id: '1062', number: '7' },
    ]);
    expect(selectSecondsLeft(snap())).toBe(30 * 60);
    expect(selectSwitchesLeft(snap())).toBe(2);
    expect(selectSaveStatus(snap())).toEqual({ status: 'saved', waiting: 0, lastSavedAt: null });
  });

  it('a refused start shows the gateway’s message; starting again is possible', async () => {
    const world = createWorld();
    world.gateway.startRefusal = '考试次数已用完';
    const { actor, snap } = openAttempt(world);
    await settle();
    actor.send({ type: 'attempt.start' });
    await settle();
    expect(selectPhase(snap())).toBe('startFailed');
    expect(snap().context.error).toBe('考试次数已用完');
    expect(snap().context.errorCode).toBe(999);

    world.gateway.startRefusal = null;
    actor.send({ type: 'attempt.start' });
    await settle();
    expect(selectPhase(snap())).toBe('answering');
    expect(snap().context.error).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    const world = createWorld();
    world.gateway.reachable = false;
    const { actor, snap } = openAttempt(world);
    await settle();
    expect(selectPhase(snap())).toBe('loadFailed');
    expect(snap().context.error).toBe('网络异常');
    world.gateway.reachable = true;
    actor.send({ type: 'attempt.retry' });
    await settle();
    expect(selectPhase(snap())).toBe('intro');
  });

  it('an attempt found over when the page opens (a stale record) goes straight to its result', async () => {
    const world = createWorld();
    world.gateway.createAttempt();
    world.gateway.closeByServer();
    world.gateway.mode = 'manual';
    const { snap } = openAttempt(world);
    await world.gateway.resolveWith('loadExam', { exam: null, recordId: RECORD_ID });
    expect(selectPhase(snap())).toBe('loading');
    await world.gateway.respond('view');
    expect(selectPhase(snap())).toBe('closing');
    await world.gateway.respond('finishView');
    expect(snap().status).toBe('done');
    expect(snap().output?.record.finishReason).toBe(FinishReason.closedByServer);
  });
});

describe('examAttempt: saving', () => {
  it('a choice is saved at once with the next sequence number; the status says saved, with the time', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['B'] });
    expect(selectSaveStatus(snap()).status).toBe('saving');
    expect(world.gateway.callsOf('saveAnswers')).toEqual([
      { recordId: RECORD_ID, answers: [{ problemId: '101', answer: ['B'], seq: 1 }] },
    ]);
    await world.gateway.respond('saveAnswers');
    expect(selectSaveStatus(snap())).toEqual({ status: 'saved', waiting: 0, lastSavedAt: T0 });
    expect(world.gateway.savedAnswer('101')).toEqual(['B']);
    expect(snap().context.answerStates['101']).toBe('answered');
  });

  it('choices keep only offered keys, in the offered order; the same choice again is not saved again', async () => {
    const world = createWorld();
    const { actor } = await answering(world);
    actor.send({ type: 'answer.choose', problemId: '102', keys: ['D', 'A', 'Z'] });
    await settle();
    actor.send({ type: 'answer.choose', problemId: '102', keys: ['A', 'D'] });
    actor.send({ type: 'answer.choose', problemId: '999', keys: ['A'] });
    actor.send({ type: 'answer.choose', problemId: '104', keys: ['A'] });
    actor.send({ type: 'answer.text', problemId: '104', blank: 5, text: 'x' });
    await settle();
    expect(answerCalls(world)).toEqual([{ problemId: '102', answer: ['A', 'D'], seq: 1 }]);
  });

  it('text waits for a 1 s pause, sending only the newest value', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: 'Fi' });
    await world.advance(TEXT_DEBOUNCE_MS - 200, 200);
    actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: 'First draft' });
    await world.advance(TEXT_DEBOUNCE_MS - 200, 200);
    expect(world.gateway.callsOf('saveAnswers')).toEqual([]);
    expect(selectSaveStatus(snap()).status).toBe('saving');
    // Queued and stored at once, even before it is sent.
    expect(readStoredAttempt(world.storage, RECORD_ID).queue).toEqual([
      { kind: 'answer', seq: 2, problemId: '105', answer: ['First draft'] },
    ]);
    await world.advance(200, 200);
    expect(answerCalls(world)).toEqual([{ problemId: '105', answer: ['First draft'], seq: 2 }]);
    expect(readStoredAttempt(world.storage, RECORD_ID).queue).toEqual([]);
  });

  it('offline → three answers → online: all are saved, in sequence order, and were stored meanwhile', async () => {
    const world = createWorld();
    const { actor, page, snap } = await answering(world);
    world.gateway.reachable = false;
    page.goOffline();
    await settle();
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    actor.send({ type: 'answer.choose', problemId: '103', keys: ['F'] });
    actor.send({ type: 'answer.text', problemId: '104', blank: 1, text: 'beta' });
    await world.advance(3_000);
    expect(selectSaveStatus(snap())).toEqual({ status: 'offline', waiting: 3, lastSavedAt: null });
    expect(readStoredAttempt(world.storage, RECORD_ID).queue.map((i) => i.seq)).toEqual([1, 2, 3, 4]);

    world.gateway.reachable = true;
    page.goOnline();
    await settle();
    expect(answerCalls(world).filter((a) => world.gateway.savedAnswer(a.problemId))).toEqual([
      { problemId: '101', answer: ['A'], seq: 2 },
      { problemId: '103', answer: ['F'], seq: 3 },
      { problemId: '104', answer: ['', 'beta'], seq: 4 },
    ]);
    // The proctor's log learns when the learner was offline, late but with the browser's times.
    expect(eventCalls(world)).toEqual(['offline', 'online']);
    expect(world.gateway.attempt?.events.map((e) => e.seq)).toEqual([1, 5]);
    expect(selectSaveStatus(snap())).toEqual({ status: 'saved', waiting: 0, lastSavedAt: T0 + 3_000 });
    expect(readStoredAttempt(world.storage, RECORD_ID).queue).toEqual([]);
  });

  it('a failed save backs off 1 s, 2 s, 4 s, and tries at once when the browser says it is back online', async () => {
    const world = createWorld();
    const { actor, page, snap } = await answering(world);
    world.gateway.reachable = false;
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    await settle();
    expect(selectSaveStatus(snap()).status).toBe('retrying');
    const tries = () => world.gateway.callsOf('saveAnswers').length;
    expect(tries()).toBe(1);
    await world.advance(999, 999);
    expect(tries()).toBe(1);
    await world.advance(1, 1);
    expect(tries()).toBe(2);
    await world.advance(1_999, 1_999);
    expect(tries()).toBe(2);
    await world.advance(1, 1);
    expect(tries()).toBe(3);
    await world.advance(3_999, 3_999);
    expect(tries()).toBe(3);
    world.gateway.reachable = true;
    page.goOffline();
    page.goOnline();
    await settle();
    expect(world.gateway.savedAnswer('101')).toEqual(['A']);
    expect(selectSaveStatus(snap()).status).toBe('saved');
  });

  it('a change made while its older save is in flight is not lost when the older save is acknowledged', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['C'] });
    actor.send({ type: 'answer.choose', problemId: '102', keys: ['B'] });
    await world.gateway.respond('saveAnswers');
    // The first save (seq 1) is acknowledged; the newer answers are still waiting and go next.
    expect(snap().context.savedSeq).toEqual({ '101': 1 });
    expect(snap().context.queue.map((i) => i.seq)).toEqual([2, 3]);
    expect(world.gateway.callsOf('saveAnswers').at(-1)).toEqual({
      recordId: RECORD_ID,
      answers: [
        { problemId: '101', answer: ['C'], seq: 2 },
        { problemId: '102', answer: ['B'], seq: 3 },
      ],
    });
    await world.gateway.respond('saveAnswers');
    expect(world.gateway.savedAnswer('101')).toEqual(['C']);
    expect(snap().context.savedSeq).toEqual({ '101': 2, '102': 3 });
  });

  it('sequence numbers jump past what the gateway has seen from elsewhere (another tab)', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    const server = world.gateway.attempt;
    if (!server) throw new Error('no attempt');
    server.record.lastSeq = 50;
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    await settle();
    expect(snap().context.nextSeq).toBe(51);
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['B'] });
    await settle();
    // Without the jump, seq 2 would lose against the other tab's 50.
    expect(answerCalls(world).at(-1)).toEqual({ problemId: '101', answer: ['B'], seq: 51 });
    expect(world.gateway.savedAnswer('101')).toEqual(['B']);
  });

  it('a refused save re-reads the attempt; when it is over, the attempt shows its result', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.closeByServer();
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    await settle();
    expect(world.gateway.callsOf('view')).toHaveLength(1);
    expect(snap().status).toBe('done');
    expect(snap().output?.record.state).toBe(AttemptState.awaitingMarking);
    expect(world.storage.items.size).toBe(0);
  });

  it('a refused save while the attempt is open is shown and retried; hand-in does not wait for it', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    await world.gateway.fail('saveAnswers', refusal('答案格式不正确'));
    await world.gateway.respond('view');
    expect(selectSaveStatus(snap()).status).toBe('retrying');
    expect(snap().context.error).toBe('答案格式不正确');
    actor.send({ type: 'handIn.request' });
    actor.send({ type: 'handIn.confirm' });
    await settle();
    expect(world.gateway.hasPending('finish')).toBe(true);
  });
});

describe('examAttempt: reload', () => {
  it('a new page over the same storage resumes answers, queue, flags, time left and switch count', async () => {
    const world = createWorld({ switchLimit: 3 });
    const first = await answering(world);
    first.actor.send({ type: 'answer.choose', problemId: '101', keys: ['B'] });
    await settle();
    first.page.hide();
    await settle();
    first.page.show();
    await settle();
    first.actor.send({ type: 'question.flag', problemId: '104', flagged: true });
    first.actor.send({ type: 'question.goTo', index: 3 });
    world.gateway.reachable = false;
    first.actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: 'unsent words' });
    await world.advance(2_000);
    // The browser closes without a word (a crash): only what was stored survives.
    first.actor.stop();
    await world.advance(60_000, 60_000);

    world.gateway.reachable = true;
    const second = openAttempt(world);
    await settle();
    const { context } = second.snap();
    expect(selectPhase(second.snap())).toBe('answering');
    expect(context.answers).toEqual({ '101': ['B'], '105': ['unsent words'] });
    expect(world.gateway.savedAnswer('105')).toEqual(['unsent words']);
    expect(context.flags).toEqual(['104']);
    expect(context.currentIndex).toBe(3);
    expect(context.switchCount).toBe(1);
    expect(selectSwitchesLeft(second.snap())).toBe(2);
    expect(selectSecondsLeft(second.snap())).toBe(30 * 60 - 2 - 60);
    // Sequence numbers go on from the highest either side has seen: every change has its own.
    const server = world.gateway.attempt;
    const seqs = [
      ...[...(server?.answers.values() ?? [])].map((a) => a.seq),
      ...(server?.events ?? []).map((e) => e.seq),
    ].sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(second.snap().context.nextSeq).toBe((server?.record.lastSeq ?? 0) + 1);
    expect(context.nextSeq).toBeGreaterThan(Math.max(...seqs.slice(0, -1)));
  });

  it('leaving the page (a reload) is not a screen switch', async () => {
    const world = createWorld();
    const first = await answering(world);
    first.page.unload();
    await world.advance(2_000);
    first.actor.stop();
    expect(first.snap().context.switchCount).toBe(0);
    expect(eventCalls(world)).toEqual([]);
  });

  it('items the gateway received before the reload are not sent again', async () => {
    const world = createWorld();
    const first = await answering(world);
    world.gateway.mode = 'manual';
    first.actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    // The gateway stores the save, but the page is gone before the answer arrives.
    await world.gateway.respond('saveAnswers');
    first.actor.stop();
    expect(world.gateway.savedAnswer('101')).toEqual(['A']);
    world.storage.setItem(
      `praxis.examAttempt.${RECORD_ID}`,
      JSON.stringify({
        v: 1,
        seq: 1,
        queue: [{ kind: 'answer', seq: 1, problemId: '101', answer: ['A'] }],
        flags: [],
        announced: {},
        currentIndex: 0,
      }),
    );
    world.gateway.mode = 'auto';
    const before = world.gateway.callsOf('saveAnswers').length;
    const second = openAttempt(world);
    await settle();
    expect(second.snap().context.queue).toEqual([]);
    expect(world.gateway.callsOf('saveAnswers')).toHaveLength(before);
    expect(second.snap().context.nextSeq).toBe(2);
  });

  it('damaged storage reads as empty', async () => {
    const world = createWorld();
    world.gateway.createAttempt();
    world.storage.setItem(
      `praxis.examAttempt.${RECORD_ID}`,
      '{"v":1,"queue":[{"kind":"answer","seq":"x"}],"flags":7',
    );
    const page = openAttempt(world);
    await settle();
    expect(selectPhase(page.snap())).toBe('answering');
    expect(page.snap().context.queue).toEqual([]);
  });
});

describe('examAttempt: clock', () => {
  it('time left comes from the server’s clock, whatever the local clock says', async () => {
    const world = createWorld();
    // The server is 7 minutes ahead of this computer: the deadline is 30 min after the server's now.
    world.gateway.skewMs = 7 * 60_000;
    const { snap } = await answering(world);
    expect(snap().context.offsetMs).toBe(7 * 60_000);
    expect(selectSecondsLeft(snap())).toBe(30 * 60);
    await world.advance(10_000);
    expect(selectSecondsLeft(snap())).toBe(30 * 60 - 10);
  });

  it('each save re-reads the offset (a local clock that jumps is corrected)', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    // The computer's clock is set back by a minute while the server's goes on.
    world.gateway.skewMs = 60_000;
    await world.advance(1_000);
    expect(selectSecondsLeft(snap())).toBe(30 * 60 - 1);
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    await settle();
    expect(snap().context.offsetMs).toBe(60_000);
    await world.advance(1_000);
    expect(selectSecondsLeft(snap())).toBe(30 * 60 - 62);
  });

  it('announces 5 minutes and 1 minute left, once each, and not again after a reload', async () => {
    const world = createWorld({ durationMs: 6 * 60_000 });
    const first = await answering(world);
    const heard: string[] = [];
    first.actor.subscribe((s) => {
      const said = s.context.announcement;
      if (said !== null && heard.at(-1) !== said) heard.push(said);
    });
    await world.advance(60_000 - 1_000);
    expect(first.snap().context.timeWarning).toBeNull();
    await world.advance(1_000);
    expect(first.snap().context.timeWarning).toBe('fiveMinutes');
    expect(heard).toEqual(['exam.attempt.announce.fiveMinutes']);
    await world.advance(3 * 60_000);
    expect(heard).toEqual(['exam.attempt.announce.fiveMinutes']);
    first.actor.stop();

    const second = openAttempt(world);
    await settle();
    expect(second.snap().context.timeWarning).toBe('fiveMinutes');
    expect(second.snap().context.announcement).toBeNull();
    await world.advance(60_000);
    expect(second.snap().context.announcement).toBe('exam.attempt.announce.oneMinute');
    expect(second.snap().context.timeWarning).toBe('oneMinute');
  });

  it('a page opened with less than a minute left announces the one-minute mark only', async () => {
    const world = createWorld();
    world.gateway.createAttempt({}, T0 + 50_000);
    const page = openAttempt(world);
    await settle();
    expect(page.snap().context.announcement).toBe('exam.attempt.announce.oneMinute');
    expect(page.snap().context.announced).toEqual({ fiveMinutes: true, oneMinute: true });
  });

  it('at the deadline: time is up, the queue is flushed, and the paper is handed in with reason 2', async () => {
    const world = createWorld({ durationMs: 10_000 });
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: 'last words' });
    await world.advance(500, 500);
    expect(world.gateway.hasPending()).toBe(false);
    await world.advance(9_500, 500);
    expect(snap().hasTag('timeUp')).toBe(true);
    expect(snap().context.announcement).toBe('exam.attempt.announce.timeUp');
    expect(selectPhase(snap())).toBe('handingIn');
    expect(snap().hasTag('flushing')).toBe(true);
    // The text typed half a second before the end goes first, then the hand-in.
    await world.gateway.respond('saveAnswers');
    expect(world.gateway.savedAnswer('105')).toEqual(['last words']);
    expect(world.gateway.callsOf('finish')).toEqual([{ recordId: RECORD_ID, reason: 2 }]);
    await world.gateway.respond('finish');
    expect(snap().status).toBe('done');
    expect(snap().output?.record.finishReason).toBe(FinishReason.timeUp);
  });

  it('the learner can hide and show the clock; both are reported', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    actor.send({ type: 'clock.hide' });
    actor.send({ type: 'clock.hide' });
    expect(snap().context.clockHidden).toBe(true);
    actor.send({ type: 'clock.show' });
    await settle();
    expect(snap().context.clockHidden).toBe(false);
    expect(eventCalls(world)).toEqual(['clockHidden', 'clockShown']);
  });
});

describe('examAttempt: hand-in', () => {
  it('the confirmation lists unanswered and partly answered questions, composite children one by one', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    actor.send({ type: 'answer.choose', problemId: '102', keys: ['A', 'B'] });
    actor.send({ type: 'answer.text', problemId: '104', blank: 0, text: 'alpha' });
    actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: '<p>&nbsp;</p>' });
    actor.send({ type: 'answer.choose', problemId: '1061', keys: ['B'] });
    actor.send({ type: 'handIn.request' });
    expect(selectPhase(snap())).toBe('confirming');
    expect(selectMissingAnswers(snap())).toEqual([
      { id: '103', number: '3', questionIndex: 2, partial: false },
      { id: '104', number: '4', questionIndex: 3, partial: true },
      { id: '105', number: '5', questionIndex: 4, partial: false },
      { id: '1062', number: '7', questionIndex: 5, partial: false },
    ]);
    expect(selectQuestionSummaries(snap()).map((q) => q.state)).toEqual([
      'answered',
      'answered',
      'unanswered',
      'partial',
      'unanswered',
      'partial',
    ]);
    actor.send({ type: 'handIn.cancel' });
    expect(selectPhase(snap())).toBe('answering');
  });

  it('hand-in sends the text still waiting for its pause before finishing', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'answer.text', problemId: '105', blank: 0, text: 'final sentence' });
    actor.send({ type: 'handIn.request' });
    actor.send({ type: 'handIn.confirm' });
    expect(snap().hasTag('flushing')).toBe(true);
    expect(world.gateway.callsOf('saveAnswers')).toEqual([
      { recordId: RECORD_ID, answers: [{ problemId: '105', answer: ['final sentence'], seq: 1 }] },
    ]);
    // Answers are closed while handing in.
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    expect(snap().context.answers['101']).toBeUndefined();
    await world.gateway.respond('saveAnswers');
    expect(world.gateway.callsOf('finish')).toEqual([{ recordId: RECORD_ID, reason: 1 }]);
    await world.gateway.respond('finish');
    expect(snap().status).toBe('done');
    expect(snap().output?.record.finishReason).toBe(FinishReason.learner);
  });

  it('offline at hand-in: waits, showing it, and finishes once back online', async () => {
    const world = createWorld();
    const { actor, page, snap } = await answering(world);
    world.gateway.reachable = false;
    page.goOffline();
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    actor.send({ type: 'handIn.request' });
    actor.send({ type: 'handIn.confirm' });
    await world.advance(5_000);
    expect(snap().hasTag('flushing')).toBe(true);
    expect(selectSaveStatus(snap()).status).toBe('offline');
    expect(world.gateway.callsOf('finish')).toEqual([]);
    world.gateway.reachable = true;
    page.goOnline();
    await settle();
    expect(world.gateway.savedAnswer('101')).toEqual(['A']);
    expect(snap().status).toBe('done');
  });

  it('a hand-in lost on the network is retried; a refused one can be retried by the learner', async () => {
    const world = createWorld();
    const { actor, snap } = await answering(world);
    world.gateway.mode = 'manual';
    actor.send({ type: 'handIn.request' });
    actor.send({ type: 'handIn.confirm' });
    await world.gateway.fail('finish');
    expect(snap().hasTag('retrying')).toBe(true);
    await world.advance(1_000);
    await world.gateway.fail('finish', refusal('服务繁忙'));
    expect(snap().hasTag('handInFailed')).toBe(true);
    expect(snap().context.error).toBe('服务繁忙');
    actor.send({ type: 'attempt.retry' });
    await world.gateway.respond('finish');
    expect(snap().status).toBe('done');
  });
});

describe('examAttempt: screen switches', () => {
  it('each away period counts once; coming back warns with the switches left', async () => {
    const world = createWorld({ switchLimit: 2 });
    const { actor, page, snap } = await answering(world);
    page.hide();
    page.blur();
    await world.advance(3 * SWITCH_POLL_MS);
    expect(snap().context.switchCount).toBe(1);
    expect(snap().context.switchWarning).toBeNull();
    page.show();
    await settle();
    expect(snap().context.switchWarning).toEqual({ count: 1, left: 1 });
    expect(eventCalls(world)).toEqual(['switch', 'warning']);
    expect(world.gateway.attempt?.record.switchCount).toBe(1);
    actor.send({ type: 'switch.dismissWarning' });
    expect(snap().context.switchWarning).toBeNull();
  });

  it('beyond the limit the paper is handed in (reason 3) after the queue is flushed', async () => {
    const world = createWorld({ switchLimit: 1 });
    const { actor, page, snap } = await answering(world);
    page.hide();
    page.show();
    await settle();
    expect(selectSwitchesLeft(snap())).toBe(0);
    actor.send({ type: 'answer.choose', problemId: '101', keys: ['A'] });
    page.hide();
    await settle();
    expect(world.gateway.savedAnswer('101')).toEqual(['A']);
    expect(snap().status).toBe('done');
    expect(snap().output?.record.finishReason).toBe(FinishReason.switchLimit);
    expect(world.gateway.attempt?.record.switchCount).toBe(2);
  });

  it('switches made offline count locally and hand in beyond the limit once the gateway hears them', async () => {
    const world = createWorld({ switchLimit: 1 });
    const { page, snap } = await answering(world);
    world.gateway.reachable = false;
    page.goOffline();
    page.hide();
    page.show();
    page.hide();
    await settle();
    expect(snap().context.switchCount).toBe(2);
    expect(snap().hasTag('flushing')).toBe(true);
    world.gateway.reachable = true;
    page.goOnline();
    await settle();
    expect(snap().status).toBe('done');
    expect(snap().output?.record.finishReason).toBe(FinishReason.switchLimit);
  });

  it('focus moving into the page’s own frame is not a switch', async () => {
    const world = createWorld();
    const { page, snap } = await answering(world);
    page.focusFrame();
    await world.advance(5 * SWITCH_POLL_MS);
    expect(snap().context.switchCount).toBe(0);
    expect(eventCalls(world)).toEqual([]);
  });

  it('polling hasFocus() catches an app switch that fires neither visibilitychange nor blur', async () => {
    const world = createWorld();
    const { page, snap } = await answering(world);
    page.focused = false;
    await world.advance(SWITCH_POLL_MS);
    // One look is a suspicion; the next poll confirms it.
    expect(snap().context.switchCount).toBe(0);
    await world.advance(SWITCH_POLL_MS);
    expect(snap().context.switchCount).toBe(1);
    await world.advance(5 * SWITCH_POLL_MS);
    expect(snap().context.switchCount).toBe(1);
    page.focus();
    await settle();
    expect(snap().context.switchWarning).toEqual({ count: 1, left: 1 });
  });

  it('a blur that comes back before the next poll is not counted', async () => {
    const world = createWorld();
    const { page, snap } = await answering(world);
    page.blur();
    await world.advance(SWITCH_POLL_MS / 2, SWITCH_POLL_MS / 2);
    page.focus();
    await world.advance(3 * SWITCH_POLL_MS);
    expect(snap().context.switchCount).toBe(0);
  });

  it('an exam without a limit watches nothing', async () => {
    const world = createWorld({ switchLimit: 0 });
    const { page, snap } = await answering(world);
    page.hide();
    page.show();
    await settle();
    expect(snap().matches({ answering: { switches: 'unwatched' } })).toBe(true);
    expect(snap().context.switchCount).toBe(0);
    expect(selectSwitchesLeft(snap())).toBeNull();
  });
});
