import { describe, expect, it } from 'vitest';
import {
  contractTimeMs,
  durationParts,
  examBadge,
  examWindow,
  percent,
} from '../../../../src/ui/kit/format/learning-format';

describe('learning figures on the dashboard', () => {
  const at = (s: string) => new Date(s.replace(' ', 'T')).getTime();

  it('reads contract times in local time and refuses anything else', () => {
    expect(contractTimeMs('2026-11-20 09:05:33')).toBe(new Date(2026, 10, 20, 9, 5, 33).getTime());
    expect(contractTimeMs('2026-11-20')).toBeNaN();
  });

  it("places a moment against an exam's window, the end itself being closed", () => {
    const [start, end] = ['2026-11-20 09:00:00', '2026-11-22 18:00:00'];
    expect(examWindow(start, end, at('2026-11-20 08:59:59'))).toBe('upcoming');
    expect(examWindow(start, end, at('2026-11-20 09:00:00'))).toBe('open');
    expect(examWindow(start, end, at('2026-11-22 17:59:59'))).toBe('open');
    expect(examWindow(start, end, at('2026-11-22 18:00:00'))).toBe('closed');
  });

  it('labels a resit as such while its window is open, other exams by their window', () => {
    expect(examBadge(6, 'open')).toBe('resit');
    expect(examBadge(6, 'closed')).toBe('closed');
    expect(examBadge(1, 'upcoming')).toBe('upcoming');
    expect(examBadge(1, 'open')).toBe('open');
  });

  it('keeps progress a whole percent within 0–100', () => {
    expect(percent(48)).toBe(48);
    expect(percent(99.6)).toBe(100);
    expect(percent(-3)).toBe(0);
    expect(percent(140)).toBe(100);
    expect(percent(Number.NaN)).toBe(0);
  });

  it('splits seconds into hours and minutes, rounding a started minute up', () => {
    expect(durationParts(1800)).toEqual({ hours: 0, minutes: 30 });
    expect(durationParts(4200)).toEqual({ hours: 1, minutes: 10 });
    expect(durationParts(30)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
