import { createFileRoute, notFound } from '@tanstack/react-router';
import { readOfflineSearch, type OfflineSearch } from '../../ui/features/offline/offline-params';
import { offlineRouteData } from '../../ui/features/offline/offline-data';
import { OfflineRoutePage } from '../../ui/features/offline/offline-route-page';
import { withMessages } from '../../ui/kit/locale/messages';
import { selectIsSignedIn, selectSite } from '../../machines/session/session.selectors';
import { idSearchParam } from '../../ui/kit/navigation/search-params';
import { requireSignedIn, settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/knowledge/offcourse/{id}`: an offline course, its sessions and the learner's attendance; without an id, the
 * company's classroom courses. `?code=` is what a phone read from a session's screen: the page checks the
 * signed-in learner in with it (signing in first brings the learner back here). `?screen=` opens a session's
 * rotating code and live sheet for its lecturer (`&kind=2`: check-out). Visitors of a site bound to one company
 * read its public courses and are asked to sign in to act.
 */
export const Route = createFileRoute('/{-$locale}/knowledge_/offcourse/{-$id}')({
  // Read strictly by the page's own reader (`readOfflineSearch`) in its loader and view, which keeps that reader
  // out of the start-up code every route's search validation ships in. Ids are written as numbers here, so a link
  // reads `screen=12` rather than the quoted `screen=%2212%22`.
  validateSearch: (raw: Record<string, unknown>): OfflineSearch => ({
    ...raw,
    screen: idSearchParam(raw.screen),
    evaluation: idSearchParam(raw.evaluation),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, location }) => {
    if (params.id && idSearchParam(params.id) === undefined) throw notFound();
    // Whether the reader is signed in decides which calls the page makes, so the session settles first (here
    // rather than in a guard, whose code would ship with every page).
    const session = await settledSession(context.session);
    // A visitor reads the public courses of a site bound to one company. A scanned code checks its reader in and
    // a screen is its lecturer's: both need an account, as does a site open to several companies.
    const visitor = !selectIsSignedIn(session);
    const search = readOfflineSearch(deps);
    if (visitor && (search.code || search.screen || !selectSite(session)?.eid)) {
      await requireSignedIn({ session: context.session, location });
    }
    return withMessages(params, ['lecturer', 'home'], () =>
      offlineRouteData(context.http, { search, id: params.id || null, visitor }),
    );
  },
  // 5 s: attendance changes while the page is open (a check-in, the lecturer's marks).
  staleTime: 5_000,
  // Visitors may open it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: OfflineRoute,
});

function OfflineRoute() {
  const { id } = Route.useParams();
  const search = readOfflineSearch(Route.useSearch());
  return <OfflineRoutePage key={id ?? ''} search={search} data={Route.useLoaderData()} />;
}
