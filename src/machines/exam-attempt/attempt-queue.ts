import { MAX_ANSWERS_PER_SAVE, type AttemptEventType } from '../../../contract/exam-paper.routes';

/**
 * Everything the gateway has not acknowledged yet, in sequence order. Each change takes the attempt's next
 * sequence number when it happens; the gateway keeps, per question, the answer with the highest number, so
 * a retried or late save can never overwrite a newer one.
 */
export type PendingItem =
  | { kind: 'answer'; seq: number; problemId: string; answer: string[] }
  | { kind: 'event'; seq: number; type: AttemptEventType; clientTime: number };

export type PendingAnswer = Extract<PendingItem, { kind: 'answer' }>;
export type PendingEvent = Extract<PendingItem, { kind: 'event' }>;

/** What one call sends: a run of answers from the head of the queue, or the event at its head. */
export type Batch = { kind: 'answers'; items: PendingAnswer[] } | { kind: 'event'; item: PendingEvent };

/** Adds an answer, dropping an older unsent answer to the same question: only the newest matters. */
export function enqueueAnswer(
  queue: readonly PendingItem[],
  problemId: string,
  answer: string[],
  seq: number,
): PendingItem[] {
  const rest = queue.filter((i) => !(i.kind === 'answer' && i.problemId === problemId));
  return [...rest, { kind: 'answer', seq, problemId, answer }];
}

/** Events are never merged: each is a line of the proctor's log, and each switch counts. */
export function enqueueEvent(
  queue: readonly PendingItem[],
  type: AttemptEventType,
  seq: number,
  clientTime: number,
): PendingItem[] {
  return [...queue, { kind: 'event', seq, type, clientTime }];
}

/**
 * The next call to make. Items go out in sequence order, one call at a time, so the gateway's highest
 * sequence number proves everything below it has arrived (see `dropDelivered`).
 */
export function nextBatch(queue: readonly PendingItem[]): Batch | null {
  const head = queue[0];
  if (!head) return null;
  if (head.kind === 'event') return { kind: 'event', item: head };
  const items: PendingAnswer[] = [];
  for (const item of queue) {
    if (item.kind !== 'answer' || items.length >= MAX_ANSWERS_PER_SAVE) break;
    items.push(item);
  }
  return { kind: 'answers', items };
}

export function batchItems(batch: Batch | null): PendingItem[] {
  if (!batch) return [];
  return batch.kind === 'event' ? [batch.item] : batch.items;
}

/**
 * Removes what the gateway acknowledged. Matching by sequence number keeps a change made while the call was
 * out: it replaced the sent item with a newer number, which stays queued.
 */
export function acknowledge(queue: readonly PendingItem[], sent: readonly number[]): PendingItem[] {
  return queue.filter((i) => !sent.includes(i.seq));
}

/** After a reload: items at or below the gateway's highest sequence number reached it before the reload. */
export function dropDelivered(queue: readonly PendingItem[], lastSeq: number): PendingItem[] {
  return queue.filter((i) => i.seq > lastSeq);
}

export function pendingAnswerCount(queue: readonly PendingItem[]): number {
  return queue.reduce((n, i) => (i.kind === 'answer' ? n + 1 : n), 0);
}

export function pendingSwitchCount(queue: readonly PendingItem[]): number {
  return queue.reduce((n, i) => (i.kind === 'event' && i.type === 'switch' ? n + 1 : n), 0);
}
