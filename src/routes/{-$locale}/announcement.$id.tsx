import { createFileRoute, notFound } from '@tanstack/react-router';
import { AnnouncementPage } from '../../ui/features/announcement/announcement-page';
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
  // Whether the reader is a colleague decides what the page shows, so the session settles first.
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  component: AnnouncementRoute,
});

function AnnouncementRoute() {
  const { id } = Route.useParams();
  return <AnnouncementPage id={id} />;
}
