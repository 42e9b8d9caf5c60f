import { Outlet, createFileRoute } from '@tanstack/react-router';
import { BackOfficeLayout } from '../../ui/features/crm/back-office-layout';
import { requireAdmin } from '../../ui/features/crm/admin-guard';
import { messagesLoader } from '../../ui/kit/locale/messages';

/**
 * The back office (`/crm/`, `/en/crm/`): administrators of the chosen company only, in a frame of its own.
 * Its pages and messages load with it, never with the learner's pages.
 */
export const Route = createFileRoute('/{-$locale}/crm')({
  beforeLoad: async ({ context, location }) => {
    await requireAdmin({ session: context.session, location });
  },
  loader: messagesLoader(['crm']),
  component: BackOfficeRoute,
});

function BackOfficeRoute() {
  return (
    <BackOfficeLayout>
      <Outlet />
    </BackOfficeLayout>
  );
}
