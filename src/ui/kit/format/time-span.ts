import { shortDateTime } from './date-time';

/** A span to the minute: "2026-11-27 09:00–11:30" within a day, both ends in full across midnight. */
export function timeSpan(s: { startTime: string; endTime: string }): string {
  const start = shortDateTime(s.startTime);
  const end = shortDateTime(s.endTime);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}–${end.slice(11)}` : `${start} – ${end}`;
}
