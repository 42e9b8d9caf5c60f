import type { ProgressReport } from '../../../contract/progress';
import type { KeyValueStorage } from '../shared/storage';
import { isReportableProgress } from './progress-rules';

/**
 * Progress reports the gateway has not acknowledged, in the order they were made, kept in the browser per
 * user so that a reload, a crash or a closed laptop loses no study time.
 *
 * `sent` marks a report that may have reached the gateway (a call went out with it, or the beacon took it as
 * the page went away). Such a report is resent as it is, with its own sequence number: if the gateway has
 * it, it ignores its position and seconds. A report that certainly never left (made or kept while offline)
 * absorbs the next report of the same node instead: latest position, summed seconds, highest progress,
 * latest sequence number. The gateway counts no more study time than has passed since a node's previous
 * report, so one merged report after a reconnect is what credits offline study in full, where a burst of
 * small ones would be counted as a few milliseconds each.
 */
export interface QueuedReport {
  report: ProgressReport;
  sent: boolean;
}

/** The longest study time one report may claim (the contract's bound). */
export const MAX_REPORT_SECONDS_FIELD = 86_400;

export const reportKey = (report: Pick<ProgressReport, 'subResourceId' | 'seq'>): string =>
  `${report.subResourceId}:${report.seq}`;

export function mergeReports(older: ProgressReport, newer: ProgressReport): ProgressReport {
  const later = newer.seq >= older.seq ? newer : older;
  return {
    courseId: later.courseId,
    subResourceId: later.subResourceId,
    position: later.position,
    studySeconds: Math.min(MAX_REPORT_SECONDS_FIELD, older.studySeconds + newer.studySeconds),
    studyProgress: Math.max(older.studyProgress, newer.studyProgress),
    seq: later.seq,
  };
}

/** Adds a report, merged into the node's last report that never left (see above), else at the end. */
export function enqueueReport(queue: readonly QueuedReport[], report: ProgressReport): QueuedReport[] {
  for (let i = queue.length - 1; i >= 0; i--) {
    const item = queue[i];
    if (!item || item.report.subResourceId !== report.subResourceId) continue;
    if (item.sent) break;
    const next = [...queue];
    next[i] = { report: mergeReports(item.report, report), sent: false };
    return next;
  }
  return [...queue, { report, sent: false }];
}

/**
 * Merges, per node, every report that never left into one (at the place of the node's first such report).
 * Reports that may have left stay as they are, and a merge never moves a report ahead of one of the same node
 * that may have left.
 */
export function mergeUnsent(queue: readonly QueuedReport[]): QueuedReport[] {
  let merged: QueuedReport[] = [];
  for (const item of queue) merged = item.sent ? [...merged, item] : enqueueReport(merged, item.report);
  return merged;
}

export function markSent(queue: readonly QueuedReport[], key: string): QueuedReport[] {
  return queue.map((i) => (reportKey(i.report) === key ? { ...i, sent: true } : i));
}

/** A call that failed while the browser was offline never left: its report may absorb later ones again. */
export function markUnsent(queue: readonly QueuedReport[], key: string): QueuedReport[] {
  return queue.map((i) => (reportKey(i.report) === key ? { ...i, sent: false } : i));
}

export function removeReport(queue: readonly QueuedReport[], key: string): QueuedReport[] {
  return queue.filter((i) => reportKey(i.report) !== key);
}

/**
 * What the beacon sends as the page goes away: one report per node, in queue order — the node's reports
 * that never left merged, or else its latest report (resending a report is harmless).
 */
export function beaconReports(queue: readonly QueuedReport[]): ProgressReport[] {
  const chosen = new Map<string, QueuedReport>();
  for (const item of mergeUnsent(queue)) {
    const id = item.report.subResourceId;
    const current = chosen.get(id);
    // After the merge a node has at most one report that never left: it wins over any that may have.
    if (!current || (current.sent && (!item.sent || item.report.seq > current.report.seq)))
      chosen.set(id, item);
  }
  return [...chosen.values()].map((i) => i.report);
}

/** The node's newest report still waiting, if any: where the learner left off after the gateway's record. */
export function latestQueued(queue: readonly QueuedReport[], subResourceId: string): ProgressReport | null {
  let latest: ProgressReport | null = null;
  for (const { report } of queue) {
    if (report.subResourceId === subResourceId && (!latest || report.seq > latest.seq)) latest = report;
  }
  return latest;
}

// Storage

const KEY_PREFIX = 'praxis.progress.';
const VERSION = 1;
/** A queue never grows without bound: beyond this, the oldest reports go (their time is long bounded). */
export const MAX_QUEUED_REPORTS = 500;

export const progressStorageKey = (userId: string): string => `${KEY_PREFIX}${userId}`;

const isId = (v: unknown): v is string => typeof v === 'string' && /^[1-9][0-9]{0,18}$/.test(v);
const isNumberIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

function readReport(value: unknown): QueuedReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const { report, sent } = value as { report?: unknown; sent?: unknown };
  if (typeof report !== 'object' || report === null) return null;
  const r = report as Record<string, unknown>;
  if (!isId(r.courseId) || !isId(r.subResourceId)) return null;
  if (!isReportableProgress(r.studyProgress) || !isNumberIn(r.position, 0, 1_000_000)) return null;
  if (!isNumberIn(r.studySeconds, 0, MAX_REPORT_SECONDS_FIELD) || !Number.isInteger(r.studySeconds))
    return null;
  if (!isNumberIn(r.seq, 0, Number.MAX_SAFE_INTEGER) || !Number.isInteger(r.seq)) return null;
  return {
    report: {
      courseId: r.courseId,
      subResourceId: r.subResourceId,
      studyProgress: r.studyProgress,
      position: r.position,
      studySeconds: r.studySeconds,
      seq: r.seq,
    },
    sent: sent === true,
  };
}

/**
 * The user's waiting reports. Storage is shared with other code and with the learner, so whatever is
 * missing, foreign or damaged reads as nothing, report by report — and never as a report without a real
 * progress figure.
 */
export function readQueue(storage: KeyValueStorage, userId: string): QueuedReport[] {
  let raw: string | null;
  try {
    raw = storage.getItem(progressStorageKey(userId));
  } catch {
    return [];
  }
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const { v, queue } = value as { v?: unknown; queue?: unknown };
  if (v !== VERSION || !Array.isArray(queue)) return [];
  const seen = new Set<string>();
  const items: QueuedReport[] = [];
  for (const entry of queue) {
    const item = readReport(entry);
    if (!item || seen.has(reportKey(item.report))) continue;
    seen.add(reportKey(item.report));
    items.push(item);
  }
  return items.slice(-MAX_QUEUED_REPORTS);
}

/** Storage can refuse (quota, private modes): the reports then wait in memory. */
export function writeQueue(
  storage: KeyValueStorage,
  userId: string,
  queue: readonly QueuedReport[],
): boolean {
  try {
    if (queue.length === 0) storage.removeItem(progressStorageKey(userId));
    else
      storage.setItem(
        progressStorageKey(userId),
        JSON.stringify({ v: VERSION, queue: queue.slice(-MAX_QUEUED_REPORTS) }),
      );
    return true;
  } catch {
    return false;
  }
}
