/** Contract times read "yyyy-MM-dd HH:mm:ss"; the feeds show them to the minute. Anything else passes as is. */
export function shortDateTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 16) : value;
}
