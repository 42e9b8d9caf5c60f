/** A list page number from the address: a whole number from 1, or absent (the first page). */
export function pageSearchParam(raw: unknown): number | undefined {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
}

/** An application queue's address: its status tab (awaiting approval unless told) and page. */
export function queueSearch(raw: Record<string, unknown>): { status?: 1 | 2 | 3; page?: number } {
  const status = Number(raw.status);
  return { status: status === 2 || status === 3 ? status : undefined, page: pageSearchParam(raw.page) };
}
