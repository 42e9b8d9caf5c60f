import { ExamStatus } from '../../../../contract/exam.routes';

/** Where an exam's window stands at a moment: not yet open, open, or closed. */
export type ExamWindow = 'upcoming' | 'open' | 'closed';

/** Reads a contract time ("yyyy-MM-dd HH:mm:ss", the server's zone, taken as local) as milliseconds. */
export function contractTimeMs(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

export function examWindow(startTime: string, endTime: string, now: number): ExamWindow {
  if (now < contractTimeMs(startTime)) return 'upcoming';
  if (now < contractTimeMs(endTime)) return 'open';
  return 'closed';
}

/**
 * The label of an exam on the dashboard: a resit when one is offered, otherwise where its window stands (the
 * status alone cannot tell "starts on Friday" from "open now").
 */
export function examBadge(status: number, window: ExamWindow): 'resit' | ExamWindow {
  return status === ExamStatus.canResit && window !== 'closed' ? 'resit' : window;
}

/** A progress figure fit for a bar: a whole percent within 0–100. */
export function percent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Seconds of media as whole hours and the minutes left over (rounded up: a 30 s clip is 1 minute). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.ceil(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
