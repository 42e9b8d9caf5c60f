import { createFileRoute } from '@tanstack/react-router';
import { readCatalogueSearch, type CatalogueSearch } from '../../ui/features/course/catalogue-params';
import { CataloguePage } from '../../ui/features/course/catalogue-page';
import { catalogueData } from '../../ui/features/course/catalogue-data';
import { sessionAudience } from '../../ui/features/course/audience';
import { loadMessages } from '../../ui/kit/locale/messages';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/knowledge`: the course catalogue. Open to visitors of a site bound to one company (its public courses);
 * every filter lives in the search params, read with plain readers.
 */
export const Route = createFileRoute('/{-$locale}/knowledge')({
  // Read strictly by the page's own reader in its loader and view, which keeps that reader (and the contract's
  // values it checks against) out of the start-up code every route's search validation ships in.
  validateSearch: (raw: Record<string, unknown>): CatalogueSearch => raw,
  // Whether the reader is signed in decides which calls the page makes, so the session settles first.
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  // Every filter decides what the list and the counts read.
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, params }) => {
    const [, data] = await Promise.all([
      // Course cards and exam facts speak the dashboard's words (`home.learning.*`, `home.exams.*`).
      loadMessages(params.locale === 'en' ? 'en' : 'zh', ['course', 'home']),
      catalogueData(context.http, {
        search: readCatalogueSearch(deps.search),
        audience: sessionAudience(context.session),
      }),
    ]);
    return data;
  },
  // 30 s: a list of courses; a filter and back again within that shows what was read.
  staleTime: 30_000,
  // Visitors may open it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: CatalogueRoute,
});

function CatalogueRoute() {
  return <CataloguePage search={readCatalogueSearch(Route.useSearch())} data={Route.useLoaderData()} />;
}
