/*
 * Readers for query values. The router hands a value over as a string, or already as a number or boolean
 * when it looks like one (`?type=2` arrives as 2). Each reader takes what makes sense and gives up with
 * `undefined` on anything else, so a mangled link opens the page with its defaults instead of failing.
 * Plain functions keep a schema library out of the start-up code, where every route's config lives.
 */

/** A string of at most `max` characters. */
export function textParam(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** A whole number from `min` to `max`, written as a number or as digits. */
export function intParam(value: unknown, min: number, max: number): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * A 64-bit id. It is kept as a number while that is exact, so the router writes `id=12` back into the URL
 * rather than the quoted `id=%2212%22`; longer ids stay strings.
 */
export function idSearchParam(value: unknown): number | string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,18}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}
