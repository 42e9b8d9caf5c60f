import { COURSE_KEYWORD_MAX } from '../../../../contract/course.routes';
import { textParam } from './search-params';

/**
 * A keyword as the box submits it or the address carries it: trimmed, blank read as none, at most
 * `COURSE_KEYWORD_MAX` characters (a longer one is cut rather than refused, so a mangled link still opens).
 * One that looks like a number arrives as a number from the router. The catalogue and the
 * lecturers' list read their keywords alike.
 */
export function keywordParam(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : textParam(value, 1000);
  const trimmed = text?.trim().slice(0, COURSE_KEYWORD_MAX).trim();
  return trimmed ? trimmed : undefined;
}
