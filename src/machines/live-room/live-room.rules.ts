/** Rules of the live room page, free of the machine so they are tested on their own. */

/** How often the countdown is redrawn. */
export const COUNTDOWN_TICK_MS = 1_000;
/** When the start has passed here but the gateway still says "not started" (clocks differ), ask again after this. */
export const RECHECK_MS = 5_000;
/** The longest single wait for a live room's end (timers cannot wait weeks); the wait is simply armed again. */
export const END_CHECK_MAX_MS = 60 * 60 * 1000;
/** A replay this close to its end starts again from the beginning rather than at its last second. */
export const REPLAY_END_MARGIN_S = 2;

/**
 * A gateway time ("yyyy-MM-dd HH:mm:ss", the server's zone, taken as the browser's) in milliseconds; NaN when
 * it is not one.
 */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

/** The wait before the countdown's next step: a second, the rest of the last second, or a re-check. */
export function countdownDelay(startAt: number, now: number): number {
  const left = startAt - now;
  if (Number.isNaN(left) || left <= 0) return RECHECK_MS;
  return Math.min(COUNTDOWN_TICK_MS, left);
}

/** The wait before checking whether a live room has ended. */
export function endDelay(endAt: number, now: number): number {
  const left = endAt - now;
  if (Number.isNaN(left)) return END_CHECK_MAX_MS;
  return Math.max(0, Math.min(END_CHECK_MAX_MS, left));
}

/** Days, hours, minutes and seconds until the start (all zero once it has passed). */
export function countdownParts(startAt: number, now: number) {
  const total = Number.isNaN(startAt - now) ? 0 : Math.max(0, Math.ceil((startAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    total,
  };
}

/** Where a replay resumes: the caller's position, or the start when they had (nearly) finished it. */
export function resumeAt(position: number, duration: number): number {
  if (!(position > 0)) return 0;
  if (duration > 0 && position >= duration - REPLAY_END_MARGIN_S) return 0;
  return duration > 0 ? Math.min(position, duration) : position;
}

/** A position the gateway accepts: finite, not negative, within the replay, to a tenth of a second. */
export function reportablePosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 0) return 0;
  const within = duration > 0 ? Math.min(position, duration) : position;
  return Math.round(within * 10) / 10;
}
