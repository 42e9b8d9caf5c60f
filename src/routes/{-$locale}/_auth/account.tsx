import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../ui/pages/account-page';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { idSearchParam, intParam } from '../../../ui/kit/navigation/search-params';

export interface AccountSearch {
  /**
   * The account centre's tab. Only 5 (my messages), 6 (enterprise announcements) and 7 (my surveys, not in the
   * spec's list) exist so far; any other or missing value falls back to 5 until its feature arrives.
   */
  change: 5 | 6 | 7;
  /**
   * `account-message?num=N` links carry the sender's unread count; the messages list reads it only as a
   * page-size hint (10, 20, 50 or 100, rounded up) so that a small unread batch fits on one page.
   */
  num?: number;
  /** An announcement to open (home page links: `/account?change=6&id=<id>`). */
  id?: number | string;
}

const tabOf = (change: number | undefined): AccountSearch['change'] =>
  change === 6 || change === 7 ? change : 5;

/** Query values arrive as numbers or strings depending on how the link was written; both are accepted. */
const search = (raw: Record<string, unknown>): AccountSearch => ({
  change: tabOf(intParam(raw.change, 5, 7)),
  num: intParam(raw.num, 1, 100_000),
  id: idSearchParam(raw.id),
});

export const Route = createFileRoute('/{-$locale}/_auth/account')({
  validateSearch: search,
  // The surveys tab speaks the survey area's messages.
  loader: messagesLoader(['survey']),
  component: AccountRoute,
});

function AccountRoute() {
  const { change, num, id } = Route.useSearch();
  return <AccountPage change={change} num={num} id={id === undefined ? undefined : String(id)} />;
}
