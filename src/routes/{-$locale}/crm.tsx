import { Outlet, createFileRoute } from '@tanstack/react-router';
import { BackOfficeLayout } from '../../ui/features/crm/back-office-layout';
import { requireAdmin } from '../../ui/features/crm/admin-guard';
import { queueCountsData } from '../../ui/features/crm/queue-counts-data';
import { messagesLoader } from '../../ui/kit/locale/messages';

/**
 * The back office (`/crm/`, `/en/crm/`): administrators of the chosen company only, in a frame of its own.
 * Its pages and messages load with it, never with the learner's pages. The frame reads every queue's count.
 */
export const Route = createFileRoute('/{-$locale}/crm')({
  beforeLoad: async ({ context, location }) => {
    await requireAdmin({ session: context.session, location });
  },
  loaderDeps: () => ({}),
  loader: async ({ context, params }) => {
    const [, counts] = await Promise.all([
      messagesLoader(['crm'])({ params }),
      queueCountsData(context.http),
    ]);
    return counts;
  },
  // 10 s: the counts change as other administrators work; this one's decisions refresh them at once.
  staleTime: 10_000,
  component: BackOfficeRoute,
});

function BackOfficeRoute() {
  return (
    <BackOfficeLayout counts={Route.useLoaderData()}>
      <Outlet />
    </BackOfficeLayout>
  );
}
