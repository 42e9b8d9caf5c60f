import { AttemptEventType } from '../../../contract/exam-paper.routes';
import type { KeyValueStorage } from '../shared/storage';
import type { PendingItem } from './attempt-queue';

/** The time marks already announced to screen readers. */
export interface AnnouncedMarks {
  fiveMinutes: boolean;
  oneMinute: boolean;
}

/**
 * What an attempt keeps in the browser so that a reload loses nothing: the changes the gateway has not
 * acknowledged, the highest sequence number handed out, and the taker's own marks (flags for review,
 * announced time marks, the question on screen), which the gateway does not know about.
 */
export interface StoredAttempt {
  seq: number;
  queue: PendingItem[];
  flags: string[];
  announced: AnnouncedMarks;
  currentIndex: number;
}

export const emptyStoredAttempt: StoredAttempt = {
  seq: 0,
  queue: [],
  flags: [],
  announced: { fiveMinutes: false, oneMinute: false },
  currentIndex: 0,
};

const KEY_PREFIX = 'praxis.examAttempt.';
const VERSION = 1;

export const storageKey = (recordId: string): string => `${KEY_PREFIX}${recordId}`;

const eventTypes = new Set<string>(Object.values(AttemptEventType));
const isEventType = (v: unknown): v is AttemptEventType => typeof v === 'string' && eventTypes.has(v);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function readItem(value: unknown): PendingItem | null {
  if (!isRecord(value) || !isSeq(value.seq)) return null;
  if (value.kind === 'answer') {
    const { problemId, answer } = value;
    if (typeof problemId !== 'string' || !Array.isArray(answer)) return null;
    if (!answer.every((a): a is string => typeof a === 'string')) return null;
    return { kind: 'answer', seq: value.seq, problemId, answer };
  }
  if (value.kind === 'event') {
    const { type, clientTime } = value;
    if (!isEventType(type)) return null;
    if (typeof clientTime !== 'number' || !Number.isFinite(clientTime) || clientTime < 0) return null;
    return { kind: 'event', seq: value.seq, type, clientTime };
  }
  return null;
}

/**
 * Reads what an earlier page kept for the attempt. Anything missing, foreign or damaged reads as empty, item
 * by item: storage is shared with other code and the learner, so it is input like any other.
 */
export function readStoredAttempt(storage: KeyValueStorage, recordId: string): StoredAttempt {
  let raw: string | null;
  try {
    raw = storage.getItem(storageKey(recordId));
  } catch {
    return emptyStoredAttempt;
  }
  if (!raw) return emptyStoredAttempt;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyStoredAttempt;
  }
  if (!isRecord(value) || value.v !== VERSION) return emptyStoredAttempt;
  const queue = (Array.isArray(value.queue) ? value.queue : [])
    .map(readItem)
    .filter((i): i is PendingItem => i !== null)
    .sort((a, b) => a.seq - b.seq);
  const flags = Array.isArray(value.flags)
    ? value.flags.filter((f): f is string => typeof f === 'string')
    : [];
  const announced = isRecord(value.announced) ? value.announced : {};
  const seq = isSeq(value.seq) ? value.seq : 0;
  return {
    // The counter never goes below a queued item, whatever the stored counter says.
    seq: Math.max(seq, queue.at(-1)?.seq ?? 0),
    queue,
    flags,
    announced: {
      fiveMinutes: announced.fiveMinutes === true,
      oneMinute: announced.oneMinute === true,
    },
    currentIndex:
      typeof value.currentIndex === 'number' &&
      Number.isSafeInteger(value.currentIndex) &&
      value.currentIndex >= 0
        ? value.currentIndex
        : 0,
  };
}

/**
 * Storage can refuse (quota, private modes): the attempt then goes on with what it holds in memory, which the
 * gateway receives as soon as it can be reached. Returns whether the write went through.
 */
export function writeStoredAttempt(
  storage: KeyValueStorage,
  recordId: string,
  stored: StoredAttempt,
): boolean {
  try {
    storage.setItem(storageKey(recordId), JSON.stringify({ v: VERSION, ...stored }));
    return true;
  } catch {
    return false;
  }
}

/** A handed-in attempt never reopens: what it kept is of no further use. */
export function clearStoredAttempt(storage: KeyValueStorage, recordId: string): void {
  try {
    storage.removeItem(storageKey(recordId));
  } catch {
    // Nothing to do: a stale entry is ignored once the attempt reads as finished.
  }
}
