/**
 * An id as it goes into the `id` query: the router writes strings that look like numbers in quotes
 * (`id=%221%22`), so ids that fit a safe integer travel as numbers and read as `id=12`, like the home
 * page's links; longer ones stay strings (quoted, still read back correctly).
 */
export function idParam(id: string): number | string {
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : id;
}
