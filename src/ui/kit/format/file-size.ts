const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * A file size for people: bytes as they are, larger sizes in the biggest binary unit that keeps the number
 * at least 1, with one decimal (GB is the largest unit).
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // Rounding may reach the next unit (1023.96 KB → "1024.0 KB"); step up so it reads "1.0 MB".
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= STEP && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / STEP) * 10) / 10;
    unit += 1;
  }
  return `${rounded.toFixed(1)} ${UNITS[unit]}`;
}
