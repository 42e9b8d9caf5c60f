import { idSearchParam, intParam } from '../kit/navigation/search-params';

/**
 * The account centre's tabs that exist so far (spec: `change` 5 and 6; 7, my surveys, is ours); the others come
 * with their features.
 */
export type AccountTab = 5 | 6 | 7;

export interface AccountSearch {
  /**
   * The account centre's tab. Only 5 (my messages), 6 (enterprise announcements) and 7 (my surveys, not in the
   * spec's list) exist so far; any other or missing value falls back to 5 until its feature arrives.
   */
  change: AccountTab;
  /**
   * `account-message?num=N` links carry the sender's unread count; the messages list reads it only as a
   * page-size hint (10, 20, 50 or 100, rounded up) so that a small unread batch fits on one page.
   */
  num?: number;
  /** An announcement to open (home page links: `/account?change=6&id=<id>`). */
  id?: number | string;
  /** The read filter of the messages or announcements (both when absent). */
  filter?: 'unread' | 'read';
  /** The tab's page: of its list, or of the open announcement's comments (the first when absent). */
  page?: number;
  /** My surveys: 1 lists the answered ones (those to answer when absent). */
  answered?: 1;
}

const tabOf = (change: number | undefined): AccountTab => (change === 6 || change === 7 ? change : 5);

/** Query values arrive as numbers or strings depending on how the link was written; both are accepted. */
export function readAccountSearch(raw: Record<string, unknown>): AccountSearch {
  return {
    change: tabOf(intParam(raw.change, 5, 7)),
    num: intParam(raw.num, 1, 100_000),
    id: idSearchParam(raw.id),
    filter: raw.filter === 'unread' || raw.filter === 'read' ? raw.filter : undefined,
    page: intParam(raw.page, 2, 1_000_000),
    answered: intParam(raw.answered, 1, 1) === 1 ? 1 : undefined,
  };
}
