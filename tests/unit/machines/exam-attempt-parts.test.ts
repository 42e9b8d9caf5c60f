// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { MAX_ANSWERS_PER_SAVE, MAX_FILL_IN_LENGTH } from '../../../contract/exam-paper.routes';
import { markToAnnounce, nextTickMs, timeLeftMs } from '../../../src/machines/exam-attempt/attempt-clock';
import {
  acknowledge,
  enqueueAnswer,
  enqueueEvent,
  nextBatch,
  type PendingItem,
} from '../../../src/machines/exam-attempt/attempt-queue';
import { readStoredAttempt, writeStoredAttempt } from '../../../src/machines/exam-attempt/attempt-store';
import {
  answerStateOf,
  choiceAnswer,
  indexPaper,
  isBlankText,
  textAnswer,
} from '../../../src/machines/exam-attempt/paper-index';
import { createSwitchWatch } from '../../../src/machines/exam-attempt/page-watch';
import { backoffMs } from '../../../src/machines/shared/backoff';
import { FakePage, MemoryStorage, paper } from './exam-attempt-fakes';

const problem = (id: string) => {
  const entry = indexPaper(paper).answerables[id];
  if (!entry) throw new Error(`no problem ${id}`);
  return entry.problem;
};

describe('exam attempt: answers', () => {
  it('rich text with only tags, non-breaking spaces or whitespace is blank; a picture is not', () => {
    expect(isBlankText('<p><br></p>')).toBe(true);
    expect(isBlankText('<p>&nbsp; \u00a0</p>')).toBe(true);
    expect(isBlankText('<p><img src="a.png"></p>')).toBe(false);
    expect(isBlankText('<p>0</p>')).toBe(false);
  });

  it('a fill-in is answered when every blank has text, partly answered when some have', () => {
    const fillIn = problem('104');
    expect(answerStateOf(fillIn, undefined)).toBe('unanswered');
    expect(answerStateOf(fillIn, ['a', ' '])).toBe('partial');
    expect(answerStateOf(fillIn, ['a', 'b'])).toBe('answered');
  });

  it('typing fills the blank asked for, pads the others, and stops at the gateway’s length limit', () => {
    const fillIn = problem('104');
    expect(textAnswer(fillIn, undefined, 1, 'b')).toEqual(['', 'b']);
    expect(textAnswer(fillIn, ['a', 'b'], 2, 'c')).toBeNull();
    expect(textAnswer(fillIn, undefined, -1, 'c')).toBeNull();
    expect(textAnswer(fillIn, undefined, 0, 'x'.repeat(MAX_FILL_IN_LENGTH + 9))?.[0]).toHaveLength(
      MAX_FILL_IN_LENGTH,
    );
    expect(textAnswer(problem('101'), undefined, 0, 'x')).toBeNull();
  });

  it('a single choice keeps one key and cannot be emptied; a multiple choice can', () => {
    expect(choiceAnswer(problem('101'), ['A', 'C'])).toEqual(['C']);
    expect(choiceAnswer(problem('101'), [])).toBeNull();
    expect(choiceAnswer(problem('103'), ['yes'])).toBeNull();
    expect(choiceAnswer(problem('102'), [])).toEqual([]);
    expect(choiceAnswer(problem('105'), ['A'])).toBeNull();
  });
});

describe('exam attempt: queue', () => {
  it('keeps the newest unsent answer per question and every event, in sequence order', () => {
    let queue: PendingItem[] = [];
    queue = enqueueAnswer(queue, '101', ['A'], 1);
    queue = enqueueEvent(queue, 'switch', 2, 1000);
    queue = enqueueAnswer(queue, '102', ['B'], 3);
    queue = enqueueAnswer(queue, '101', ['C'], 4);
    expect(queue.map((i) => i.seq)).toEqual([2, 3, 4]);
    expect(nextBatch(queue)).toEqual({
      kind: 'event',
      item: { kind: 'event', seq: 2, type: 'switch', clientTime: 1000 },
    });
    queue = acknowledge(queue, [2]);
    expect(nextBatch(queue)).toEqual({
      kind: 'answers',
      items: [
        { kind: 'answer', seq: 3, problemId: '102', answer: ['B'] },
        { kind: 'answer', seq: 4, problemId: '101', answer: ['C'] },
      ],
    });
  });

  it('a batch holds at most the gateway’s limit of answers', () => {
    let queue: PendingItem[] = [];
    for (let i = 1; i <= MAX_ANSWERS_PER_SAVE + 5; i++)
      queue = enqueueAnswer(queue, String(1000 + i), ['A'], i);
    const batch = nextBatch(queue);
    expect(batch?.kind === 'answers' && batch.items.length).toBe(MAX_ANSWERS_PER_SAVE);
  });

  it('stored items that are not the queue’s shape are dropped one by one', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'praxis.examAttempt.9',
      JSON.stringify({
        v: 1,
        seq: 2,
        queue: [
          { kind: 'answer', seq: 5, problemId: '101', answer: ['A'] },
          { kind: 'answer', seq: 6, problemId: '101', answer: [7] },
          { kind: 'event', seq: 7, type: 'explode', clientTime: 1 },
          { kind: 'event', seq: 3, type: 'switch', clientTime: 1 },
        ],
        flags: ['101', 5],
        announced: { fiveMinutes: 'yes', oneMinute: true },
        currentIndex: -4,
      }),
    );
    expect(readStoredAttempt(storage, '9')).toEqual({
      seq: 5,
      queue: [
        { kind: 'event', seq: 3, type: 'switch', clientTime: 1 },
        { kind: 'answer', seq: 5, problemId: '101', answer: ['A'] },
      ],
      flags: ['101'],
      announced: { fiveMinutes: false, oneMinute: true },
      currentIndex: 0,
    });
  });

  it('a storage that refuses to write does not break the attempt', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(
      writeStoredAttempt(full, '9', {
        seq: 1,
        queue: [],
        flags: [],
        announced: { fiveMinutes: false, oneMinute: false },
        currentIndex: 0,
      }),
    ).toBe(false);
  });
});

describe('exam attempt: clock', () => {
  it('ticks land on second boundaries of the time left', () => {
    expect(nextTickMs(10_000)).toBe(1_000);
    expect(nextTickMs(9_250)).toBe(250);
    expect(nextTickMs(0)).toBe(0);
    expect(timeLeftMs(100_000, 40_000, 10_000)).toBe(50_000);
    expect(timeLeftMs(100_000, 95_000, 10_000)).toBe(0);
  });

  it('backs off 1, 2, 4, 8, 16 s, then stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(backoffMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('announces each mark once', () => {
    const none = { fiveMinutes: false, oneMinute: false };
    expect(markToAnnounce(6 * 60_000, none).mark).toBeNull();
    const five = markToAnnounce(5 * 60_000, none);
    expect(five.mark).toBe('fiveMinutes');
    expect(markToAnnounce(4 * 60_000, five.announced).mark).toBeNull();
    expect(markToAnnounce(60_000, five.announced).mark).toBe('oneMinute');
  });
});

describe('exam attempt: switch watch', () => {
  /** Runs the watch alone, recording what it reports. */
  function watch(page: FakePage) {
    const seen: string[] = [];
    const parent = createActor(
      createMachine({
        invoke: { id: 'watch', src: createSwitchWatch(page.env) },
        on: {
          '*': { actions: ({ event }) => seen.push(event.type) },
        },
      }),
    );
    parent.start();
    const poll = () => parent.getSnapshot().children.watch?.send({ type: 'switch.poll' });
    return { seen, poll, stop: () => parent.stop() };
  }

  it('a page restored from the back-forward cache watches again', () => {
    const page = new FakePage();
    const w = watch(page);
    page.unload();
    w.poll();
    expect(w.seen).toEqual([]);
    page.show();
    page.window.dispatchEvent(new Event('pageshow'));
    page.hide();
    expect(w.seen).toEqual(['switch.away']);
    w.stop();
  });

  it('a page opened behind another tab is not a switch, nor is bringing it forward', () => {
    const page = new FakePage();
    page.document.visibilityState = 'hidden';
    const w = watch(page);
    w.poll();
    page.show();
    expect(w.seen).toEqual([]);
    page.hide();
    expect(w.seen).toEqual(['switch.away']);
    w.stop();
  });

  it('stops listening when stopped', () => {
    const page = new FakePage();
    const w = watch(page);
    w.stop();
    page.hide();
    expect(w.seen).toEqual([]);
  });
});
