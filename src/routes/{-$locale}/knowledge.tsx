import { createFileRoute } from '@tanstack/react-router';
import { readCatalogueSearch, type CatalogueSearch } from '../../ui/features/course/catalogue-search';
import { CataloguePage } from '../../ui/features/course/catalogue-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/knowledge`: the course catalogue. Open to visitors of a site bound to one company (its public courses);
 * every filter lives in the search params, read with plain readers.
 */
export const Route = createFileRoute('/{-$locale}/knowledge')({
  validateSearch: (raw: Record<string, unknown>): CatalogueSearch => readCatalogueSearch(raw),
  // Whether the reader is signed in decides which calls the page makes, so the session settles first.
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  loader: messagesLoader(['course']),
  component: CatalogueRoute,
});

function CatalogueRoute() {
  return <CataloguePage search={Route.useSearch()} />;
}
