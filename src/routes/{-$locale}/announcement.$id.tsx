import { createFileRoute, notFound } from '@tanstack/react-router';
import { announcementPageData } from '../../ui/features/announcement/announcement-data';
import { AnnouncementPage } from '../../ui/features/announcement/announcement-page';
import { withMessages } from '../../ui/kit/locale/messages';
import { richTextReady } from '../../ui/kit/rich-text/sanitizer';
import { intParam } from '../../ui/kit/navigation/search-params';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/** A shared announcement: readable by visitors when it is public, in full for colleagues. */
export const Route = createFileRoute('/{-$locale}/announcement/$id')({
  params: {
    parse: (raw): { id: string } => {
      if (!/^[1-9][0-9]{0,18}$/.test(raw.id)) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  /** `page`: the comments page a colleague reads (the first when absent). */
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({
    page: intParam(raw.page, 2, 1_000_000),
  }),
  // Whether the reader is a colleague decides what the page shows, so the session settles first.
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The announcement and its comments are the message centre's (`account.*`); its text is rich text.
  loader: async ({ context, deps, params, preload }) => {
    const [data] = await Promise.all([
      withMessages(params, ['account'], () =>
        announcementPageData(context.http, context.session, { id: params.id, page: deps.page }, preload),
      ),
      richTextReady(),
    ]);
    return data;
  },
  // 0: likes and comments change under the reader. A preload leaves out the announcement itself (reading it
  // marks it read), so opening the page always reads it.
  staleTime: 0,
  shouldReload: ({ preload }) => (preload ? undefined : true),
  // Visitors may open it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: AnnouncementRoute,
});

function AnnouncementRoute() {
  const { id } = Route.useParams();
  return <AnnouncementPage id={id} data={Route.useLoaderData()} />;
}
