import { describe, expect, it } from 'vitest';
import { BADGE_CAP, badgeText } from '../../../../src/ui/kit/shell/notices-badge';

describe('badgeText', () => {
  it('is hidden when nothing is unread', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the number up to the cap', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(BADGE_CAP)).toBe('99');
  });

  it('shows 99+ above the cap', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(140)).toBe('99+');
    expect(badgeText(1_000_000)).toBe('99+');
  });
});
