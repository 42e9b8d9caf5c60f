import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AccountPage } from '../../../ui/account/account-page';
import { idParam } from '../../../ui/account/account-rules';

/**
 * Query values arrive as numbers or strings depending on how the link was written; both are accepted. The
 * router writes the validated value back into the URL, so an id is kept as a number when it fits one
 * (`id=12`, not the quoted `id=%2212%22`).
 */
const idLike = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,18}$/))
  .transform(idParam);

const search = z.object({
  /**
   * The account centre's tab. Only 5 (my messages) and 6 (enterprise announcements) exist so far; any
   * other or missing value falls back to 5 until its feature arrives.
   */
  change: z.coerce
    .number()
    .pipe(z.union([z.literal(5), z.literal(6)]))
    .catch(5),
  /**
   * `account-message?num=N` links carry the sender's unread count; the messages list reads it only as a
   * page-size hint (10, 20, 50 or 100, rounded up) so that a small unread batch fits on one page.
   */
  num: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  /** An announcement to open (home page links: `/account?change=6&id=<id>`). */
  id: idLike.optional().catch(undefined),
});

export type AccountSearch = z.infer<typeof search>;

export const Route = createFileRoute('/{-$locale}/_auth/account')({
  validateSearch: search,
  component: AccountRoute,
});

function AccountRoute() {
  const { change, num, id } = Route.useSearch();
  return <AccountPage change={change} num={num} id={id === undefined ? undefined : String(id)} />;
}
