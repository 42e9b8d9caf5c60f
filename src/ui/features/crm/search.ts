/** A list page number from the address: a whole number from 1, or absent (the first page). */
export function pageSearchParam(raw: unknown): number | undefined {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
}
