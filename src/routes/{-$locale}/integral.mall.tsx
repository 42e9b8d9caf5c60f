import { createFileRoute } from '@tanstack/react-router';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { mallData } from '../../ui/features/mall/mall-data';
import { MallPage } from '../../ui/features/mall/mall-page';
import { readMallSearch, type MallSearch } from '../../ui/features/mall/mall-params';
import { withMessages } from '../../ui/kit/locale/messages';
import { requireSignedIn, settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/integral/mall`: the integral mall's shelf; `?view=cart` the member's cart, `?view=orders` their orders.
 * Visitors of a site bound to one company read the shelf and are asked to sign in to buy.
 */
export const Route = createFileRoute('/{-$locale}/integral/mall')({
  // Read strictly by the page's own reader in its loader and view, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): MallSearch => raw,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, location }) => {
    const session = await settledSession(context.session);
    const search = readMallSearch(deps);
    const visitor = !selectIsSignedIn(session);
    // The cart and the orders are a member's; a site open to several companies has no shelf to show a visitor.
    if (visitor && (search.view !== undefined || !session.context.site?.eid)) {
      await requireSignedIn({ session: context.session, location });
    }
    return withMessages(params, ['home'], () => mallData(context.http, search, visitor));
  },
  // 5 s: stock and the balance move while the page is open.
  staleTime: 5_000,
  staticData: { portalFrame: true },
  component: MallRoute,
});

function MallRoute() {
  return <MallPage data={Route.useLoaderData()} />;
}
