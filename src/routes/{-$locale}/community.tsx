import { createFileRoute } from '@tanstack/react-router';
import { selectIsSignedIn, selectSite } from '../../machines/session/session.selectors';
import { communityData } from '../../ui/features/community/community-data';
import { CommunityPage } from '../../ui/features/community/community-page';
import { readCommunitySearch, type CommunitySearch } from '../../ui/features/community/community-params';
import { withMessages } from '../../ui/kit/locale/messages';
import { requireSignedIn, settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/community`: blog posts, questions and info articles (`tab`, `keyword`, `order`, `page`), a post (`id`), the
 * editor (`new`, or `edit` with `id`) and, for members, my posts (`tab=mine`). Visitors of a site bound to one
 * company read; writing, my posts and a site of several companies need an account.
 */
export const Route = createFileRoute('/{-$locale}/community')({
  // Read strictly by the page's own reader in its loader and view, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): CommunitySearch => raw,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps: raw, location }) => {
    const deps = readCommunitySearch(raw);
    const session = await settledSession(context.session);
    const visitor = !selectIsSignedIn(session);
    const writes = deps.new !== undefined || deps.edit === 1 || deps.tab === 'mine';
    if (visitor && (writes || !selectSite(session)?.eid)) {
      await requireSignedIn({ session: context.session, location });
    }
    return withMessages(params, ['community'], () => communityData(context.http, deps, visitor));
  },
  // 10 s: likes and answers change while the page is open.
  staleTime: 10_000,
  // Visitors may read it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: CommunityRoute,
});

function CommunityRoute() {
  return <CommunityPage search={readCommunitySearch(Route.useSearch())} data={Route.useLoaderData()} />;
}
