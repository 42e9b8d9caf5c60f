import type { AnnouncedMarks } from './attempt-store';

/**
 * The attempt's clock belongs to the gateway. Each answer about the attempt says the server's time and the
 * deadline; the browser keeps the difference between the server's time and its own (the offset) and derives
 * the time left from it on every tick, so a throttled tab or a sleeping laptop never drifts.
 */

export const FIVE_MINUTES_MS = 5 * 60_000;
export const ONE_MINUTE_MS = 60_000;

/** Server time minus local time, measured when an answer carrying `serverNow` arrived. */
export const clockOffset = (serverNow: number, localNow: number): number => serverNow - localNow;

export const timeLeftMs = (deadlineAt: number, localNow: number, offset: number): number =>
  Math.max(0, deadlineAt - (localNow + offset));

/**
 * How long until the displayed whole second changes, so ticks land on the second boundaries of the time left
 * (a tick is one second at most). Zero once time is up.
 */
export function nextTickMs(timeLeft: number): number {
  if (timeLeft <= 0) return 0;
  const intoSecond = timeLeft % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

export type TimeWarning = 'fiveMinutes' | 'oneMinute';

/** The warning the clock shows now: it stays on screen (styling, a reload) for as long as it applies. */
export function timeWarningOf(timeLeft: number): TimeWarning | null {
  if (timeLeft <= ONE_MINUTE_MS) return 'oneMinute';
  if (timeLeft <= FIVE_MINUTES_MS) return 'fiveMinutes';
  return null;
}

/**
 * Which mark to announce to screen readers now, once each. When both marks are found passed and unheard (a
 * page opened or reloaded with less than a minute left), only the one-minute mark is said: the five-minute
 * one would be stale. Marks heard before a reload are not repeated (they are stored with the queue).
 */
export function markToAnnounce(
  timeLeft: number,
  announced: AnnouncedMarks,
): { mark: TimeWarning | null; announced: AnnouncedMarks } {
  if (timeLeft <= ONE_MINUTE_MS && !announced.oneMinute) {
    return { mark: 'oneMinute', announced: { fiveMinutes: true, oneMinute: true } };
  }
  if (timeLeft <= FIVE_MINUTES_MS && !announced.fiveMinutes) {
    return { mark: 'fiveMinutes', announced: { ...announced, fiveMinutes: true } };
  }
  return { mark: null, announced };
}
