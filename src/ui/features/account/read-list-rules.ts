/** Page sizes the messages list offers; the contract allows up to 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * `account-message?num=N`: N is how many messages the link's sender counted. It only picks the smallest
 * offered page size that holds N (10 when absent), so a short unread batch fits on one page.
 */
export function pageSizeFor(num: number | undefined): number {
  if (num === undefined) return PAGE_SIZES[0];
  return PAGE_SIZES.find((size) => size >= num) ?? PAGE_SIZES[3];
}

/** The read filter of a list: both, only unread (isRead 0) or only read (isRead 1). */
export type ReadFilter = 'all' | 'unread' | 'read';

export function readFilterPayload(filter: ReadFilter): { isRead?: 0 | 1 } {
  if (filter === 'unread') return { isRead: 0 };
  if (filter === 'read') return { isRead: 1 };
  return {};
}
