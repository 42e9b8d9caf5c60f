/*
 * Figures of evaluation results that the bars and their tables both show, so the two never disagree.
 */

/**
 * Whole percentages of each rating in `counts`, adding up to exactly 100 (largest remainder: the shares that
 * lost most to rounding down get the points left), or all 0 when nobody answered.
 */
export function ratingShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** How long each bar is, 0..100, against the largest value (so the longest bar fills its track). */
export function barLengths(values: readonly number[], max = Math.max(0, ...values)): number[] {
  if (max <= 0) return values.map(() => 0);
  return values.map((v) => Math.max(0, Math.min(100, (v / max) * 100)));
}

/** The ratings from the best down, with how many gave each: `counts[i]` is how many rated `i + 1`. */
export function ratingsBestFirst(
  counts: readonly number[],
): { rating: number; count: number; share: number }[] {
  const shares = ratingShares(counts);
  return counts.map((count, i) => ({ rating: i + 1, count, share: shares[i] ?? 0 })).reverse();
}

/**
 * "2026-05" as a month of the reader's language: `long` with its year ("May 2026", "2026年5月"), `short`
 * alone ("May", "5月"). Anything else passes as it is.
 */
export function monthLabel(month: string, locale: string, form: 'long' | 'short' = 'long'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  const options: Intl.DateTimeFormatOptions =
    form === 'long'
      ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
