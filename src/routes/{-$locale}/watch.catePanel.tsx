import { createFileRoute } from '@tanstack/react-router';
import { CategoryPanelPage } from '../../ui/features/course/category-panel-page';
import { sessionAudience } from '../../ui/features/course/audience';
import { categoryPanelData } from '../../ui/features/course/catalogue-data';
import { loadMessages } from '../../ui/kit/locale/messages';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/** `/watch/catePanel`: every course category with its children and counts, each leading into the catalogue. */
export const Route = createFileRoute('/{-$locale}/watch/catePanel')({
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  // The address chooses nothing: the reader's company (or the bound site) decides the categories.
  loaderDeps: () => ({}),
  loader: async ({ context, params }) => {
    const [, data] = await Promise.all([
      loadMessages(params.locale === 'en' ? 'en' : 'zh', ['course']),
      categoryPanelData(context.http, { audience: sessionAudience(context.session) }),
    ]);
    return data;
  },
  // 60 s: categories and their counts change only when the back office edits them.
  staleTime: 60_000,
  // Visitors may open it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: CategoryPanelRoute,
});

function CategoryPanelRoute() {
  return <CategoryPanelPage data={Route.useLoaderData()} />;
}
