import { describe, expect, it } from 'vitest';
import {
  barLengths,
  monthLabel,
  ratingShares,
  ratingsBestFirst,
} from '../../../../src/ui/kit/charts/rating-figures';

describe('rating figures', () => {
  it('shares are whole percentages that add up to 100', () => {
    expect(ratingShares([0, 0, 1, 1, 1])).toEqual([0, 0, 34, 33, 33]);
    expect(ratingShares([1, 2, 3, 4, 10])).toEqual([5, 10, 15, 20, 50]);
    expect(ratingShares([0, 0, 0, 0, 7])).toEqual([0, 0, 0, 0, 100]);
    for (const counts of [
      [1, 1, 1, 1, 3],
      [2, 0, 5, 9, 13],
      [1, 1, 1, 0, 0],
    ]) {
      expect(ratingShares(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('nobody answered: every share is 0', () => {
    expect(ratingShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });

  it('lists ratings from 5 down to 1 with their count and share', () => {
    expect(ratingsBestFirst([0, 1, 0, 1, 2])).toEqual([
      { rating: 5, count: 2, share: 50 },
      { rating: 4, count: 1, share: 25 },
      { rating: 3, count: 0, share: 0 },
      { rating: 2, count: 1, share: 25 },
      { rating: 1, count: 0, share: 0 },
    ]);
  });

  it('bars measure against the largest value, or a fixed scale', () => {
    expect(barLengths([1, 2, 4])).toEqual([25, 50, 100]);
    expect(barLengths([4.5, 2.5], 5)).toEqual([90, 50]);
    expect(barLengths([0, 0])).toEqual([0, 0]);
  });

  it('names months in the reader’s language', () => {
    expect(monthLabel('2026-05', 'en')).toBe('May 2026');
    expect(monthLabel('2026-05', 'en', 'short')).toBe('May');
    expect(monthLabel('2026-05', 'zh', 'short')).toBe('5月');
    expect(monthLabel('2026-05', 'zh')).toBe('2026年5月');
    expect(monthLabel('later', 'en')).toBe('later');
  });
});
